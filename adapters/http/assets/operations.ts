import { ErrorBody } from '../response-codecs.js';
import { json, type HandlerDoc } from '../routing/operation-doc.js';

export const ASSET: HandlerDoc = {
  operationId: 'getBrowserAsset',
  summary: 'A browser bundle',
  description:
    "A file of the service's browser code (`<name>-<hash>.<ext>`, as the pages name it): the hash names its bytes, so it is cached for a year " +
    '(`Cache-Control: public, max-age=31536000, immutable`), and readable from any origin (the live agent loads on a project’s own domain). ' +
    'Sent brotli- or gzip-compressed when the client accepts it.',
  responses: {
    '200': {
      description: 'The file.',
      headers: {
        ETag: { description: "The file's tag, for `If-None-Match`.", required: true },
        'Content-Encoding': { description: '`br` or `gzip`, when the file is sent compressed.' },
      },
      content: { 'text/javascript': { type: 'string' }, 'text/css': { type: 'string' }, 'text/plain': { type: 'string' } },
    },
    '304': { description: 'Not modified (`If-None-Match` matched).' },
    '404': { description: 'No such file.', content: json(ErrorBody) },
  },
};

export const ASSET_HEAD: HandlerDoc = { ...ASSET, operationId: 'headBrowserAsset', summary: "A browser bundle's headers" };

import { ErrorBody } from '../response-codecs.js';
import { BINARY, HTML, json, type HandlerDoc, type ResponseDoc } from '../routing/operation-doc.js';

const NOT_MODIFIED: ResponseDoc = { description: 'Not modified (`If-None-Match` matched).' };
const ETAG = { ETag: { description: 'The tag of this version, for `If-None-Match`.', required: true } };

export const OPENAPI_DOCUMENT: HandlerDoc = {
  operationId: 'getOpenApiDocument',
  summary: 'This description',
  description: 'OpenAPI 3.1, read off the route table. Generate a client from it (the repository keeps a typed TypeScript one: clients/typescript/).',
  responses: {
    '200': { description: 'The OpenAPI document.', headers: ETAG, content: json({ type: 'object' }) },
    '304': NOT_MODIFIED,
  },
};

export const DOCS_PAGE_DOC: HandlerDoc = {
  operationId: 'getReferencePage',
  summary: 'The reference page',
  description: 'This description, rendered (swagger-ui, served by the service itself): try a request with a pasted ID token or API key.',
  responses: { '200': { description: 'The page.', headers: ETAG, content: HTML }, '304': NOT_MODIFIED },
};

export const DOCS_ASSET: HandlerDoc = {
  operationId: 'getReferencePageFile',
  summary: 'A file of the reference page',
  responses: {
    '200': {
      description: 'The file.',
      headers: ETAG,
      content: { 'text/css': { type: 'string' }, 'text/javascript': { type: 'string' }, 'image/png': BINARY },
    },
    '304': NOT_MODIFIED,
    '404': { description: 'No such file.', content: json(ErrorBody) },
  },
};

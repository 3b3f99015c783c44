import { ErrorBody } from '../response-codecs.js';
import { HTML, json, type HandlerDoc, type ResponseDoc } from '../routing/operation-doc.js';

const NOT_MODIFIED: ResponseDoc = { description: 'Not modified (`If-None-Match` matched).' };
const ETAG = { ETag: { description: 'The tag of this version, for `If-None-Match`.', schema: { type: 'string' }, required: true } };
const LOCATION = { Location: { description: 'Where to go.', schema: { type: 'string' }, required: true } };

export const SERVICE_ROOT: HandlerDoc = {
  operationId: 'getServiceRoot',
  summary: 'The service’s root',
  description:
    'Leads to the portal (`/edit/`) on the service’s own address (the host of `PUBLIC_BASE_URL`, `localhost` or an IP address). On a project’s ' +
    'verified domain, `/` is the project’s site instead; on any other name, 404.',
  responses: {
    '302': { description: 'To `/edit/`.', headers: LOCATION },
    '404': { description: 'The request’s host is not the service’s own address.', content: json(ErrorBody) },
  },
};

export const INVITE_PAGE: HandlerDoc = {
  operationId: 'getInvitePage',
  summary: 'The portal, opened by an invitation’s link',
  description:
    'The portal’s page at an invitation’s address (`/edit/invite/<token>`): the person signs in there (the sign-in comes back to this address), ' +
    'then the page accepts the invitation (`POST /api/invitations/{token}/accept`) and opens the project. Never cached; the token never leaves in a Referer.',
  responses: { '200': { description: 'The page.', content: HTML } },
};

export const EDIT_MODE_PAGE: HandlerDoc = {
  operationId: 'getEditModePage',
  summary: 'The portal (Edit Mode and the project console)',
  description:
    'The in-browser portal: sign in, pick a project, edit its pages with a live preview, upload images, publish, and run the project ' +
    '(members, modules, settings, your projects and connected clients). A static document (its script draws the page and calls this API ' +
    'as the person signed in), revalidated on every load, under a strict Content-Security-Policy. Its address may carry ' +
    '`?project=<id>&draft=<id>` (or `&page=<id>`), or `?project=<id>&screen=<screen>`: what it opens.',
  responses: {
    '200': { description: 'The page.', headers: ETAG, content: HTML },
    '301': { description: '`/edit` without its slash: `/edit/`, the query kept.', headers: LOCATION },
    '304': NOT_MODIFIED,
  },
};

export const PREVIEW_STYLESHEET: HandlerDoc = {
  operationId: 'getPreviewStylesheet',
  summary: 'A stylesheet of the preview',
  description:
    'The site theme’s stylesheet the preview documents link (`POST .../docs/edit/preview`), by `<accent colour or default>.<hash>.css`: ' +
    'the same rules as a deployed site’s. The current hash is cached for a year; an older one gets today’s rules, revalidated.',
  parameters: [
    {
      name: 'file',
      in: 'path',
      required: true,
      description: '`default.<hash>.css`, or `<rrggbb>.<hash>.css` for a project’s accent colour (lowercase hexadecimal).',
      schema: { type: 'string', pattern: '^(default|[0-9a-f]{6})\\.[0-9a-f]{12}\\.css$' },
    },
  ],
  responses: {
    '200': { description: 'The stylesheet.', headers: ETAG, content: { 'text/css': { type: 'string' } } },
    '304': NOT_MODIFIED,
    '404': { description: 'A name the preview never gives.', content: json(ErrorBody) },
  },
};

export const PREVIEW_ICON: HandlerDoc = {
  operationId: 'getPreviewIcon',
  summary: 'The icon of the preview',
  description:
    'The icon made from the accent colour that preview documents link, by `<accent colour or default>.<letter>.svg` ' +
    '(`letter`: the code point of the site name’s first letter in hexadecimal, or `none`), as a deployed site makes it. ' +
    'Cached for a year: its name says all it is made from.',
  parameters: [
    {
      name: 'file',
      in: 'path',
      required: true,
      description: '`default.<letter>.svg`, or `<rrggbb>.<letter>.svg` for a project’s accent colour (lowercase hexadecimal).',
      schema: { type: 'string', pattern: '^(default|[0-9a-f]{6})\\.([0-9a-f]{1,6}|none)\\.svg$' },
    },
  ],
  responses: {
    '200': { description: 'The icon.', headers: ETAG, content: { 'image/svg+xml': { type: 'string' } } },
    '304': NOT_MODIFIED,
    '404': { description: 'A name the preview never gives.', content: json(ErrorBody) },
  },
};

export const FAVICON: HandlerDoc = {
  operationId: 'getFavicon',
  summary: 'The service’s icon',
  description: 'The icon browsers ask of the service’s pages (the portal, the sign-in and consent pages): a 32 × 32 ICO, cached for a day.',
  responses: { '200': { description: 'The icon.', content: { 'image/x-icon': { type: 'string', format: 'binary' } } } },
};

import { HTML, type HandlerDoc, type ResponseDoc } from '../routing/operation-doc.js';

const MOVED: ResponseDoc = {
  description:
    'The same file on the site’s own origin: `<scheme>://<projectId>.<SITES_DOMAIN>[:port]/<sitePath>` (the scheme and port of ' +
    '`PUBLIC_BASE_URL`, as the project’s `site_url` says), the query kept.',
  headers: { Location: { description: 'Where the file is.', schema: { type: 'string' }, required: true } },
};

const ANSWERS: Readonly<Record<string, ResponseDoc>> = {
  '308': MOVED,
  '404': { description: 'An id that is no project’s (no site host could hold it): a "Page not found" page.', content: HTML },
};

const SITES =
  'The old address of a project’s deployed site. A site lives on an origin of its own, never the service’s: the project’s `site_url`, ' +
  '`<projectId>.<SITES_DOMAIN>`, serves a language chooser (or the default language’s index) at its root, `<language>/` (the language’s ' +
  'index), `<language>/<slug>/` (a page), `sitemap.xml`, and the project’s images under `/media/<projectId>/`; so does each of the ' +
  'project’s verified domains. Those hosts serve nothing else of the service. Here, every path answers a permanent redirect there, so ' +
  'that links made before keep working.';

export const SITE_ROOT_REDIRECT: HandlerDoc = {
  operationId: 'getSiteRootWithoutSlash',
  summary: "A site's root, at its old address",
  description: SITES,
  responses: ANSWERS,
};

export const SITE_FILE: HandlerDoc = {
  operationId: 'getSiteFile',
  path: '/sites/{projectId}/{sitePath}',
  summary: 'A file of a deployed site, at its old address',
  description: SITES,
  parameters: [
    {
      name: 'sitePath',
      in: 'path',
      required: true,
      description: 'A path below the site’s root: empty (the root), `<language>/`, `<language>/<slug>/` (slugs may hold `/`), `sitemap.xml`.',
      schema: { type: 'string' },
    },
  ],
  responses: ANSWERS,
};

export const SITE_ROOT_REDIRECT_HEAD: HandlerDoc = { ...SITE_ROOT_REDIRECT, operationId: 'headSiteRootWithoutSlash' };
export const SITE_FILE_HEAD: HandlerDoc = {
  ...SITE_FILE,
  operationId: 'headSiteFile',
  summary: 'The headers of a file of a deployed site, at its old address',
};

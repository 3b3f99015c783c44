import { HTML, type HandlerDoc, type ResponseDoc } from '../routing/operation-doc.js';

const FILE: ResponseDoc = {
  description: 'The file: a page (HTML), the sitemap (XML) or the theme’s stylesheet. It may be cached, but is revalidated every time: a deploy shows at once.',
  headers: { ETag: { description: "The file's tag, for `If-None-Match`.", schema: { type: 'string' }, required: true } },
  content: { ...HTML, 'application/xml': { type: 'string' }, 'text/css': { type: 'string' } },
};

const ANSWERS: Readonly<Record<string, ResponseDoc>> = {
  '200': FILE,
  '301': {
    description: 'A folder asked for without its trailing slash: its address with one.',
    headers: { Location: { description: 'Where the file is.', schema: { type: 'string' }, required: true } },
  },
  '304': { description: 'Not modified (`If-None-Match` matched).' },
  '404': { description: 'No such file: the site’s "Page not found" page.', content: HTML },
};

const SITES =
  'The deployed site of a project, public: a language chooser (or the default language’s index) at the root, ' +
  "`<language>/` (the language's index), `<language>/<slug>/` (a page) and `sitemap.xml`. Unlisted pages are served but left out of indexes, " +
  'navigation and the sitemap. The same files are served at `/` for a request whose `Host` is one of the project’s verified domains.';

export const SITE_ROOT_REDIRECT: HandlerDoc = {
  operationId: 'getSiteRootWithoutSlash',
  summary: "A site's root, without the slash",
  responses: { '301': ANSWERS['301']! },
};

export const SITE_FILE: HandlerDoc = {
  operationId: 'getSiteFile',
  path: '/sites/{projectId}/{sitePath}',
  summary: 'A file of a deployed site',
  description: SITES,
  parameters: [
    {
      name: 'sitePath',
      in: 'path',
      required: true,
      description:
        'A path below the site’s root: empty (the root), `<language>/`, `<language>/<slug>/` (slugs may hold `/`), `sitemap.xml` or `assets/site.<hash>.css`.',
      schema: { type: 'string' },
    },
  ],
  responses: ANSWERS,
};

export const SITE_ROOT_REDIRECT_HEAD: HandlerDoc = { ...SITE_ROOT_REDIRECT, operationId: 'headSiteRootWithoutSlash' };
export const SITE_FILE_HEAD: HandlerDoc = { ...SITE_FILE, operationId: 'headSiteFile', summary: 'The headers of a file of a deployed site' };

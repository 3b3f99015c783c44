import { SearchPages, SearchPagesInput } from '../../../application/search/search-pages.js';
import { PROJECT } from '../routing/path-params.js';
import { get, type Route } from '../routing/route.js';
import { SearchResults } from './responses.js';

/** Full-text search over the project's live pages. */
export const searchRoutes: readonly Route[] = [
  get(`${PROJECT}/search`, SearchPages, {
    query: SearchPagesInput,
    response: SearchResults,
    access: 'read_content (read)',
    summary: 'Search pages',
    description: "Full-text search over the project's live pages (public and unlisted), best first. `q` is plain words, never query syntax.",
  }),
];

import { SearchPages, SearchPagesInput } from '../../../application/search/search-pages.js';
import { PROJECT } from '../routing/path-params.js';
import { get, type Route } from '../routing/route.js';

/** Full-text search over the project's live pages. */
export const searchRoutes: readonly Route[] = [get(`${PROJECT}/search`, SearchPages, { query: SearchPagesInput })];

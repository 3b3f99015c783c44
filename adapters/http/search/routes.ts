import { SearchPages, SearchPagesInput } from '../../../application/search/search-pages.js';
import { UpdateSearchSettings, UpdateSearchSettingsInput } from '../../../application/search/update-search-settings.js';
import { ProjectSettings } from '../projects/responses.js';
import { PROJECT } from '../routing/path-params.js';
import { get, patch, type Route } from '../routing/route.js';
import { SearchResults } from './responses.js';

/** Search over the project's live pages, and how it reads questions. */
export const searchRoutes: readonly Route[] = [
  get(`${PROJECT}/search`, SearchPages, {
    query: SearchPagesInput,
    response: SearchResults,
    access: 'read_content (read)',
    summary: 'Search pages',
    description:
      "Search over the project's live pages (public and unlisted), best first: the same search as the live agent's `ask` and the MCP `search_pages` tool. " +
      '`q` is plain words, never query syntax: each is read in the language asked for (else the project’s), as its stem, its synonyms, the longer words its stem begins ' +
      'and, where no page holds it, the words a misspelling of it may have meant; the last word may be the start of one (a search box). `language` keeps pages of exactly that language.',
  }),
  patch(`${PROJECT}/settings/search`, UpdateSearchSettings, {
    body: UpdateSearchSettingsInput,
    response: ProjectSettings,
    access: 'manage_settings (write)',
    example: {
      synonyms: [
        ['shipping', 'delivery'],
        ['coeliac', 'gluten-free'],
      ],
      builtin_synonyms: true,
    },
    description:
      'The project’s synonyms (groups of 2 to 20 words or short phrases that mean the same on this site; at most 200 groups; a list given replaces the whole list) ' +
      'and whether the built-in groups of everyday site vocabulary (opening hours, delivery, jobs, prices, payment, allergies...) apply too. ' +
      'Searches, the live agent and `search_pages` read questions with them from the next search on.',
  }),
];

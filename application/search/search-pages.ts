import * as E from 'fp-ts/lib/Either.js';
import * as t from 'io-ts';
import { inject, injectable } from 'inversify';
import type { Actor } from '../../domain/identity/actor.js';
import { LanguageTagCodec, pageSizeCodec, trimmedString } from '../../domain/shared/codecs.js';
import type { AppError } from '../../domain/shared/errors.js';
import { ProjectAccess } from '../projects/project-access.js';
import type { SearchHit } from './ports.js';
import { SiteSearch } from './site-search.js';

const SEARCH_QUERY_MAX = 500;
const DEFAULT_SEARCH_LIMIT = 10;
const MAX_SEARCH_LIMIT = 50;

/** Shared by every driving adapter (HTTP query string, the MCP `search_pages` tool). */
export const SearchPagesInput = t.intersection([
  t.type({ q: trimmedString(SEARCH_QUERY_MAX) }),
  t.partial({ language: LanguageTagCodec, limit: pageSizeCodec(MAX_SEARCH_LIMIT) }),
]);
export type SearchPagesInput = t.TypeOf<typeof SearchPagesInput>;

export interface SearchResults {
  readonly results: SearchHit[];
}

/**
 * Full-text search over the project's live pages (public and unlisted), best first, through the
 * same search as the live agent's `ask` (SiteSearch). The query is free text: its words are
 * searched for, never interpreted as query syntax; a query of function words only ("what is
 * it") finds nothing.
 */
@injectable()
export class SearchPages {
  static readonly operation = 'search_pages';

  constructor(
    @inject(ProjectAccess) private readonly access: ProjectAccess,
    @inject(SiteSearch) private readonly search: SiteSearch,
  ) {}

  async execute(actor: Actor, input: { projectId: string } & SearchPagesInput): Promise<E.Either<AppError, SearchResults>> {
    const context = await this.access.require(actor, input.projectId, 'read_content', 'read');
    if (E.isLeft(context)) return context;
    const { project } = context.right;
    // A search box sends what is typed so far: its last word may be the start of one.
    const terms = this.search.termsFor(project, input.q, { language: input.language, lastWordTyped: true });
    if (terms.length === 0) return E.right({ results: [] });
    return E.right({ results: await this.search.search(project, { text: input.q, terms, limit: input.limit ?? DEFAULT_SEARCH_LIMIT, only: input.language }) });
  }
}

import * as E from 'fp-ts/lib/Either.js';
import { inject, injectable } from 'inversify';
import { readQuestion } from '../../../domain/knowledge/faq-entry.js';
import type { PageText } from '../../../domain/knowledge/passages.js';
import { searchPassages, type Match } from '../../../domain/knowledge/search.js';
import { isDraft, type PageDocument } from '../../../domain/pages/page-document.js';
import { pageTitle } from '../../../domain/search/indexed-text.js';
import { searchTerms } from '../../../domain/search/query.js';
import { PageRepository } from '../../pages/ports.js';
import { ProfileRepository } from '../../profile/ports.js';
import { PageSearchIndex } from '../../search/ports.js';
import { callerOf, type LiveTool, type ToolContext, type ToolOutcome } from '../live-tool.js';

/**
 * Pages whose passages are weighed: the index ranks the pages, passages are cut from the best
 * few only. Enough for a page and its translations to compete on the caller's language.
 */
const PAGES_WEIGHED = 5;

export const NOTHING_FOUND =
  "Nothing in the project's pages answers this question. Tell the caller you do not know rather than guessing; " +
  'if they know the answer, it can be recorded with the answer tool for a manager to review.';

const textOf = (page: PageDocument): PageText => ({ slug: page.slug, language: page.language, title: pageTitle(page), content: page.content });

function spoken(matches: readonly Match[]): string {
  const lines = matches.map(({ passage, quote }, i) => {
    const where = passage.heading !== '' && passage.heading !== passage.title ? `, section "${passage.heading}"` : '';
    return `${i + 1}. From the page "${passage.title}" (slug: ${passage.slug}, ${passage.language}${where}): ${quote}`;
  });
  return `Best matching passages from the project's pages:\n${lines.join('\n')}\nAnswer from these passages only.`;
}

/**
 * `ask` `{ question }`: finds the best pages in the project's search index (live pages, public
 * and unlisted, never drafts; whatever the number of pages) and answers with their best
 * matching passages, each naming its page title and slug, or says that nothing was found.
 * Passages in the caller's profile language rank first on a tie.
 */
@injectable()
export class AskTool implements LiveTool {
  readonly name = 'ask';

  constructor(
    @inject(PageSearchIndex) private readonly index: PageSearchIndex,
    @inject(PageRepository) private readonly pages: PageRepository,
    @inject(ProfileRepository) private readonly profiles: ProfileRepository,
  ) {}

  async run(context: ToolContext, args: Readonly<Record<string, unknown>>): Promise<ToolOutcome> {
    const question = readQuestion(args.question);
    if (E.isLeft(question)) return { result: `Could not search: ${question.left.message}. Ask the caller to repeat the question.` };
    const terms = searchTerms(question.right);
    if (terms.length === 0) return { result: NOTHING_FOUND };
    const projectId = context.project.id;
    const [hits, profile] = await Promise.all([
      this.index.search(projectId, { terms, limit: PAGES_WEIGHED }),
      this.profiles.find(projectId, callerOf(context).userId),
    ]);
    // A page deleted since the search answered is simply left out.
    const pages = await Promise.all(hits.map((hit) => this.pages.findById(projectId, hit.page_id)));
    const live = pages.filter((page): page is PageDocument => page !== null && !isDraft(page));
    const language = profile?.language ?? context.project.default_language;
    const matches = searchPassages(question.right, live.map(textOf), { language });
    return { result: matches.length === 0 ? NOTHING_FOUND : spoken(matches) };
  }
}

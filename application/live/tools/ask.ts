import * as E from 'fp-ts/lib/Either.js';
import { inject, injectable } from 'inversify';
import { readQuestion } from '../../../domain/knowledge/faq-entry.js';
import { excerpt, passagesOf, type PageText } from '../../../domain/knowledge/passages.js';
import { pageWeight, searchPassages, type Match, type WeighedPage } from '../../../domain/knowledge/search.js';
import { isDraft, type PageDocument } from '../../../domain/pages/page-document.js';
import { answeredOrNot } from '../../../domain/questions/answered.js';
import { pageTitle } from '../../../domain/search/indexed-text.js';
import { PageRepository } from '../../pages/ports.js';
import { ProfileRepository } from '../../profile/ports.js';
import { MissedQuestions } from '../../questions/missed-questions.js';
import { SiteSearch } from '../../search/site-search.js';
import { callerOf, type LiveTool, type ToolContext, type ToolOutcome } from '../live-tool.js';

/**
 * Pages whose passages are weighed: the index ranks the pages, passages are cut from the best
 * few only. Enough for a page and its translations to compete on the caller's language.
 */
const PAGES_WEIGHED = 5;

export const NOTHING_FOUND =
  "Nothing in the project's pages answers this question. Tell the caller you do not know rather than guessing; " +
  'if they know the answer, it can be recorded with the answer tool for a manager to review.';

const textOf = (page: PageDocument, weight: number): WeighedPage => ({
  slug: page.slug,
  language: page.language,
  title: pageTitle(page),
  content: page.content,
  weight,
});

/** What is said after the passages, by how they were found: the question's words, only some of them, or its meaning alone. */
const CAVEATS = {
  words: '',
  partly: ' These passages match the question only in part: if they do not answer it, tell the caller you do not know rather than guessing.',
  meaning:
    ' These passages were found by meaning, not by the question’s words: if they do not answer it, tell the caller you do not know rather than guessing.',
} as const;

function spoken(matches: readonly Pick<Match, 'passage' | 'quote'>[], found: keyof typeof CAVEATS): string {
  const lines = matches.map(({ passage, quote }, i) => {
    const where = passage.heading !== '' && passage.heading !== passage.title ? `, section "${passage.heading}"` : '';
    return `${i + 1}. From the page "${passage.title}" (slug: ${passage.slug}, ${passage.language}${where}): ${quote}`;
  });
  return `Best matching passages from the project's pages:\n${lines.join('\n')}\nAnswer from these passages only.${CAVEATS[found]}`;
}

/** Passages quoted from a page found by meaning alone: its first ones, where a page says what it is about. */
const LEADING_PASSAGES = 2;
const leadingPassages = (page: PageText): Array<Pick<Match, 'passage' | 'quote'>> =>
  passagesOf(page)
    .filter((passage) => passage.text !== '' || passage.heading !== '')
    .slice(0, LEADING_PASSAGES)
    .map((passage) => ({ passage, quote: excerpt(passage.text === '' ? passage.heading : passage.text) }));

/**
 * `ask` `{ question }`: finds the best pages in the project's search index (live pages, public
 * and unlisted, never drafts; whatever the number of pages) and answers with their best
 * matching passages, each naming its page title and slug, or says that nothing was found.
 * Passages in the caller's profile language rank first on a tie. A question judged unanswered
 * (`answeredOrNot`) is recorded for the team (`MissedQuestions`), in that language.
 */
@injectable()
export class AskTool implements LiveTool {
  readonly name = 'ask';

  constructor(
    @inject(SiteSearch) private readonly search: SiteSearch,
    @inject(PageRepository) private readonly pages: PageRepository,
    @inject(ProfileRepository) private readonly profiles: ProfileRepository,
    @inject(MissedQuestions) private readonly missed: MissedQuestions,
  ) {}

  async run(context: ToolContext, args: Readonly<Record<string, unknown>>): Promise<ToolOutcome> {
    const question = readQuestion(args.question);
    if (E.isLeft(question)) return { result: `Could not search: ${question.left.message}. Ask the caller to repeat the question.` };
    const projectId = context.project.id;
    // The caller's language is the one the question is likeliest in: its words are read in it first.
    const profile = await this.profiles.find(projectId, callerOf(context).userId);
    const language = profile?.language ?? context.project.default_language;
    const terms = this.search.termsFor(context.project, question.right, { language });
    if (terms.length === 0) return { result: NOTHING_FOUND };
    const { hits, byMeaningOnly } = await this.search.ranked(context.project, { text: question.right, terms, limit: PAGES_WEIGHED });
    // A page deleted since the search answered is simply left out.
    const pages = await Promise.all(hits.map((hit) => this.pages.findById(projectId, hit.page_id)));
    // A passage is weighed with its page: the index ranks whole pages, a title counting ten times a word of text.
    const best = Math.max(...hits.map((hit) => hit.score), 0);
    const live = pages.flatMap((page, i) => (page === null || isDraft(page) ? [] : [textOf(page, pageWeight(hits[i]!.score, best))]));
    const matches = searchPassages(terms, live, { language });
    const answered = answeredOrNot(matches);
    // No word matched, but the best page is near the question by meaning (semantic ranking): its opening passages are offered.
    const [top] = pages;
    if (answered === 'nothing' && top != null && !isDraft(top) && byMeaningOnly.has(top.id))
      return { result: spoken(leadingPassages(textOf(top, 1)), 'meaning') };
    // Anyone's question the pages cannot answer, or only in part (a visitor's, a caller's, a member's), goes to the team's list.
    if (answered !== 'answered') await this.missed.record({ projectId, text: question.right, language, page: context.page ?? null, proposedAnswer: null });
    return { result: answered === 'nothing' ? NOTHING_FOUND : spoken(matches, answered === 'weak' ? 'partly' : 'words') };
  }
}

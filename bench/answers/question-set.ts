import { fold } from '../../domain/profile/fold.js';

/** One page of a business's site, as its owner would write it. */
export interface SitePage {
  readonly slug: string;
  readonly title: string;
  /** Markdown, with the headings such a page has. */
  readonly content: string;
}

/** A question as a visitor types it, and the slug of the page that answers it: `null` when no page does. */
export type Question = readonly [question: string, answeredBy: string | null];

export interface QuestionSet {
  /** The language tag of the site and its questions (the project's default language). */
  readonly language: string;
  /** Whose site it is, in a few words (for the report). */
  readonly business: string;
  readonly pages: readonly SitePage[];
  readonly questions: readonly Question[];
  /**
   * The language's function words, left out when telling whether a question shares a word with
   * its page: fixed here, so that which questions count as hard never changes with the engine.
   */
  readonly functionWords: readonly string[];
}

/** The trivial plural rule: a final "s" trimmed ("hours" → "hour", not "class"). */
const trimPlural = (word: string) => (word.length > 3 && word.endsWith('s') && !word.endsWith('ss') ? word.slice(0, -1) : word);

function contentWords(text: string, functionWords: ReadonlySet<string>): Set<string> {
  return new Set(
    fold(text)
      .split(' ')
      .filter((word) => word.length > 1 && !functionWords.has(word))
      .map(trimPlural),
  );
}

/**
 * A hard question shares no word with the page that answers it (title and body), once case
 * and accents are folded, function words left out and a plural "s" trimmed: only stemming,
 * synonyms, typo tolerance or meaning can find its page.
 */
export function isHard(question: string, page: SitePage, functionWords: readonly string[]): boolean {
  const skip = new Set(functionWords.map((word) => fold(word)));
  const onPage = contentWords(`${page.title}\n${page.content}`, skip);
  return ![...contentWords(question, skip)].some((word) => onPage.has(word));
}

/**
 * The pages an `ask` answer quotes, best first, each once: its passages name their page as
 * `From the page "<title>" (slug: <slug>, <language>...)`. An answer that quotes no page
 * (nothing found) gives none.
 */
export function rankedSlugs(answer: string): string[] {
  return [...new Set([...answer.matchAll(/\(slug: ([^,)\s]+)/g)].map((match) => match[1]!))];
}

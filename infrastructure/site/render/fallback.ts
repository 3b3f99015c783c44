import { escapeHtml } from '../../../domain/shared/html.js';
import { memoize } from '../../../domain/shared/memo.js';
import type { PlannedPage, SitePath } from '../../../domain/site/site-plan.js';
import { englishLanguageName } from '../../../domain/translation/language-info.js';
import type { Address } from './look.js';
import { themeStrings, themeStringsLanguage } from './theme/strings.js';

/** Where a language's switcher entry leads for one page: its page there, or its fallback copy (`from`: the language the copy is in). */
export interface SwitcherTarget {
  readonly path: SitePath;
  readonly from?: string;
}

/**
 * Each language that shows the page's slug (`language`: the one it is rendered in): its
 * translations at their paths, the languages showing it by fallback at their copies (marked with
 * the language shown). A language missing here does not have the page (renderFooter says so
 * rather than leading elsewhere).
 */
export function switcherTargets(planned: PlannedPage, language: string): ReadonlyMap<string, SwitcherTarget> {
  const self: SwitcherTarget = planned.fallbackOf === undefined ? { path: planned.path } : { path: planned.path, from: planned.fallbackOf.language };
  const targets = new Map<string, SwitcherTarget>(planned.alternates.map((a) => [a.language, { path: a.path }]));
  for (const copy of planned.fallbacks ?? []) targets.set(copy.language, { path: copy.path, from: copy.from });
  // The page's own language (a copy's is the reader's, not its page's): set last, though the others never hold it.
  targets.set(language, self);
  return targets;
}

const languageNameByKey = memoize((key) => {
  const [tag, words] = key.split('\u0000') as [string, string];
  try {
    return new Intl.DisplayNames([words], { type: 'language', fallback: 'none' }).of(tag) ?? englishLanguageName(tag);
  } catch {
    return englishLanguageName(tag);
  }
});

/** A language's name in the words of another (`en` in Arabic: "الإنجليزية"); its English name when the runtime has none. */
const languageNameIn = (tag: string, words: string): string => languageNameByKey(`${tag}\u0000${words}`);

/**
 * The note atop a fallback copy, in the reader's language (the page's chrome): the page is not
 * in that language and is shown in `shown`, with a link to the page at its own address.
 */
export function fallbackNote(reader: string, original: { readonly language: string; readonly path: SitePath }, address: Address): string {
  const words = themeStrings(reader);
  // The languages are named in the words' language: English words (a language the theme lacks) name them in English.
  const wordsLanguage = themeStringsLanguage(reader);
  const text = words.fallbackNote
    .replace('{language}', languageNameIn(reader, wordsLanguage))
    .replace('{fallback}', languageNameIn(original.language, wordsLanguage));
  const link = `<a href="${escapeHtml(address.href(original.path))}" hreflang="${escapeHtml(original.language)}">${escapeHtml(words.fallbackOriginal)}</a>`;
  return `<div class="fallback-note" role="note"><p>${escapeHtml(text)} ${link}</p></div>`;
}

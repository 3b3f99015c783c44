/** Languages written right to left, by their primary subtag (where the browser cannot say it: `Intl.Locale` text info). */
const RIGHT_TO_LEFT = new Set(['ar', 'arc', 'ckb', 'dv', 'fa', 'he', 'ks', 'ku', 'ps', 'sd', 'syr', 'ug', 'ur', 'yi']);

interface TextInfo {
  readonly direction?: string;
}

/** The direction a language is written in: the browser's own knowledge when it has it, our list otherwise. */
export function languageDirection(language: string): 'ltr' | 'rtl' {
  try {
    const locale = new Intl.Locale(language) as Intl.Locale & { getTextInfo?: () => TextInfo; textInfo?: TextInfo };
    const direction = (locale.getTextInfo?.() ?? locale.textInfo)?.direction;
    if (direction === 'rtl' || direction === 'ltr') return direction;
  } catch {
    // Not a language tag the browser knows: our list decides.
  }
  return RIGHT_TO_LEFT.has(language.split('-')[0]!.toLowerCase()) ? 'rtl' : 'ltr';
}

/** The first letter of a text, and whether its script is written right to left (what `dir="auto"` looks for). */
const FIRST_LETTER = /\p{L}/u;
const RIGHT_TO_LEFT_SCRIPT = /[\p{Script=Arabic}\p{Script=Hebrew}\p{Script=Syriac}\p{Script=Thaana}\p{Script=Nko}\p{Script=Adlam}]/u;

/** The direction `dir="auto"` gives a text: its first letter's; none, `fallback`. */
function textDirection(text: string, fallback: 'ltr' | 'rtl'): 'ltr' | 'rtl' {
  const letter = FIRST_LETTER.exec(text)?.[0];
  return letter === undefined ? fallback : RIGHT_TO_LEFT_SCRIPT.test(letter) ? 'rtl' : 'ltr';
}

/**
 * The page's text inputs (its title, its body, every text field) follow what is typed
 * (`dir="auto"`: Arabic runs right to left in an English page, and the other way round), and are
 * marked in the page's language. An empty one starts in the page's language's direction.
 * `computed`: the same rule worked out here rather than by the browser, for the body: Chromium
 * lays out a `dir="auto"` textarea as plain bidirectional text, which takes seconds on a body of
 * a megabyte.
 */
export function followTextDirection(region: HTMLElement, language: string, options: { readonly computed?: boolean } = {}): void {
  const own = languageDirection(language);
  const inputs = region.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('textarea, input[type="text"], input:not([type])');
  for (const input of inputs) {
    input.lang = language;
    const follow = () => {
      const next = options.computed === true ? textDirection(input.value, own) : input.value === '' ? own : 'auto';
      // Only when it changes: setting it lays the whole text out again.
      if (input.dir !== next) input.dir = next;
    };
    follow();
    input.addEventListener('input', follow);
  }
}

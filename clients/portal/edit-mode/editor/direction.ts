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

/**
 * The page's text inputs (its title, its body, every text field) follow what is typed
 * (`dir="auto"`: Arabic runs right to left in an English page, and the other way round), and are
 * marked in the page's language. An empty one starts in the page's language's direction.
 */
export function followTextDirection(region: HTMLElement, language: string): void {
  const own = languageDirection(language);
  const inputs = region.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('textarea, input[type="text"], input:not([type])');
  for (const input of inputs) {
    input.lang = language;
    const follow = () => (input.dir = input.value === '' ? own : 'auto');
    follow();
    input.addEventListener('input', follow);
  }
}

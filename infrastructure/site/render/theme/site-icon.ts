import { createHash } from 'node:crypto';
import { escapeHtml } from '../../../../domain/shared/html.js';
import type { SitePath } from '../../../../domain/site/site-plan.js';
import { contrast } from './colours.js';
import { DEFAULT_ACCENT } from './stylesheet.js';

export interface SiteIcon {
  /** Where the site serves it: the name holds a hash of the content, so it can be cached for good. */
  readonly path: SitePath;
  readonly svg: string;
}

/** The first letter of the name (a letter or digit of any script), upper-cased; null when it has none. */
function initialOf(name: string): string | null {
  const first = /[\p{L}\p{N}]/u.exec(name);
  return first === null ? null : first[0].toLocaleUpperCase();
}

/**
 * The icon's letter as a file name can hold it: its code point in hexadecimal, or `none`. A
 * preview names its icon with it (page-preview.ts), and `iconOfKey` makes the icon back from it.
 */
export const initialKey = (name: string): string => initialOf(name)?.codePointAt(0)!.toString(16) ?? 'none';

/** The letter a key names, when it is one an icon could have (a letter or digit, upper-cased); null otherwise. */
export function initialOfKey(key: string): string | null | undefined {
  if (key === 'none') return null;
  const point = Number.parseInt(key, 16);
  if (!/^[0-9a-f]{1,6}$/.test(key) || point > 0x10ffff) return undefined;
  const letter = String.fromCodePoint(point);
  return initialOf(letter) === letter ? letter : undefined;
}

/** White or black, whichever reads better on the accent. */
export const letterColourOn = (accent: string): string => (contrast('#ffffff', accent) >= contrast('#000000', accent) ? '#ffffff' : '#000000');

/**
 * The site's default icon: a rounded square in the accent colour with the name's first letter
 * in white or black (the one with more contrast: at least 4.58:1 whatever the accent), or a plain dot when the name has no
 * letter. System fonts only: an icon fetches nothing. Linked from every page's head as
 * `image/svg+xml`; a new accent or name is a new file.
 */
export function siteIcon(input: { readonly accentColor: string | null; readonly siteName: string }): SiteIcon {
  const accent = input.accentColor ?? DEFAULT_ACCENT;
  const ink = letterColourOn(accent);
  const letter = initialOf(input.siteName);
  const mark =
    letter === null
      ? `<circle cx="32" cy="32" r="12" fill="${ink}"/>`
      : // The letter is the owner's text: escaped, it cannot end the element or add markup.
        `<text x="32" y="44" text-anchor="middle" font-family="system-ui,-apple-system,'Segoe UI',Roboto,sans-serif" font-size="36" font-weight="700" fill="${ink}">${escapeHtml(letter)}</text>`;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="64" height="64"><rect width="64" height="64" rx="14" fill="${accent}"/>${mark}</svg>\n`;
  const hash = createHash('sha256').update(svg).digest('hex').slice(0, 12);
  return { path: `assets/icon.${hash}.svg`, svg };
}

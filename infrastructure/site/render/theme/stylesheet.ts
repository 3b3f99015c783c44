import { createHash } from 'node:crypto';
import type { SitePath } from '../../../../domain/site/site-plan.js';
import type { CodePalette } from './highlight.js';
import { readableOn } from './colours.js';
import { BASE_CSS } from './base-css.js';

/** The theme's accent when the project sets none. */
export const DEFAULT_ACCENT = '#0969da';

/** Text (links included) needs 4.5:1 against its background (WCAG AA); focus rings and borders 3:1. */
const TEXT = 4.5;
const NON_TEXT = 3;

/**
 * Each mode's backgrounds, as BASE_CSS sets them (`--bg`, `--surface` of the footer and quotes,
 * `--code-bg`): derived colours are checked against these.
 */
const LIGHT = { background: '#ffffff', surface: '#f6f8fa', code: '#f6f8fa' };
const DARK = { background: '#0d1117', surface: '#151b23', code: '#161b22' };

export interface Stylesheet {
  /** Where the site serves it: the name holds a hash of the content, so it can be cached for good. */
  readonly path: SitePath;
  readonly css: string;
}

/**
 * The accent in a mode, adjusted as little as needed to be seen (borders, focus rings: 3:1) and
 * read (links: 4.5:1) on both of the mode's backgrounds. Both adjustments move the colour away
 * from the two backgrounds alike (they are both light, or both dark), so the second keeps the first.
 */
function accentVariables(accent: string, mode: { readonly background: string; readonly surface: string }): string {
  const on = (ratio: number) => readableOn(mode.surface, readableOn(mode.background, accent, ratio), ratio);
  return `--accent:${on(NON_TEXT)};--link:${on(TEXT)}`;
}

/** One class per colour a highlighted token can have, in each mode, adjusted to read on the code background. */
function paletteCss(palette: CodePalette): string {
  const light = palette.light.colours.map((c) => `.hl-${c.slice(1)}{color:${readableOn(LIGHT.code, c, TEXT)}}`).join('');
  const dark = palette.dark.colours.map((c) => `.hd-${c.slice(1)}{color:${readableOn(DARK.code, c, TEXT)}}`).join('');
  return (
    `:root{--code-text:${readableOn(LIGHT.code, palette.light.text, TEXT)}}${light}` +
    `.hi{font-style:italic}.hb{font-weight:700}.hu{text-decoration:underline}.hs{text-decoration:line-through}` +
    `@media (prefers-color-scheme:dark){:root{--code-text:${readableOn(DARK.code, palette.dark.text, TEXT)}}${dark}}`
  );
}

/**
 * The site's one stylesheet: the theme, the project's accent colour in light and dark mode, and
 * the code palette. System fonts only: nothing is fetched from elsewhere.
 */
export function siteStylesheet(input: { readonly accentColor: string | null; readonly palette: CodePalette }): Stylesheet {
  const accent = input.accentColor ?? DEFAULT_ACCENT;
  const css =
    `:root{${accentVariables(accent, LIGHT)}}` +
    `@media (prefers-color-scheme:dark){:root{${accentVariables(accent, DARK)}}}` +
    BASE_CSS +
    paletteCss(input.palette);
  const hash = createHash('sha256').update(css).digest('hex').slice(0, 12);
  return { path: `assets/site.${hash}.css`, css };
}

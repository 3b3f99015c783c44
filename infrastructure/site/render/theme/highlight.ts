import type { HighlighterCore, ThemedTokenWithVariants, ThemeRegistrationRaw } from 'shiki/core';
import { escapeHtml } from '../../../../domain/shared/html.js';

/**
 * Code blocks highlighted at deploy time with Shiki (TextMate grammars, VS Code themes), so a
 * page needs no script. This runs in the highlighting worker thread (highlight-worker.ts; the
 * service asks it through OffThreadHighlighter), never on the event loop: Shiki is imported
 * there on the first deploy or preview that shows code, never at start-up and never to serve a
 * page; grammars load per language as pages ask for them. The
 * grammars run on Oniguruma compiled to WebAssembly (shipped in the package: nothing is
 * fetched), the regex engine they were written for. Shiki's JavaScript engine gives the same
 * tokens here, but compiles a grammar on first use about twice as slowly, and a deploy
 * usually highlights a few blocks in a fresh process.
 *
 * Tokens carry classes, not inline styles (the site's Content-Security-Policy allows none):
 * one class per colour of each theme, named after the colour, defined once in the stylesheet.
 */
const LIGHT = 'github-light-default';
const DARK = 'github-dark-default';

/**
 * Per line. Shiki's default (500 ms, made for editors) is shorter than compiling a large
 * grammar on its first line on a busy machine, and a line cut short comes out mis-coloured
 * without a word: here the limit only stops a runaway grammar.
 */
const LINE_TIME_LIMIT_MS = 10_000;
/** Longer lines (minified code) are left plain: tokenizing them costs much and shows little. */
const MAX_LINE_LENGTH = 5_000;

/** Shiki's FontStyle bits, and the class of each. */
const FONT_STYLES: ReadonlyArray<readonly [bit: number, className: string]> = [
  [1, 'hi'],
  [2, 'hb'],
  [4, 'hu'],
  [8, 'hs'],
];

export interface CodePalette {
  /** The themes' own text colour (`#rrggbb`), then every colour a token of the theme can have. */
  readonly light: { readonly text: string; readonly colours: readonly string[] };
  readonly dark: { readonly text: string; readonly colours: readonly string[] };
}

export interface CodeHighlighter {
  /** The highlighted lines of `code` (the inside of `<code>`), or null for a language not loaded. */
  highlight(code: string, language: string): string | null;
}

const themes = () =>
  Promise.all([import('shiki/themes/github-light-default.mjs'), import('shiki/themes/github-dark-default.mjs')]).then(([light, dark]) => [
    light.default,
    dark.default,
  ]);

let shiki: Promise<HighlighterCore> | null = null;

/** Loads Shiki (its engine and themes; grammars come with the pages that need them): once per process. */
export function loadShiki(): Promise<HighlighterCore> {
  shiki ??= (async () => {
    const [{ createHighlighterCore }, { createOnigurumaEngine }, loaded] = await Promise.all([
      import('shiki/core'),
      import('shiki/engine/oniguruma'),
      themes(),
    ]);
    return createHighlighterCore({ themes: loaded, langs: [], engine: createOnigurumaEngine(import('shiki/wasm')) });
  })().catch((error: unknown) => {
    shiki = null; // the next deploy tries again
    throw error;
  });
  return shiki;
}

/** `#rrggbb` in lowercase (an alpha channel dropped), or null for anything else. */
const hexColour = (colour: string | undefined): string | null => {
  const match = colour === undefined ? null : /^#([0-9a-f]{6})(?:[0-9a-f]{2})?$/i.exec(colour);
  return match === null ? null : `#${match[1]!.toLowerCase()}`;
};

function paletteOf(theme: ThemeRegistrationRaw): CodePalette['light'] {
  const colours = new Set<string>();
  for (const rule of theme.settings ?? theme.tokenColors ?? []) {
    const colour = hexColour(rule.settings?.foreground);
    if (colour !== null) colours.add(colour);
  }
  const text = hexColour(theme.colors?.['editor.foreground']) ?? hexColour(theme.fg) ?? (theme.type === 'dark' ? '#e6edf3' : '#1f2328');
  colours.delete(text);
  return { text, colours: [...colours].sort() };
}

/** Every colour the highlighted code can show, per theme: the stylesheet defines a class for each. */
export async function codePalette(): Promise<CodePalette> {
  const [light, dark] = (await themes()) as [ThemeRegistrationRaw, ThemeRegistrationRaw];
  return { light: paletteOf(light), dark: paletteOf(dark) };
}

/** The class of a token's colours and font style; '' for plain text. */
function classOf(token: ThemedTokenWithVariants, palette: CodePalette): string {
  const light = hexColour(token.variants[LIGHT]?.color);
  const dark = hexColour(token.variants[DARK]?.color);
  const classes: string[] = [];
  if (light !== null && light !== palette.light.text) classes.push(`hl-${light.slice(1)}`);
  if (dark !== null && dark !== palette.dark.text) classes.push(`hd-${dark.slice(1)}`);
  const style = token.variants[LIGHT]?.fontStyle ?? 0;
  for (const [bit, name] of FONT_STYLES) if (style > 0 && (style & bit) !== 0) classes.push(name);
  return classes.join(' ');
}

function renderLines(lines: ThemedTokenWithVariants[][], palette: CodePalette): string {
  return lines
    .map((tokens) => {
      let html = '';
      let open = '';
      let text = '';
      // Neighbouring tokens of the same look share one span.
      const flush = () => {
        if (text !== '') html += open === '' ? escapeHtml(text) : `<span class="${open}">${escapeHtml(text)}</span>`;
        text = '';
      };
      for (const token of tokens) {
        const className = classOf(token, palette);
        if (className !== open) {
          flush();
          open = className;
        }
        text += token.content;
      }
      flush();
      return html;
    })
    .join('\n');
}

/**
 * A highlighter for the code of one page: loads Shiki (once per process) and the grammars of
 * `languages` that Shiki knows (names or aliases: `ts`, `sh`, `html`...). Others stay plain.
 */
export async function codeHighlighter(languages: Iterable<string>): Promise<CodeHighlighter> {
  const { bundledLanguages, bundledLanguagesAlias } = await import('shiki/langs');
  const known = [...new Set([...languages].map((l) => l.toLowerCase()))].filter(
    (l) => Object.hasOwn(bundledLanguages, l) || Object.hasOwn(bundledLanguagesAlias, l),
  );
  if (known.length === 0) return { highlight: () => null };
  const [highlighter, palette] = await Promise.all([loadShiki(), codePalette()]);
  const loaded = new Set(highlighter.getLoadedLanguages());
  const missing = known.filter((l) => !loaded.has(l));
  if (missing.length > 0)
    await highlighter.loadLanguage(...missing.map((l) => bundledLanguages[l as keyof typeof bundledLanguages] ?? bundledLanguagesAlias[l]!));
  const ready = new Set(highlighter.getLoadedLanguages());
  return {
    highlight(code, language) {
      const lang = language.toLowerCase();
      if (!ready.has(lang)) return null;
      try {
        return renderLines(
          highlighter.codeToTokensWithThemes(code, {
            lang,
            themes: { [LIGHT]: LIGHT, [DARK]: DARK },
            tokenizeTimeLimit: LINE_TIME_LIMIT_MS,
            tokenizeMaxLineLength: MAX_LINE_LENGTH,
          }),
          palette,
        );
      } catch {
        return null; // a grammar the engine cannot run on this input: the block stays plain
      }
    },
  };
}

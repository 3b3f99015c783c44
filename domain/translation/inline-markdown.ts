import type { GlossaryRule } from './glossary.js';
import { ProtectedTextBuilder, type ProtectedText, type TextRange } from './protected-text.js';

/**
 * The inline markdown of one block (a paragraph, a heading, a list item, a table cell) as a
 * provider sees it: code spans, escapes, autolinks, HTML tags, bare URLs, emphasis markers, link
 * and image syntax with their addresses, and the `kept` ranges (line breaks with the next line's
 * `> ` or indentation) become placeholders; link text and image alt text stay prose.
 */
export function protectInlineMarkdown(source: string, kept: readonly TextRange[], rules: readonly GlossaryRule[]): ProtectedText {
  const builder = new ProtectedTextBuilder(rules);
  new InlineScanner(source, kept, builder).scan(0, source.length);
  return builder.build();
}

const ASCII_PUNCTUATION = /[!-/:-@[-`{-~]/;
const AUTOLINK = /^<(?:[A-Za-z][A-Za-z0-9+.-]{1,31}:[^<>\s]*|[^\s<>@]+@[^\s<>@]+)>/;
const HTML_TAG = /^(?:<!--[\s\S]*?-->|<\/?[A-Za-z][A-Za-z0-9-]*(?:\s[^<>]*)?\/?>)/;
const BARE_URL = /^(?:https?:\/\/|www\.)[^\s<>⟦⟧]*[^\s<>⟦⟧.,;:!?'")\]]/;
const TASK_MARKER = /^\[[ xX]\](?=\s)/;

class InlineScanner {
  private text = '';

  constructor(
    private readonly source: string,
    private readonly kept: readonly TextRange[],
    private readonly builder: ProtectedTextBuilder,
  ) {}

  scan(from: number, to: number): void {
    let i = from;
    if (from === 0) i = this.keepMatch(TASK_MARKER, i) ?? i;
    while (i < to) i = this.step(i, to);
    this.flush();
  }

  /** Reads one construct at `i` and returns where the next starts. */
  private step(i: number, to: number): number {
    const range = this.kept.find((r) => r.start === i);
    if (range !== undefined) return this.keep(i, range.end);
    const char = this.source[i]!;
    const rest = this.source.slice(i, to);
    if (char === '`') return this.codeSpan(i, to);
    if (char === '\\' && i + 1 < to && (ASCII_PUNCTUATION.test(this.source[i + 1]!) || this.isKeptStart(i + 1)))
      return this.keep(i, i + 1 + Number(!this.isKeptStart(i + 1)));
    if (char === '<') return this.keepMatch(AUTOLINK, i, rest) ?? this.keepMatch(HTML_TAG, i, rest) ?? this.prose(i);
    if (char === '[' || (char === '!' && this.source[i + 1] === '[')) return this.link(i, to);
    if (char === '*' || char === '~') return this.keep(i, this.runEnd(i, char));
    if (char === '_') return this.underscores(i);
    if (char === '⟦' || char === '⟧') return this.keep(i, i + 1);
    if (char === ' ' && /^ {2,}$/.test(this.source.slice(i, this.runEnd(i, ' '))) && this.isKeptStart(this.runEnd(i, ' ')))
      return this.keep(i, this.runEnd(i, ' '));
    if ((char === 'h' || char === 'w') && !/[\p{L}\p{N}]/u.test(this.source[i - 1] ?? '')) return this.keepMatch(BARE_URL, i, rest) ?? this.prose(i);
    return this.prose(i);
  }

  private prose(i: number): number {
    this.text += this.source[i];
    return i + 1;
  }

  private keep(start: number, end: number): number {
    this.flush();
    this.builder.keep(this.source.slice(start, end));
    return end;
  }

  private keepMatch(pattern: RegExp, i: number, rest = this.source.slice(i)): number | null {
    const match = pattern.exec(rest);
    return match === null ? null : this.keep(i, i + match[0].length);
  }

  private flush(): void {
    this.builder.prose(this.text);
    this.text = '';
  }

  private isKeptStart(i: number): boolean {
    return this.kept.some((r) => r.start === i);
  }

  private runEnd(i: number, char: string): number {
    let end = i;
    while (this.source[end] === char) end += 1;
    return end;
  }

  /** A code span: a run of backticks up to the next run of the same length, kept whole (else the backticks alone). */
  private codeSpan(i: number, to: number): number {
    const open = this.runEnd(i, '`');
    const length = open - i;
    for (let at = open; at < to;) {
      const next = this.source.indexOf('`', at);
      if (next === -1 || next >= to) break;
      const close = this.runEnd(next, '`');
      if (close - next === length) return this.keep(i, close);
      at = close;
    }
    return this.keep(i, open);
  }

  /** `snake_case` is a word; underscores elsewhere are emphasis. */
  private underscores(i: number): number {
    const end = this.runEnd(i, '_');
    const inWord = /[\p{L}\p{N}]/u.test(this.source[i - 1] ?? '') && /[\p{L}\p{N}]/u.test(this.source[end] ?? '');
    if (inWord) {
      this.text += this.source.slice(i, end);
      return end;
    }
    return this.keep(i, end);
  }

  /** `[text](address)`, `![alt](source "title")`, `[text][ref]`, `[^note]`: the text is prose, the rest kept. */
  private link(i: number, to: number): number {
    const open = this.source[i] === '!' ? i + 2 : i + 1;
    const close = this.matching(open - 1, '[', ']', to);
    if (close === null) return this.prose(i);
    if (this.source[open] === '^') return this.keep(i, close + 1);
    const after = this.source[close + 1];
    const tail = after === '(' ? this.matching(close + 1, '(', ')', to) : after === '[' ? this.matching(close + 1, '[', ']', to) : null;
    if (tail === null) return this.prose(i);
    this.keep(i, open);
    this.scan(open, close);
    return this.keep(close, tail + 1);
  }

  /** The index of the bracket closing the one at `at` (nesting, escapes and code spans aside), or null. */
  private matching(at: number, opener: string, closer: string, to: number): number | null {
    let depth = 0;
    for (let i = at; i < to; i += 1) {
      const char = this.source[i];
      if (char === '\\') i += 1;
      else if (char === '`') i = this.runEnd(i, '`') - 1;
      else if (char === opener) depth += 1;
      else if (char === closer && --depth === 0) return i;
    }
    return null;
  }
}

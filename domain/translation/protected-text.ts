import type { GlossaryRule } from './glossary.js';

/**
 * Text as a provider sees it: what must come back unchanged (markup, code, addresses, glossary
 * terms) is replaced by numbered placeholders `⟦0⟧`, `⟦1⟧`, ..., whose values are in `slots`.
 */
export interface ProtectedText {
  readonly text: string;
  readonly slots: readonly string[];
}

/** A range of a string, end excluded. */
export interface TextRange {
  readonly start: number;
  readonly end: number;
}

const PLACEHOLDER = /⟦\s*(\d+)\s*⟧/g;
const LETTER = /\p{L}/u;

/** Whether there is anything left to translate once placeholders are set aside (an image alone, a number, is not). */
export function hasProse(text: ProtectedText): boolean {
  return LETTER.test(text.text.replace(PLACEHOLDER, ''));
}

/**
 * The provider's answer with every placeholder put back, or null when it did not come back
 * whole: a placeholder missing, doubled or unknown (the caller keeps that part for a person).
 */
export function restoreProtected(translated: string, slots: readonly string[]): string | null {
  const seen = new Set<number>();
  let intact = true;
  const restored = translated.replace(PLACEHOLDER, (_match, digits: string) => {
    const index = Number(digits);
    if (index >= slots.length || seen.has(index)) intact = false;
    seen.add(index);
    return slots[index] ?? '';
  });
  return intact && seen.size === slots.length ? restored : null;
}

/** Builds a ProtectedText piece by piece; neighbouring kept pieces share one placeholder. */
export class ProtectedTextBuilder {
  private text = '';
  private readonly slots: string[] = [];
  private lastWasSlot = false;

  constructor(private readonly rules: readonly GlossaryRule[]) {}

  keep(raw: string, value = raw): void {
    if (raw === '') return;
    if (this.lastWasSlot) this.slots[this.slots.length - 1] += value;
    else {
      this.text += `⟦${this.slots.length}⟧`;
      this.slots.push(value);
    }
    this.lastWasSlot = true;
  }

  prose(raw: string): void {
    if (raw === '') return;
    const pattern = glossaryPattern(this.rules);
    let at = 0;
    for (const match of pattern === null ? [] : raw.matchAll(pattern)) {
      this.plain(raw.slice(at, match.index));
      const rule = this.rules.find((r) => r.term.toLocaleLowerCase('und') === match[0].toLocaleLowerCase('und'));
      this.keep(match[0], rule?.rendering ?? match[0]);
      at = match.index + match[0].length;
    }
    this.plain(raw.slice(at));
  }

  build(): ProtectedText {
    return { text: this.text, slots: this.slots };
  }

  private plain(raw: string): void {
    if (raw === '') return;
    this.text += raw;
    this.lastWasSlot = false;
  }
}

const patterns = new WeakMap<readonly GlossaryRule[], RegExp | null>();

/** Whole words only, case aside: "Acme" is kept in "Acme's", never inside "Acmeville". */
function glossaryPattern(rules: readonly GlossaryRule[]): RegExp | null {
  if (!patterns.has(rules)) {
    const alternatives = rules.map((rule) => rule.term.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
    patterns.set(rules, alternatives.length === 0 ? null : new RegExp(`(?<![\\p{L}\\p{N}])(?:${alternatives.join('|')})(?![\\p{L}\\p{N}])`, 'giu'));
  }
  return patterns.get(rules)!;
}

/** Plain text (a title, a tag): only glossary terms (and stray placeholder brackets) are protected. */
export function protectPlainText(text: string, rules: readonly GlossaryRule[]): ProtectedText {
  const builder = new ProtectedTextBuilder(rules);
  let at = 0;
  for (const match of text.matchAll(/[⟦⟧]/g)) {
    builder.prose(text.slice(at, match.index));
    builder.keep(match[0]);
    at = match.index + 1;
  }
  builder.prose(text.slice(at));
  return builder.build();
}

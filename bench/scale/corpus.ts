/**
 * Deterministic, varied markdown pages for the scale benchmark: a title, three to six headed
 * sections of prose (with lists, links and emphasis now and then), about 250 to 450 words.
 * Words follow Zipf's law over a large vocabulary, as in real text, with English function
 * words in between; a few languages are set on the pages. "Needle" pages carry one word no
 * other page has, so a question can target exactly one page among all of them.
 */

/** mulberry32: a small seeded generator, so every run builds the same corpus. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const FUNCTION_WORDS = (
  'the of and to a in is that for it as with was on be by at this are from or an but not have all which they one you we ' +
  'can their there more when your will about if so what out up our into has than how its also them these some would'
).split(' ');
const TOPIC_WORDS = (
  'delivery opening hours parking payment invoice refund warranty booking appointment menu allergy gluten vegan order ' +
  'account password shipping return exchange voucher subscription membership event workshop course teacher student ' +
  'insurance contract deposit kitchen garden bathroom repair heating window roof garage bicycle battery charger screen'
).split(' ');
const SYLLABLES =
  'ka lo mi ne ru ta po shi ven dor al ber cor den fal gor hal ist jun kel lum mor nar ost pel qua ros sel tur und vel wen xan yor zel bri'.split(' ');

export interface CorpusPage {
  readonly slug: string;
  readonly language: string;
  readonly title: string;
  readonly content: string;
  /** The word only this page holds, when it is a needle. */
  readonly needle?: string;
}

export class Corpus {
  readonly vocabulary: readonly string[];
  private readonly cumulative: number[] = [];
  private readonly next: () => number;

  constructor(seed = 42, size = 30_000) {
    this.next = random(seed);
    const words = new Set<string>(TOPIC_WORDS);
    while (words.size < size) {
      let word = '';
      const syllables = 2 + Math.floor(this.next() * 3);
      for (let i = 0; i < syllables; i++) word += this.pick(SYLLABLES);
      words.add(word);
    }
    this.vocabulary = [...words];
    let total = 0;
    for (let rank = 1; rank <= this.vocabulary.length; rank++) this.cumulative.push((total += 1 / rank));
  }

  /** A content word by Zipf's law: rank r is drawn in proportion to 1/r. */
  word(): string {
    const x = this.next() * this.cumulative[this.cumulative.length - 1]!;
    let low = 0;
    let high = this.cumulative.length - 1;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (this.cumulative[middle]! < x) low = middle + 1;
      else high = middle;
    }
    return this.vocabulary[low]!;
  }

  /** Content words of a Zipf rank range (common ones for hard queries, middling ones for typical ones). */
  wordsRanked(from: number, to: number, count: number): string[] {
    return Array.from({ length: count }, () => this.vocabulary[from + Math.floor(this.next() * (to - from))]!);
  }

  page(index: number, needle?: string): CorpusPage {
    const title = this.phrase(2 + Math.floor(this.next() * 4));
    const sections: string[] = [];
    const count = 3 + Math.floor(this.next() * 4);
    for (let s = 0; s < count; s++) {
      const heading = this.next() < 0.3 ? `How do I ${this.phrase(3).toLowerCase()}?` : this.phrase(2 + Math.floor(this.next() * 3));
      sections.push(`## ${heading}\n\n${this.paragraphs(s === 0 ? needle : undefined)}`);
    }
    const roll = this.next();
    const language = roll < 0.85 ? 'en' : roll < 0.95 ? 'fr' : 'de';
    return { slug: `page-${index}`, language, title, content: sections.join('\n\n'), ...(needle !== undefined && { needle }) };
  }

  private paragraphs(needle: string | undefined): string {
    const out: string[] = [];
    const count = 1 + Math.floor(this.next() * 2);
    for (let p = 0; p < count; p++) {
      if (this.next() < 0.15 && !(needle !== undefined && p === 0)) {
        out.push(Array.from({ length: 3 }, () => `- ${this.sentence(5)}`).join('\n'));
        continue;
      }
      const sentences = Array.from({ length: 3 + Math.floor(this.next() * 3) }, () => this.sentence(8 + Math.floor(this.next() * 10)));
      if (needle !== undefined && p === 0) sentences.splice(1, 0, `Ask for the ${needle} at the ${this.word()} desk.`);
      out.push(sentences.join(' '));
    }
    return out.join('\n\n');
  }

  private sentence(length: number): string {
    const words: string[] = [];
    for (let i = 0; i < length; i++) words.push(this.next() < 0.45 ? this.pick(FUNCTION_WORDS) : this.word());
    if (this.next() < 0.1) words[1] = `**${words[1]}**`;
    if (this.next() < 0.08) words[2] = `[${words[2]}](https://example.com/${this.word()})`;
    const text = words.join(' ');
    return `${text[0]!.toUpperCase()}${text.slice(1)}.`;
  }

  private phrase(length: number): string {
    const words = Array.from({ length }, () => this.word());
    return words.map((w, i) => (i === 0 ? `${w[0]!.toUpperCase()}${w.slice(1)}` : w)).join(' ');
  }

  private pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)]!;
  }
}

/** A piece of a live page that can answer a question: a section, or one paragraph of it. */
export interface Passage {
  readonly title: string;
  readonly slug: string;
  readonly language: string;
  /** The heading the text sits under (empty before the first heading). */
  readonly heading: string;
  readonly text: string;
}

export interface PageText {
  readonly slug: string;
  readonly language: string;
  readonly title: string;
  readonly content: string;
}

/** Longest text quoted from one passage: a voice answer, not a page read aloud. */
const PASSAGE_MAX_LENGTH = 400;

/** Markdown reduced to the words a listener hears: no link targets, images, emphasis or code fences. */
export function plainText(markdown: string): string {
  return markdown
    .replace(/```[\s\S]*?```/g, ' ')
    .replace(/!\[[^\]]*\]\([^)]*\)/g, ' ')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<[^>]+>/g, ' ')
    .replace(/^\s{0,3}(?:[-*+]|\d+[.)]|>)\s+/gm, '')
    .replace(/[*_`~]+/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

const HEADING_LINE = /^\s{0,3}#{1,6}\s+(.*?)\s*#*\s*$/;

/** The text of a markdown heading line ("## Opening hours" → "Opening hours"), or null for any other line. */
export function headingOf(line: string): string | null {
  const match = HEADING_LINE.exec(line);
  return match ? plainText(match[1] ?? '') : null;
}

/** Cuts at a word boundary and marks the cut. */
export function excerpt(text: string, max = PASSAGE_MAX_LENGTH): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/**
 * A page split into passages: each heading starts a section ("## question" entries of an FAQ
 * stay whole with their answer), and a long section is split into its paragraphs, each keeping
 * its heading (a paragraph under "Opening hours" is about opening hours).
 */
export function passagesOf(page: PageText): Passage[] {
  const passages: Passage[] = [];
  let heading = '';
  let body: string[] = [];
  const flush = () => {
    const section = body.join('\n').trim();
    body = [];
    if (section === '' && heading === '') return;
    const paragraphs = section
      .split(/\n\s*\n/)
      .map(plainText)
      .filter((p) => p !== '');
    const whole = plainText(section);
    const pieces = whole.length <= PASSAGE_MAX_LENGTH || paragraphs.length <= 1 ? [whole] : paragraphs;
    for (const text of pieces) if (text !== '' || heading !== '') passages.push({ ...page, heading, text });
  };
  for (const line of page.content.split('\n')) {
    const title = headingOf(line);
    if (title !== null) {
      flush();
      heading = title;
    } else {
      body.push(line);
    }
  }
  flush();
  return passages;
}

import { CAPTURE_TITLE_MAX } from './capture.js';

/** The longest title text read (the stored title is cut to CAPTURE_TITLE_MAX after decoding). */
const TITLE_TEXT_MAX = 2000;
/** `<title` as a whole tag name (`<titles>` is not one); global, so a search can start anywhere. */
const TITLE_OPENING = /<title(?!\w)/gi;
/** `</title>` exactly where the title's text ends (sticky). */
const TITLE_CLOSING = /<\/title>/iy;
const ENTITIES: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]{1,6}|#[0-9]{1,7}|[a-z]{2,6});/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

/**
 * The `<title>` of an HTML page, for a capture sent without one: the text of the first
 * `<title ...>text</title>` whose text holds no `<` and at most 2,000 characters. Not a parser,
 * and not one regular expression either: it runs on every capture (up to 1 MB of untrusted
 * markup), and `/<title\b[^>]*>.../` backtracks over the rest of the page at every `<title`
 * that no `>` follows (1 MB of `<title ` took minutes). Each step here moves past everything
 * it read, so the work is linear in the page.
 */
export function titleFromHtml(html: string): string {
  const opening = new RegExp(TITLE_OPENING);
  const closing = new RegExp(TITLE_CLOSING);
  for (let from = 0; ;) {
    opening.lastIndex = from;
    const found = opening.exec(html);
    if (found === null) return '';
    const tagEnd = html.indexOf('>', found.index);
    const textEnd = tagEnd === -1 ? -1 : html.indexOf('<', tagEnd + 1);
    // No `>` (or no `<` after it) here means none further on either: no later title can end.
    if (textEnd === -1) return '';
    closing.lastIndex = textEnd;
    if (textEnd - tagEnd - 1 <= TITLE_TEXT_MAX && closing.test(html)) {
      return decodeEntities(html.slice(tagEnd + 1, textEnd))
        .replace(/\s+/g, ' ')
        .trim()
        .slice(0, CAPTURE_TITLE_MAX);
    }
    // Every `<title` before `textEnd` ends at the same `>` and the same `<`, and fails alike.
    from = textEnd;
  }
}

import { CAPTURE_TITLE_MAX } from './capture.js';

const TITLE = /<title\b[^>]*>([^<]{0,2000})<\/title>/i;
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
 * The `<title>` of an HTML page, for a capture sent without one. A bounded pattern, not a
 * parser: it runs on every capture (up to 1 MB of untrusted markup) and must stay linear.
 */
export function titleFromHtml(html: string): string {
  const match = TITLE.exec(html);
  if (match === null) return '';
  return decodeEntities(match[1]!).replace(/\s+/g, ' ').trim().slice(0, CAPTURE_TITLE_MAX);
}

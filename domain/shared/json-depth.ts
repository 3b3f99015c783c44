/**
 * How deep the arrays and objects of a JSON document the service reads may nest (a request
 * body, a WebSocket message). Real content is shallow: a page's metadata is a few levels (a
 * `tags` array in an object in the body), a JSON-RPC call to an MCP tool wraps it in three more.
 * 64 leaves room for anything a person writes, while every rule that walks a value (JSON.stringify
 * in the metadata check, the importer's reference rewriting) recurses on the JS stack: thousands
 * of levels overflow it (a 500), and JSON.parse itself takes superlinear time over them (about 1.7 s
 * for a 1 MB body of `[`).
 */
export const JSON_DEPTH_MAX = 64;

/** The refusal's words, one wording wherever the limit applies. */
export const nestedTooDeep = (max: number): string => `JSON nested deeper than ${max} levels`;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_ARRAY = 0x5b;
const OPEN_OBJECT = 0x7b;
const CLOSE_ARRAY = 0x5d;
const CLOSE_OBJECT = 0x7d;

/**
 * Whether `text` nests arrays and objects deeper than `max` levels (`{}` is one level, `{"a":[]}`
 * two), read from the raw text before anything parses it: one pass counting brackets outside
 * strings, no recursion, no allocation (about 2 ms for 1 MB of JSON, a fifth of parsing it). Exact
 * for valid JSON; for anything else JSON.parse has the last word.
 */
export function nestsDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  for (let i = 0; i < text.length; i += 1) {
    const c = text.charCodeAt(i);
    if (c === QUOTE) i = endOfString(text, i);
    else if (c === OPEN_ARRAY || c === OPEN_OBJECT) {
      depth += 1;
      if (depth > max) return true;
    } else if (c === CLOSE_ARRAY || c === CLOSE_OBJECT) depth -= 1;
  }
  return false;
}

/** Where the string opened at `start` ends (its closing quote), or the text's end: a jump to each quote, not a step per character. */
function endOfString(text: string, start: number): number {
  for (let quote = text.indexOf('"', start + 1); quote !== -1; quote = text.indexOf('"', quote + 1)) {
    let backslashes = 0;
    while (text.charCodeAt(quote - 1 - backslashes) === BACKSLASH) backslashes += 1;
    // An even run of backslashes escapes itself: the quote closes the string.
    if (backslashes % 2 === 0) return quote;
  }
  return text.length;
}

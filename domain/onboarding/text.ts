/** Text from the outside world (a registry, a website, a caller) made safe to store and speak. */

/** Whitespace collapsed, control characters gone, trimmed; null when nothing is left. */
export function cleanText(raw: unknown, max: number): string | null {
  if (typeof raw !== 'string' && typeof raw !== 'number') return null;
  const text = String(raw)
    // eslint-disable-next-line no-control-regex -- removing control characters is the point
    .replace(/[\u0000-\u001f\u007f-\u009f]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (text === '') return null;
  return text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`;
}

/** Each entry cleaned, blanks and repeats (ignoring case) dropped, at most `maxItems`. */
export function cleanList(raw: readonly unknown[], maxItems: number, maxLength: number): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const entry of raw) {
    const text = cleanText(entry, maxLength);
    if (text === null || seen.has(text.toLowerCase())) continue;
    seen.add(text.toLowerCase());
    out.push(text);
    if (out.length === maxItems) break;
  }
  return out;
}

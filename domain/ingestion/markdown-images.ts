/**
 * Images of a markdown document: `![alt](url)` and `![alt](<url> "title")`, as Turndown writes
 * them. The alt text may hold escaped characters (`\]`); the URL is what the angle brackets
 * hold (spaces included), or what follows the parenthesis up to the first space or `)`.
 */
const IMAGE = /!\[(?:[^\]\\]|\\.)*\]\(\s*(?:<([^<>\n]+)>|([^)\s]+))/g;

const isHttpUrl = (url: string): boolean => {
  try {
    const { protocol } = new URL(url);
    return protocol === 'http:' || protocol === 'https:';
  } catch {
    return false;
  }
};

/** The distinct http and https addresses of the document's images, in order of first use (a `data:` image stays inline). */
export function imageUrlsOf(markdown: string): string[] {
  const urls = new Set<string>();
  for (const match of markdown.matchAll(IMAGE)) {
    const url = match[1] ?? match[2]!;
    if (isHttpUrl(url)) urls.add(url);
  }
  return [...urls];
}

/** The document with each image whose address `replacements` names pointing at its new address instead (links stay as they are). */
export function withImageUrls(markdown: string, replacements: ReadonlyMap<string, string>): string {
  return markdown.replace(IMAGE, (whole: string, bracketed: string | undefined, bare: string | undefined) => {
    const url = bracketed ?? bare!;
    const replacement = replacements.get(url);
    if (replacement === undefined) return whole;
    // The URL is the match's tail: only it changes (the alt text may hold the same characters).
    return whole.slice(0, whole.length - url.length - (bracketed === undefined ? 0 : 1)) + (bracketed === undefined ? replacement : `${replacement}>`);
  });
}

/** A language's name in English ("Arabic" for `ar`), the tag itself where the browser has no name for it. */
export function languageName(tag: string): string {
  try {
    const name = new Intl.DisplayNames(['en'], { type: 'language' }).of(tag);
    return name === undefined || name === tag ? tag : name;
  } catch {
    return tag;
  }
}

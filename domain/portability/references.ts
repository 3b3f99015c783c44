/** What an image id may hold, as the id generator and the URL forms use them. */
const ID_CHAR = /[A-Za-z0-9_-]/;

/**
 * Rewrites what an imported project's records say about the project they came from: image
 * URLs (`/media/<project>/<image>.<ext>` and their resized forms `<image>-w<width>.webp`, also
 * inside absolute URLs), links to its deployed site (`/sites/<project>/`), and a string that is
 * exactly an image id (a setting that names an image, such as a site logo). Ids are random and
 * long, so a string equal to one is that reference. Everything else is kept as it is.
 */
export class ReferenceRewriter {
  private readonly images = new Map<string, string>();
  private readonly mediaNeedle: string;
  private readonly siteNeedle: string;
  private longestImageId = 0;

  constructor(
    private readonly fromProject: string,
    private readonly toProject: string,
  ) {
    this.mediaNeedle = `/media/${fromProject}/`;
    this.siteNeedle = `/sites/${fromProject}/`;
  }

  /** Says that the source's image `from` is `to` in the new project. */
  image(from: string, to: string): void {
    this.images.set(from, to);
    this.longestImageId = Math.max(this.longestImageId, from.length);
  }

  /** The new id of the source's image `from`, when the archive held it. */
  newImageId(from: string): string | undefined {
    return this.images.get(from);
  }

  text(text: string): string {
    const mapped = this.images.get(text);
    if (mapped !== undefined) return mapped;
    const sites = text.includes(this.siteNeedle) ? text.replaceAll(this.siteNeedle, `/sites/${this.toProject}/`) : text;
    return sites.includes(this.mediaNeedle) ? this.mediaUrls(sites) : sites;
  }

  /** Rewrites every string inside a JSON value (metadata, settings, a navigation body); keys are kept. */
  value<T>(value: T): T {
    if (typeof value === 'string') return this.text(value) as T;
    if (Array.isArray(value)) return value.map((item: unknown) => this.value(item)) as T;
    if (typeof value === 'object' && value !== null) {
      // fromEntries defines own properties: a "__proto__" key stays data.
      return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, this.value(item)])) as T;
    }
    return value;
  }

  /**
   * Each `/media/<from project>/` is followed by an image id and then the file's suffix; the id
   * is the longest known one the characters after the needle start with (a suffix such as
   * `-w640` may follow it). An unknown image (deleted before the export) is left pointing where it did.
   */
  private mediaUrls(text: string): string {
    let out = '';
    let from = 0;
    for (let at = text.indexOf(this.mediaNeedle); at !== -1; at = text.indexOf(this.mediaNeedle, from)) {
      const start = at + this.mediaNeedle.length;
      let end = start;
      while (end < text.length && end - start < this.longestImageId && ID_CHAR.test(text[end]!)) end += 1;
      let length = end - start;
      while (length > 0 && !this.images.has(text.slice(start, start + length))) length -= 1;
      if (length === 0) {
        out += text.slice(from, start);
      } else {
        out += `${text.slice(from, at)}/media/${this.toProject}/${this.images.get(text.slice(start, start + length))!}`;
      }
      from = start + length;
    }
    return out + text.slice(from);
  }
}

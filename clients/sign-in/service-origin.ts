/**
 * The service's origin: where this script was loaded from, which is the page's own on every
 * page that signs a person in (the service's pages, and the live agent's frame that sites
 * embed: a site's own origin never holds the component nor its tokens).
 */
export function serviceOrigin(): string {
  return new URL(import.meta.url).origin;
}

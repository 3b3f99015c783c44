/** Where a live page is on the deployed site, which lives on an origin of its own (`siteUrl`, the project's `site_url`). */
export const sitePageUrl = (siteUrl: string, language: string, slug: string): string =>
  new URL(`${encodeURIComponent(language)}/${slug.split('/').map(encodeURIComponent).join('/')}/`, siteUrl).href;

/**
 * The Content-Security-Policies of a site's pages, said once for every place that serves them
 * (the deployed site's files on the site's origin, the preview links on the service's).
 *
 * Pages of the theme: no script, no inline style or script, no font, no form, nothing framing
 * them from elsewhere; the site's stylesheet and images. `style-src 'self'` rather than the
 * stylesheet's exact URL: a source with a path needs the host, which a proxy in front of the
 * service may rewrite (and neither origin serves anything else a browser would take as a
 * stylesheet: every other answer is HTML, XML, JSON or an image, sent with `nosniff`).
 * `connect-src 'self'` gives nothing to the page, where no script runs; it lets tools that
 * fetch from inside the page read the site (Lighthouse reads `robots.txt` so). Pages that load
 * the live agent get their own policy (infrastructure/site/local-site-files.ts).
 */
export const THEME_POLICY = "default-src 'none'; style-src 'self'; img-src *; connect-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'self'";

/**
 * An uploaded custom HTML page is the owner's own markup, with its own styles and scripts: it
 * gets no theme policy. On its site's origin it is served as uploaded; on the service's own
 * address (a preview link) its scripts run in a sandbox (an opaque origin), never with the
 * service's origin.
 */
export const CUSTOM_POLICY_ON_SERVICE = 'sandbox allow-scripts allow-forms allow-popups allow-popups-to-escape-sandbox allow-downloads';

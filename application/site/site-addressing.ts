import type { SiteAddressing as Addressing } from '../../domain/site/site-origin.js';

/**
 * Where projects' sites live (PUBLIC_BASE_URL's scheme and port, SITES_DOMAIN): read with the
 * functions of domain/site/site-origin.ts, the one place that decides a site's origin.
 */
export type SiteAddressing = Addressing;
export const SiteAddressing = Symbol.for('SiteAddressing');

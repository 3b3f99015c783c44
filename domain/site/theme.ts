import * as t from 'io-ts';
import type { SrcsetCandidate } from '../media/variants.js';
import { withSchemaHint } from '../shared/schema-hints.js';
import { siteUrl, type SiteAddressing } from './site-origin.js';
import type { TemplateLayout } from '../templates/layouts.js';

const HEX_COLOUR = /^#[0-9a-fA-F]{6}$/;

/** The site theme's accent colour as `#rrggbb`; decodes to lowercase, so one colour is stored one way. */
export const AccentColor = withSchemaHint(
  new t.Type<string, string, unknown>(
    'a colour as #rrggbb',
    (u): u is string => typeof u === 'string' && HEX_COLOUR.test(u) && u === u.toLowerCase(),
    (u, c) => (typeof u === 'string' && HEX_COLOUR.test(u) ? t.success(u.toLowerCase()) : t.failure(u, c)),
    t.identity,
  ),
  { type: 'string', pattern: HEX_COLOUR.source },
);

/** An image id as the media store makes them (lowercase letters and digits). */
export const ImageIdCodec = withSchemaHint(
  t.refinement(t.string, (s) => /^[0-9a-z]{1,64}$/.test(s), 'an image id'),
  { type: 'string', minLength: 1, maxLength: 64, pattern: '^[0-9a-z]{1,64}$' },
);

/** The site's logo: an image of the project, with its responsive variants. */
export interface SiteLogo {
  readonly url: string;
  readonly width: number;
  readonly height: number;
  readonly srcset: readonly SrcsetCandidate[];
}

/** How a deployed site looks and where it lives, from the project's site settings, images, domains and templates. */
export interface SiteTheme {
  /** `#rrggbb`, or null for the theme's own accent. */
  readonly accentColor: string | null;
  readonly logo: SiteLogo | null;
  /** The address of the image chosen as the site's icon (`favicon_image_id`); null for the logo or the icon made from the accent. */
  readonly favicon: string | null;
  /**
   * The absolute address of the site's root that search engines and shares should use
   * (canonical URLs, hreflang alternates, Open Graph): `https://<verified domain>/` when the
   * project has one, else its own address, `siteUrl`. Ends with `/`.
   */
  readonly canonicalBase: string;
  /** The site's own address, `<scheme>://<project>.<sites domain>[:port]/` (site-origin.ts), whatever its domains. */
  readonly siteUrl: string;
  /** The service's own address (PUBLIC_BASE_URL, with `/`): project images are served there. */
  readonly serviceBase: string;
  /** The keys of each template's image fields, by template id: a page is shared with the first one it sets. */
  readonly imageFields: Readonly<Record<string, readonly string[]>>;
  /** The layout of each project template, by template id (built-in templates are their own layout). */
  readonly layouts: Readonly<Record<string, TemplateLayout>>;
}

/** `base` with one trailing `/`. */
const withSlash = (base: string): string => base.replace(/\/+$/, '') + '/';

/**
 * Where a site's pages canonically live: on the project's first verified domain (the earliest
 * verified; sites are served over HTTPS there), else at its own address (`<project>.<sites domain>`).
 * `domains` are those the site is served on (ServedDomains): never a reserved name.
 */
export function canonicalSiteBase(
  projectId: string,
  domains: ReadonlyArray<{ readonly hostname: string; readonly status: string; readonly verified_at: string | null }>,
  addressing: SiteAddressing,
): string {
  const verified = domains
    .filter((d) => d.status === 'verified')
    .sort((a, b) => (a.verified_at ?? '').localeCompare(b.verified_at ?? '') || a.hostname.localeCompare(b.hostname));
  return verified.length > 0 ? `https://${verified[0]!.hostname}/` : siteUrl(projectId, addressing);
}

export const serviceBase = withSlash;

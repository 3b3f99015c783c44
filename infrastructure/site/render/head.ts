import { escapeHtml } from '../../../domain/shared/html.js';
import { memoize } from '../../../domain/shared/memo.js';
import type { SitePath } from '../../../domain/site/site-plan.js';
import type { Address, SiteLook } from './look.js';

/** What a page says about itself in its `<head>`. */
export interface PageHead {
  readonly title: string;
  readonly description?: string | undefined;
  /** The page's path for its canonical URL; none for a page that must not be indexed. */
  readonly canonical?: SitePath | undefined;
  /** The same page in other languages (itself included), for `hreflang`. */
  readonly alternates?: ReadonlyArray<{ readonly language: string; readonly path: SitePath }>;
  /** An image to share the page with (a template's image field), as the page's metadata holds it. */
  readonly image?: string | undefined;
  readonly type?: 'website' | 'article';
  /** Kept out of search engines (unlisted pages). */
  readonly noindex?: boolean;
}

const meta = (attribute: 'name' | 'property', key: string, content: string | undefined): string =>
  content === undefined || content === '' ? '' : `<meta ${attribute}="${key}" content="${escapeHtml(content)}">`;

/** `en` → `en_US`, as Open Graph writes locales; the tag itself when the runtime cannot tell. */
const ogLocale: (language: string) => string = memoize((language) => {
  try {
    const locale = new Intl.Locale(language).maximize();
    return locale.region === undefined ? locale.language : `${locale.language}_${locale.region}`;
  } catch {
    return language;
  }
});

/** An image address made absolute: a path is one of the service's (project media), a URL stays. */
function absoluteImage(image: string | undefined, look: SiteLook): string | undefined {
  if (image === undefined) return undefined;
  try {
    const url = new URL(image, look.serviceBase);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

/** The chosen icon, else the logo, else the icon the deploy made from the accent colour. */
function iconLink(look: SiteLook, address: Address): string {
  const chosen = look.favicon ?? look.logo?.url;
  if (chosen !== undefined) return `<link rel="icon" href="${escapeHtml(chosen)}">`;
  return `<link rel="icon" href="${escapeHtml(address.href(look.icon))}" type="image/svg+xml">`;
}

/**
 * The `<head>`: title, description, canonical URL and hreflang alternates (absolute, on the
 * canonical address), Open Graph and Twitter card tags, the stylesheet, and the icon (iconLink).
 */
export function renderHead(look: SiteLook, siteName: string, language: string, address: Address, head: PageHead): string {
  const title = head.title === siteName ? siteName : `${head.title} · ${siteName}`;
  const canonical = head.canonical === undefined ? undefined : look.canonicalBase + head.canonical;
  const image = absoluteImage(head.image, look);
  const alternates = (head.alternates ?? []).length > 1 ? head.alternates! : [];
  return (
    `<head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">` +
    `<title>${escapeHtml(title)}</title>` +
    meta('name', 'description', head.description) +
    (head.noindex === true ? '<meta name="robots" content="noindex">' : '') +
    (canonical === undefined ? '' : `<link rel="canonical" href="${escapeHtml(canonical)}">`) +
    alternates.map((a) => `<link rel="alternate" hreflang="${escapeHtml(a.language)}" href="${escapeHtml(look.canonicalBase + a.path)}">`).join('') +
    meta('property', 'og:type', head.type ?? 'website') +
    meta('property', 'og:site_name', siteName) +
    meta('property', 'og:title', head.title) +
    meta('property', 'og:description', head.description) +
    meta('property', 'og:url', canonical) +
    meta('property', 'og:locale', ogLocale(language)) +
    meta('property', 'og:image', image) +
    meta('name', 'twitter:card', image === undefined ? 'summary' : 'summary_large_image') +
    meta('name', 'twitter:title', head.title) +
    meta('name', 'twitter:description', head.description) +
    meta('name', 'twitter:image', image) +
    `<meta name="color-scheme" content="light dark">` +
    `<link rel="stylesheet" href="${escapeHtml(address.href(look.stylesheet))}">` +
    iconLink(look, address) +
    `</head>`
  );
}

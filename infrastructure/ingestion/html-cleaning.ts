import { all, type DomDocument, type DomElement } from './dom.js';

/** Markup that is never content: code, styling, embedded programs, and anything that submits. */
const NEVER_CONTENT = [
  'script',
  'style',
  'noscript',
  'template',
  'link',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'applet',
  'canvas',
  'svg',
  'form',
  'input',
  'button',
  'select',
  'textarea',
  'dialog',
  'base',
].join(',');

/** Consent banners and ads, by the names sites give them (a whole word of an id or class). */
const CHROME_NAME = /(^|[\s_-])(cookies?|consent|gdpr|cmp|ad|ads|adsbygoogle|advert|advertisement|sponsored|newsletter-signup|paywall)([\s_-]|$)/i;

/** Hosts and paths of analytics beacons and tracking pixels. */
const TRACKER =
  /(google-analytics\.com|googletagmanager\.com|doubleclick\.net|facebook\.com\/tr|scorecardresearch\.com|quantserve\.com|hotjar\.com|bat\.bing\.com|\/pixel(\.gif|\.png)?(\?|$)|\/beacon(\?|$)|\/collect\?)/i;

/** Query parameters that only say where a visitor came from. */
const TRACKING_PARAM = /^(utm_[a-z]+|fbclid|gclid|dclid|msclkid|mc_cid|mc_eid|_hsenc|_hsmi|igshid|ref_src)$/i;

const isTrackingPixel = (img: DomElement): boolean => {
  const tiny = (name: string) => /^\s*[01](px)?\s*$/.test(img.getAttribute(name) ?? '');
  return (tiny('width') && tiny('height')) || TRACKER.test(img.getAttribute('src') ?? '');
};

/**
 * Removes what is never a page's content before the readability pass scores what remains:
 * scripts, styles, forms, embedded frames, hidden elements, consent banners, ads, tracking pixels.
 */
export function removeNonContent(document: DomDocument): void {
  for (const element of all(document, NEVER_CONTENT)) element.remove();
  for (const element of all(document, '[hidden], [aria-hidden="true"], [style*="display:none"], [style*="display: none"]')) element.remove();
  for (const element of all(document, '[id], [class]')) {
    // Never the page itself: a site may name its <body> or <main> after a campaign.
    if (['HTML', 'BODY', 'MAIN', 'ARTICLE'].includes(element.tagName)) continue;
    if (CHROME_NAME.test(element.id) || CHROME_NAME.test(element.className)) element.remove();
  }
  for (const img of all(document, 'img')) if (isTrackingPixel(img)) img.remove();
}

/** The address relative URLs of the page resolve against: its `<base href>` (http or https), else its own. */
export function baseUrlOf(document: DomDocument, pageUrl: string): URL {
  const page = new URL(pageUrl);
  const href = document.querySelector('base[href]')?.getAttribute('href');
  const base = href ? absoluteUrl(href, page) : null;
  return base ?? page;
}

/** `raw` resolved against `base`, when it is an http(s) or mailto URL; tracking parameters dropped. */
function absoluteUrl(raw: string, base: URL): URL | null {
  let url: URL;
  try {
    url = new URL(raw.trim(), base);
  } catch {
    return null;
  }
  if (!['http:', 'https:', 'mailto:'].includes(url.protocol)) return null;
  for (const name of [...url.searchParams.keys()]) if (TRACKING_PARAM.test(name)) url.searchParams.delete(name);
  return url;
}

/**
 * The article as readability left it, made safe to convert: every link and image absolute
 * against the page (readability's lazy-image fix copies relative `data-src` values in, so
 * this runs after it); a link to anything but http(s) or mailto keeps only its text; an image
 * that is not http(s) (a data: URI, a tracking pixel) goes.
 */
export function absolutizeArticle(article: DomDocument, base: URL): void {
  for (const link of all(article, 'a')) {
    const url = absoluteUrl(link.getAttribute('href') ?? '', base);
    if (url === null) link.replaceWith(link.textContent ?? '');
    else link.setAttribute('href', url.href);
  }
  for (const img of all(article, 'img')) {
    const url = absoluteUrl(img.getAttribute('src') ?? '', base);
    if (url === null || url.protocol === 'mailto:' || isTrackingPixel(img)) img.remove();
    else img.setAttribute('src', url.href);
    img.removeAttribute('srcset');
  }
  for (const element of all(article, NEVER_CONTENT)) element.remove();
}

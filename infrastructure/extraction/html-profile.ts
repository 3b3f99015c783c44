import type { CheerioAPI } from 'cheerio/slim';
import type { ProfileDraft } from '../../domain/onboarding/company-profile.js';

/** Elements whose text a visitor never reads. */
const HIDDEN = new Set(['script', 'style', 'noscript', 'template', 'svg', 'iframe', 'head', 'object', 'canvas']);
const BLOCKS = new Set([
  'p',
  'div',
  'section',
  'article',
  'main',
  'header',
  'footer',
  'aside',
  'nav',
  'li',
  'ul',
  'ol',
  'dl',
  'dt',
  'dd',
  'table',
  'tr',
  'td',
  'th',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'address',
  'br',
  'blockquote',
  'figure',
  'figcaption',
  'form',
  'pre',
  'hr',
]);

interface DomNode {
  readonly type: string;
  readonly name?: string;
  readonly data?: string;
  readonly attribs?: Record<string, string>;
  readonly children?: readonly DomNode[];
}

/** The page's visible text, one line per block element (what the extraction reads phrases from). */
export function visibleLines($: CheerioAPI): string[] {
  const out: string[] = [];
  const walk = (node: DomNode): void => {
    if (node.type === 'text') {
      out.push(node.data ?? '');
      return;
    }
    if (node.type !== 'tag' && node.type !== 'root') return;
    const name = node.name ?? '';
    if (HIDDEN.has(name) || node.attribs?.hidden !== undefined || node.attribs?.['aria-hidden'] === 'true') return;
    const block = BLOCKS.has(name);
    if (block) out.push('\n');
    for (const child of node.children ?? []) walk(child);
    if (block) out.push('\n');
  };
  walk($.root()[0] as unknown as DomNode);
  return out
    .join('')
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter((line) => line !== '');
}

const meta = ($: CheerioAPI, key: string): string | null => {
  const value = $(`meta[property="${key}"], meta[name="${key}"]`).first().attr('content')?.trim();
  return value === undefined || value === '' ? null : value;
};

const SERVICES_HEADING =
  /\b(services?|products?|what we (do|offer)|our (work|menu|offer)|menu|leistungen|angebot|prestations|produits|servicios|productos|servizi|prodotti|diensten)\b/i;
const DAY =
  '(mon|tue|wed|thu|fri|sat|sun|montag|dienstag|mittwoch|donnerstag|freitag|samstag|sonntag|mo|di|mi|do|fr|sa|so|lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche|lunes|martes|miércoles|jueves|viernes|sábado|domingo)';
const OPENING_LINE = new RegExp(`^${DAY}[a-zäéá.]*\\b.{0,40}?\\d{1,2}([:.h]\\d{2})?\\s*(am|pm|uhr|h)?\\s*(-|–|—|to|bis|à|a)\\s*\\d{1,2}`, 'i');
const SERVICE_AREA = /\b(?:serving|we serve|service area:?|delivering to|proudly serving)\s+([^.!?]{3,100})/i;
const SOCIAL = /^https?:\/\/(www\.)?(facebook|instagram|linkedin|x|twitter|youtube|tiktok|pinterest|xing)\.com\//i;

/** Items listed under a heading that names products or services. */
function listedServices($: CheerioAPI): string[] {
  const found: string[] = [];
  $('h2, h3, h4').each((_, heading) => {
    if (!SERVICES_HEADING.test($(heading).text())) return;
    const list = $(heading).nextAll('ul, ol').first();
    const scope = list.length > 0 ? list : $(heading).parent().find('ul, ol').first();
    scope.children('li').each((_, item) => void found.push($(item).text()));
  });
  return found;
}

/**
 * What the page's markup says about the business when its JSON-LD does not: meta and Open
 * Graph tags, `lang` and hreflang alternates, the title, headings, lists under service
 * headings, contact links, and lines of visible text that read like opening hours.
 */
export function draftOfHtml($: CheerioAPI, lines: readonly string[]): ProfileDraft {
  const title = $('title').first().text().trim();
  const paragraph = $('main p, article p, body p')
    .toArray()
    .map((p) => $(p).text().replace(/\s+/g, ' ').trim())
    .find((p) => p.length >= 60);
  const hreflangs = $('link[rel="alternate"][hreflang]')
    .toArray()
    .map((l) => $(l).attr('hreflang') ?? '')
    .filter((h) => h !== '' && h !== 'x-default');
  const lang = $('html').attr('lang') ?? meta($, 'og:locale') ?? $('meta[http-equiv="content-language" i]').attr('content') ?? null;
  const links = $('a[href]')
    .toArray()
    .map((a) => $(a).attr('href') ?? '');
  const areaMatch = lines.map((line) => line.match(SERVICE_AREA)?.[1]).find((m) => m !== undefined);
  return {
    name: meta($, 'og:site_name') ?? meta($, 'application-name') ?? (title.split(/\s+[|–—:·-]\s+/)[0] || $('h1').first().text() || null),
    summary: meta($, 'description') ?? meta($, 'og:description') ?? paragraph ?? null,
    products_services: listedServices($),
    opening_hours: lines.filter((line) => line.length <= 120 && OPENING_LINE.test(line)),
    service_area: areaMatch ?? null,
    primary_language: lang,
    languages: [lang, ...hreflangs].filter((l) => l !== null),
    phone: links.find((h) => /^tel:/i.test(h))?.slice(4) ?? null,
    email:
      links
        .find((h) => /^mailto:/i.test(h))
        ?.slice(7)
        .split('?')[0] ?? null,
    address: $('address').first().text() || null,
    social_links: links.filter((h) => SOCIAL.test(h)),
  };
}

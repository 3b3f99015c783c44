import * as E from 'fp-ts/lib/Either.js';
import type { ProfileDraft } from '../../domain/onboarding/company-profile.js';
import { normalizeLanguage } from '../../domain/profile/language.js';
import { bareType, industryOfType, LOCAL_BUSINESS_TYPES, ORGANIZATION_TYPES } from './schema-types.js';

export type JsonLdNode = Readonly<Record<string, unknown>>;

/**
 * Parses a JSON-LD script the way sites actually write them: wrapped in HTML comments or
 * CDATA, with raw line breaks inside strings, trailing commas, or several objects one after
 * another. Null when even the repaired text is not JSON.
 */
export function parseJsonLd(raw: string): unknown {
  const unwrapped = raw
    .trim()
    .replace(/^(?:\/\/\s*)?(?:<!--|<!\[CDATA\[)/, '')
    .replace(/(?:\/\/\s*)?(?:-->|\]\]>)$/, '')
    .trim();
  // eslint-disable-next-line no-control-regex -- raw control characters are what breaks JSON.parse here
  const repaired = unwrapped.replace(/[\u0000-\u001f]+/g, ' ').replace(/,\s*([}\]])/g, '$1');
  for (const candidate of [unwrapped, repaired, `[${repaired.replace(/}\s*{/g, '},{')}]`]) {
    try {
      return JSON.parse(candidate);
    } catch {
      // Try the next repair.
    }
  }
  return null;
}

const isNode = (value: unknown): value is JsonLdNode => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Every typed object in `value`: arrays, `@graph`, and objects nested in properties. */
export function nodesOf(value: unknown, found: JsonLdNode[] = [], depth = 0): JsonLdNode[] {
  if (depth > 8 || found.length >= 500) return found;
  if (Array.isArray(value)) {
    for (const entry of value) nodesOf(entry, found, depth + 1);
  } else if (isNode(value)) {
    if (value['@type'] !== undefined) found.push(value);
    for (const [key, child] of Object.entries(value)) if (key !== '@context') nodesOf(child, found, depth + 1);
  }
  return found;
}

/** The node's types, bare (`@type` may be one string or a list, prefixed or not). */
export const typesOf = (node: JsonLdNode): string[] =>
  (Array.isArray(node['@type']) ? node['@type'] : [node['@type']]).filter((t): t is string => typeof t === 'string').map(bareType);

const asList = (value: unknown): unknown[] => (Array.isArray(value) ? value : value === undefined || value === null ? [] : [value]);

/** A property's text: a string, a number, `{ "@value" }`, a named thing, or the first of a list. */
export function textOf(value: unknown): string | null {
  for (const entry of asList(value)) {
    if (typeof entry === 'string' && entry.trim() !== '') return entry.trim();
    if (typeof entry === 'number') return String(entry);
    if (isNode(entry)) {
      const inner = textOf(entry['@value']) ?? textOf(entry.name);
      if (inner !== null) return inner;
    }
  }
  return null;
}

const textsOf = (value: unknown): string[] => asList(value).flatMap((v) => textOf(v) ?? []);

function addressOf(value: unknown): string | null {
  const first = asList(value)[0];
  if (!isNode(first)) return textOf(first);
  const locality = [textOf(first.postalCode), textOf(first.addressLocality)].filter((p) => p !== null).join(' ');
  const parts = [textOf(first.streetAddress), locality, textOf(first.addressRegion), textOf(first.addressCountry)];
  const joined = parts.filter((p) => p !== null && p !== '').join(', ');
  return joined === '' ? null : joined;
}

const dayName = (day: unknown): string | null => {
  const text = textOf(day);
  return text === null ? null : text.replace(/^https?:\/\/(www\.)?schema\.org\//i, '');
};

function openingHoursOf(node: JsonLdNode): string[] {
  const hours = textsOf(node.openingHours).flatMap((h) => h.split(/\s*,\s*(?=[A-Z][a-z])/));
  for (const spec of asList(node.openingHoursSpecification)) {
    if (!isNode(spec)) continue;
    const days = asList(spec.dayOfWeek)
      .map(dayName)
      .filter((d) => d !== null);
    const opens = textOf(spec.opens);
    const closes = textOf(spec.closes);
    if (days.length > 0 && opens !== null && closes !== null) hours.push(`${days.join(', ')} ${opens.slice(0, 5)}-${closes.slice(0, 5)}`);
  }
  return hours;
}

/** Names of what the business offers: offers, offer catalogs (nested), service types. */
function offersOf(node: JsonLdNode, depth = 0): string[] {
  if (depth > 3) return [];
  const names: string[] = [];
  for (const offer of [...asList(node.makesOffer), ...asList(node.itemListElement)]) {
    if (!isNode(offer)) continue;
    const item = isNode(offer.itemOffered) ? offer.itemOffered : offer.item;
    const name = textOf(isNode(item) ? item.name : undefined) ?? textOf(offer.name);
    if (name !== null) names.push(name);
    if (isNode(offer)) names.push(...offersOf(offer, depth + 1));
  }
  for (const catalog of asList(node.hasOfferCatalog)) if (isNode(catalog)) names.push(...offersOf(catalog, depth + 1));
  names.push(...textsOf(node.serviceType));
  return names;
}

function languagesOf(node: JsonLdNode): string[] {
  const raw = [...asList(node.knowsLanguage), ...asList(node.availableLanguage)];
  return raw.flatMap((entry) => {
    const names = isNode(entry) ? [textOf(entry.alternateName), textOf(entry.name)] : [textOf(entry)];
    const tag = names.map((n) => (n === null ? null : normalizeLanguage(n))).find((r) => r !== null && E.isRight(r));
    return tag !== undefined && tag !== null && E.isRight(tag) ? [tag.right] : [];
  });
}

const specificity = (node: JsonLdNode): number => {
  const types = typesOf(node);
  const local = types.some((t) => LOCAL_BUSINESS_TYPES.has(t)) ? 10 : 0;
  const specific = types.some((t) => industryOfType(t) !== null) ? 5 : 0;
  return local + specific + Object.keys(node).length / 100;
};

/** The organization nodes, the most specific (a local business of a named kind) first. */
export function organizationsOf(nodes: readonly JsonLdNode[]): JsonLdNode[] {
  return nodes.filter((n) => typesOf(n).some((t) => ORGANIZATION_TYPES.has(t))).sort((a, b) => specificity(b) - specificity(a));
}

/** What an organization node says about the business. */
export function draftOfOrganization(node: JsonLdNode): ProfileDraft {
  const contact = asList(node.contactPoint).find(isNode);
  return {
    name: textOf(node.name) ?? textOf(node.legalName),
    summary: textOf(node.description) ?? textOf(node.slogan),
    industry:
      typesOf(node)
        .map(industryOfType)
        .find((i) => i !== null) ?? null,
    products_services: offersOf(node),
    opening_hours: openingHoursOf(node),
    service_area: textsOf([...asList(node.areaServed), ...asList(node.serviceArea)]).join(', ') || null,
    languages: languagesOf(node),
    phone: textOf(node.telephone) ?? (contact ? textOf(contact.telephone) : null),
    email: (textOf(node.email) ?? (contact ? textOf(contact.email) : null))?.replace(/^mailto:/i, '') ?? null,
    address: addressOf(node.address) ?? addressOf(isNode(node.location) ? node.location.address : undefined),
    social_links: textsOf(node.sameAs).filter((u) => /^https?:\/\//i.test(u)),
  };
}

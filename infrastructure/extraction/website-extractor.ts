import type { CompanyExtractor, Extraction, ExtractionFailure } from '../../application/onboarding/ports.js';
import type { GuardedFetch, GuardedFailure } from '../../application/shared/guarded-fetch.js';
import type { Clock } from '../../application/shared/ports.js';
import { boundedProfile, type ProfileDraft } from '../../domain/onboarding/company-profile.js';
import { draftOfHtml, visibleLines } from './html-profile.js';
import { draftOfOrganization, nodesOf, organizationsOf, parseJsonLd, textOf, typesOf, type JsonLdNode } from './json-ld.js';

const HTML_TYPES = ['text/html', 'application/xhtml+xml'];
const MAX_PAGE_BYTES = 2 * 1024 * 1024;
const TIMEOUT_MS = 10_000;

const failed = (failure: ExtractionFailure, detail: string): Extraction => ({ kind: 'failed', failure, detail });

function failureOf(outcome: GuardedFailure): Extraction {
  if (outcome.kind === 'refused' && outcome.reason !== 'redirects') return failed('refused', outcome.message);
  if (outcome.reason === 'content_type' || outcome.reason === 'too_large') return failed('not_html', outcome.message);
  return failed('unreachable', outcome.message);
}

/** The page's text in the charset it declares (header, then meta), UTF-8 otherwise. */
function decodeHtml(body: Uint8Array, headerCharset: string | null): string {
  const head = new TextDecoder('latin1').decode(body.subarray(0, 2048));
  const declared = headerCharset ?? head.match(/<meta[^>]+charset\s*=\s*["']?([\w-]+)/i)?.[1] ?? 'utf-8';
  try {
    return new TextDecoder(declared).decode(body);
  } catch {
    return new TextDecoder('utf-8').decode(body);
  }
}

const isEmpty = (value: unknown) => value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0);

/** Each field from the first draft that has it. */
function firstOf(drafts: readonly ProfileDraft[]): ProfileDraft {
  const merged: Record<string, unknown> = {};
  for (const draft of drafts) for (const [key, value] of Object.entries(draft)) if (isEmpty(merged[key]) && !isEmpty(value)) merged[key] = value;
  return merged;
}

/** The page's own language statement in JSON-LD (`inLanguage` of its WebSite or WebPage node). */
const inLanguageOf = (nodes: readonly JsonLdNode[]) =>
  nodes
    .filter((n) => typesOf(n).some((t) => t === 'WebSite' || t === 'WebPage'))
    .map((n) => textOf(n.inLanguage))
    .find((l) => l !== null) ?? null;

/**
 * The embedded `CompanyExtractor`: reads the business's home page through the guarded fetch
 * (HTML only, 2 MB, 10 s) and grounds every field in it. schema.org JSON-LD describing the
 * organization wins (the most specific node first, others of the same business fill gaps),
 * then meta and Open Graph tags, `lang`, headings and the visible text.
 */
export class WebsiteExtractor implements CompanyExtractor {
  constructor(
    private readonly http: GuardedFetch,
    private readonly clock: Clock,
  ) {}

  async extract(target: { readonly url: string; readonly name: string | null; readonly country: string }): Promise<Extraction> {
    const outcome = await this.http.fetch(target.url, {
      contentTypes: HTML_TYPES,
      maxBytes: MAX_PAGE_BYTES,
      timeoutMs: TIMEOUT_MS,
      headers: { accept: 'text/html,application/xhtml+xml;q=0.9' },
    });
    if (outcome.kind !== 'response') return failureOf(outcome);
    if (outcome.status < 200 || outcome.status >= 300) return failed('unreachable', `the site answered with status ${outcome.status}`);

    // Loaded on first use: processes that never extract (the CLI, most requests) skip it.
    const { load } = await import('cheerio/slim');
    const $ = load(decodeHtml(outcome.body, outcome.charset));
    const nodes = $('script[type]')
      .toArray()
      .filter((script) => /^application\/ld\+json\b/i.test($(script).attr('type') ?? ''))
      .flatMap((script) => nodesOf(parseJsonLd($(script).text())));
    const [primary, ...others] = organizationsOf(nodes);
    const primaryName = primary === undefined ? null : textOf(primary.name);
    const sameBusiness = others.filter((n) => textOf(n.name) === null || textOf(n.name) === primaryName);
    const fromJsonLd = [primary, ...sameBusiness].filter((n) => n !== undefined).map(draftOfOrganization);
    const fromHtml = draftOfHtml($, visibleLines($));
    // The page's own `lang` is the most specific statement of its language; JSON-LD's comes next.
    const draft = firstOf([{ primary_language: fromHtml.primary_language ?? inLanguageOf(nodes) }, ...fromJsonLd, fromHtml]);
    const languages = [fromHtml.languages, ...fromJsonLd.map((d) => d.languages)].flatMap((list) => (Array.isArray(list) ? list : []));
    return { kind: 'extracted', profile: boundedProfile({ ...draft, languages }, outcome.url, this.clock.now()) };
  }
}

import * as E from 'fp-ts/lib/Either.js';
import * as t from 'io-ts';
import { readFileSync } from 'node:fs';
import type { BusinessRegistry, RegistrySearch } from '../../application/onboarding/ports.js';
import { describeErrors } from '../../application/shared/decode.js';
import type { CompanyCandidate } from '../../domain/onboarding/company.js';
import { countryName } from '../../domain/shared/country.js';
import sample from './sample-registry.json' with { type: 'json' };

const Text = t.union([t.string, t.null]);
const Entry = t.intersection([
  t.type({ registry_id: t.string, name: t.string, country: t.string }),
  t.partial({ city: Text, address: Text, website: Text, status: Text }),
]);
const RegistryDocument = t.type({ companies: t.array(Entry) });

/** Legal forms and filler words: nobody says them when naming their business. */
const NOISE = new Set(
  'gmbh mbh ag kg ohg ug ek ltd limited plc llc llp inc incorporated corp corporation co company sarl sas sa srl spa sl bv nv ab as oy the der die das la le les el y und and et &'.split(
    ' ',
  ),
);

/** Lower case, accents and punctuation gone, legal forms dropped: what names are compared by. */
const wordsOf = (text: string): string[] =>
  text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w !== '' && !NOISE.has(w));

/** Every query word must start a word of the name; an exact match of all words ranks first. */
function score(query: readonly string[], name: readonly string[]): number {
  if (query.length === 0 || !query.every((q) => name.some((w) => w.startsWith(q)))) return 0;
  const exact = query.filter((q) => name.includes(q)).length;
  return 1 + exact + (exact === name.length && exact === query.length ? 10 : 0);
}

/**
 * The embedded `BusinessRegistry`: companies listed in a JSON file (`{ companies: [{ registry_id,
 * name, country, city?, address?, website?, status? }] }`), searched by name within a country.
 * With no file configured, the sample file committed with the service is used.
 */
export class RegistryFile implements BusinessRegistry {
  private readonly entries: ReadonlyArray<{ candidate: CompanyCandidate; words: string[] }>;

  constructor(companies: readonly CompanyCandidate[]) {
    this.entries = companies.map((candidate) => ({ candidate, words: wordsOf(candidate.name) }));
  }

  /** Reads and checks a registry document; a bad one stops the start with the reason. */
  static fromDocument(document: unknown, source: string): RegistryFile {
    const decoded = RegistryDocument.decode(document);
    if (E.isLeft(decoded)) throw new Error(`${source}: ${describeErrors(decoded.left)}`);
    const companies = decoded.right.companies.map((entry, i): CompanyCandidate => {
      const country = entry.country.trim().toUpperCase();
      if (countryName(country) === undefined) throw new Error(`${source}: companies[${i}].country must be an ISO 3166-1 alpha-2 code`);
      return {
        registry_id: entry.registry_id,
        name: entry.name,
        country,
        city: entry.city ?? null,
        address: entry.address ?? null,
        website: entry.website ?? null,
        status: entry.status ?? null,
      };
    });
    return new RegistryFile(companies);
  }

  static fromFile(path: string): RegistryFile {
    return RegistryFile.fromDocument(JSON.parse(readFileSync(path, 'utf8')), path);
  }

  static sample(): RegistryFile {
    return RegistryFile.fromDocument(sample, 'the sample registry');
  }

  async search(query: { readonly country: string; readonly text: string; readonly limit: number }): Promise<RegistrySearch> {
    const words = wordsOf(query.text);
    const ranked = this.entries
      .filter((e) => e.candidate.country === query.country)
      .map((e) => ({ candidate: e.candidate, score: score(words, e.words) }))
      .filter((e) => e.score > 0)
      .sort((a, b) => b.score - a.score || a.candidate.name.localeCompare(b.candidate.name));
    return { kind: 'found', candidates: ranked.slice(0, query.limit).map((e) => e.candidate) };
  }
}

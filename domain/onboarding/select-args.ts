import * as E from 'fp-ts/lib/Either.js';
import { parseCountryCode } from '../shared/country.js';
import type { CompanyCandidate, CompanyIdentity } from './company.js';

const ID_MAX = 200;
const URL_MAX = 2000;

/** A business website as the caller gave it (`bakery.example` is read as https). */
export function readBusinessUrl(raw: string): E.Either<string, string> {
  const text = raw.trim();
  if (text === '' || text.length > URL_MAX) return E.left(`business_url must be a web address of at most ${URL_MAX} characters`);
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(text) ? text : `https://${text}`;
  let url: URL;
  try {
    url = new URL(withScheme);
  } catch {
    return E.left('business_url must be a web address such as https://example.com');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return E.left('business_url must be an http or https address');
  if (url.username !== '' || url.password !== '') return E.left('business_url must not contain a user name or password');
  if (url.hostname === '') return E.left('business_url must name a host');
  url.hash = '';
  return E.right(url.href);
}

const optionalString = (args: Readonly<Record<string, unknown>>, key: string): E.Either<string, string | null> => {
  const value = args[key];
  if (value === undefined || value === null) return E.right(null);
  if (typeof value !== 'string') return E.left(`${key} must be a text`);
  return E.right(value.trim() === '' ? null : value.trim());
};

/**
 * Reads `select_company` arguments into the identity to store: `country` (required), and at
 * least one of `registry_id` (one of the session's search results, in that country),
 * `place_id` and `business_url` (which, given with a registry id, names that company's site).
 * Every problem is reported, in words the agent can speak.
 */
export function readSelectArgs(args: Readonly<Record<string, unknown>>, candidates: readonly CompanyCandidate[]): E.Either<string[], CompanyIdentity> {
  const problems: string[] = [];
  const country = parseCountryCode(args.country);
  if (E.isLeft(country)) problems.push(args.country === undefined ? 'country is required' : country.left.message);
  const registryId = optionalString(args, 'registry_id');
  const placeId = optionalString(args, 'place_id');
  const businessUrl = optionalString(args, 'business_url');
  for (const read of [registryId, placeId, businessUrl]) if (E.isLeft(read)) problems.push(read.left);

  let candidate: CompanyCandidate | undefined;
  if (E.isRight(registryId) && registryId.right !== null) {
    const wanted = registryId.right.toLowerCase();
    candidate = candidates.find((c) => c.registry_id.toLowerCase() === wanted);
    if (registryId.right.length > ID_MAX || candidate === undefined) {
      problems.push(
        `registry_id ${registryId.right.slice(0, ID_MAX)} is not one of the search results: search with search_company first and use a registry id from its list`,
      );
    } else if (E.isRight(country) && candidate.country !== country.right) {
      problems.push(`registry_id ${candidate.registry_id} is a company in ${candidate.country}, not in ${country.right}`);
    }
  }
  if (E.isRight(placeId) && placeId.right !== null && !/^[A-Za-z0-9_-]{1,300}$/.test(placeId.right)) {
    problems.push('place_id must be a place identifier of letters, digits, - and _');
  }
  let website: string | null = null;
  if (E.isRight(businessUrl) && businessUrl.right !== null) {
    const url = readBusinessUrl(businessUrl.right);
    if (E.isLeft(url)) problems.push(url.left);
    else website = url.right;
  }
  const named = [registryId, placeId, businessUrl].some((r) => E.isRight(r) && r.right !== null);
  if (!named) problems.push('name the business with a registry_id from the search results, a place_id or a business_url');
  if (problems.length > 0 || E.isLeft(country) || E.isLeft(placeId)) return E.left(problems);

  return E.right({
    country: country.right,
    name: candidate?.name ?? null,
    registry_id: candidate?.registry_id ?? null,
    place_id: placeId.right,
    website: website ?? candidate?.website ?? null,
    city: candidate?.city ?? null,
    address: candidate?.address ?? null,
  });
}

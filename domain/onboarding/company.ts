/** A business found in a registry: what `search_company` lists and `select_company` picks from. */
export interface CompanyCandidate {
  /** The registry's identifier, unique within the registry (OpenCorporates: `gb/01234567`). */
  readonly registry_id: string;
  readonly name: string;
  /** ISO 3166-1 alpha-2. */
  readonly country: string;
  readonly city: string | null;
  readonly address: string | null;
  readonly website: string | null;
  /** As the registry words it (`Active`, `Dissolved`), when it says. */
  readonly status: string | null;
}

/** The business the visitor said is theirs, as stored on the onboarding session. */
export interface CompanyIdentity {
  /** ISO 3166-1 alpha-2. */
  readonly country: string;
  readonly name: string | null;
  readonly registry_id: string | null;
  /** An opaque map place identifier, as the caller's agent gave it. */
  readonly place_id: string | null;
  /** The business website (http or https), from the caller or the registry. */
  readonly website: string | null;
  readonly city: string | null;
  readonly address: string | null;
}

/** Search results kept on a session, and spoken: at most this many (the specification's limit). */
export const MAX_CANDIDATES = 5;

/**
 * Whether two identities name the same business: the same country and the same registry id,
 * place id and website. Anything else is another business, whose extracted profile is stale.
 */
export const sameIdentity = (a: CompanyIdentity | null, b: CompanyIdentity | null): boolean =>
  a !== null && b !== null && a.country === b.country && a.registry_id === b.registry_id && a.place_id === b.place_id && a.website === b.website;

/** How an identity is named aloud: its name, else its website, else its ids. */
export function identityLabel(identity: CompanyIdentity): string {
  if (identity.name !== null) return identity.city === null ? identity.name : `${identity.name} (${identity.city})`;
  if (identity.website !== null) return identity.website;
  return identity.registry_id ?? `place ${identity.place_id ?? ''}`.trim();
}

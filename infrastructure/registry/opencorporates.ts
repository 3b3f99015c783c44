import type { BusinessRegistry, RegistrySearch } from '../../application/onboarding/ports.js';
import type { CompanyCandidate } from '../../domain/onboarding/company.js';

export interface OpenCorporatesOptions {
  /** API base, default `https://api.opencorporates.com/v0.4` (tests point it at a stand-in). */
  readonly baseUrl: string;
  readonly apiToken: string | null;
  readonly timeoutMs?: number;
  readonly fetch?: typeof fetch;
}

const DEFAULT_TIMEOUT_MS = 5000;

interface OcCompany {
  readonly name?: unknown;
  readonly company_number?: unknown;
  readonly jurisdiction_code?: unknown;
  readonly current_status?: unknown;
  readonly registered_address_in_full?: unknown;
  readonly registered_address?: { readonly locality?: unknown } | null;
}

const str = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null);

function candidateOf(company: OcCompany, country: string): CompanyCandidate | null {
  const name = str(company.name);
  const number = str(company.company_number);
  const jurisdiction = str(company.jurisdiction_code);
  if (name === null || number === null || jurisdiction === null) return null;
  return {
    // Company numbers are unique within a jurisdiction only (`us_de/123` and `us_ca/123` differ).
    registry_id: `${jurisdiction}/${number}`,
    name,
    country,
    city: str(company.registered_address?.locality),
    address: str(company.registered_address_in_full),
    website: null,
    status: str(company.current_status),
  };
}

/**
 * The real `BusinessRegistry`: OpenCorporates' company search,
 * `GET /companies/search?q=&country_code=&per_page=&api_token=` →
 * `{ results: { companies: [{ company: { name, company_number, jurisdiction_code, ... } }] } }`.
 * Any failure (HTTP error, timeout, an answer of another shape) is `unavailable`.
 */
export class OpenCorporatesRegistry implements BusinessRegistry {
  private readonly fetch: typeof fetch;

  constructor(private readonly options: OpenCorporatesOptions) {
    this.fetch = options.fetch ?? globalThis.fetch;
  }

  async search(query: { readonly country: string; readonly text: string; readonly limit: number }): Promise<RegistrySearch> {
    const url = new URL(`${this.options.baseUrl}/companies/search`);
    url.searchParams.set('q', query.text);
    url.searchParams.set('country_code', query.country.toLowerCase());
    url.searchParams.set('per_page', String(query.limit));
    url.searchParams.set('order', 'score');
    if (this.options.apiToken !== null) url.searchParams.set('api_token', this.options.apiToken);
    try {
      const response = await this.fetch(url, {
        headers: { accept: 'application/json' },
        signal: AbortSignal.timeout(this.options.timeoutMs ?? DEFAULT_TIMEOUT_MS),
      });
      if (!response.ok) return { kind: 'unavailable' };
      const body = (await response.json()) as { results?: { companies?: unknown } } | null;
      const companies = body?.results?.companies;
      if (!Array.isArray(companies)) return { kind: 'unavailable' };
      const candidates = companies
        .map((entry) => candidateOf(((entry as { company?: OcCompany } | null)?.company ?? {}) as OcCompany, query.country))
        .filter((c): c is CompanyCandidate => c !== null);
      return { kind: 'found', candidates: candidates.slice(0, query.limit) };
    } catch {
      return { kind: 'unavailable' };
    }
  }
}

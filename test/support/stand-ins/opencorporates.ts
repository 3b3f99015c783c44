import { LoopbackJsonServer, type StandInRequest } from './loopback-json-server.js';

interface Company {
  readonly name: string;
  readonly company_number: string;
  readonly jurisdiction_code: string;
  readonly current_status: string;
  readonly locality: string | null;
}

/**
 * A loopback stand-in of OpenCorporates' `GET /v0.4/companies/search`. It checks what the real
 * API checks (route, `q`, a lower-case `country_code`, `per_page` up to 100, the `api_token`),
 * answers the real shape (`{ api_version, results: { companies: [{ company }], page, per_page,
 * total_count } }`, `{ error: { message } }` on 401 and 400), and records every request.
 */
export class OpenCorporatesStandIn {
  readonly requests: StandInRequest[] = [];
  private failure: number | null = null;
  private server: LoopbackJsonServer | null = null;

  private constructor(
    private readonly token: string,
    private readonly companies: readonly Company[],
  ) {}

  static async start(token: string, companies: readonly Company[]): Promise<OpenCorporatesStandIn> {
    const standIn = new OpenCorporatesStandIn(token, companies);
    standIn.server = await LoopbackJsonServer.start((request) => standIn.handle(request));
    return standIn;
  }

  /** The API base, as `OPENCORPORATES_BASE_URL` takes it. */
  get url(): string {
    return `${this.server!.url}/v0.4`;
  }

  failWith(status: number | null): void {
    this.failure = status;
  }

  stop(): Promise<void> {
    return this.server!.stop();
  }

  private handle(request: StandInRequest): { status: number; body: unknown } {
    this.requests.push(request);
    const url = new URL(request.path, 'http://stand-in');
    if (request.method !== 'GET' || url.pathname !== '/v0.4/companies/search') return { status: 404, body: { error: { message: 'Not found' } } };
    if (url.searchParams.get('api_token') !== this.token) return { status: 401, body: { error: { message: 'Invalid Api Token' } } };
    if (this.failure !== null) return { status: this.failure, body: { error: { message: 'Service unavailable' } } };
    const q = url.searchParams.get('q') ?? '';
    const country = url.searchParams.get('country_code') ?? '';
    const perPage = Number(url.searchParams.get('per_page') ?? '30');
    if (q.trim() === '') return { status: 400, body: { error: { message: 'q is required' } } };
    if (!/^[a-z]{2}$/.test(country)) return { status: 400, body: { error: { message: `Invalid country_code ${country}` } } };
    if (!Number.isInteger(perPage) || perPage < 1 || perPage > 100) return { status: 400, body: { error: { message: 'per_page must be 1 to 100' } } };
    const matching = this.companies.filter((c) => c.jurisdiction_code.split('_')[0] === country && c.name.toLowerCase().includes(q.toLowerCase()));
    return {
      status: 200,
      body: {
        api_version: '0.4',
        results: {
          companies: matching.slice(0, perPage).map((c) => ({
            company: {
              name: c.name,
              company_number: c.company_number,
              jurisdiction_code: c.jurisdiction_code,
              current_status: c.current_status,
              registered_address_in_full: c.locality === null ? null : `1 Main Street, ${c.locality}`,
              registered_address: c.locality === null ? null : { street_address: '1 Main Street', locality: c.locality, country: country.toUpperCase() },
              opencorporates_url: `https://opencorporates.com/companies/${c.jurisdiction_code}/${c.company_number}`,
            },
          })),
          page: 1,
          per_page: perPage,
          total_count: matching.length,
        },
      },
    };
  }
}

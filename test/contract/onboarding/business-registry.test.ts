import { expect } from 'chai';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { OpenCorporatesRegistry } from '../../../infrastructure/registry/opencorporates.js';
import { RegistryFile } from '../../../infrastructure/registry/registry-file.js';
import { OpenCorporatesStandIn } from '../../support/stand-ins/opencorporates.js';
import { registryContract } from './business-registry.contract.js';

const TOKEN = 'oc-test-token';

/** The same businesses, as each registry holds them. */
const BAKERIES = ['Alpha', 'Beta', 'Gamma', 'Delta', 'Epsilon', 'Zeta'].map((n, i) => ({
  name: `${n} Bakery Ltd`,
  number: `0000000${i}`,
  city: i % 2 === 0 ? 'Leeds' : null,
}));
const fileEntries = [
  ...BAKERIES.map((b) => ({ registry_id: `gb/${b.number}`, name: b.name, country: 'GB', city: b.city, status: 'Active' })),
  { registry_id: 'ie/999', name: 'Alpha Bakery Ltd', country: 'IE', city: 'Dublin', status: 'Active' },
];
const ocCompanies = [
  ...BAKERIES.map((b) => ({ name: b.name, company_number: b.number, jurisdiction_code: 'gb', current_status: 'Active', locality: b.city })),
  { name: 'Alpha Bakery Ltd', company_number: '999', jurisdiction_code: 'ie', current_status: 'Active', locality: 'Dublin' },
];

describe('BusinessRegistry contract [registry file]', () => {
  registryContract(() => RegistryFile.fromDocument({ companies: fileEntries }, 'test'));
});

describe('BusinessRegistry contract [OpenCorporates HTTP, loopback stand-in]', () => {
  let standIn: OpenCorporatesStandIn;
  before(async () => {
    standIn = await OpenCorporatesStandIn.start(TOKEN, ocCompanies);
  });
  after(() => standIn.stop());
  registryContract(() => new OpenCorporatesRegistry({ baseUrl: standIn.url, apiToken: TOKEN }));
});

describe('RegistryFile', () => {
  it('ships a sample registry it can search, ignoring case, accents and legal forms', async () => {
    const sample = RegistryFile.sample();
    const found = await sample.search({ country: 'DE', text: 'backerei sonnenschein', limit: 5 });
    expect(found.kind === 'found' && found.candidates.map((c) => c.name)).to.deep.equal(['Bäckerei Sonnenschein GmbH']);
    const several = await sample.search({ country: 'DE', text: 'Sonnenschein GmbH', limit: 5 });
    expect(several.kind === 'found' && several.candidates).to.have.length(3);
  });

  it('reads a file, and refuses one that is not a registry, naming what is wrong', () => {
    const dir = mkdtempSync(join(tmpdir(), 'registry-'));
    try {
      const good = join(dir, 'good.json');
      writeFileSync(good, JSON.stringify({ companies: fileEntries }));
      expect(RegistryFile.fromFile(good)).to.be.instanceOf(RegistryFile);
      const bad = join(dir, 'bad.json');
      writeFileSync(bad, JSON.stringify({ companies: [{ name: 'No id', country: 'GB' }] }));
      expect(() => RegistryFile.fromFile(bad)).to.throw(`${bad}: companies[0].registry_id is required`);
      writeFileSync(bad, JSON.stringify({ companies: [{ registry_id: 'x', name: 'Nowhere', country: 'XX' }] }));
      expect(() => RegistryFile.fromFile(bad)).to.throw('companies[0].country must be an ISO 3166-1 alpha-2 code');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('OpenCorporatesRegistry', () => {
  let standIn: OpenCorporatesStandIn;
  before(async () => {
    standIn = await OpenCorporatesStandIn.start(TOKEN, ocCompanies);
  });
  after(() => standIn.stop());
  beforeEach(() => {
    standIn.requests.length = 0;
    standIn.failWith(null);
  });

  it('sends GET /companies/search with q, the lower-case country_code, per_page and the API token', async () => {
    await new OpenCorporatesRegistry({ baseUrl: standIn.url, apiToken: TOKEN }).search({ country: 'GB', text: 'Beta Bakery', limit: 5 });
    expect(standIn.requests).to.have.length(1);
    const url = new URL(standIn.requests[0]!.path, 'http://x');
    expect(url.pathname).to.equal('/v0.4/companies/search');
    expect(Object.fromEntries(url.searchParams)).to.deep.equal({ q: 'Beta Bakery', country_code: 'gb', per_page: '5', order: 'score', api_token: TOKEN });
  });

  it('is unavailable, never throwing, on a refused token, an outage or a timeout', async () => {
    expect(await new OpenCorporatesRegistry({ baseUrl: standIn.url, apiToken: 'wrong' }).search({ country: 'GB', text: 'x', limit: 5 })).to.deep.equal({
      kind: 'unavailable',
    });
    standIn.failWith(503);
    expect(await new OpenCorporatesRegistry({ baseUrl: standIn.url, apiToken: TOKEN }).search({ country: 'GB', text: 'x', limit: 5 })).to.deep.equal({
      kind: 'unavailable',
    });
    const nowhere = new OpenCorporatesRegistry({ baseUrl: 'http://127.0.0.1:1/v0.4', apiToken: TOKEN, timeoutMs: 200 });
    expect(await nowhere.search({ country: 'GB', text: 'x', limit: 5 })).to.deep.equal({ kind: 'unavailable' });
  });
});

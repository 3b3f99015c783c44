import { expect } from 'chai';
import { OnboardingSessionRepository } from '../../../application/onboarding/ports.js';
import { Website } from '../../support/stand-ins/website.js';
import { TestApp } from '../../support/test-app.js';
import { EXECUTE, live, liveProject } from '../live/live-helpers.js';

type Args = Record<string, unknown>;

/** Bad arguments of every onboarding tool, each with (a part of) what the agent is told. */
const BAD_CALLS: ReadonlyArray<[string, Args | undefined, string]> = [
  ['search_company', {}, 'Nothing was changed: country is required; query is required.'],
  ['search_company', { country: 'XX', query: 'bakery' }, 'country must be an ISO 3166-1 alpha-2 country code such as DE or GB'],
  ['search_company', { country: 'Germany', query: 'bakery' }, 'country must be an ISO 3166-1 alpha-2 country code'],
  ['search_company', { country: 'EU', query: 'bakery' }, 'country must be an ISO 3166-1 alpha-2 country code'],
  ['search_company', { country: 49, query: 'bakery' }, 'country must be an ISO 3166-1 alpha-2 country code'],
  ['search_company', { country: 'DE', query: '   ' }, 'Nothing was changed: query must not be empty.'],
  ['search_company', { country: 'DE', query: ['bakery'] }, 'Nothing was changed: query must be a text.'],
  ['search_company', { country: 'DE', query: 'x'.repeat(201) }, 'Nothing was changed: query must be at most 200 characters.'],
  [
    'select_company',
    {},
    'Nothing was changed: country is required; name the business with a registry_id from the search results, a place_id or a business_url.',
  ],
  ['select_company', { country: 'DE' }, 'name the business with a registry_id from the search results, a place_id or a business_url'],
  ['select_company', { country: 'DE', registry_id: 'DE-HRB-999' }, 'registry_id DE-HRB-999 is not one of the search results'],
  ['select_company', { country: 'FR', registry_id: 'DE-HRB-201901' }, 'registry_id DE-HRB-201901 is a company in DE, not in FR'],
  ['select_company', { country: 'DE', registry_id: 42 }, 'registry_id must be a text'],
  ['select_company', { country: 'DE', business_url: 'ftp://files.example/' }, 'business_url must be an http or https address'],
  ['select_company', { country: 'DE', business_url: 'https://user:pw@bakery.example/' }, 'business_url must not contain a user name or password'],
  ['select_company', { country: 'DE', business_url: 'http://exa mple.com' }, 'business_url must be a web address such as https://example.com'],
  ['select_company', { country: 'DE', place_id: 'no spaces allowed' }, 'place_id must be a place identifier of letters, digits, - and _'],
  [
    'set_field',
    {},
    'Nothing was changed: path is required, one of voice, greeting_draft, primary_language, brand_tone, service_area, opening_hours, summary, industry, target_audience, intent, languages, products_services, unique_selling_points.',
  ],
  ['set_field', { path: 'name', value: 'x' }, 'Nothing was changed: "name" is not a field that can be set; path must be one of voice,'],
  ['set_field', { path: 'fields.voice', value: 'Kore' }, '"fields.voice" is not a field that can be set'],
  ['set_field', { path: '__proto__', value: 'x' }, '"__proto__" is not a field that can be set'],
  ['set_field', { path: ['voice'], value: 'Kore' }, 'the path given is not a field that can be set'],
  ['set_field', { path: 'voice' }, 'Nothing was changed: value is required.'],
  ['set_field', { path: 'voice', value: 'Bob' }, 'voice must be one of the agent voices, such as Puck, Kore, Charon or Aoede'],
  ['set_field', { path: 'primary_language', value: 'not a language!' }, 'primary_language must be a BCP-47 language code such as en, fr-CA or pt-BR'],
  ['set_field', { path: 'languages', value: ['de', 42] }, 'languages must be a list of BCP-47 language codes'],
  ['set_field', { path: 'languages', value: ['de', 'english?'] }, 'each entry of languages must be a BCP-47 language code'],
  ['set_field', { path: 'products_services', value: Array.from({ length: 21 }, (_, i) => `item ${i}`) }, 'products_services takes at most 20 entries'],
  ['set_field', { path: 'products_services', value: { a: 1 } }, 'products_services must be a list of texts'],
  ['set_field', { path: 'opening_hours', value: ['x'.repeat(201)] }, 'each entry of opening_hours must be at most 200 characters'],
  ['set_field', { path: 'greeting_draft', value: 'x'.repeat(2001) }, 'greeting_draft must be at most 2000 characters'],
  ['set_field', { path: 'summary', value: 42 }, 'summary must be a text'],
  ['set_field', { path: 'brand_tone', value: '   ' }, 'brand_tone must not be empty'],
];

describe('HTTP onboarding tools: bad arguments are spoken results that change nothing', () => {
  let app: TestApp;
  let site: Website;
  let project: string;
  const stored = (user: string) => app.get<OnboardingSessionRepository>(OnboardingSessionRepository).find(project, user);
  const call = async (as: string, tool_name: string, args?: Args) => {
    const response = await live(app, EXECUTE, as, project, args === undefined ? { tool_name } : { tool_name, args });
    expect(response.status, `${tool_name} ${JSON.stringify(args)}: ${JSON.stringify(response.body)}`).to.equal(200);
    return response.body.result as string;
  };

  before(async () => {
    site = await Website.start({ '/': { body: '<html><title>Internal</title></html>' } });
    // Private networks are NOT allowed here: what the service runs with in production.
    app = await TestApp.start();
    project = await liveProject(app, 'owner', { voice: true, onboarding: true });
    await app.addMember(project, 'owner', 'visitor', 'member', true);
    await app.addMember(project, 'owner', 'newcomer', 'member', true);
    // A brief with search results, a selected business, a field and a confirmation.
    await call('visitor', 'search_company', { country: 'DE', query: 'Sonnenschein' });
    await call('visitor', 'select_company', { country: 'DE', registry_id: 'DE-HRB-201901' });
    await call('visitor', 'set_field', { path: 'brand_tone', value: 'warm' });
    await call('visitor', 'confirm');
  });
  after(async () => {
    await app.stop();
    await site.stop();
  });

  it('answers each bad argument with what was not accepted, and the session stays as it was', async () => {
    const before = await stored('visitor');
    expect(before?.confirmed_at).to.not.equal(null);
    for (const [name, args, said] of BAD_CALLS) {
      const result = await call('visitor', name, args);
      expect(result, `${name} ${JSON.stringify(args)}`).to.contain(said);
      expect(await stored('visitor'), `${name} ${JSON.stringify(args)} changed the session`).to.deep.equal(before);
    }
  });

  it('creates no session for a visitor whose calls were all refused', async () => {
    for (const [name, args] of BAD_CALLS) await call('newcomer', name, args);
    expect(await call('newcomer', 'confirm')).to.equal(
      'The brief cannot be confirmed yet: no business is selected. Find it with search_company and select it with select_company, then confirm.',
    );
    expect(await call('newcomer', 'run_extraction')).to.equal(
      'No business is selected yet: find it with search_company and select it with select_company first.',
    );
    expect(await stored('newcomer')).to.equal(null);
  });

  it('refuses to read a website on a private, loopback or link-local address (SSRF), changing nothing', async () => {
    for (const url of [site.url('/'), site.url('/', 'localhost'), 'http://169.254.169.254/latest/meta-data/', 'http://[::1]/', 'http://10.0.0.7/']) {
      await call('newcomer', 'select_company', { country: 'DE', business_url: url });
      const before = await stored('newcomer');
      const result = await call('newcomer', 'run_extraction');
      expect(result, url).to.match(/^The address .* cannot be read: it is not a public website address\./);
      expect(await stored('newcomer')).to.deep.equal(before);
    }
    expect(site.requests, 'the private site was never reached').to.have.length(0);
  });
});

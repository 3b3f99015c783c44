import { expect } from 'chai';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FakeClock } from '../../support/fake-clock.js';
import { BAKERY_HTML } from '../../support/fixtures/business-sites.js';
import { Website } from '../../support/stand-ins/website.js';
import { TestApp, type ApiResponse } from '../../support/test-app.js';
import { EXECUTE, live, liveProject } from '../live/live-helpers.js';
import { expectError } from '../../support/expect.js';

/** A tool call that must answer 200 with only a spoken `result`. */
async function tool(app: TestApp, as: string, projectId: string, tool_name: string, args?: Record<string, unknown>): Promise<string> {
  const response = await live(app, EXECUTE, as, projectId, args === undefined ? { tool_name } : { tool_name, args });
  expect(response.status, JSON.stringify(response.body)).to.equal(200);
  expect(Object.keys(response.body)).to.deep.equal(['result']);
  return response.body.result as string;
}

describe('HTTP onboarding: search, select, extract, edit, confirm, apply', () => {
  let app: TestApp;
  let site: Website;
  let project: string;
  let registryDir: string;
  const sessions = () => `/api/projects/${project}/onboarding/sessions`;

  before(async () => {
    site = await Website.start({ '/': { body: BAKERY_HTML }, '/other': { body: '<html lang="en"><title>Other Co</title></html>' } });
    // The registry file names the bakery's website on loopback; private addresses are allowed here.
    registryDir = mkdtempSync(join(tmpdir(), 'registry-'));
    const registry = join(registryDir, 'registry.json');
    writeFileSync(
      registry,
      JSON.stringify({
        companies: [
          { registry_id: 'DE-HRB-1', name: 'Bäckerei Sonnenschein GmbH', country: 'DE', city: 'München', website: site.url('/') },
          { registry_id: 'DE-HRB-2', name: 'Sonnenschein Solartechnik GmbH', country: 'DE', city: 'Freiburg', website: site.url('/other') },
          { registry_id: 'FR-3', name: 'Sonnenschein France SARL', country: 'FR', city: 'Lyon' },
        ],
      }),
    );
    app = await TestApp.start({ clock: new FakeClock('2030-06-01T09:00:00.000Z'), env: { REGISTRY_FILE: registry, ALLOW_PRIVATE_FETCH: 'true' } });
    project = await liveProject(app, 'owner', { voice: true, onboarding: true });
    await app.addMember(project, 'owner', 'visitor', 'member', true);
  });
  after(async () => {
    await app.stop();
    await site.stop();
    rmSync(registryDir, { recursive: true, force: true });
  });

  it('runs the whole flow through tools/execute, and a manager applies the confirmed brief', async () => {
    const found = await tool(app, 'visitor', project, 'search_company', { country: 'de', query: 'Sonnenschein' });
    expect(found).to.equal(
      'Found 2 companies matching "Sonnenschein" in Germany:\n' +
        '1. Bäckerei Sonnenschein GmbH, München, registry id DE-HRB-1\n' +
        '2. Sonnenschein Solartechnik GmbH, Freiburg, registry id DE-HRB-2\n' +
        'Ask which one is theirs, then call select_company with its registry_id.',
    );

    const selected = await tool(app, 'visitor', project, 'select_company', { country: 'DE', registry_id: 'de-hrb-1' });
    expect(selected).to.equal(`Selected Bäckerei Sonnenschein GmbH (München). Next, call run_extraction to read ${site.url('/')}.`);

    const extracted = await tool(app, 'visitor', project, 'run_extraction');
    expect(extracted)
      .to.contain('Name: Bäckerei Sonnenschein.')
      .and.contain('Industry: Bakery.')
      .and.contain('Opening hours: Mo-Fr 07:00-18:00, Sa 07:00-13:00.');

    expect(await tool(app, 'visitor', project, 'set_field', { path: 'voice', value: 'kore' })).to.equal('Set voice to "Kore".');
    expect(await tool(app, 'visitor', project, 'set_field', { path: 'greeting_draft', value: '  Grüß Gott bei Sonnenschein!  ' })).to.equal(
      'Set greeting_draft to "Grüß Gott bei Sonnenschein!".',
    );
    expect(await tool(app, 'visitor', project, 'set_field', { path: 'primary_language', value: 'de-at' })).to.equal('Set primary_language to "de-AT".');
    expect(await tool(app, 'visitor', project, 'set_field', { path: 'products_services', value: 'Brot; Brezen; Kuchen' })).to.equal(
      'Set products_services to "Brot", "Brezen", "Kuchen".',
    );
    expect(await tool(app, 'visitor', project, 'set_field', { path: 'languages', value: ['de', 'EN'] })).to.equal('Set languages to "de", "en".');
    expect(await tool(app, 'visitor', project, 'set_field', { path: 'voice', value: 'Kore' })).to.equal('voice already is "Kore".');

    expect(await tool(app, 'visitor', project, 'confirm')).to.equal(
      'The onboarding brief for Bäckerei Sonnenschein GmbH (München) is confirmed. A manager will review it and apply it to the project.',
    );

    const list = await app.request('GET', sessions(), { as: 'owner' });
    expect(list.status).to.equal(200);
    expect(list.body.next_cursor).to.equal(null);
    const [session] = list.body.sessions;
    expect(Object.keys(session)).to.have.members(['id', 'user_id', 'company', 'profile', 'fields', 'confirmed_at', 'updated_at']);
    expect(session).to.deep.include({
      user_id: 'visitor',
      confirmed_at: '2030-06-01T09:00:00.000Z',
      fields: {
        voice: 'Kore',
        greeting_draft: 'Grüß Gott bei Sonnenschein!',
        primary_language: 'de-AT',
        products_services: ['Brot', 'Brezen', 'Kuchen'],
        languages: ['de', 'en'],
      },
    });
    expect(session.company).to.include({ registry_id: 'DE-HRB-1', name: 'Bäckerei Sonnenschein GmbH', website: site.url('/') });
    expect(session.profile).to.include({ name: 'Bäckerei Sonnenschein', industry: 'Bakery', source_url: site.url('/') });
    const one = await app.request('GET', `${sessions()}/${session.id}`, { as: 'owner' });
    expect(one.body).to.deep.equal(session);

    const applied = await app.request('POST', `${sessions()}/${session.id}/apply`, { as: 'owner' });
    expect(applied.status, JSON.stringify(applied.body)).to.equal(200);
    expect(applied.body.default_language).to.equal('de-AT');
    expect(applied.body.settings.live_agent).to.include({ voice: 'Kore', greeting: 'Grüß Gott bei Sonnenschein!' });
    const started = await live(app, '/api/live/session', 'visitor', project);
    expect(started.body).to.include({ greeting: 'Grüß Gott bei Sonnenschein!', voice: 'Kore' });
  });

  it('selecting another business clears the profile and withdraws the confirmation; the same one keeps it', async () => {
    const same = await tool(app, 'visitor', project, 'select_company', { country: 'DE', registry_id: 'DE-HRB-1' });
    expect(same).to.equal(`Bäckerei Sonnenschein GmbH (München) is already the selected business. Next, call run_extraction to read ${site.url('/')}.`);
    const [kept] = (await app.request('GET', sessions(), { as: 'owner' })).body.sessions;
    expect(kept.profile).to.not.equal(null);
    expect(kept.confirmed_at).to.not.equal(null);

    const other = await tool(app, 'visitor', project, 'select_company', { country: 'DE', registry_id: 'DE-HRB-2' });
    expect(other).to.equal(
      'Selected Sonnenschein Solartechnik GmbH (Freiburg). The profile extracted for the previously selected business was cleared. ' +
        `The brief was confirmed before: it needs confirming again. Next, call run_extraction to read ${site.url('/other')}.`,
    );
    const [changed] = (await app.request('GET', sessions(), { as: 'owner' })).body.sessions;
    expect(changed).to.include({ profile: null, confirmed_at: null });
    expect(changed.fields.voice, 'fields set by hand are kept').to.equal('Kore');
    expectError(await app.request('POST', `${sessions()}/${changed.id}/apply`, { as: 'owner' }), 409, 'Onboarding session is not confirmed');

    // A business named only by its website.
    const byUrl = await tool(app, 'visitor', project, 'select_company', { country: 'DE', business_url: site.url('/other') });
    expect(byUrl).to.equal(`Selected ${site.url('/other')}. Next, call run_extraction to read ${site.url('/other')}.`);
  });

  it('keeps one session per visitor, readable by managers only, within their project', async () => {
    await app.addMember(project, 'owner', 'second', 'member', true);
    await app.addMember(project, 'owner', 'helper', 'manager', true);
    await tool(app, 'second', project, 'set_field', { path: 'intent', value: 'Bookings by phone' });
    const list = await app.request('GET', `${sessions()}?limit=1`, { as: 'helper' });
    expect(list.body.sessions.map((s: { user_id: string }) => s.user_id)).to.deep.equal(['visitor']);
    const next = await app.request('GET', `${sessions()}?limit=1&cursor=${list.body.next_cursor}`, { as: 'helper' });
    expect(next.body.sessions.map((s: { user_id: string }) => s.user_id)).to.deep.equal(['second']);
    expectError(await app.request('GET', sessions(), { as: 'visitor' }), 403, 'Insufficient permission');
    expectError(await app.request('GET', sessions(), { as: 'stranger' }), 404, 'Project not found');
    expectError(await app.request('GET', `${sessions()}?cursor=junk!`, { as: 'owner' }), 400, 'cursor must be a next_cursor value from an earlier response');

    const elsewhere = await liveProject(app, 'mallory', { voice: true, onboarding: true });
    const sessionId = list.body.sessions[0].id as string;
    expectError(
      await app.request('GET', `/api/projects/${elsewhere}/onboarding/sessions/${sessionId}`, { as: 'mallory' }),
      404,
      'Onboarding session not found',
    );
    expectError(
      await app.request('POST', `/api/projects/${elsewhere}/onboarding/sessions/${sessionId}/apply`, { as: 'mallory' }),
      404,
      'Onboarding session not found',
    );
    expectError(await app.request('POST', `${sessions()}/${sessionId}/apply`, { as: 'visitor' }), 403, 'Insufficient permission');
  });

  it('refuses every onboarding tool with 403 while the onboarding module is off', async () => {
    const off = await liveProject(app, 'owner', { voice: true, onboarding: false });
    for (const name of ['search_company', 'select_company', 'run_extraction', 'set_field', 'confirm']) {
      const response: ApiResponse = await live(app, EXECUTE, 'owner', off, { tool_name: name, args: {} });
      expectError(response, 403, 'Onboarding not enabled for this project');
    }
  });
});

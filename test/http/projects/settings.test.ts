import { expect } from 'chai';
import { expectError } from '../../support/expect.js';
import { TestApp } from '../../support/test-app.js';

describe('HTTP modules and live-agent settings', () => {
  let app: TestApp;
  let projectId: string;
  before(async () => {
    app = await TestApp.start();
    projectId = await app.createProject('owner', { name: 'Munich bakery', default_language: 'de-DE' });
  });
  after(() => app.stop());

  const patchLiveAgent = (body: unknown) => app.request('PATCH', `/api/projects/${projectId}/settings/live-agent`, { as: 'owner', body });

  it('switches modules on and off, one at a time', async () => {
    const on = await app.request('PATCH', `/api/projects/${projectId}/modules`, { as: 'owner', body: { voice: true } });
    expect(on.body).to.deep.equal({ voice: true, onboarding: false });
    const read = await app.request('GET', `/api/projects/${projectId}/modules`, { as: 'owner' });
    expect(read.body).to.deep.equal({ voice: true, onboarding: false });
    const bad = await app.request('PATCH', `/api/projects/${projectId}/modules`, { as: 'owner', body: { voice: 'yes' } });
    expectError(bad, 400, 'voice must be boolean');
  });

  it("normalizes the manager phone to E.164, reading national numbers in the project's country", async () => {
    const national = await patchLiveAgent({ manager_phone: '089 1234567', greeting: 'Grüß Gott!', voice: 'Kore' });
    expect(national.status).to.equal(200);
    expect(national.body.live_agent).to.deep.equal({
      greeting: 'Grüß Gott!',
      voice: 'Kore',
      manager_phone: '+49891234567',
      phone_number: null,
      access: 'members',
      page_heading: '',
      page_text: '',
      question_retention_days: 90,
    });
    const international = await patchLiveAgent({ manager_phone: '+1 (415) 555-2671' });
    expect(international.body.live_agent.manager_phone).to.equal('+14155552671');
    const cleared = await patchLiveAgent({ manager_phone: null });
    expect(cleared.body.live_agent).to.deep.equal({
      greeting: 'Grüß Gott!',
      voice: 'Kore',
      manager_phone: null,
      phone_number: null,
      access: 'members',
      page_heading: '',
      page_text: '',
      question_retention_days: 90,
    });
  });

  it('rejects a phone that is not one, changing nothing', async () => {
    const response = await patchLiveAgent({ manager_phone: 'call me maybe', greeting: 'changed?' });
    expectError(response, 400, 'manager_phone must be a valid phone number');
    const settings = await app.request('GET', `/api/projects/${projectId}/settings`, { as: 'owner' });
    expect(settings.body.live_agent.greeting).to.equal('Grüß Gott!');
  });

  it('keeps the voice name without the spaces around it', async () => {
    const response = await patchLiveAgent({ voice: '  Aoede \t' });
    expect([response.status, response.body.live_agent?.voice]).to.deep.equal([200, 'Aoede']);
  });

  it('validates field types, naming them', async () => {
    const response = await patchLiveAgent({ greeting: 42, voice: '' });
    expect(response.status).to.equal(400);
    expect(response.body.error).to.equal('greeting must be a string of at most 2000 characters; voice must be a non-empty string of at most 64 characters');
  });

  it("takes the destination page's heading (one line, trimmed) and text, within their limits", async () => {
    const set = await patchLiveAgent({ page_heading: '  Talk with Acme  ', page_text: 'We answer in English and German.\n\nAsk us anything.' });
    expect(set.body.live_agent).to.include({ page_heading: 'Talk with Acme', page_text: 'We answer in English and German.\n\nAsk us anything.' });
    const refused = await patchLiveAgent({ page_heading: 'Two\nlines', page_text: 'x'.repeat(4001) });
    expect(refused.status).to.equal(400);
    expect(refused.body.error).to.equal('page_heading must be a single line of at most 200 characters; page_text must be a string of at most 4000 characters');
    expect((await patchLiveAgent({ page_heading: 'x'.repeat(201) })).status).to.equal(400);
    expect((await patchLiveAgent({ page_heading: '', page_text: '' })).body.live_agent).to.include({ page_heading: '', page_text: '' });
  });
});

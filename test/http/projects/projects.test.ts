import { expect } from 'chai';
import { TestApp } from '../../support/test-app.js';

describe('HTTP projects', () => {
  let app: TestApp;
  before(async () => {
    app = await TestApp.start();
  });
  after(() => app.stop());

  it('creates a project whose creator is its provisioned admin, on the trial plan', async () => {
    const created = await app.request('POST', '/api/projects', { as: 'alice', body: { name: '  Acme  ', default_language: 'fr-ca' } });
    expect(created.status).to.equal(201);
    expect(created.body).to.include({ name: 'Acme', default_language: 'fr-CA', plan: 'trial' });
    expect(created.body.modules).to.deep.equal({ voice: false, onboarding: false });
    expect(created.body.settings).to.deep.equal({
      site: { live_agent_placement: 'none', live_agent_slug: null, accent_color: null, logo_image_id: null, home_pages: {}, launcher_offset: null },
      live_agent: { greeting: '', voice: 'Puck', manager_phone: null, phone_number: null, access: 'members', page_heading: '', page_text: '' },
    });
    const trialDays = (Date.parse(created.body.trial_ends_at) - Date.parse(created.body.created_at)) / 86_400_000;
    expect(trialDays).to.equal(14);

    const members = await app.request('GET', `/api/projects/${created.body.id}/members`, { as: 'alice' });
    expect(members.body.members).to.have.length(1);
    expect(members.body.members[0]).to.include({ user_id: 'alice', role: 'admin', provisioned: true });
  });

  it('names every bad field of a create', async () => {
    const response = await app.request('POST', '/api/projects', { as: 'alice', body: { default_language: 'not a language!' } });
    expect(response.status).to.equal(400);
    expect(response.body).to.deep.equal({ error: 'name is required; default_language must be a BCP-47 language code' });
  });
});

import { expect } from 'chai';
import { TestApp } from '../../support/test-app.js';
import { NEW_PROJECT_SETTINGS } from '../../support/default-settings.js';

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
    expect(created.body.settings).to.deep.equal(NEW_PROJECT_SETTINGS);
    const trialDays = (Date.parse(created.body.trial_ends_at) - Date.parse(created.body.created_at)) / 86_400_000;
    expect(trialDays).to.equal(14);

    const members = await app.request('GET', `/api/projects/${created.body.id}/members`, { as: 'alice' });
    expect(members.body.members).to.have.length(1);
    expect(members.body.members[0]).to.include({ user_id: 'alice', role: 'admin', provisioned: true });
  });

  it('shows what the plan allows in every representation of the project', async () => {
    const created = await app.request('POST', '/api/projects', { as: 'bea', body: { name: 'Limits' } });
    const id = created.body.id as string;
    const answers = [
      created.body,
      (await app.request('GET', `/api/projects/${id}`, { as: 'bea' })).body,
      (await app.request('GET', '/api/projects', { as: 'bea' })).body.projects[0],
      (await app.request('PATCH', `/api/projects/${id}`, { as: 'bea', body: { name: 'Limits, renamed' } })).body,
    ];
    for (const answer of answers) expect(answer).to.deep.include({ plan: 'trial', limits: { live_sessions_per_day: 5, public_sessions_per_day: 20 } });
  });

  it('starts a project from a starter kit: its pages as drafts in the default language, nothing live', async () => {
    const created = await app.request('POST', '/api/projects', { as: 'cleo', body: { name: 'Shop', default_language: 'fr', template: 'business' } });
    expect(created.status, JSON.stringify(created.body)).to.equal(201);
    const pages = await app.request('GET', `/api/projects/${created.body.id}/pages?limit=100`, { as: 'cleo' });
    const kit = (await app.request('GET', '/api/templates/project', { as: 'cleo' })).body.templates.find((t: { id: string }) => t.id === 'business');
    expect(pages.body.pages.map((p: any) => [p.slug, p.language, p.visibility, p.doc_template_id, p.metadata.title])).to.have.deep.members(
      kit.pages.map((p: any) => [p.slug, 'fr', 'draft', p.doc_template_id, p.title]),
    );
    const refused = await app.request('POST', '/api/projects', { as: 'cleo', body: { name: 'Shop', template: 'castle' } });
    expect(refused.status).to.equal(400);
    expect(refused.body).to.deep.equal({ error: 'template must be one of blank, business, blog, documentation' });
  });

  it('names every bad field of a create', async () => {
    const response = await app.request('POST', '/api/projects', { as: 'alice', body: { default_language: 'not a language!' } });
    expect(response.status).to.equal(400);
    expect(response.body).to.deep.equal({ error: 'name is required; default_language must be a BCP-47 language code' });
  });
});

import { expect } from 'chai';
import { TestApp } from '../../support/test-app.js';
import { createRelease, releasesPath } from '../releases/support.js';
import { newDraft, publish, publishPath } from './support.js';

/**
 * Issue 43, rough edge 6: the publish history says what each publish was: the release it ran
 * for and who scheduled it, the pages it took off, and what it deployed (pages, pages and
 * settings, the settings alone: never "0 pages"). And a release that ran stays listed with its outcome.
 */
describe('HTTP publish history: what each publish was', () => {
  let app: TestApp;
  let projectId: string;
  const history = async () => {
    const answer = await app.request('GET', publishPath(projectId, '/history'), { as: 'owner' });
    expect(answer.status).to.equal(200);
    return answer.body.history as Array<Record<string, unknown>>;
  };

  before(async () => {
    app = await TestApp.start();
  });
  beforeEach(async () => {
    projectId = await app.createProject('owner');
  });
  after(() => app.stop());

  it('says pages, pages and settings, or the settings alone', async () => {
    const first = await publish(app, projectId, { draft_ids: [await newDraft(app, projectId, 'about')] });
    expect((await history())[0]).to.deep.include({ publish_id: first.confirmed.publish_id, kind: 'pages', settings_only: false, release: null });

    expect((await app.request('PATCH', `/api/projects/${projectId}/settings/site`, { as: 'owner', body: { accent_color: '#0f766e' } })).status).to.equal(200);
    const both = await publish(app, projectId, { draft_ids: [await newDraft(app, projectId, 'contact')] });
    expect((await history())[0]).to.deep.include({ publish_id: both.confirmed.publish_id, kind: 'pages_and_settings', settings_only: false });

    expect((await app.request('PATCH', `/api/projects/${projectId}/settings/site`, { as: 'owner', body: { accent_color: '#1d4ed8' } })).status).to.equal(200);
    const settings = await publish(app, projectId, {});
    expect((await history())[0]).to.deep.include({ publish_id: settings.confirmed.publish_id, kind: 'settings_only', settings_only: true, changes: [] });
  });

  it('names the release and its scheduler; a release that only takes pages off is pages, never the settings alone; it stays listed as published', async () => {
    await publish(app, projectId, { draft_ids: [await newDraft(app, projectId, 'about')] });
    const live = (await app.request('GET', `/api/projects/${projectId}/pages`, { as: 'owner' })).body.pages as Array<{ id: string; slug: string }>;
    const about = live.find((page) => page.slug === 'about')!;
    const release = await createRelease(app, projectId, { name: 'Retire about', items: [{ action: 'unpublish', page_id: about.id }] });
    const ran = await app.request('POST', releasesPath(projectId, `/${release.id}/publish`), { as: 'owner', body: { revision: release.revision } });
    expect(ran.status, JSON.stringify(ran.body)).to.equal(200);
    expect((await history())[0]).to.deep.include({
      publish_id: ran.body.publish_id,
      published_by: 'owner',
      release: { id: release.id, name: 'Retire about', scheduled_by: 'owner' },
      changes: [],
      unpublished: [{ page_id: about.id, slug: 'about', language: 'en' }],
      kind: 'pages',
      settings_only: false,
    });
    const listed = await app.request('GET', releasesPath(projectId), { as: 'owner' });
    expect(listed.body.releases[0]).to.deep.include({ id: release.id, status: 'published', publish_id: ran.body.publish_id });
  });
});

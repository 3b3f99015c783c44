import { expect } from 'chai';
import { expectError } from '../../support/expect.js';
import { createLivePage, setUpTeam, TEAM } from '../../support/fixtures.js';
import { TestApp } from '../../support/test-app.js';
import { editPath, openDraft, saveDraft } from '../drafts/support.js';
import { fetchSite } from '../site/fetch-site.js';
import { newDraft, publish, publishPath } from './support.js';

/** Issue 30, items 5 and 6: unchanged drafts, a chosen set of drafts, settings-only publishes, and what Edit Mode compares. */
describe('HTTP publishing: page by page', () => {
  let app: TestApp;
  let projectId: string;
  const api = (rest: string) => `/api/projects/${projectId}${rest}`;
  const status = async (as: string = TEAM.member) => app.request('GET', publishPath(projectId, '/status'), { as });
  const stylesheet = async () => /<link rel="stylesheet" href="([^"]+)">/.exec((await fetchSite(app, projectId, `en/about/`)).text)?.[1];

  before(async () => {
    app = await TestApp.start();
    projectId = await setUpTeam(app, 'Acme');
  });
  after(() => app.stop());

  it('says nothing changed and nothing was published before the first deploy', async () => {
    expect((await status()).body).to.deep.equal({ settings_changed: false, last_publish: null });
    expectError(await status('stranger'), 404, 'Project not found');
  });

  it('lists a draft equal to its live page as unchanged and never promotes it; it stays a draft', async () => {
    await createLivePage(app, projectId, 'about');
    const opened = await openDraft(app, projectId, 'about', TEAM.manager);
    const fresh = await newDraft(app, projectId, 'news', {}, '# News', 'en', TEAM.manager);
    const { preview, confirmed } = await publish(app, projectId, {}, TEAM.manager);
    expect(preview.manifest.unchanged).to.deep.equal([{ draft_id: opened, slug: 'about', language: 'en', revision: 1 }]);
    expect(preview.manifest.changes.map((c: { draft_id: string }) => c.draft_id)).to.deep.equal([fresh]);
    expect(preview.manifest.settings_only).to.equal(false);
    expect(confirmed.promoted).to.equal(1);
    expect((await app.request('GET', editPath(projectId, `/${opened}`), { as: TEAM.manager })).status).to.equal(200);
    // Edited, then edited back: unchanged again.
    await saveDraft(app, projectId, opened, { content: 'Changed' }, TEAM.manager);
    const changed = (await app.request('POST', publishPath(projectId), { as: TEAM.manager, body: {} })).body;
    expect(changed.manifest.changes.map((c: { draft_id: string; action: string }) => [c.draft_id, c.action])).to.deep.equal([[opened, 'update']]);
    const live = await app.request('GET', editPath(projectId, `/${opened}/live`), { as: TEAM.manager });
    await saveDraft(app, projectId, opened, { content: live.body.content }, TEAM.manager);
    expect((await app.request('POST', publishPath(projectId), { as: TEAM.manager, body: {} })).body.manifest.unchanged).to.have.length(1);
  });

  it('promotes only the drafts named by draft_ids, end to end; the others stay drafts, off the site', async () => {
    const one = await newDraft(app, projectId, 'one', {}, 'One.', 'en', TEAM.manager);
    const two = await newDraft(app, projectId, 'two', {}, 'Two.', 'en', TEAM.manager);
    const { preview, confirmed } = await publish(app, projectId, { draft_ids: [one] }, TEAM.manager);
    expect(preview.manifest.changes.map((c: { draft_id: string }) => c.draft_id)).to.deep.equal([one]);
    expect(preview.manifest.unchanged).to.deep.equal([]);
    expect(confirmed.promoted).to.equal(1);
    expect((await fetchSite(app, projectId, `en/one/`)).status).to.equal(200);
    expect((await fetchSite(app, projectId, `en/two/`)).status).to.equal(404);
    const drafts = await app.request('GET', api('/pages?visibility=draft'), { as: TEAM.manager });
    expect(drafts.body.pages.map((p: { id: string }) => p.id))
      .to.include(two)
      .and.not.include(one);
    expectError(
      await app.request('POST', publishPath(projectId), { as: TEAM.manager, body: { draft_ids: [one] } }),
      400,
      `draft_ids has ids that are not drafts of this project: ${one}`,
    );
  });

  it('deploys the current settings with no draft, says so in the manifest and the history, and tells when settings changed', async () => {
    expect((await status()).body.settings_changed).to.equal(false);
    const before = await stylesheet();
    expect((await app.request('PATCH', api('/settings/site'), { as: TEAM.admin, body: { accent_color: '#aa3377' } })).status).to.equal(200);
    const nav = await app.request('POST', api('/header-nav-items'), { as: TEAM.manager, body: { language: 'en', label: 'Read the news', slug: 'news' } });
    expect(nav.status).to.equal(201);
    expect((await status()).body.settings_changed).to.equal(true);
    // The unchanged draft of `about` and the new draft `two` are left out: only the settings go.
    const aboutDraft = (await app.request('GET', api('/pages?visibility=draft'), { as: TEAM.manager })).body.pages.find(
      (p: { slug: string }) => p.slug === 'about',
    ).id;
    const { preview, confirmed } = await publish(app, projectId, { draft_ids: [aboutDraft] }, TEAM.manager);
    expect(preview.manifest).to.deep.include({ changes: [], blocked: [], settings_only: true });
    expect(preview.settings_changed).to.equal(true);
    expect(confirmed.promoted).to.equal(0);
    expect(await stylesheet()).to.not.equal(before);
    expect((await fetchSite(app, projectId, `en/about/`)).text).to.include('>Read the news</a>');
    const history = await app.request('GET', publishPath(projectId, '/history'), { as: TEAM.member });
    expect(history.body.history[0]).to.deep.include({ publish_id: confirmed.publish_id, changes: [], settings_only: true });
    expect(history.body.history[1].settings_only).to.equal(false);
    const after = (await status()).body;
    expect(after.settings_changed).to.equal(false);
    expect(after.last_publish).to.deep.include({ publish_id: confirmed.publish_id, settings_only: true });
    expect(after.last_publish.deployed_at).to.be.a('string');
    // A setting set back to what the site shows is no change.
    await app.request('PATCH', api('/settings/site'), { as: TEAM.admin, body: { accent_color: '#bb0000' } });
    expect((await status()).body.settings_changed).to.equal(true);
    await app.request('PATCH', api('/settings/site'), { as: TEAM.admin, body: { accent_color: '#aa3377' } });
    expect((await status()).body.settings_changed).to.equal(false);
  });

  it('gives Edit Mode what it compares: the live page of a draft, and every version as a snapshot', async () => {
    await createLivePage(app, projectId, 'pricing');
    const draftId = await openDraft(app, projectId, 'pricing', TEAM.manager);
    await saveDraft(app, projectId, draftId, { content: 'Cheaper now', metadata: { title: 'Prices' } }, TEAM.manager);
    const live = await app.request('GET', editPath(projectId, `/${draftId}/live`), { as: TEAM.manager });
    expect(live.status).to.equal(200);
    expect(live.body).to.deep.include({ slug: 'pricing', language: 'en', visibility: 'public', doc_template_id: 'page', revision: 1 });
    expect(live.body.metadata.title).to.equal('Title of pricing');
    const versions = (await app.request('GET', editPath(projectId, `/${draftId}/versions`), { as: TEAM.manager })).body.versions;
    const snapshot = await app.request('GET', editPath(projectId, `/${draftId}/versions/${versions[0].version_id}`), { as: TEAM.manager });
    expect(snapshot.body).to.deep.include({ content: 'Cheaper now' });
    expect(snapshot.body.metadata.title).to.equal('Prices');

    const fresh = await newDraft(app, projectId, 'brand-new', {}, 'x', 'en', TEAM.manager);
    expectError(await app.request('GET', editPath(projectId, `/${fresh}/live`), { as: TEAM.manager }), 404, 'This draft has no live page: it is a new page');
    expectError(
      await app.request('GET', editPath(projectId, `/${live.body.id}/live`), { as: TEAM.manager }),
      400,
      `Document ${live.body.id} is not a draft: open it with POST /docs/edit/open to get a draft`,
    );
    expectError(await app.request('GET', editPath(projectId, `/${draftId}/live`), { as: 'stranger' }), 404, 'Project not found');
    // Drafts are for those who edit: a member reads the live pages only.
    expectError(await app.request('GET', editPath(projectId, `/${draftId}/live`), { as: TEAM.member }), 403, 'Insufficient permission');
  });
});

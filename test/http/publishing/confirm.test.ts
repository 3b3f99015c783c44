import { expect } from 'chai';
import { SiteDeployer, type SiteSnapshot } from '../../../application/site/ports.js';
import { TestApp } from '../../support/test-app.js';
import { editPath, openDraft, saveDraft } from '../drafts/support.js';
import { createLivePage } from '../../support/fixtures.js';
import { newDraft, publish, publishPath } from './support.js';
import { fetchSite } from '../site/fetch-site.js';

/** A deployer that fails while `failing` is set, and otherwise deploys nothing (counts). */
class FlakyDeployer implements SiteDeployer {
  failing = false;
  deploys: SiteSnapshot[] = [];
  async deploy(site: SiteSnapshot) {
    if (this.failing) throw new Error('disk full');
    this.deploys.push(site);
    return { release: String(this.deploys.length) };
  }
  async brokenSites() {
    return [];
  }
  async deployedSettings() {
    return { kind: 'none' as const };
  }
  async deployChanges() {
    return 'whole' as const;
  }
  async deployedMark() {
    return null;
  }
  async remove() {}
}

describe('HTTP publishing: confirm, its errors and its races', () => {
  let app: TestApp;
  let projectId: string;
  const confirm = (token: unknown, as = 'owner') => app.request('POST', publishPath(projectId, '/confirm'), { as, body: { confirmation_token: token } });
  const dryRun = (body: Record<string, unknown> = {}, as = 'owner') => app.request('POST', publishPath(projectId), { as, body });

  before(async () => {
    app = await TestApp.start();
    projectId = await app.createProject('owner');
    await app.addMember(projectId, 'owner', 'editor', 'manager');
    await app.addMember(projectId, 'owner', 'reader', 'member');
  });
  after(() => app.stop());

  it('promotes once when many confirms of one token race, and every one answers the same publish', async () => {
    await createLivePage(app, projectId, 'race');
    const draftId = await openDraft(app, projectId, 'race');
    expect((await saveDraft(app, projectId, draftId, { content: 'Raced.' })).status).to.equal(200);
    const created = await newDraft(app, projectId, 'race-new');
    const preview = await dryRun({ draft_ids: [draftId, created] });
    const answers = await Promise.all(Array.from({ length: 12 }, () => confirm(preview.body.confirmation_token, 'editor')));
    expect(answers.map((a) => a.status)).to.deep.equal(Array(12).fill(200));
    expect(new Set(answers.map((a) => JSON.stringify(a.body))).size).to.equal(1);
    expect(answers[0]!.body.promoted).to.equal(2);
    const history = await app.request('GET', publishPath(projectId, '/history'), { as: 'reader' });
    expect(history.body.history.filter((h: { publish_id: string }) => h.publish_id === answers[0]!.body.publish_id)).to.have.length(1);
    const live = await app.request('GET', `/api/projects/${projectId}/pages?visibility=public`, { as: 'owner' });
    expect(live.body.pages.find((p: { slug: string }) => p.slug === 'race').revision).to.equal(2);
    // Repeated later: the same answer, nothing more published.
    expect((await confirm(preview.body.confirmation_token)).body).to.deep.equal(answers[0]!.body);
    expect((await app.request('GET', publishPath(projectId, '/history'), { as: 'owner' })).body.history).to.have.length(history.body.history.length);
  });

  it('answers each refused token with its own message', async () => {
    await newDraft(app, projectId, 'tokens');
    const missing = await app.request('POST', publishPath(projectId, '/confirm'), { as: 'owner', body: {} });
    expect([missing.status, missing.body]).to.deep.equal([400, { error: 'confirmation_token is required' }]);
    const unknown = await confirm('not-a-token');
    expect([unknown.status, unknown.body]).to.deep.equal([
      400,
      { error: 'confirmation_token is not a token of this project: run the dry run (POST /publish) first' },
    ]);

    const other = await app.createProject('owner');
    const elsewhere = await app.request('POST', publishPath(other), { as: 'owner' });
    expect((await confirm(elsewhere.body.confirmation_token)).status).to.equal(400);

    const preview = await dryRun();
    app.clock.advance(15 * 60 * 1000);
    const expired = await confirm(preview.body.confirmation_token);
    expect([expired.status, expired.body]).to.deep.equal([
      409,
      { error: `The confirmation token expired at ${preview.body.expires_at}: run the dry run again` },
    ]);
  });

  it('refuses a manifest whose drafts were discarded or whose new page was created meanwhile (409)', async () => {
    const discarded = await newDraft(app, projectId, 'gone');
    const clash = await newDraft(app, projectId, 'clash');
    const preview = await dryRun({ draft_ids: [discarded, clash] });
    expect((await app.request('POST', editPath(projectId, '/discard'), { as: 'owner', body: { draftId: discarded } })).status).to.equal(200);
    await createLivePage(app, projectId, 'clash');
    const refused = await confirm(preview.body.confirmation_token);
    expect(refused.status).to.equal(409);
    expect(refused.body.changed).to.deep.equal([
      { draft_id: clash, slug: 'clash', language: 'en', current_revision: 1, reason: 'a live page was created at this slug since the dry run' },
      { draft_id: discarded, slug: 'gone', language: 'en', current_revision: null, reason: 'the draft was discarded or published since the dry run' },
    ]);
  });

  it('checks draft_ids, roles, membership and the trial', async () => {
    const page = await createLivePage(app, projectId, 'not-a-draft');
    const bad = await dryRun({ draft_ids: [page.id, 'nope'] });
    expect([bad.status, bad.body]).to.deep.equal([400, { error: `draft_ids has ids that are not drafts of this project: ${page.id}, nope` }]);
    expect((await dryRun({ draft_ids: [] })).body).to.deep.equal({ error: 'draft_ids must be an array of 1 to 10000 draft ids' });
    expect((await dryRun({ draft_ids: 'x' })).status).to.equal(400);
    expect((await dryRun({}, 'reader')).body).to.deep.equal({ error: 'Insufficient permission' });
    expect((await confirm('x', 'reader')).status).to.equal(403);
    expect((await dryRun({}, 'stranger')).status).to.equal(404);
    expect((await app.request('GET', publishPath(projectId, '/history'), { as: 'stranger' })).status).to.equal(404);
    expect((await app.request('GET', publishPath(projectId, '/history?cursor=%%%'), { as: 'reader' })).body).to.deep.equal({
      error: 'cursor must be a next_cursor value from an earlier response',
    });
    const trial = await app.createProject('owner');
    app.clock.advance(15 * 24 * 3600 * 1000);
    try {
      expect((await app.request('POST', publishPath(trial), { as: 'owner' })).body).to.deep.equal({ error: 'Trial expired' });
      expect((await app.request('GET', publishPath(trial, '/history'), { as: 'owner' })).status).to.equal(200);
    } finally {
      app.clock.advance(-15 * 24 * 3600 * 1000);
    }
  });

  it('pages the history newest first', async () => {
    const project = await app.createProject('owner');
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) {
      await newDraft(app, project, `h${i}`);
      ids.push((await publish(app, project)).confirmed.publish_id);
    }
    const first = await app.request('GET', publishPath(project, '/history?limit=2'), { as: 'owner' });
    expect(first.body.history.map((h: { publish_id: string }) => h.publish_id)).to.deep.equal([ids[2], ids[1]]);
    const second = await app.request('GET', publishPath(project, `/history?limit=2&cursor=${first.body.next_cursor}`), { as: 'owner' });
    expect(second.body).to.deep.include({ next_cursor: null });
    expect(second.body.history.map((h: { publish_id: string }) => h.publish_id)).to.deep.equal([ids[0]]);
  });
});

describe('HTTP publishing: a deploy that fails', () => {
  const deployer = new FlakyDeployer();
  let app: TestApp;
  before(async () => {
    app = await TestApp.start({ overrides: [{ token: SiteDeployer, value: deployer }] });
  });
  after(() => app.stop());

  it('keeps the publish, says so (500), and deploys when the confirm is repeated', async () => {
    const projectId = await app.createProject('owner');
    await newDraft(app, projectId, 'page');
    const preview = await app.request('POST', publishPath(projectId), { as: 'owner' });
    deployer.failing = true;
    const failed = await app.request('POST', publishPath(projectId, '/confirm'), {
      as: 'owner',
      body: { confirmation_token: preview.body.confirmation_token },
    });
    expect(failed.status).to.equal(500);
    expect(failed.body.error).to.match(/^Publish \w+ was recorded, but the site could not be deployed: repeat the confirm to deploy it$/);
    const live = await app.request('GET', `/api/projects/${projectId}/pages?visibility=public`, { as: 'owner' });
    expect(live.body.pages).to.have.length(1);

    deployer.failing = false;
    const repeated = await app.request('POST', publishPath(projectId, '/confirm'), {
      as: 'owner',
      body: { confirmation_token: preview.body.confirmation_token },
    });
    expect(repeated.status).to.equal(200);
    expect(repeated.body).to.include({ promoted: 1 });
    expect(deployer.deploys.at(-1)!.pages.map((p) => p.slug)).to.deep.equal(['page']);
    expect((await fetchSite(app, projectId)).status).to.equal(404);
  });
});

import { expect } from 'chai';
import { SetTrialEnd } from '../../../application/projects/set-trial-end.js';
import { ReleaseScheduler } from '../../../infrastructure/releases/release-scheduler.js';
import { setUpTeam, TEAM } from '../../support/fixtures.js';
import { TestApp } from '../../support/test-app.js';
import { keyHeaders } from '../mcp/support.js';
import { newDraft } from '../publishing/support.js';
import { fetchSite } from '../site/fetch-site.js';
import { readRelease, releasesPath, until } from './support.js';

const HOUR = 3_600_000;

/**
 * A release runs for whoever scheduled it, and their access is checked when it falls due, as a
 * live request of theirs would be (`publish`, write), not only when they scheduled it: a
 * manager removed or demoted since, a revoked key, a trial that ended fail the release with the
 * reason, and nothing is published.
 */
describe('Scheduled releases: access checked when they fall due', () => {
  let app: TestApp;
  let project: string;
  const p = (rest = '') => `/api/projects/${project}${rest}`;

  beforeEach(async () => {
    app = await TestApp.start();
    project = await setUpTeam(app);
  });
  afterEach(() => app.stop());

  /** A release of one new draft due in an hour, made by `as` (a user) or through `headers` (a key). */
  async function schedule(slug: string, by: { as?: string; headers?: Record<string, string> }) {
    const draft = await newDraft(app, project, slug, {}, `# ${slug}`, 'en', TEAM.manager);
    const publishAt = new Date(app.clock.now().getTime() + HOUR).toISOString();
    const created = await app.request('POST', releasesPath(project), {
      ...by,
      body: { name: slug, items: [{ action: 'publish', draft_id: draft }], publish_at: publishAt },
    });
    expect(created.status, JSON.stringify(created.body)).to.equal(201);
    return { id: created.body.id as string, draft, publishAt };
  }

  /** Moves the clock to `at` and runs what is due (the instance's own scheduler may get there first); answers the release once settled. */
  async function runAt(at: string, releaseId: string) {
    app.clock.set(at);
    await app.get(ReleaseScheduler).runDue();
    await until(async () => !['scheduled', 'publishing'].includes((await readRelease(app, project, releaseId)).status));
    return readRelease(app, project, releaseId);
  }

  async function expectFailedUnpublished(release: { id: string; draft: string; publishAt: string }, reason: string) {
    const ran = await runAt(release.publishAt, release.id);
    expect(ran).to.deep.include({ status: 'failed', publish_id: null, failure: { reason, items: [] } });
    expect((await app.request('GET', p('/publish/history'), { as: TEAM.admin })).body.history).to.deep.equal([]);
    expect((await app.request('GET', p('/pages?visibility=public'), { as: TEAM.admin })).body.pages).to.deep.equal([]);
    expect((await app.request('GET', p(`/docs/edit/${release.draft}`), { as: TEAM.admin })).status).to.equal(200);
    // Failed is an end: a later look runs it no more.
    await app.get(ReleaseScheduler).runDue();
    expect(await readRelease(app, project, release.id)).to.deep.equal(ran);
    const logged = (await app.request('GET', p('/activity?action=run_release'), { as: TEAM.admin })).body.activity;
    expect(logged.map((entry: any) => [entry.via, entry.target.id])).to.deep.equal([['scheduler', release.id]]);
  }

  it('fails, publishing nothing, a release whose manager was removed from the project since', async () => {
    const release = await schedule('removed', { as: TEAM.manager });
    expect((await app.request('DELETE', p(`/members/${TEAM.manager}`), { as: TEAM.admin })).status).to.equal(204);
    await expectFailedUnpublished(release, `the release runs as ${TEAM.manager}, who may not publish now (Not a member of the project): nothing was published`);
  });

  it('fails, publishing nothing, a release whose manager was made a member since', async () => {
    const release = await schedule('demoted', { as: TEAM.manager });
    expect((await app.request('PATCH', p(`/members/${TEAM.manager}`), { as: TEAM.admin, body: { role: 'member' } })).status).to.equal(200);
    await expectFailedUnpublished(release, `the release runs as ${TEAM.manager}, who may not publish now (Insufficient permission): nothing was published`);
  });

  it('fails, publishing nothing, a release scheduled through an API key revoked since', async () => {
    const key = (await app.request('POST', p('/keys'), { as: TEAM.admin, body: { name: 'CI' } })).body as { id: string; key: string };
    const release = await schedule('revoked', { headers: keyHeaders(key.key, project) });
    expect((await app.request('DELETE', p(`/keys/${key.id}`), { as: TEAM.admin })).status).to.equal(204);
    await expectFailedUnpublished(release, `the release runs as api_key:${key.id}, who may not publish now (API key revoked): nothing was published`);
  });

  it('fails, publishing nothing, a release that falls due after the project’s trial ended', async () => {
    const release = await schedule('lapsed', { as: TEAM.manager });
    const ended = await app.get(SetTrialEnd).execute({ projectId: project, trialEndsAt: new Date(app.clock.now().getTime() + HOUR / 2).toISOString() });
    expect(ended._tag).to.equal('Right');
    await expectFailedUnpublished(release, `the release runs as ${TEAM.manager}, who may not publish now (Trial expired): nothing was published`);
  });

  it('publishes as before the release of a scheduler who still may, through a key as through a person', async () => {
    const key = (await app.request('POST', p('/keys'), { as: TEAM.admin, body: { name: 'CI' } })).body as { id: string; key: string };
    const byPerson = await schedule('kept', { as: TEAM.manager });
    const byKey = await schedule('keyed', { headers: keyHeaders(key.key, project) });
    // Someone else leaving changes nothing.
    expect((await app.request('DELETE', p(`/members/${TEAM.member}`), { as: TEAM.admin })).status).to.equal(204);
    for (const release of [byPerson, byKey]) {
      const ran = await runAt(release.publishAt, release.id);
      expect(ran).to.deep.include({ status: 'published', failure: null });
    }
    for (const slug of ['kept', 'keyed']) await until(async () => (await fetchSite(app, project, `en/${slug}/`)).status === 200);
  });
});

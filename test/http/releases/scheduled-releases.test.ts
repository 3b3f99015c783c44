import { expect } from 'chai';
import { ReleaseScheduler } from '../../../infrastructure/releases/release-scheduler.js';
import { FakeClock } from '../../support/fake-clock.js';
import { WebhookReceiver } from '../../support/stand-ins/webhook-receiver.js';
import { TestApp } from '../../support/test-app.js';
import { newDraft, publish } from '../publishing/support.js';
import { fetchSite } from '../site/fetch-site.js';
import { createWebhook, deliveryLog } from '../webhooks/support.js';
import { createRelease, readRelease, releasesPath, until } from './support.js';

const OWNER = 'owner';
const HOUR = 3_600_000;

/** Three instances (three apps on one SQLite file and one sites folder), one clock the test moves. */
async function startInstances(clock: FakeClock, count: number, dataDir?: string): Promise<TestApp[]> {
  const env = { ALLOW_PRIVATE_WEBHOOKS: 'true' };
  const first = await TestApp.start({ clock, env, ...(dataDir !== undefined && { dataDir }) });
  const others = await Promise.all(Array.from({ length: count - 1 }, () => TestApp.start({ clock, env, dataDir: first.dataDir, issuer: first.issuer })));
  return [first, ...others];
}

async function stopInstances(apps: readonly TestApp[], keepData = false): Promise<void> {
  for (const [i, app] of apps.entries()) await app.stop({ keepData: keepData || i < apps.length - 1 });
}

/** Every instance looks for due releases now (as its scheduler does at its next poll). */
const lookEverywhere = (apps: readonly TestApp[]) => Promise.all(apps.map((app) => app.get(ReleaseScheduler).runDue()));

describe('Scheduled releases, several instances on one store', function () {
  this.timeout(60_000);
  let receiver: WebhookReceiver;
  before(async () => {
    receiver = await WebhookReceiver.start();
  });
  after(() => receiver.stop());

  it('publishes once, exactly when due, on one of three instances; a draft saved since it was added fails its release; webhooks fire once each', async () => {
    const clock = new FakeClock('2026-03-01T10:00:00.000Z');
    const apps = await startInstances(clock, 3);
    try {
      const [app] = apps as [TestApp];
      const project = await app.createProject(OWNER);
      const webhook = await createWebhook(app, project, { url: receiver.url, events: ['release.published', 'release.failed', 'page.deleted'] });
      const launch = await newDraft(app, project, 'launch', {}, '# Launch day');
      const old = await newDraft(app, project, 'old', {}, '# Old news');
      await publish(app, project, { draft_ids: [old] });
      expect((await fetchSite(app, project, `en/old/`)).status).to.equal(200);
      const late = await newDraft(app, project, 'late');

      const due = new Date(clock.now().getTime() + HOUR).toISOString();
      const release = await createRelease(app, project, {
        name: 'Launch',
        items: [
          { action: 'publish', draft_id: launch },
          { action: 'unpublish', page_id: old },
        ],
        publish_at: due,
        time_zone: 'Europe/Paris',
      });
      const doomed = await createRelease(app, project, { name: 'Late', items: [{ action: 'publish', draft_id: late }], publish_at: due });
      // Saved after it was added: the documented rule holds that release back at its time.
      const saved = await app.request('POST', `/api/projects/${project}/docs/edit/save`, {
        as: OWNER,
        body: { draftId: late, metadata: {}, content: 'v2', language: 'en' },
      });
      expect(saved.body.revision).to.equal(2);

      clock.set(new Date(Date.parse(due) - 1));
      expect((await lookEverywhere(apps)).flat()).to.deep.equal([]);
      expect((await readRelease(app, project, release.id)).status).to.equal('scheduled');

      clock.set(due);
      await lookEverywhere(apps);
      const published = await readRelease(apps[2]!, project, release.id);
      expect(published).to.deep.include({ status: 'published', finished_at: due });
      const failed = await readRelease(apps[1]!, project, doomed.id);
      expect(failed.status).to.equal('failed');
      expect(failed.failure.items[0].reasons).to.deep.equal([
        'the draft was saved since it was added (revision 1 added, now 2): change the release to publish revision 2',
      ]);

      // One publish, the page live and the unpublished one gone, on every instance (they share the site's files).
      const history = (await app.request('GET', `/api/projects/${project}/publish/history`, { as: OWNER })).body.history;
      expect(history.map((h: any) => h.publish_id)).to.include(published.publish_id);
      expect(history.filter((h: any) => h.changes.some((c: any) => c.slug === 'launch'))).to.have.length(1);
      for (const instance of apps) {
        await until(async () => (await fetchSite(instance, project, `en/launch/`)).status === 200);
        await until(async () => (await fetchSite(instance, project, `en/old/`)).status === 404);
      }
      const pages = (await app.request('GET', `/api/projects/${project}/pages?visibility=public`, { as: OWNER })).body.pages.map((page: any) => page.slug);
      expect(pages).to.deep.equal(['launch']);

      // Each event recorded once (its deliveries: one each), whichever instance's dispatcher sends it.
      await receiver.waitFor(1, 'release.published');
      await receiver.waitFor(1, 'release.failed');
      await until(async () => (await deliveryLog(app, project, webhook.id)).every((d) => d.status === 'delivered'));
      const types = (await deliveryLog(app, project, webhook.id)).map((d) => d.type).sort();
      expect(types).to.deep.equal(['page.deleted', 'release.failed', 'release.published']);
      expect(receiver.of('release.published').filter((r) => r.body.data.release.id === release.id)).to.have.length(1);
      expect(receiver.of('release.published')[0]!.body.data).to.deep.include({
        release: { id: release.id, name: 'Launch', publish_at: due, time_zone: 'Europe/Paris' },
        unpublished: [{ page_id: old, slug: 'old', language: 'en' }],
      });

      // Logged as the work of who scheduled it, through the scheduler.
      const activity = (await app.request('GET', `/api/projects/${project}/activity?action=run_release`, { as: OWNER })).body.activity;
      expect(activity.map((a: any) => [a.via, a.actor.id, a.target.id]).sort()).to.deep.equal(
        [
          ['scheduler', OWNER, doomed.id],
          ['scheduler', OWNER, release.id],
        ].sort(),
      );
    } finally {
      await stopInstances(apps);
    }
  });

  it('publishes at start a release that fell due while every instance was stopped', async () => {
    const clock = new FakeClock('2026-03-01T10:00:00.000Z');
    const first = await startInstances(clock, 2);
    const dataDir = first[0]!.dataDir;
    const issuer = first[0]!.issuer;
    const project = await first[0]!.createProject(OWNER);
    const draft = await newDraft(first[0]!, project, 'overnight');
    const due = new Date(clock.now().getTime() + 8 * HOUR).toISOString();
    const release = await createRelease(first[0]!, project, { name: 'Overnight', items: [{ action: 'publish', draft_id: draft }], publish_at: due });
    await stopInstances(first, true);

    // Every instance was down when it fell due; the first to start runs it.
    clock.set(new Date(Date.parse(due) + HOUR));
    const restarted = await TestApp.start({ clock, dataDir, issuer });
    try {
      await until(async () => (await readRelease(restarted, project, release.id)).status === 'published');
      // The deploy follows the release's end.
      await until(async () => (await fetchSite(restarted, project, `en/overnight/`)).status === 200);
      const listed = await restarted.request('GET', releasesPath(project, '?status=scheduled'), { as: OWNER });
      expect(listed.body.releases).to.deep.equal([]);
    } finally {
      await restarted.stop();
    }
  });
});

import { expect } from 'chai';
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { mintDevToken } from '../../../infrastructure/auth/dev-issuer.js';
import { DiskReleaseStore } from '../../../infrastructure/site/disk-release-store.js';
import { openSqlite } from '../../../infrastructure/sqlite/database.js';
import { SqliteProjectRepository } from '../../../infrastructure/sqlite/projects/project-repository.js';
import { aMembership, aProject } from '../../support/builders.js';
import { finished, startTsDirect, waitForLine, type Finished } from '../../support/processes.js';
import { fetchSite } from '../site/fetch-site.js';

const ROUNDS = 10;
/** Pages every round changes and publishes together (one token confirmed on every instance at once). */
const SHARED = Array.from({ length: 12 }, (_, i) => `shared-${i}`);
/** Pages of the two different publishes each round confirms at once on two instances. */
const LEFT = Array.from({ length: 6 }, (_, i) => `left-${i}`);
const RIGHT = Array.from({ length: 6 }, (_, i) => `right-${i}`);
const PARAGRAPH = 'A paragraph long enough that rendering the page takes a moment. '.repeat(30);

interface Instance {
  readonly child: ChildProcess;
  readonly url: string;
  readonly exit: Promise<Finished>;
}

async function startInstance(dataDir: string): Promise<Instance> {
  const child = startTsDirect('composition/main.ts', [], { DATA_DIR: dataDir, PORT: '0', LOG_LEVEL: 'info' });
  const exit = finished(child);
  const { url } = JSON.parse(await waitForLine(child, /content service listening/, 30_000)) as { url: string };
  return { child, url, exit };
}

/**
 * Several processes on one DATA_DIR (one SQLite file, one `sites/` folder), as docs/architecture.md
 * allows: deploys of one project must not break each other, whichever instance runs them.
 */
describe('Instances sharing one DATA_DIR', function () {
  this.timeout(300_000);
  const projectId = 'sharedsite';
  let dataDir: string;
  let instances: Instance[] = [];
  let token: string;

  before(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'content-service-shared-'));
    const db = openSqlite(dataDir);
    await new SqliteProjectRepository(db).create(aProject({ id: projectId, plan: 'pro' }), aMembership(projectId, 'owner', 'admin', true));
    db.close();
    token = await mintDevToken(dataDir, { sub: 'owner', ttlSeconds: 3600 });
    // Started once for every round: starting a process costs more than a round.
    instances = await Promise.all([0, 1, 2].map(() => startInstance(dataDir)));
  });

  after(async () => {
    for (const instance of instances) {
      if (instance.child.exitCode === null) instance.child.kill('SIGTERM');
      await instance.exit;
    }
    rmSync(dataDir, { recursive: true, force: true });
  });

  const call = async (instance: Instance, method: string, path: string, body?: unknown) => {
    const response = await fetch(`${instance.url}/api/projects/${projectId}${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as any };
  };

  /** Writes each page's draft for this round; returns the draft ids. */
  const edit = async (instance: Instance, slugs: readonly string[], round: number): Promise<string[]> => {
    const ids: string[] = [];
    for (const slug of slugs) {
      const content = `${contentOf(slug, round)}\n\n${PARAGRAPH}`;
      const metadata = { slug, title: titleOf(slug, round) };
      // The page's draft, cloned from its live page; a page not published yet starts as a new draft.
      const opened = await call(instance, 'POST', '/docs/edit/open', { slug, language: 'en' });
      expect(opened.status, JSON.stringify(opened.body)).to.be.oneOf([200, 404]);
      const draftId = opened.status === 200 ? opened.body.draftId : 'new';
      const saved = await call(instance, 'POST', '/docs/edit/save', { draftId, doc_template_id: 'page', language: 'en', metadata, content });
      expect(saved.status, JSON.stringify(saved.body)).to.equal(200);
      ids.push(saved.body.draftId);
    }
    return ids;
  };

  const dryRun = async (instance: Instance, draftIds: readonly string[]): Promise<string> => {
    const run = await call(instance, 'POST', '/publish', { draft_ids: draftIds });
    expect(run.status, JSON.stringify(run.body)).to.equal(201);
    expect(run.body.manifest.changes).to.have.length(draftIds.length);
    return run.body.confirmation_token;
  };

  const confirm = (instance: Instance, confirmationToken: string) => call(instance, 'POST', '/publish/confirm', { confirmation_token: confirmationToken });

  /**
   * Every page of the site as `round` left it, on `instance`. Another process's deploy reaches
   * an instance when it next reads the `current` link (at most a second later): the index is
   * awaited until it lists this round's titles, then every page must answer 200 with its content.
   */
  const expectWholeSite = async (instance: Instance, round: number) => {
    const page = (path: string) => fetchSite(instance, projectId, path);
    const all = [...SHARED, ...LEFT, ...RIGHT];
    const deadline = Date.now() + 30_000;
    let last = { status: 0, text: '' };
    for (;;) {
      const response = await page('en/');
      last = { status: response.status, text: response.text };
      if (last.status === 200 && all.every((slug) => last.text.includes(titleOf(slug, round)))) break;
      if (Date.now() > deadline)
        expect.fail(
          `${instance.url}: the index of round ${round} never showed (last answer ${last.status}) missing ${all.filter((slug) => !last.text.includes(titleOf(slug, round))).join(',')} ${last.text.slice(0, 3000)}`,
        );
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    for (const slug of all) {
      const response = await page(`en/${slug}/`);
      const text = response.text;
      expect(response.status, `${instance.url} /en/${slug}/ in round ${round}`).to.equal(200);
      expect(text, `${instance.url} /en/${slug}/ in round ${round}`).to.include(contentOf(slug, round));
    }
    expect((await page('')).status).to.equal(200);
    expect((await page('sitemap.xml')).status).to.equal(200);
  };

  /** One round: one publish confirmed on every instance at once, then two publishes confirmed at once on two. */
  const playRound = async (round: number) => {
    const [first, second, third] = [instances[round % 3]!, instances[(round + 1) % 3]!, instances[(round + 2) % 3]!];

    // Promoted once; every answer names the same publish.
    const sharedToken = await dryRun(first, await edit(first, SHARED, round));
    const same = await Promise.all(instances.map((instance) => confirm(instance, sharedToken)));
    for (const answer of same) expect(answer.status, `round ${round}: ${JSON.stringify(answer.body)}`).to.equal(200);
    expect(new Set(same.map((answer) => answer.body.publish_id)).size).to.equal(1);

    const leftToken = await dryRun(second, await edit(second, LEFT, round));
    const rightToken = await dryRun(third, await edit(third, RIGHT, round));
    const both = await Promise.all([confirm(second, leftToken), confirm(third, rightToken)]);
    for (const answer of both) expect(answer.status, `round ${round}: ${JSON.stringify(answer.body)}`).to.equal(200);
  };

  it('serves the whole new site on every instance after concurrent confirms of one publish and of two publishes, round after round', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      await playRound(round);
      for (const instance of instances) await expectWholeSite(instance, round);
    }
  });

  it('answers a read on any instance with the revision a save on another instance has just committed', async () => {
    const created = await call(instances[0]!, 'POST', '/docs/edit/save', {
      draftId: 'new',
      doc_template_id: 'page',
      language: 'en',
      metadata: { slug: 'read-your-write', title: 'Read your write' },
      content: 'saved 0',
    });
    expect(created.status, JSON.stringify(created.body)).to.equal(200);
    const draft = `/docs/edit/${created.body.draftId}`;
    for (let save = 1; save <= 30; save++) {
      const writer = instances[save % 3]!;
      const readers = instances.filter((instance) => instance !== writer);
      // Each reader has just read (and cached) the draft as it was.
      for (const reader of readers) expect((await call(reader, 'GET', draft)).body.doc.content).to.equal(`saved ${save - 1}`);
      const saved = await call(writer, 'POST', '/docs/edit/save', { draftId: created.body.draftId, language: 'en', metadata: {}, content: `saved ${save}` });
      expect(saved.status, JSON.stringify(saved.body)).to.equal(200);
      for (const reader of readers) {
        const read = await call(reader, 'GET', draft);
        expect({ content: read.body.doc.content, revision: read.body.revision }, `save ${save}, read on ${reader.url}`).to.deep.equal({
          content: `saved ${save}`,
          revision: save + 1,
        });
      }
    }
  });

  it('repairs at start-up a live release that lost files, though every publish was deployed', async () => {
    const round = ROUNDS;
    await playRound(round);
    await expectWholeSite(instances[0]!, round);
    instances[0]!.child.kill('SIGTERM');
    await instances[0]!.exit;
    // Every page file of the live release deleted by hand: the blobs its manifest names for `en/`.
    const sites = new DiskReleaseStore(join(dataDir, 'sites'), 0);
    const gutted = (await sites.current(projectId))!.release;
    const pages = [...(await sites.allEntries(projectId, gutted))].filter(([path]) => path.startsWith('en/'));
    for (const [, entry] of pages) rmSync(join(dataDir, 'sites', projectId, 'blobs', entry.etag), { force: true });
    expect(await sites.lostBlobs(projectId)).to.not.deep.equal([]);
    instances[0] = await startInstance(dataDir);
    // The start-up repair writes the lost blobs again (readers get each as soon as it is back) and switches to a release of its own.
    const deadline = Date.now() + 30_000;
    while ((await sites.current(projectId))!.release === gutted && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
    await expectWholeSite(instances[0], round);
    expect(await sites.lostBlobs(projectId)).to.deep.equal([]);
  });
});

function titleOf(slug: string, round: number): string {
  return `Page ${slug} (round ${round})`;
}

function contentOf(slug: string, round: number): string {
  return `The text of ${slug} in round ${round}.`;
}

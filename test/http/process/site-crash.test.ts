import { expect } from 'chai';
import type { ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { mintDevToken } from '../../../infrastructure/auth/dev-issuer.js';
import { DiskReleaseStore } from '../../../infrastructure/site/disk-release-store.js';
import { openSqlite } from '../../../infrastructure/sqlite/database.js';
import { SqliteProjectRepository } from '../../../infrastructure/sqlite/projects/project-repository.js';
import { aMembership, aProject } from '../../support/builders.js';
import { finished, startTsDirect, waitForLine } from '../../support/processes.js';
import { fetchSite } from '../site/fetch-site.js';

const BULK = 1000;
const PARAGRAPH = 'A paragraph of the page, long enough that writing the site takes a while. '.repeat(20);

/** Drafts written straight into the store before the server starts: thousands through HTTP would take long. */
async function seed(dataDir: string, projectId: string): Promise<void> {
  const db = openSqlite(dataDir);
  await new SqliteProjectRepository(db).create(aProject({ id: projectId, plan: 'pro' }), aMembership(projectId, 'owner', 'admin', true));
  const insert = db.prepare(
    `INSERT INTO documents (id, project_id, kind, slug, language, visibility, doc_template_id, metadata, content, revision, created_at, updated_at)
     VALUES (?, ?, 'draft', ?, 'en', 'draft', 'page', ?, ?, 1, '2026-01-01T00:00:00Z', '2026-01-01T00:00:00Z')`,
  );
  db.transaction(() => {
    for (let i = 0; i < 5; i++) insert.run(`a${i}`, projectId, `first-${i}`, JSON.stringify({ title: `First ${i}` }), `# First ${i}`);
    for (let i = 0; i < BULK; i++)
      insert.run(`b${String(i).padStart(5, '0')}`, projectId, `bulk-${i}`, JSON.stringify({ title: `Bulk ${i}` }), `${PARAGRAPH}\n\n${PARAGRAPH}`);
  })();
  db.close();
}

async function startServer(dataDir: string): Promise<{ child: ChildProcess; url: string; exit: ReturnType<typeof finished> }> {
  const child = startTsDirect('composition/main.ts', [], { DATA_DIR: dataDir, PORT: '0', LOG_LEVEL: 'info' });
  const exit = finished(child);
  const { url } = JSON.parse(await waitForLine(child, /content service listening/)) as { url: string };
  return { child, url, exit };
}

describe('Site deploys survive a killed process', function () {
  this.timeout(90_000);
  const projectId = 'crashproject';
  let dataDir: string;
  let server: { child: ChildProcess; url: string; exit: ReturnType<typeof finished> } | null = null;

  before(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'content-service-crash-'));
  });
  after(async () => {
    if (server !== null && server.child.exitCode === null) {
      server.child.kill('SIGTERM');
      await server.exit;
    }
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('serves the previous site whole after a SIGKILL during a deploy, and the next confirm deploys cleanly', async () => {
    await seed(dataDir, projectId);
    const token = await mintDevToken(dataDir, { sub: 'owner', ttlSeconds: 3600 });
    server = await startServer(dataDir);
    const call = async (method: string, path: string, body?: unknown) => {
      const response = await fetch(`${server!.url}${path}`, {
        method,
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: response.status, body: (await response.json()) as any };
    };
    const publishApi = `/api/projects/${projectId}/publish`;
    const siteDir = join(dataDir, 'sites', projectId);
    const blobs = () => readdirSync(join(siteDir, 'blobs'));
    /** The releases kept: each one's manifest (`<release>.json`; bases and records of what a release replaced aside). */
    const manifests = () => readdirSync(join(siteDir, 'manifests')).filter((name) => /^\d+\.json$/.test(name));
    const currentRelease = () => (JSON.parse(readFileSync(join(siteDir, 'current.json'), 'utf8')) as { release: number }).release;
    const building = () => existsSync(join(siteDir, 'building'));
    /** Every blob a kept release names is there, and nothing else is. */
    const tidy = async () => {
      const store = new DiskReleaseStore(join(dataDir, 'sites'), 0);
      const named = new Set<string>();
      for (const name of manifests()) for (const entry of (await store.allEntries(projectId, Number(name.slice(0, -5)))).values()) named.add(entry.etag);
      return { building: building(), unnamed: blobs().filter((blob) => !named.has(blob)), lost: await store.lostBlobs(projectId) };
    };

    // The previous site: five pages.
    const first = await call('POST', publishApi, { draft_ids: ['a0', 'a1', 'a2', 'a3', 'a4'] });
    expect(first.status, JSON.stringify(first.body)).to.equal(201);
    expect((await call('POST', `${publishApi}/confirm`, { confirmation_token: first.body.confirmation_token })).status).to.equal(200);
    const previous = currentRelease();
    const previousBlobs = blobs().length;
    const previousIndex = (await fetchSite(server, projectId)).text;

    // The big publish: the process dies while the new release is being written.
    const bulk = await call('POST', publishApi, {});
    expect(bulk.body.manifest.changes).to.have.length(BULK);
    void call('POST', `${publishApi}/confirm`, { confirmation_token: bulk.body.confirmation_token }).catch(() => undefined);
    await new Promise<void>((resolve, reject) => {
      const deadline = Date.now() + 30_000;
      const poll = setInterval(() => {
        if (building() && blobs().length > previousBlobs + 10) {
          clearInterval(poll);
          server!.child.kill('SIGKILL');
          resolve();
        } else if (currentRelease() !== previous || Date.now() > deadline) {
          clearInterval(poll);
          reject(new Error('the deploy finished (or never started) before the process could be killed midway'));
        }
      }, 2);
    });
    await server.exit;
    // The live release is the one before, whole; the dead deploy left its marker and blobs nothing names.
    expect(currentRelease()).to.equal(previous);
    const left = await tidy();
    expect(left.building).to.equal(true);
    expect(left.unnamed.length).to.be.greaterThan(10);
    expect(left.lost).to.deep.equal([]);

    // Restarted: the site served is a whole release at every moment (the previous one, until the
    // start-up step has deployed the publish the dead process recorded).
    server = await startServer(dataDir);
    const index = (await fetchSite(server, projectId)).text;
    if (index === previousIndex) {
      for (let i = 0; i < 5; i++) expect((await fetchSite(server, projectId, `en/first-${i}/`)).status).to.equal(200);
    }
    const deadline = Date.now() + 30_000;
    while (!(await fetchSite(server, projectId)).text.includes(`en/bulk-${BULK - 1}/`)) {
      if (Date.now() > deadline) throw new Error('the start-up step never deployed the recorded publish');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    // Its collection (just after the switch) swept what the dead deploy left.
    let swept = await tidy();
    for (let tries = 0; swept.unnamed.length > 0 && tries < 100; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      swept = await tidy();
    }
    expect(swept).to.deep.equal({ building: false, unnamed: [], lost: [] });

    // The next confirm deploys cleanly.
    const save = await call('POST', `/api/projects/${projectId}/docs/edit/save`, {
      draftId: 'new',
      doc_template_id: 'page',
      language: 'en',
      metadata: { slug: 'after', title: 'After' },
      content: 'After the crash',
    });
    expect(save.status).to.equal(200);
    const next = await call('POST', publishApi, {});
    expect(next.body.manifest.changes.map((c: { slug: string }) => c.slug)).to.deep.equal(['after']);
    expect((await call('POST', `${publishApi}/confirm`, { confirmation_token: next.body.confirmation_token })).status).to.equal(200);
    expect((await fetchSite(server, projectId, 'en/after/')).status).to.equal(200);
    expect((await fetchSite(server, projectId, 'en/bulk-7/')).status).to.equal(200);
    expect((await fetchSite(server, projectId, 'en/first-0/')).status).to.equal(200);
    expect(await tidy()).to.deep.equal({ building: false, unnamed: [], lost: [] });
    expect(manifests().length).to.be.at.most(3);
  });
});

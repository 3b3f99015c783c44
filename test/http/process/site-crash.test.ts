import { expect } from 'chai';
import type { ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readlinkSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { mintDevToken } from '../../../infrastructure/auth/dev-issuer.js';
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
    const releases = () => readdirSync(join(siteDir, 'releases'));
    const currentRelease = () => readlinkSync(join(siteDir, 'current')).split('/').pop()!;
    const complete = (release: string) => existsSync(join(siteDir, 'releases', release, 'release.json'));

    // The previous site: five pages.
    const first = await call('POST', publishApi, { draft_ids: ['a0', 'a1', 'a2', 'a3', 'a4'] });
    expect(first.status, JSON.stringify(first.body)).to.equal(201);
    expect((await call('POST', `${publishApi}/confirm`, { confirmation_token: first.body.confirmation_token })).status).to.equal(200);
    const previous = currentRelease();
    const previousIndex = (await fetchSite(server, projectId)).text;

    // The big publish: the process dies while the new release is being written.
    const bulk = await call('POST', publishApi, {});
    expect(bulk.body.manifest.changes).to.have.length(BULK);
    void call('POST', `${publishApi}/confirm`, { confirmation_token: bulk.body.confirmation_token }).catch(() => undefined);
    const writing = await new Promise<string>((resolve, reject) => {
      const deadline = Date.now() + 30_000;
      const poll = setInterval(() => {
        const partial = releases().find(
          (id) =>
            id !== previous && !complete(id) && existsSync(join(siteDir, 'releases', id, 'en')) && readdirSync(join(siteDir, 'releases', id, 'en')).length > 10,
        );
        if (partial !== undefined) {
          clearInterval(poll);
          server!.child.kill('SIGKILL');
          resolve(partial);
        } else if (currentRelease() !== previous || Date.now() > deadline) {
          clearInterval(poll);
          reject(new Error('the deploy finished (or never started) before the process could be killed midway'));
        }
      }, 2);
    });
    await server.exit;
    expect(currentRelease()).to.equal(previous);
    expect(complete(writing)).to.equal(false);

    // Restarted: the site served is a whole release at every moment (the previous one, until the
    // start-up step has deployed the publish the dead process recorded).
    server = await startServer(dataDir);
    const index = (await fetchSite(server, projectId)).text;
    expect(complete(currentRelease())).to.equal(true);
    if (index === previousIndex) {
      for (let i = 0; i < 5; i++) expect((await fetchSite(server, projectId, `en/first-${i}/`)).status).to.equal(200);
    }
    const deadline = Date.now() + 30_000;
    while (!(await fetchSite(server, projectId)).text.includes(`en/bulk-${BULK - 1}/`)) {
      if (Date.now() > deadline) throw new Error('the start-up step never deployed the recorded publish');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(releases()).to.not.include(writing);

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
    expect(releases().every(complete)).to.equal(true);
    expect(releases().length).to.be.at.most(3);
  });
});

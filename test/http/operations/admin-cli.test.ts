import { expect } from 'chai';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MIGRATIONS } from '../../../infrastructure/sqlite/migrations/index.js';
import { createLivePage, setUpTeam, TEAM } from '../../support/fixtures.js';
import { runTsDirect as runTs, type Finished } from '../../support/processes.js';
import { TestApp } from '../../support/test-app.js';
import { createKey, withKey } from '../api-keys/support.js';
import { ADMIN_CLI as ADMIN, jsonLines } from './support.js';

/** The operator commands as an operator runs them: processes of their own on the store of a running service. */
describe('Admin CLI against a running service', function () {
  // Each command is a process compiling TypeScript at start: seconds each on a busy machine.
  this.timeout(120_000);
  let app: TestApp;
  let projectId: string;
  const admin = (...args: string[]): Promise<Finished> => runTs(ADMIN, args, { DATA_DIR: app.dataDir });
  beforeEach(async () => {
    app = await TestApp.start();
    projectId = await setUpTeam(app, 'Bakery');
  });
  afterEach(() => app.stop());

  it('lists projects with their member counts, and a project’s members', async () => {
    const other = await app.createProject('someone', { name: 'Florist' });
    const [projects, members, missing] = await Promise.all([admin('projects'), admin('members', projectId), admin('members', 'no-such-project')]);
    expect(projects.code, projects.stderr).to.equal(0);
    const listed = jsonLines(projects.stdout);
    const trialEnd = (await app.request('GET', `/api/projects/${projectId}`, { as: TEAM.admin })).body.trial_ends_at;
    expect(listed).to.have.deep.members([
      { id: projectId, name: 'Bakery', plan: 'trial', trial_ends_at: trialEnd, members: 3 },
      { id: other, name: 'Florist', plan: 'trial', trial_ends_at: listed.find((p) => p.id === other)?.trial_ends_at, members: 1 },
    ]);
    expect(members.code, members.stderr).to.equal(0);
    expect(jsonLines(members.stdout)).to.deep.equal((await app.request('GET', `/api/projects/${projectId}/members`, { as: TEAM.admin })).body.members);
    expect([missing.code, missing.stderr]).to.deep.equal([1, 'Project not found\n']);
  });

  it('grants an admin: adds the membership, promotes a member, and says when nothing changed', async () => {
    const [added, missing] = await Promise.all([admin('grant-admin', projectId, 'rescuer'), admin('grant-admin', 'no-such-project', 'rescuer')]);
    expect(added.code, added.stderr).to.equal(0);
    expect(JSON.parse(added.stdout)).to.include({ project_id: projectId, user_id: 'rescuer', role: 'admin', provisioned: true, change: 'added' });
    expect((await app.request('POST', `/api/projects/${projectId}/keys`, { as: 'rescuer', body: { name: 'mine' } })).status).to.equal(201);
    const promoted = await admin('grant-admin', projectId, TEAM.member);
    expect(JSON.parse(promoted.stdout)).to.include({ user_id: TEAM.member, role: 'admin', provisioned: true, change: 'promoted' });
    const again = await admin('grant-admin', projectId, TEAM.member);
    expect(JSON.parse(again.stdout)).to.include({ change: 'unchanged' });
    expect([missing.code, missing.stderr]).to.deep.equal([1, 'Project not found\n']);
  });

  it('revokes an API key by its prefix or its id, with effect on the next request; an unknown key is refused', async () => {
    const first = await createKey(app, projectId, TEAM.admin);
    const second = await createKey(app, projectId, TEAM.admin);
    const read = (key: string) => withKey(app, 'GET', `/api/projects/${projectId}`, key, projectId);
    expect((await read(first.key)).status).to.equal(200);
    const byPrefix = await admin('revoke-key', first.key.slice(0, 16));
    expect(byPrefix.code, byPrefix.stderr).to.equal(0);
    expect(JSON.parse(byPrefix.stdout)).to.deep.equal({
      id: first.id,
      project_id: projectId,
      name: 'CI',
      prefix: first.key.slice(0, 16),
      role: 'manager',
      revoked: true,
    });
    expect((await read(first.key)).status).to.equal(401);
    expect((await read(second.key)).status).to.equal(200);
    const byId = await admin('revoke-key', second.id);
    expect(JSON.parse(byId.stdout)).to.include({ id: second.id, revoked: true });
    expect((await read(second.key)).status).to.equal(401);
    const unknown = await admin('revoke-key', second.id);
    expect([unknown.code, unknown.stderr]).to.deep.equal([1, 'API key not found\n']);
  });

  it('rebuilds the search index of a project and of all, logging progress as JSON lines when stderr is not a terminal', async () => {
    for (const slug of ['rye', 'spelt', 'oats']) await createLivePage(app, projectId, slug, { content: `# ${slug}\n\nWholegrain ${slug} bread.` });
    const [one, missing] = await Promise.all([admin('reindex', projectId), admin('reindex', 'no-such-project')]);
    expect(one.code, one.stderr).to.equal(0);
    expect(JSON.parse(one.stdout)).to.deep.equal({ projects: 1, pages: 3 });
    const progress = jsonLines(one.stderr);
    expect(progress.at(-1)).to.include({ msg: 'progress', step: `pages of ${projectId}`, done: 3, total: 3 });
    const all = await admin('reindex', '--all');
    expect(JSON.parse(all.stdout)).to.deep.equal({ projects: 1, pages: 3 });
    expect(jsonLines(all.stderr).at(-1)).to.include({ step: 'projects', done: 1 });
    const found = await app.request('GET', `/api/projects/${projectId}/search?q=wholegrain`, { as: TEAM.member });
    expect(found.body.results.map((r: { slug: string }) => r.slug).sort()).to.deep.equal(['oats', 'rye', 'spelt']);
    expect([missing.code, missing.stderr]).to.deep.equal([1, 'Project not found\n']);
  });

  it('shows the migration status of the store, and of a DATA_DIR no service has used yet', async () => {
    const empty = mkdtempSync(join(tmpdir(), 'content-service-empty-'));
    const [status, unused] = await Promise.all([admin('migrations'), runTs(ADMIN, ['migrations'], { DATA_DIR: empty })]);
    expect(status.code, status.stderr).to.equal(0);
    const report = JSON.parse(status.stdout);
    const latest = Math.max(...MIGRATIONS.map((m) => m.version));
    expect(report).to.include({ store: 'sqlite', exists: true, current_version: latest, latest_version: latest, search_index_build: 'done' });
    expect(report.applied.map((m: { version: number }) => m.version)).to.deep.equal(MIGRATIONS.map((m) => m.version).sort((a, b) => a - b));
    expect([report.pending, report.unknown]).to.deep.equal([[], []]);
    try {
      const fresh = JSON.parse(unused.stdout);
      expect(fresh).to.include({ exists: false, current_version: 0 });
      expect(fresh.pending).to.have.length(MIGRATIONS.length);
    } finally {
      rmSync(empty, { recursive: true, force: true });
    }
  });
});

describe('Admin CLI: a bad command line prints the usage and exits 2, opening nothing', function () {
  this.timeout(120_000);
  const cases: Array<[string[], string]> = [
    [[], 'missing <command>'],
    [['frobnicate'], 'unknown command "frobnicate"'],
    [['projects', 'extra'], 'projects: unexpected argument "extra"'],
    [['members'], 'members: missing <project_id>'],
    [['grant-admin', 'p1'], 'grant-admin: missing <user_id>'],
    [['revoke-key'], 'revoke-key: missing <key>'],
    [['reindex'], 'reindex: name one <project_id>, or --all for every project'],
    [['migrations', '--verbose'], 'migrations: unknown option --verbose'],
    [['backup'], 'backup: missing <file>'],
    [['restore'], 'restore: missing <file>'],
    [['export', 'p1'], 'export: missing <file>'],
    [['import', 'a.gz', '--without-members'], 'import: --without-members needs --admin <user_id> (a project needs an admin)'],
    [['set-plan', 'p1'], 'set-plan: missing <plan>'],
    [['set-trial-end'], 'set-trial-end: missing <project_id>'],
  ];

  it('for every command', async () => {
    // A DATA_DIR that does not exist: a command that opened the store would create it.
    const dataDir = join(tmpdir(), `content-service-never-${Date.now()}`);
    const results: Finished[] = [];
    for (let i = 0; i < cases.length; i += 5) {
      results.push(...(await Promise.all(cases.slice(i, i + 5).map(([args]) => runTs(ADMIN, args, { DATA_DIR: dataDir })))));
    }
    results.forEach((result, i) => {
      const [args, message] = cases[i]!;
      expect([result.code, result.stdout], args.join(' ')).to.deep.equal([2, '']);
      expect(result.stderr.split('\n\n')[0], args.join(' ')).to.equal(message);
      expect(result.stderr, args.join(' ')).to.include('\nusage: npm run admin -- <command> [arguments]\n');
    });
    const help = await runTs(ADMIN, ['help'], { DATA_DIR: dataDir });
    expect([help.code, help.stdout.split('\n')[0]]).to.deep.equal([0, 'usage: npm run admin -- <command> [arguments]']);
    expect(existsSync(dataDir), 'nothing was opened').to.equal(false);
  });
});

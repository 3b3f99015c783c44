import { expect } from 'chai';
import { createWriteStream, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGzip, gunzipSync, gzipSync } from 'node:zlib';
import { setUpTeam, TEAM } from '../../support/fixtures.js';
import { runTsDirect as runTs } from '../../support/processes.js';
import { TestApp } from '../../support/test-app.js';
import { fillProject, projectAnswers } from './project-content.js';
import { ADMIN_CLI, jsonLines, ok } from './support.js';

/**
 * `admin export` and `admin import` as processes, beside running services: a project moved to
 * another instance (another DATA_DIR) and copied within its own answers the API as it did.
 */
describe('Admin CLI: export and import of a project', function () {
  this.timeout(180_000);
  let source: TestApp;
  let target: TestApp;
  let projectId: string;
  let folder: string;
  let archive: string;
  let original: unknown;
  before(async () => {
    [source, target] = await Promise.all([TestApp.start(), TestApp.start()]);
    projectId = await setUpTeam(source, 'Bakery');
    await fillProject(source, projectId);
    original = await projectAnswers(source, projectId);
    folder = mkdtempSync(join(tmpdir(), 'content-service-archive-'));
    archive = join(folder, 'bakery.jsonl.gz');
    const exported = await runTs(ADMIN_CLI, ['export', projectId, archive], { DATA_DIR: source.dataDir });
    expect(exported.code, exported.stderr).to.equal(0);
    expect(JSON.parse(exported.stdout)).to.deep.equal({
      export: archive,
      project_id: projectId,
      bytes: statSync(archive).size,
      counts: { members: 3, templates: 1, images: 2, documents: 7, versions: 5, navigation: 4, glossary: 1 },
    });
    // Not a terminal: progress is JSON lines, the last of each step its count.
    const progress = jsonLines(exported.stderr);
    expect(progress.filter((p) => p.step === 'documents').at(-1)).to.include({ msg: 'progress', done: 7 });
    expect(statSync(archive).size, 'the larger image spans chunks').to.be.greaterThan(300 * 300 * 3);
  });
  after(async () => {
    await Promise.all([source?.stop(), target?.stop()]);
    if (folder !== undefined) rmSync(folder, { recursive: true, force: true });
  });

  const importInto = async (app: TestApp, ...options: string[]) => {
    // The service's own configuration: the deployed site names its addresses from PUBLIC_BASE_URL.
    const imported = await runTs(ADMIN_CLI, ['import', archive, ...options], { DATA_DIR: app.dataDir, PUBLIC_BASE_URL: app.config.publicBaseUrl });
    expect(imported.code, imported.stderr).to.equal(0);
    return { summary: JSON.parse(imported.stdout), stderr: imported.stderr };
  };

  it('imports into another instance while it serves: the same answers, every id new', async () => {
    const { summary, stderr } = await importInto(target);
    expect(summary).to.deep.include({ name: 'Bakery', source_project_id: projectId, warnings: [], site: 'deployed' });
    expect(summary.counts).to.deep.equal({ members: 3, templates: 1, images: 2, documents: 7, versions: 5, navigation: 4, glossary: 1 });
    expect(jsonLines(stderr).at(-1)).to.include({ step: 'import', done: statSync(archive).size, total: statSync(archive).size, unit: 'bytes' });
    expect(summary.project_id).to.not.equal(projectId);
    expect(await projectAnswers(target, summary.project_id)).to.deep.equal(original);
    const listed = ok(await target.request('GET', '/api/projects', { as: TEAM.member })).projects;
    expect(listed.map((p: { id: string }) => p.id)).to.deep.equal([summary.project_id]);
  });

  it('imports into the same instance beside its source, which stays as it was', async () => {
    const { summary } = await importInto(source, '--name', 'Bakery copy');
    const copy = (await projectAnswers(source, summary.project_id)) as { project: { name: string } };
    expect(copy.project.name).to.equal('Bakery copy');
    // The name given shows wherever the name does (the project, the site's title and header).
    expect(JSON.parse(JSON.stringify(copy).replaceAll('Bakery copy', 'Bakery'))).to.deep.equal(original);
    expect(await projectAnswers(source, projectId)).to.deep.equal(original);
    const ids = ok(await source.request('GET', '/api/projects', { as: TEAM.admin })).projects.map((p: { id: string }) => p.id);
    expect(ids).to.include.members([projectId, summary.project_id]);
  });

  it('imports with a new admin in place of the members', async () => {
    const { summary } = await importInto(target, '--without-members', '--admin', 'newcomer');
    expect(
      ok(await target.request('GET', `/api/projects/${summary.project_id}/members`, { as: 'newcomer' })).members.map((m: { user_id: string; role: string }) => [
        m.user_id,
        m.role,
      ]),
    ).to.deep.equal([['newcomer', 'admin']]);
    expect((await target.request('GET', `/api/projects/${summary.project_id}`, { as: TEAM.admin })).status).to.equal(404);
  });

  it('refuses an archive whose record after its images is one line of 600 MB (streamed), early and whole: no project, no image bytes left', async () => {
    const lines = gunzipSync(readFileSync(archive)).toString('utf8').split('\n');
    const documents = lines.findIndex((line) => line.startsWith('{"type":"document"'));
    expect(lines.slice(0, documents).some((line) => line.startsWith('{"type":"image"'))).to.equal(true);
    const long = join(folder, 'long-line.jsonl.gz');
    const megabyte = Buffer.alloc(1024 * 1024, 'a');
    const bytes = function* () {
      for (const line of lines.slice(0, documents)) yield Buffer.from(`${line}\n`);
      yield Buffer.from('{"type":"document","document":{"content":"');
      for (let i = 0; i < 600; i += 1) yield megabyte;
      yield Buffer.from('"}}\n');
    };
    await pipeline(Readable.from(bytes()), createGzip({ level: 1 }), createWriteStream(long));
    const blobs = join(target.dataDir, 'blobs');
    const stored = () => (existsSync(blobs) ? readdirSync(blobs, { recursive: true }).map(String).sort() : []);
    const projects = async () => (await runTs(ADMIN_CLI, ['projects'], { DATA_DIR: target.dataDir })).stdout;
    const [projectsBefore, blobsBefore] = [await projects(), stored()];

    const refused = await runTs(ADMIN_CLI, ['import', long], { DATA_DIR: target.dataDir });
    expect([refused.code, refused.stderr.trim().split('\n').at(-1)]).to.deep.equal([
      1,
      `Not imported: archive line ${documents + 1}: a line longer than 16 MiB: no record of an archive is that long`,
    ]);
    expect(await projects(), 'no project made').to.equal(projectsBefore);
    expect(stored(), 'no image bytes kept').to.deep.equal(blobsBefore);
  });

  /** The archive with its lines changed by `change` (each line's text, its index), as a new file. */
  const rewritten = (name: string, change: (line: string, index: number) => string): string => {
    const file = join(folder, name);
    const lines = gunzipSync(readFileSync(archive)).toString('utf8').split('\n');
    writeFileSync(file, gzipSync(lines.map(change).join('\n')));
    return file;
  };

  it('refuses an archive whose page metadata nests 10,000 levels deep, naming the line: no crash, no project left (issue 41)', async () => {
    let documentLine = 0;
    const deep = rewritten('deep.jsonl.gz', (line, index) => {
      if (documentLine !== 0 || !line.startsWith('{"type":"document"')) return line;
      documentLine = index + 1;
      return line.replace('"metadata":{', `"metadata":{"deep":${'['.repeat(10_000)}${']'.repeat(10_000)},`);
    });
    const projects = async () => (await runTs(ADMIN_CLI, ['projects'], { DATA_DIR: target.dataDir })).stdout;
    const before = await projects();
    const refused = await runTs(ADMIN_CLI, ['import', deep], { DATA_DIR: target.dataDir });
    expect([refused.code, refused.stderr.trim().split('\n').at(-1)]).to.deep.equal([
      1,
      `Not imported: archive line ${documentLine}: JSON nested deeper than 64 levels`,
    ]);
    expect(await projects(), 'no project made').to.equal(before);
  });

  it("imports a plan this instance does not know as the trial, with the archive's trial end: an ended trial stays ended (issue 41)", async () => {
    const unknownPlan = rewritten('enterprise.jsonl.gz', (line) => {
      if (!line.startsWith('{"type":"project"')) return line;
      const record = JSON.parse(line);
      return JSON.stringify({ ...record, project: { ...record.project, plan: 'enterprise', trial_ends_at: '2020-01-01T00:00:00.000Z' } });
    });
    const imported = await runTs(ADMIN_CLI, ['import', unknownPlan], { DATA_DIR: target.dataDir, PUBLIC_BASE_URL: target.config.publicBaseUrl });
    expect(imported.code, imported.stderr).to.equal(0);
    const summary = JSON.parse(imported.stdout);
    expect(summary.warnings).to.deep.equal([
      "plan enterprise is not in this instance's PLANS_JSON: the project is on the trial plan until set-plan moves it, and its trial ended at 2020-01-01T00:00:00.000Z",
    ]);
    expect(imported.stderr).to.include(`warning: ${summary.warnings[0]}`);
    const P = `/api/projects/${summary.project_id}`;
    expect(ok(await target.request('GET', P, { as: TEAM.admin }))).to.deep.include({ plan: 'trial', trial_ends_at: '2020-01-01T00:00:00.000Z' });
    const write = await target.request('PATCH', P, { as: TEAM.admin, body: { name: 'Still writable?' } });
    expect([write.status, write.body]).to.deep.equal([403, { error: 'Trial expired' }]);
    expect(ok(await target.request('GET', P, { as: TEAM.admin })).name).to.equal('Bakery');
  });

  it('refuses an archive cut short, a file that is not one, a missing file, and an export over a file; nothing is left behind', async () => {
    const projectsBefore = ok(await target.request('GET', '/api/projects', { as: TEAM.admin })).projects.length;
    const cut = join(folder, 'cut.jsonl.gz');
    const lines = gunzipSync(readFileSync(archive)).toString('utf8').split('\n');
    writeFileSync(cut, gzipSync(lines.slice(0, 12).join('\n') + '\n'));
    const notGzip = join(folder, 'notes.txt');
    writeFileSync(notGzip, 'hello');
    const [refusedCut, refusedText, missing, over, unknown] = await Promise.all([
      runTs(ADMIN_CLI, ['import', cut], { DATA_DIR: target.dataDir }),
      runTs(ADMIN_CLI, ['import', notGzip], { DATA_DIR: target.dataDir }),
      runTs(ADMIN_CLI, ['import', join(folder, 'nothing.gz')], { DATA_DIR: target.dataDir }),
      runTs(ADMIN_CLI, ['export', projectId, archive], { DATA_DIR: source.dataDir }),
      runTs(ADMIN_CLI, ['export', 'no-such-project', join(folder, 'x.gz')], { DATA_DIR: source.dataDir }),
    ]);
    expect([refusedCut.code, refusedCut.stderr.trim().split('\n').at(-1)]).to.deep.equal([
      1,
      'Not imported: the archive ends after line 12: its end record is missing (cut short?)',
    ]);

    expect(refusedText.code).to.equal(1);
    expect(refusedText.stderr).to.include('Not imported: archive line 1: the file is not a gzip archive, or is damaged');

    expect([missing.code, missing.stderr]).to.deep.equal([1, `No archive file at ${join(folder, 'nothing.gz')}\n`]);
    expect(ok(await target.request('GET', '/api/projects', { as: TEAM.admin })).projects.length).to.equal(projectsBefore);

    expect([over.code, over.stderr]).to.deep.equal([1, `${archive} already exists: an export never overwrites a file\n`]);

    expect([unknown.code, unknown.stderr]).to.deep.equal([1, 'Project not found\n']);
  });
});

import { expect } from 'chai';
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { fileURLToPath } from 'node:url';
import { newProject } from '../../../domain/projects/project.js';
import { MongoProjectRepository } from '../../../infrastructure/mongo/projects/project-repository.js';
import { MongoLiveSessionLedger } from '../../../infrastructure/mongo/live/live-session-ledger.js';
import { openSqlite, type SqliteDatabase } from '../../../infrastructure/sqlite/database.js';
import { SqliteLiveSessionLedger } from '../../../infrastructure/sqlite/live/live-session-ledger.js';
import { SqliteProjectRepository } from '../../../infrastructure/sqlite/projects/project-repository.js';
import type { ProjectRepository } from '../../../application/projects/ports.js';
import { InMemoryLiveSessionLedger } from '../../support/fakes/in-memory-live-session-ledger.js';
import { describeMongo } from '../../support/mongo.js';
import { ledgerContract } from './live-session-ledger.suite.js';

const run = promisify(execFile);

async function storeProject(projects: ProjectRepository, id: string): Promise<void> {
  const project = newProject({ id, name: id, defaultLanguage: 'en', now: new Date(), trialDays: 14 });
  await projects.create(project, { project_id: id, user_id: 'owner', role: 'admin', provisioned: true, created_at: project.created_at });
}

describe('LiveSessionLedger contract [in-memory fake]', () => {
  ledgerContract(async () => {
    const ledger = new InMemoryLiveSessionLedger();
    return {
      ledger,
      addProject: async () => {},
      // The fake has no projects; the service's deletion is what the real adapters are held to.
      deleteProject: async (id) => {
        for (const user of ['alice', 'bob']) for (const s of await ledger.listForDay(id, user, '2030-03-04')) await ledger.release(s);
      },
    };
  });
});

describe('LiveSessionLedger contract [SQLite]', () => {
  const dirs: string[] = [];
  const dbs: SqliteDatabase[] = [];
  after(() => {
    for (const db of dbs) db.close();
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  ledgerContract(async () => {
    const dir = mkdtempSync(join(tmpdir(), 'ledger-contract-'));
    const db = openSqlite(dir);
    dirs.push(dir);
    dbs.push(db);
    const projects = new SqliteProjectRepository(db);
    return {
      ledger: new SqliteLiveSessionLedger(db),
      addProject: (id) => storeProject(projects, id),
      deleteProject: async (id) => void (await projects.delete(id)),
    };
  });

  it('never over-issues when separate processes reserve on the same file', async function () {
    this.timeout(60_000);
    const dir = mkdtempSync(join(tmpdir(), 'ledger-processes-'));
    dirs.push(dir);
    const db = openSqlite(dir);
    dbs.push(db);
    await storeProject(new SqliteProjectRepository(db), 'shared');
    const worker = fileURLToPath(new URL('./reserve-worker.ts', import.meta.url));
    const workers = Array.from({ length: 4 }, (_, i) =>
      run(process.execPath, ['--import', 'tsx', worker, dir, 'shared', `w${i}`, '25', '7'], { cwd: process.cwd() }),
    );
    const reserved = (await Promise.all(workers)).reduce((sum, { stdout }) => sum + Number(stdout.trim()), 0);
    expect(reserved).to.equal(7);
    const day = new Date().toISOString().slice(0, 10);
    expect(await new SqliteLiveSessionLedger(db).listForDay('shared', 'alice', day)).to.have.length(7);
  });
});

describeMongo('LiveSessionLedger contract', (mongo) => {
  ledgerContract(async () => {
    const { db, client } = mongo();
    const projects = new MongoProjectRepository(db, client);
    return {
      ledger: new MongoLiveSessionLedger(db),
      addProject: (id) => storeProject(projects, id),
      deleteProject: async (id) => void (await projects.delete(id)),
    };
  });
});

import { expect } from 'chai';
import { execFile } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { newLiveSession } from '../../../domain/live/live-session.js';
import { newProject } from '../../../domain/projects/project.js';
import { MongoProjectRepository } from '../../../infrastructure/mongo/projects/project-repository.js';
import { MongoLiveSessionLedger } from '../../../infrastructure/mongo/live/live-session-ledger.js';
import { DATABASE_FILE, openSqlite, type SqliteDatabase } from '../../../infrastructure/sqlite/database.js';
import { SQLITE_DRIVER_PATH } from '../../../infrastructure/sqlite/driver.js';
import { SqliteLiveSessionLedger } from '../../../infrastructure/sqlite/live/live-session-ledger.js';
import { SqliteProjectRepository } from '../../../infrastructure/sqlite/projects/project-repository.js';
import type { ProjectRepository } from '../../../application/projects/ports.js';
import { InMemoryLiveSessionLedger } from '../../support/fakes/live.js';
import { describeMongo } from '../../support/mongo.js';
import { ledgerContract } from './live-session-ledger.contract.js';

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

  /** A fresh store with one project, 'p'. */
  const openStore = async () => {
    const dir = mkdtempSync(join(tmpdir(), 'ledger-sqlite-'));
    dirs.push(dir);
    const db = openSqlite(dir);
    dbs.push(db);
    await storeProject(new SqliteProjectRepository(db), 'p');
    return { dir, db, ledger: new SqliteLiveSessionLedger(db) };
  };
  const at = new Date('2030-03-04T10:00:00.000Z');
  const aSession = (id: string) => newLiveSession({ id, projectId: 'p', userId: 'alice', kind: 'start', at });

  it('sees the quota another connection filled while the reserve waited for its write lock', async () => {
    const { dir, ledger } = await openStore();
    // The other connection runs in a worker thread: better-sqlite3 blocks its thread while it
    // waits for a lock, so the two connections cannot share one.
    const signals = new Int32Array(new SharedArrayBuffer(8));
    const [GO, COMMITTED] = [0, 1];
    const worker = new Worker(
      `const { workerData: w, parentPort } = require('node:worker_threads');
       const db = new (require(w.driver))(w.file);
       db.pragma('busy_timeout = 5000');
       db.exec('BEGIN IMMEDIATE');
       db.prepare("INSERT INTO live_session_days (project_id, user_id, day, count) VALUES ('p', 'alice', '2030-03-04', ?)").run(w.limit);
       for (let i = 0; i < w.limit; i++) {
         db.prepare("INSERT INTO live_sessions (project_id, user_id, day, id, kind, issued_at, expires_at) VALUES ('p', 'alice', '2030-03-04', ?, 'start', ?, ?)")
           .run('other-' + i, '2030-03-04T09:00:00.000Z', '2030-03-04T09:30:00.000Z');
       }
       parentPort.postMessage('holding the write lock');
       Atomics.wait(w.signals, ${GO}, 0);
       // Let the reserve start and block on the lock before the quota lands.
       Atomics.wait(w.signals, ${COMMITTED}, 0, 250);
       Atomics.store(w.signals, ${COMMITTED}, 1);
       db.exec('COMMIT');
       db.close();`,
      { eval: true, workerData: { driver: SQLITE_DRIVER_PATH, file: join(dir, DATABASE_FILE), limit: 3, signals } },
    );
    const exited = once(worker, 'exit');
    await once(worker, 'message');
    Atomics.store(signals, GO, 1);
    Atomics.notify(signals, GO);
    const reservation = ledger.reserve(aSession('mine'), 3);
    expect(Atomics.load(signals, COMMITTED), 'the other connection committed before the reserve began').to.equal(0);
    expect(await reservation).to.equal('exhausted');
    expect(Atomics.load(signals, COMMITTED)).to.equal(1);
    await exited;
    expect((await ledger.listForDay('p', 'alice', '2030-03-04')).map((s) => s.id)).to.deep.equal(['other-0', 'other-1', 'other-2']);
  });

  it('leaves the slot free when recording the session fails', async () => {
    const { db, ledger } = await openStore();
    db.exec(`CREATE TEMP TRIGGER fail_session_insert BEFORE INSERT ON main.live_sessions BEGIN SELECT RAISE(ABORT, 'disk full'); END`);
    let failure: unknown;
    await ledger.reserve(aSession('lost'), 1).catch((error: unknown) => (failure = error));
    expect(failure).to.be.instanceOf(Error).with.property('message', 'disk full');
    db.exec('DROP TRIGGER fail_session_insert');
    // The counter went up and came back down with the failed insert: the one slot is still there.
    expect(await ledger.reserve(aSession('kept'), 1)).to.equal('reserved');
    expect(await ledger.reserve(aSession('over'), 1)).to.equal('exhausted');
    expect((await ledger.listForDay('p', 'alice', '2030-03-04')).map((s) => s.id)).to.deep.equal(['kept']);
  });

  it('never over-issues when separate processes reserve on the same file', async function () {
    this.timeout(60_000);
    const dir = mkdtempSync(join(tmpdir(), 'ledger-processes-'));
    dirs.push(dir);
    const db = openSqlite(dir);
    dbs.push(db);
    await storeProject(new SqliteProjectRepository(db), 'shared');
    const worker = fileURLToPath(new URL('../../support/workers/reserve-live-sessions.ts', import.meta.url));
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
      ledger: new MongoLiveSessionLedger(db, client),
      addProject: (id) => storeProject(projects, id),
      deleteProject: async (id) => void (await projects.delete(id)),
    };
  });
});

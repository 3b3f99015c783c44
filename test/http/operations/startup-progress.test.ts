import { expect } from 'chai';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pino } from 'pino';
import { reportSearchBackfill } from '../../../composition/startup-progress.js';
import { SearchBackfill, type BackfillOutcome } from '../../../infrastructure/search/index-build.js';
import { DATABASE_FILE, migrate } from '../../../infrastructure/sqlite/database.js';
import { Database } from '../../../infrastructure/sqlite/driver.js';
import { MIGRATIONS } from '../../../infrastructure/sqlite/migrations/index.js';
import { SqlitePageRepository } from '../../../infrastructure/sqlite/pages/page-repository.js';
import { SqliteProjectRepository } from '../../../infrastructure/sqlite/projects/project-repository.js';
import { aDoc } from '../../support/stores/page-fixtures.js';
import { aMembership, aProject } from '../../support/builders.js';
import { TestApp } from '../../support/test-app.js';

type LogLine = Record<string, unknown> & { msg: string };

function capturingLogger() {
  const lines: LogLine[] = [];
  return { lines, logger: pino({ level: 'info' }, { write: (line: string) => void lines.push(JSON.parse(line) as LogLine) }) };
}

describe('Start-up progress: migrations and the search index build are logged with their times', () => {
  let dataDir: string;
  beforeEach(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'content-service-startup-'));
  });
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  it('logs each migration applied to a new store in order, with its step and time, then the total; nothing at the next start', async () => {
    const first = capturingLogger();
    let app = await TestApp.start({ dataDir, logger: first.logger });
    await app.stop({ keepData: true });
    const applied = first.lines.filter((l) => l.msg === 'store migration applied');
    const known = [...MIGRATIONS].sort((a, b) => a.version - b.version);
    expect(applied.map((l) => [l.version, l.name, l.step])).to.deep.equal(known.map((m, i) => [m.version, m.name, `${i + 1}/${known.length}`]));
    expect(applied.every((l) => Number.isInteger(l.ms) && (l.ms as number) >= 0)).to.equal(true);
    const done = first.lines.find((l) => l.msg === 'store migrations done');
    expect(done).to.include({ applied: known.length });
    expect(done?.ms).to.be.a('number');

    const second = capturingLogger();
    app = await TestApp.start({ dataDir, logger: second.logger });
    await app.stop({ keepData: true });
    expect(second.lines.filter((l) => /migration/.test(l.msg))).to.deep.equal([]);
  });

  it('logs the build of the index for pages written before it, with the count and the time it took', async () => {
    const old = new Database(join(dataDir, DATABASE_FILE));
    // A store from before the search index (migration 8) and its analysis per language (46).
    migrate(
      old,
      MIGRATIONS.filter((m) => m.version !== 8 && m.version !== 46),
    );
    const project = aProject();
    await new SqliteProjectRepository(old).create(project, aMembership(project.id, 'alice', 'admin', true));
    const pages = new SqlitePageRepository(old);
    for (let i = 0; i < 40; i++) await pages.create(aDoc(project.id, { slug: `old-${i}` }));
    old.close();

    const { lines, logger } = capturingLogger();
    const app = await TestApp.start({ dataDir, logger });
    try {
      await app.get<SearchBackfill>(SearchBackfill).done;
      // The report is logged right after the build resolves: one more turn of the event loop.
      await new Promise((resolve) => setImmediate(resolve));
      expect(lines.filter((l) => l.msg === 'store migration applied').map((l) => l.version)).to.deep.equal([8, 46]);
      const built = lines.find((l) => l.msg === 'search index built for earlier pages');
      expect(built).to.include({ indexed: 40 });
      expect(built?.ms).to.be.a('number');
    } finally {
      await app.stop({ keepData: true });
    }
  });

  it('says where a running build is at every interval, until it ends', async () => {
    const { lines, logger } = capturingLogger();
    let end: (outcome: BackfillOutcome) => void = () => undefined;
    let indexed = 0;
    const backfill = {
      done: new Promise<BackfillOutcome>((resolve) => (end = resolve)),
      progress: () => ({ indexed: (indexed += 10), total: 100, elapsedMs: indexed }),
    };
    const reported = reportSearchBackfill(backfill, logger, 1);
    while (lines.length < 2) await new Promise((resolve) => setTimeout(resolve, 1));
    end({ kind: 'failed', indexed: 20, error: new Error('disk full') });
    await reported;
    const [a, b] = lines;
    expect([a, b].map((l) => [l?.msg, l?.total])).to.deep.equal([
      ['search index build in progress', 100],
      ['search index build in progress', 100],
    ]);
    expect(b!.indexed).to.be.greaterThan(a!.indexed as number);
    const last = lines[lines.length - 1]!;
    expect(last).to.include({ msg: 'search index build failed: pages written before it may not be found until the next start', indexed: 20, total: 100 });
    const count = lines.length;
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(lines.length, 'no progress line after the end').to.equal(count);
  });
});

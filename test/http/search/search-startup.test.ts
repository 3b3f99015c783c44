import { expect } from 'chai';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SearchBackfill } from '../../../infrastructure/search/index-build.js';
import { DATABASE_FILE, migrate } from '../../../infrastructure/sqlite/database.js';
import { MIGRATIONS } from '../../../infrastructure/sqlite/migrations/index.js';
import { SqlitePageRepository } from '../../../infrastructure/sqlite/pages/page-repository.js';
import { SqliteProjectRepository } from '../../../infrastructure/sqlite/projects/project-repository.js';
import { aDoc } from '../../support/stores/page-fixtures.js';
import { aMembership, aProject } from '../../support/builders.js';
import { TestApp } from '../../support/test-app.js';
import { Database } from '../../../infrastructure/sqlite/driver.js';

describe('HTTP search after an upgrade', () => {
  let app: TestApp;
  after(() => app?.stop());

  it('finds pages written before the search index existed, once the start-up build is done', async () => {
    // A store with pages and no search index (every migration but the index's, so that today's
    // adapters can write it): migration 8 runs at the next start, as on an upgrade.
    const dataDir = mkdtempSync(join(tmpdir(), 'content-service-test-'));
    const old = new Database(join(dataDir, DATABASE_FILE));
    migrate(
      old,
      MIGRATIONS.filter((m) => m.version !== 8 && m.version !== 46),
    );
    const project = aProject();
    await new SqliteProjectRepository(old).create(project, aMembership(project.id, 'alice', 'admin', true));
    const pages = new SqlitePageRepository(old);
    for (let i = 0; i < 60; i++) await pages.create(aDoc(project.id, { slug: `old-${i}`, content: i === 42 ? 'Marzipan is made here.' : `Page ${i}.` }));
    old.close();

    app = await TestApp.start({ dataDir });
    expect(await app.get<SearchBackfill>(SearchBackfill).done).to.deep.equal({ kind: 'complete', indexed: 60 });
    const found = await app.request('GET', `/api/projects/${project.id}/search?q=marzipan`, { as: 'alice' });
    expect(found.status).to.equal(200);
    expect(found.body.results.map((r: { slug: string }) => r.slug)).to.deep.equal(['old-42']);
  });
});

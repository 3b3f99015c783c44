import { expect } from 'chai';
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { fanOutDeliveryId } from '../../../domain/webhooks/delivery.js';
import { pageCreated } from '../../../domain/webhooks/event-data.js';
import { SqlitePageRepository } from '../../../infrastructure/sqlite/pages/page-repository.js';
import { SqliteProjectRepository } from '../../../infrastructure/sqlite/projects/project-repository.js';
import { SqliteWebhookDeliveries } from '../../../infrastructure/sqlite/webhooks/webhook-deliveries.js';
import { SqliteWebhookRepository } from '../../../infrastructure/sqlite/webhooks/webhook-repository.js';
import { aMembership, aProject, uniqueId } from '../../support/builders.js';
import { tempSqlite } from '../../support/sqlite.js';
import { aDoc } from '../../support/stores/page-fixtures.js';
import { anEndpoint, anEvent, stamped } from '../../support/stores/webhook-fixtures.js';

const run = promisify(execFile);
const WORKER = fileURLToPath(new URL('../../support/workers/claim-webhook-deliveries.ts', import.meta.url));

describe('SQLite webhook deliveries: dispatchers in several processes', function () {
  this.timeout(30_000);

  it('route each event and claim each delivery exactly once', async () => {
    const sqlite = tempSqlite();
    try {
      const project = aProject();
      await new SqliteProjectRepository(sqlite.db).create(project, aMembership(project.id, 'owner', 'admin'));
      const endpoint = anEndpoint(project.id);
      await new SqliteWebhookRepository(sqlite.db).create(endpoint, 20);
      const deliveries = new SqliteWebhookDeliveries(sqlite.db);
      const second = anEndpoint(project.id, { events: ['page.created'] });
      await new SqliteWebhookRepository(sqlite.db).create(second, 20);
      const ids: string[] = [];
      for (let i = 0; i < 150; i++) ids.push((await deliveries.enqueue(anEvent(project.id, 'ping'), endpoint.id, uniqueId('d'))).id);
      // Recorded by writes, to be routed by the racing processes: one delivery per endpoint each.
      const pages = new SqlitePageRepository(sqlite.db);
      for (let i = 0; i < 75; i++) {
        const doc = aDoc(project.id, { slug: `race-${i}` });
        const [event] = stamped(project.id, (d: typeof doc) => [pageCreated(d)])(doc);
        await pages.create(doc, undefined, () => [event!]);
        ids.push(fanOutDeliveryId(event!.id, endpoint.id), fanOutDeliveryId(event!.id, second.id));
      }
      const startAt = String(Date.now() + 1500);
      const outputs = await Promise.all(
        ['a', 'b', 'c'].map((lease) =>
          run(process.execPath, ['--import=tsx', WORKER, sqlite.dir, lease, startAt], { cwd: fileURLToPath(new URL('../../../', import.meta.url)) }),
        ),
      );
      const claimed = outputs.flatMap(({ stdout }) => JSON.parse(stdout) as string[]);
      expect(claimed).to.have.length(ids.length);
      expect(new Set(claimed)).to.deep.equal(new Set(ids));
    } finally {
      sqlite.dispose();
    }
  });
});

/**
 * A separate process for the SQLite claim race: opens the store at argv[2], waits for the
 * start time argv[4] (so the processes race rather than run one after another), routes
 * recorded events three at a time and claims due deliveries two at a time (lease argv[3])
 * until none is left, then prints the ids it got as JSON. Not a test file itself.
 */
import { openSqlite } from '../../../infrastructure/sqlite/database.js';
import { SqliteWebhookDeliveries } from '../../../infrastructure/sqlite/webhooks/webhook-deliveries.js';

const [dir, lease, startAt] = process.argv.slice(2) as [string, string, string];
const db = openSqlite(dir);
const deliveries = new SqliteWebhookDeliveries(db);
const claimed: string[] = [];
await new Promise((resolve) => setTimeout(resolve, Math.max(0, Number(startAt) - Date.now())));
for (;;) {
  await deliveries.route({ now: '2999-01-01T00:00:00.000Z', limit: 3 });
  const batch = await deliveries.claim({ now: '2999-01-01T00:00:00.000Z', leaseUntil: '2999-01-01T00:01:00.000Z', lease, limit: 2 });
  if (batch.length === 0 && (await deliveries.route({ now: '2999-01-01T00:00:00.000Z', limit: 3 })) === 0) break;
  claimed.push(...batch.map((c) => c.delivery.id));
  // Yield so the processes' transactions interleave rather than run back to back.
  await new Promise((resolve) => setImmediate(resolve));
}
db.close();
process.stdout.write(JSON.stringify(claimed));

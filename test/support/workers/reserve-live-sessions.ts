/**
 * A separate process for the SQLite contract's cross-process case: opens the store at argv[2]
 * and races `count` reservations for user alice on project argv[3] (limit argv[6]), then
 * prints how many it got. Not a test file itself.
 */
import { newLiveSession } from '../../../domain/live/live-session.js';
import { openSqlite } from '../../../infrastructure/sqlite/database.js';
import { SqliteLiveSessionLedger } from '../../../infrastructure/sqlite/live/live-session-ledger.js';

const [dir, projectId, name, count, limit] = process.argv.slice(2) as [string, string, string, string, string];
const db = openSqlite(dir);
const ledger = new SqliteLiveSessionLedger(db);
let reserved = 0;
for (let i = 0; i < Number(count); i++) {
  const session = newLiveSession({ id: `${name}-${i}`, projectId, userId: 'alice', kind: 'start', at: new Date() });
  if ((await ledger.reserve(session, Number(limit))) === 'reserved') reserved++;
  // Yield so the processes' transactions interleave rather than run back to back.
  await new Promise((resolve) => setImmediate(resolve));
}
db.close();
process.stdout.write(String(reserved));

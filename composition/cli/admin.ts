import * as E from 'fp-ts/lib/Either.js';
import { type ProjectRepository } from '../../application/projects/ports.js';
import { SetPlan } from '../../application/projects/set-plan.js';
import { SetTrialEnd } from '../../application/projects/set-trial-end.js';
import { loadConfig } from '../config.js';
import { MongoProjectRepository } from '../../infrastructure/mongo/projects/project-repository.js';
import { SqliteProjectRepository } from '../../infrastructure/sqlite/projects/project-repository.js';
import { byStorage, closeStorage, openStorage } from '../storage.js';

/**
 * Operator commands, with no HTTP surface. They open the same store as the server (SQLite in
 * WAL mode takes a second process safely), so they work while it runs:
 *   npm run admin -- set-plan <project_id> <plan>
 *   npm run admin -- set-trial-end <project_id> <iso-time>
 */
const USAGE = `usage:
  npm run admin -- set-plan <project_id> <plan>
  npm run admin -- set-trial-end <project_id> <iso-time>`;

async function main(argv: string[]): Promise<number> {
  const [command, projectId, value, ...extra] = argv;
  if (!projectId || !value || extra.length > 0 || !['set-plan', 'set-trial-end'].includes(command ?? '')) {
    process.stderr.write(`${USAGE}\n`);
    return 2;
  }
  const config = loadConfig(process.env);
  if (E.isLeft(config)) {
    process.stderr.write(`Invalid configuration:\n  ${config.left.join('\n  ')}\n`);
    return 1;
  }
  // Only what the two commands need, not the whole service: an operator's command starts fast.
  const storage = await openStorage(config.right);
  try {
    const projects = byStorage<ProjectRepository>(storage, {
      sqlite: (db) => new SqliteProjectRepository(db),
      mongo: (db, client) => new MongoProjectRepository(db, client),
    });
    const result =
      command === 'set-plan'
        ? await new SetPlan(projects, {
            trialDays: config.right.TRIAL_DAYS,
            plans: config.right.PLANS_JSON,
            publicBaseUrl: config.right.publicBaseUrl,
          }).execute({ projectId, plan: value })
        : await new SetTrialEnd(projects).execute({ projectId, trialEndsAt: value });
    if (E.isLeft(result)) {
      process.stderr.write(`${result.left.message}\n`);
      return 1;
    }
    const { id, plan, trial_ends_at } = result.right;
    process.stdout.write(`${JSON.stringify({ id, plan, trial_ends_at })}\n`);
    return 0;
  } finally {
    await closeStorage(storage);
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  },
);

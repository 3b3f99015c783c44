import { resolve } from 'node:path';
import { backupSqlite } from '../../../infrastructure/sqlite/backup.js';
import { restoreSqlite } from '../../../infrastructure/sqlite/restore.js';
import { EXIT, type CommandContext } from './command.js';

export const MONGODB_BACKUP_ADVICE =
  'backup and restore copy the embedded SQLite store; with MONGODB_URI set, use MongoDB’s own tools instead: ' +
  'mongodump --uri="$MONGODB_URI" --db=<MONGODB_DB> --archive=backup.gz --gzip (and mongorestore --archive=backup.gz --gzip --drop to restore), ' +
  'or your provider’s snapshots';

/** `backup <file>`: an online, consistent copy of the SQLite store, taken while the service serves. */
export async function backup(args: { file: string }, context: CommandContext): Promise<number> {
  if (context.config.MONGODB_URI !== null) return refuse(context, MONGODB_BACKUP_ADVICE);
  const target = resolve(args.file);
  const outcome = await backupSqlite(context.config.DATA_DIR, target, {
    progress: (done, total) => context.progress.listener({ step: 'backup', done, total, unit: 'pages' }),
  });
  context.progress.finish();
  switch (outcome.kind) {
    case 'done':
      context.print({ backup: outcome.file, pages: outcome.pages, bytes: outcome.bytes });
      return EXIT.ok;
    case 'no_store':
      return refuse(context, `No store to back up at ${outcome.store} (is DATA_DIR right?)`);
    case 'target_exists':
      return refuse(context, `${outcome.file} already exists: a backup never overwrites a file`);
    case 'no_folder':
      return refuse(context, `The folder ${outcome.folder} does not exist`);
    case 'bad_copy':
      return refuse(context, `The backup did not check out and was removed: ${outcome.problem}`);
  }
}

/** `restore <file>`: replaces the stopped service's store with a checked backup. */
export async function restore(args: { file: string }, context: CommandContext): Promise<number> {
  if (context.config.MONGODB_URI !== null) return refuse(context, MONGODB_BACKUP_ADVICE);
  const outcome = await restoreSqlite(context.config.DATA_DIR, resolve(args.file), {
    progress: (done, total) => context.progress.listener({ step: 'restore', done, total, unit: 'bytes' }),
    note: (message) => context.say(message),
  });
  context.progress.finish();
  switch (outcome.kind) {
    case 'restored':
      context.print({ restored: outcome.store, previous: outcome.previous, bytes: outcome.bytes });
      return EXIT.ok;
    case 'no_backup':
      return refuse(context, `No backup file at ${outcome.file}`);
    case 'bad_backup':
      return refuse(context, `Not restored, nothing changed: the backup is unusable (${outcome.problem})`);
    case 'in_use':
      return refuse(
        context,
        `Not restored, nothing changed: ${outcome.store} is open in another process (a running service or admin command). ` +
          'Stop the service (and any admin command) first, restore, then start it again: see docs/operations.md.',
      );
  }
}

function refuse(context: CommandContext, message: string): number {
  context.say(message);
  return EXIT.failed;
}

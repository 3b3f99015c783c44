import { MongoClient } from 'mongodb';
import { mongoSchemaStatus } from '../../../infrastructure/mongo/schema-status.js';
import { sqliteMigrationStatus } from '../../../infrastructure/sqlite/migration-status.js';
import { EXIT, type CommandContext } from './command.js';

/**
 * `migrations`: what the store's schema is against what this code expects, read without
 * changing anything (the service applies what is pending at its next start). SQLite: applied
 * versions against known ones; MongoDB: the indexes the service ensures (missing ones are
 * created at the next start). Fails (1) when a newer version of the service wrote the store.
 */
export async function migrationStatus(context: CommandContext): Promise<number> {
  const { config } = context;
  if (config.MONGODB_URI === null) {
    const status = sqliteMigrationStatus(config.DATA_DIR);
    context.print(status);
    if (status.unknown.length > 0) {
      context.say(`The store has migrations this version does not know (${status.unknown.join(', ')}): it was written by a newer version of the service.`);
      return EXIT.failed;
    }
    return EXIT.ok;
  }
  const client = new MongoClient(config.MONGODB_URI, { serverSelectionTimeoutMS: 10_000 });
  try {
    await client.connect();
    const status = await mongoSchemaStatus(client.db(config.MONGODB_DB));
    context.print(status);
    return EXIT.ok;
  } finally {
    await client.close();
  }
}

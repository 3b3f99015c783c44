import * as E from 'fp-ts/lib/Either.js';
import type { SearchIndexRebuild } from '../../../application/search/ports.js';
import { RebuildSearchIndex, type RebuildScope } from '../../../application/search/rebuild-search-index.js';
import { byStorage } from '../../storage.js';
import { MongoSearchIndexRebuild } from '../../../infrastructure/mongo/search/search-index-rebuild.js';
import { SqliteSearchIndexRebuild } from '../../../infrastructure/sqlite/search/search-index-rebuild.js';
import { EXIT, failed, type CommandContext } from './command.js';
import { projectStores, withStorage } from './store.js';

/** `reindex <project_id> | --all`: rebuilds the search index, a progress bar per project. */
export async function reindex(scope: RebuildScope, context: CommandContext): Promise<number> {
  return withStorage(context.config, async (storage) => {
    const rebuild = byStorage<SearchIndexRebuild>(storage, {
      sqlite: (db) => new SqliteSearchIndexRebuild(db),
      mongo: (db) => new MongoSearchIndexRebuild(db),
    });
    const done = await new RebuildSearchIndex(projectStores(storage).projects, rebuild).execute(scope, context.progress.listener);
    if (E.isLeft(done)) return failed(context, done.left);
    context.progress.finish();
    context.print(done.right);
    return EXIT.ok;
  });
}

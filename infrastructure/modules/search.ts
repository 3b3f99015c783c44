import { ContainerModule } from 'inversify';
import { PageSearchIndex } from '../../application/search/ports.js';
import { SearchPages } from '../../application/search/search-pages.js';
import { startMongoSearchBackfill } from '../mongo/search/backfill.js';
import { MongoPageSearchIndex } from '../mongo/search/page-search-index.js';
import { SearchBackfill } from '../search/index-build.js';
import { startSqliteSearchBackfill } from '../sqlite/search/backfill.js';
import { SqlitePageSearchIndex } from '../sqlite/search/page-search-index.js';
import { byStorage, type Storage } from '../storage.js';
import { bindUseCases } from './bind-use-cases.js';

/**
 * Full-text search of live pages: the index port (used by search and the `ask` tool), the
 * search use case, and the background build of the index for pages written before it existed
 * (started here, with the store; a no-op once done).
 */
export const searchModule = (storage: Storage) =>
  new ContainerModule(({ bind }) => {
    bind(PageSearchIndex).toConstantValue(
      byStorage<PageSearchIndex>(storage, { sqlite: (db) => new SqlitePageSearchIndex(db), mongo: (db) => new MongoPageSearchIndex(db) }),
    );
    bind(SearchBackfill).toConstantValue(
      byStorage<SearchBackfill>(storage, { sqlite: (db) => startSqliteSearchBackfill(db), mongo: (db) => startMongoSearchBackfill(db) }),
    );
    bindUseCases(bind, [SearchPages]);
  });

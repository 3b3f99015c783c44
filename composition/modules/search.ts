import { ContainerModule } from 'inversify';
import { PageSearchIndex } from '../../application/search/ports.js';
import { SearchPages } from '../../application/search/search-pages.js';
import { SiteSearch } from '../../application/search/site-search.js';
import { UpdateSearchSettings } from '../../application/search/update-search-settings.js';
import { startMongoSearchBackfill } from '../../infrastructure/mongo/search/backfill.js';
import { MongoPageSearchIndex } from '../../infrastructure/mongo/search/page-search-index.js';
import { SearchBackfill } from '../../infrastructure/search/index-build.js';
import { startSqliteSearchBackfill } from '../../infrastructure/sqlite/search/backfill.js';
import { SqlitePageSearchIndex } from '../../infrastructure/sqlite/search/page-search-index.js';
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
    bindUseCases(bind, [SearchPages, SiteSearch, UpdateSearchSettings]);
  });

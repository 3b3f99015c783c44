import type { ImageRepository } from '../../../application/media/ports.js';
import type { PageRepository } from '../../../application/pages/ports.js';
import type { ProjectArchiveStore } from '../../../application/portability/ports.js';
import type { NavigationRepository } from '../../../application/site/ports.js';
import type { Config } from '../../config.js';
import { blobStoreOf } from '../../data-folders.js';
import { byStorage, type Storage } from '../../storage.js';
import { MongoImageRepository } from '../../../infrastructure/mongo/media/image-repository.js';
import { MongoPageRepository } from '../../../infrastructure/mongo/pages/page-repository.js';
import { MongoProjectArchiveStore } from '../../../infrastructure/mongo/portability/project-archive-store.js';
import { MongoNavigationRepository } from '../../../infrastructure/mongo/site/navigation-repository.js';
import { SqliteImageRepository } from '../../../infrastructure/sqlite/media/image-repository.js';
import { SqlitePageRepository } from '../../../infrastructure/sqlite/pages/page-repository.js';
import { SqliteProjectArchiveStore } from '../../../infrastructure/sqlite/portability/project-archive-store.js';
import { SqliteNavigationRepository } from '../../../infrastructure/sqlite/site/navigation-repository.js';
import { SqliteGlossaryStore } from '../../../infrastructure/sqlite/translation/glossary-store.js';
import { MongoGlossaryStore } from '../../../infrastructure/mongo/translation/glossary-store.js';
import { type GlossaryStore } from '../../../application/translation/ports.js';
import { projectStores } from './store.js';

/** The adapters a whole project's content goes through (export, import, the site deploy after an import). */
export function contentStores(config: Config, storage: Storage) {
  return {
    ...projectStores(storage),
    archive: byStorage<ProjectArchiveStore>(storage, {
      sqlite: (db) => new SqliteProjectArchiveStore(db),
      mongo: (db, client) => new MongoProjectArchiveStore(db, client),
    }),
    images: byStorage<ImageRepository>(storage, { sqlite: (db) => new SqliteImageRepository(db), mongo: (db, client) => new MongoImageRepository(db, client) }),
    blobs: blobStoreOf(config, storage),
    pages: byStorage<PageRepository>(storage, { sqlite: (db) => new SqlitePageRepository(db), mongo: (db, client) => new MongoPageRepository(db, client) }),
    navigation: byStorage<NavigationRepository>(storage, {
      sqlite: (db) => new SqliteNavigationRepository(db),
      mongo: (db, client) => new MongoNavigationRepository(db, client),
    }),
    glossaries: byStorage<GlossaryStore>(storage, { sqlite: (db) => new SqliteGlossaryStore(db), mongo: (db) => new MongoGlossaryStore(db) }),
  };
}

export type ContentStores = ReturnType<typeof contentStores>;

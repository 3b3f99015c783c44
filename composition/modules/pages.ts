import { ContainerModule } from 'inversify';
import { CreatePage } from '../../application/pages/create-page.js';
import { DeletePage } from '../../application/pages/delete-page.js';
import { GetLivePageAt } from '../../application/pages/get-live-page-at.js';
import { GetPage } from '../../application/pages/get-page.js';
import { GetPageListing } from '../../application/pages/get-page-listing.js';
import { ListPages } from '../../application/pages/list-pages.js';
import { PageRepository } from '../../application/pages/ports.js';
import { SetPageVisibility } from '../../application/pages/set-page-visibility.js';
import { UpdatePage } from '../../application/pages/update-page.js';
import { MongoPageRepository } from '../../infrastructure/mongo/pages/page-repository.js';
import { SqlitePageRepository } from '../../infrastructure/sqlite/pages/page-repository.js';
import { byStorage, type Storage } from '../storage.js';
import { bindUseCases } from './bind-use-cases.js';

/** Live pages (and the documents store that drafts share). */
export const pagesModule = (storage: Storage) =>
  new ContainerModule(({ bind }) => {
    bind(PageRepository).toConstantValue(
      byStorage<PageRepository>(storage, { sqlite: (db) => new SqlitePageRepository(db), mongo: (db, client) => new MongoPageRepository(db, client) }),
    );
    bindUseCases(bind, [CreatePage, GetPage, GetLivePageAt, GetPageListing, ListPages, UpdatePage, DeletePage, SetPageVisibility]);
  });

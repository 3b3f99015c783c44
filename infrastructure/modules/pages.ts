import { ContainerModule } from 'inversify';
import { DiscardDraft } from '../../application/drafts/discard-draft.js';
import { DraftCreation } from '../../application/drafts/draft-creation.js';
import { GetDraft } from '../../application/drafts/get-draft.js';
import { GetDraftVersion } from '../../application/drafts/get-draft-version.js';
import { ListDraftVersions } from '../../application/drafts/list-draft-versions.js';
import { OpenDraft } from '../../application/drafts/open-draft.js';
import { RestoreDraftVersion } from '../../application/drafts/restore-draft-version.js';
import { SaveDraft } from '../../application/drafts/save-draft.js';
import { UploadCustomPage } from '../../application/drafts/upload-custom-page.js';
import { CreatePage } from '../../application/pages/create-page.js';
import { DeletePage } from '../../application/pages/delete-page.js';
import { GetPage } from '../../application/pages/get-page.js';
import { ListPages } from '../../application/pages/list-pages.js';
import { DraftVersionRepository, PageRepository, SiteSettingsStore } from '../../application/pages/ports.js';
import { SetPageVisibility } from '../../application/pages/set-page-visibility.js';
import { UpdatePage } from '../../application/pages/update-page.js';
import { UpdateSiteSettings } from '../../application/projects/update-site-settings.js';
import { MongoDraftVersionRepository } from '../mongo/pages/draft-version-repository.js';
import { MongoPageRepository } from '../mongo/pages/page-repository.js';
import { MongoSiteSettingsStore } from '../mongo/pages/site-settings-store.js';
import { SqliteDraftVersionRepository } from '../sqlite/pages/draft-version-repository.js';
import { SqlitePageRepository } from '../sqlite/pages/page-repository.js';
import { SqliteSiteSettingsStore } from '../sqlite/pages/site-settings-store.js';
import { byStorage, type Storage } from '../storage.js';
import { bindUseCases } from './bind-use-cases.js';

/** Live pages, drafts and their versions (Edit Mode), and the live agent's slug reservation. */
export const pagesModule = (storage: Storage) =>
  new ContainerModule(({ bind }) => {
    bind(PageRepository).toConstantValue(
      byStorage<PageRepository>(storage, { sqlite: (db) => new SqlitePageRepository(db), mongo: (db, client) => new MongoPageRepository(db, client) }),
    );
    bind(DraftVersionRepository).toConstantValue(
      byStorage<DraftVersionRepository>(storage, { sqlite: (db) => new SqliteDraftVersionRepository(db), mongo: (db) => new MongoDraftVersionRepository(db) }),
    );
    bind(SiteSettingsStore).toConstantValue(
      byStorage<SiteSettingsStore>(storage, { sqlite: (db) => new SqliteSiteSettingsStore(db), mongo: (db, client) => new MongoSiteSettingsStore(db, client) }),
    );
    bindUseCases(bind, [
      CreatePage, GetPage, ListPages, UpdatePage, DeletePage, SetPageVisibility,
      DraftCreation, OpenDraft, GetDraft, SaveDraft, DiscardDraft, ListDraftVersions, GetDraftVersion, RestoreDraftVersion, UploadCustomPage,
      UpdateSiteSettings,
    ]);
  });

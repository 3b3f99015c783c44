import { ContainerModule } from 'inversify';
import { DiscardDraft } from '../../application/drafts/discard-draft.js';
import { DraftCreation } from '../../application/drafts/draft-creation.js';
import { GetDraft } from '../../application/drafts/get-draft.js';
import { GetDraftLivePage } from '../../application/drafts/get-draft-live-page.js';
import { GetDraftVersion } from '../../application/drafts/get-draft-version.js';
import { ListDraftVersions } from '../../application/drafts/list-draft-versions.js';
import { OpenDraft } from '../../application/drafts/open-draft.js';
import { DraftRepository, DraftVersionRepository, PagePreview } from '../../application/drafts/ports.js';
import { PreviewDraft } from '../../application/drafts/preview-draft.js';
import { PreviewLookReader } from '../../application/drafts/preview-look.js';
import { RestoreDraftVersion } from '../../application/drafts/restore-draft-version.js';
import { SaveDraft } from '../../application/drafts/save-draft.js';
import { UploadCustomPage } from '../../application/drafts/upload-custom-page.js';
import { MongoDraftRepository } from '../../infrastructure/mongo/drafts/draft-repository.js';
import { MongoDraftVersionRepository } from '../../infrastructure/mongo/drafts/draft-version-repository.js';
import { SqliteDraftRepository } from '../../infrastructure/sqlite/drafts/draft-repository.js';
import { SqliteDraftVersionRepository } from '../../infrastructure/sqlite/drafts/draft-version-repository.js';
import { SitePagePreview } from '../../infrastructure/site/page-preview.js';
import { PREVIEW_STYLESHEETS_PATH } from '../../adapters/http/edit-mode/page.js';
import { byStorage, type Storage } from '../storage.js';
import { bindUseCases } from './bind-use-cases.js';

/** Drafts and their versions (Edit Mode), their preview, and custom page uploads. */
export const draftsModule = (storage: Storage) =>
  new ContainerModule(({ bind }) => {
    bind(DraftRepository).toConstantValue(
      byStorage<DraftRepository>(storage, { sqlite: (db) => new SqliteDraftRepository(db), mongo: (db, client) => new MongoDraftRepository(db, client) }),
    );
    bind(DraftVersionRepository).toConstantValue(
      byStorage<DraftVersionRepository>(storage, { sqlite: (db) => new SqliteDraftVersionRepository(db), mongo: (db) => new MongoDraftVersionRepository(db) }),
    );
    bind(PagePreview).toConstantValue(new SitePagePreview(PREVIEW_STYLESHEETS_PATH));
    bindUseCases(bind, [
      DraftCreation,
      PreviewLookReader,
      PreviewDraft,
      OpenDraft,
      GetDraft,
      SaveDraft,
      DiscardDraft,
      ListDraftVersions,
      GetDraftVersion,
      GetDraftLivePage,
      RestoreDraftVersion,
      UploadCustomPage,
    ]);
  });

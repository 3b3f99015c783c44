import { ContainerModule } from 'inversify';
import { CreatePreviewLink } from '../../application/preview-links/create-preview-link.js';
import { ListPreviewLinks } from '../../application/preview-links/list-preview-links.js';
import { OpenPreviewLink } from '../../application/preview-links/open-preview-link.js';
import { PreviewLinkRepository } from '../../application/preview-links/ports.js';
import { RevokePreviewLink } from '../../application/preview-links/revoke-preview-link.js';
import { MongoPreviewLinkRepository } from '../../infrastructure/mongo/preview-links/preview-link-repository.js';
import { SqlitePreviewLinkRepository } from '../../infrastructure/sqlite/preview-links/preview-link-repository.js';
import { byStorage, type Storage } from '../storage.js';
import { bindUseCases } from './bind-use-cases.js';

/** Preview links: drafts and releases anyone may open, rendered by the site's renderer. */
export const previewLinksModule = (storage: Storage) =>
  new ContainerModule(({ bind }) => {
    bind(PreviewLinkRepository).toConstantValue(
      byStorage<PreviewLinkRepository>(storage, { sqlite: (db) => new SqlitePreviewLinkRepository(db), mongo: (db) => new MongoPreviewLinkRepository(db) }),
    );
    bindUseCases(bind, [CreatePreviewLink, ListPreviewLinks, RevokePreviewLink, OpenPreviewLink]);
  });

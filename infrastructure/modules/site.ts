import { ContainerModule } from 'inversify';
import { SiteSettingsStore } from '../../application/site/ports.js';
import { UpdateSiteSettings } from '../../application/site/update-site-settings.js';
import { MongoSiteSettingsStore } from '../mongo/site/site-settings-store.js';
import { SqliteSiteSettingsStore } from '../sqlite/site/site-settings-store.js';
import { byStorage, type Storage } from '../storage.js';
import { bindUseCases } from './bind-use-cases.js';

/** The project's site: the live agent's placement and its reserved slug. */
export const siteModule = (storage: Storage) =>
  new ContainerModule(({ bind }) => {
    bind(SiteSettingsStore).toConstantValue(
      byStorage<SiteSettingsStore>(storage, { sqlite: (db) => new SqliteSiteSettingsStore(db), mongo: (db, client) => new MongoSiteSettingsStore(db, client) }),
    );
    bindUseCases(bind, [UpdateSiteSettings]);
  });

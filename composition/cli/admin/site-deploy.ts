import { ImageVariants } from '../../../application/media/image-variants.js';
import type { PublishRepository } from '../../../application/publishing/ports.js';
import { DeployLock } from '../../../application/site/deploy-lock.js';
import { ServedDomains } from '../../../application/site/domains/served-domains.js';
import type { DeployLeases, DomainRepository, LivePageJournal } from '../../../application/site/ports.js';
import { SiteDeployment } from '../../../application/site/site-deployment.js';
import { SiteSettingsState } from '../../../application/site/site-settings-state.js';
import { SiteThemeReader } from '../../../application/site/site-theme-reader.js';
import type { TemplateCatalog } from '../../../application/templates/ports.js';
import { reservedHostnamesOf, siteAddressingOf, type Config } from '../../config.js';
import { liveAgentAssetsOf } from '../../live-agent-assets.js';
import { siteStorageOf } from '../../site-storage.js';
import { byStorage, type Storage } from '../../storage.js';
import { NO_METRICS } from '../../../infrastructure/metrics/no-metrics.js';
import { SharpImageResizer } from '../../../infrastructure/media/sharp-image-resizer.js';
import { MongoPublishRepository } from '../../../infrastructure/mongo/publishing/publish-repository.js';
import { MongoDeployLeases } from '../../../infrastructure/mongo/site/deploy-leases.js';
import { MongoDomainRepository } from '../../../infrastructure/mongo/site/domain-repository.js';
import { MongoLivePageJournal } from '../../../infrastructure/mongo/site/live-page-journal.js';
import { MongoTemplateCatalog } from '../../../infrastructure/mongo/templates/template-catalog.js';
import { SqlitePublishRepository } from '../../../infrastructure/sqlite/publishing/publish-repository.js';
import { SqliteDeployLeases } from '../../../infrastructure/sqlite/site/deploy-leases.js';
import { SqliteDomainRepository } from '../../../infrastructure/sqlite/site/domain-repository.js';
import { SqliteLivePageJournal } from '../../../infrastructure/sqlite/site/live-page-journal.js';
import { SqliteTemplateCatalog } from '../../../infrastructure/sqlite/templates/template-catalog.js';
import type { ContentStores } from './content-stores.js';
import { systemClock, systemIds } from './store.js';

/**
 * Deploys a project's site as the service would after a publish (its live pages, navigation and
 * image variants), holding the project's deploy lease like every deploy of every instance.
 */
export async function deploySite(config: Config, stores: ContentStores, storage: Storage, projectId: string): Promise<void> {
  const publishes = byStorage<PublishRepository>(storage, {
    sqlite: (db) => new SqlitePublishRepository(db),
    mongo: (db, client) => new MongoPublishRepository(db, client),
  });
  // The live agent's pages load the launcher of the build this command runs from, as the service's would.
  const agentAssets = liveAgentAssetsOf(config);
  const deployer = siteStorageOf(config, storage).deployer(() => agentAssets, siteAddressingOf(config));
  const variants = new ImageVariants(stores.images, stores.blobs, new SharpImageResizer());
  const leases = byStorage<DeployLeases>(storage, { sqlite: (db) => new SqliteDeployLeases(db), mongo: (db) => new MongoDeployLeases(db) });
  const lock = new DeployLock(leases, systemClock, systemIds);
  const domains = new ServedDomains(
    byStorage<DomainRepository>(storage, { sqlite: (db) => new SqliteDomainRepository(db), mongo: (db, client) => new MongoDomainRepository(db, client) }),
    reservedHostnamesOf(config),
  );
  const templates = byStorage<TemplateCatalog>(storage, {
    sqlite: (db) => new SqliteTemplateCatalog(db),
    mongo: (db, client) => new MongoTemplateCatalog(db, client),
  });
  const theme = new SiteThemeReader(stores.images, variants, domains, templates, siteAddressingOf(config));
  // An imported project has no publish of its own to show: deploy it regardless, as a repair does.
  const settings = new SiteSettingsState(stores.navigation, domains, templates, deployer);
  const deployment = new SiteDeployment(
    publishes,
    stores.pages,
    stores.navigation,
    stores.projects,
    deployer,
    variants,
    lock,
    theme,
    agentAssets,
    systemClock,
    settings,
    byStorage<LivePageJournal>(storage, { sqlite: (db) => new SqliteLivePageJournal(db), mongo: (db) => new MongoLivePageJournal(db) }),
    NO_METRICS,
  );
  await deployment.deploy(projectId, { redeploy: true });
}

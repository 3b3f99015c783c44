import { join } from 'node:path';
import { ImageVariants } from '../../../application/media/image-variants.js';
import type { PublishRepository } from '../../../application/publishing/ports.js';
import { SiteDeployment } from '../../../application/site/site-deployment.js';
import type { Config } from '../../config.js';
import { SITES_FOLDER } from '../../data-folders.js';
import { byStorage, type Storage } from '../../storage.js';
import { SharpImageResizer } from '../../../infrastructure/media/sharp-image-resizer.js';
import { MongoPublishRepository } from '../../../infrastructure/mongo/publishing/publish-repository.js';
import { LocalSiteDeployer } from '../../../infrastructure/site/local-site-deployer.js';
import { SiteReleases } from '../../../infrastructure/site/site-releases.js';
import { SqlitePublishRepository } from '../../../infrastructure/sqlite/publishing/publish-repository.js';
import type { ContentStores } from './content-stores.js';
import { systemClock } from './store.js';

/** Deploys a project's site as the service would after a publish (its live pages, navigation and image variants). */
export async function deploySite(config: Config, stores: ContentStores, storage: Storage, projectId: string): Promise<void> {
  const publishes = byStorage<PublishRepository>(storage, {
    sqlite: (db) => new SqlitePublishRepository(db),
    mongo: (db, client) => new MongoPublishRepository(db, client),
  });
  const deployer = new LocalSiteDeployer(new SiteReleases(join(config.DATA_DIR, SITES_FOLDER)));
  const variants = new ImageVariants(stores.images, stores.blobs, new SharpImageResizer());
  await new SiteDeployment(publishes, stores.pages, stores.navigation, stores.projects, deployer, variants, systemClock).deploy(projectId);
}

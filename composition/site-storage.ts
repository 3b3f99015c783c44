import { join } from 'node:path';
import type { Logger } from 'pino';
import type { Progress } from '../application/shared/progress.js';
import type { LiveAgentAssets, SiteDeployer, SiteFiles } from '../application/site/ports.js';
import type { ReleaseStore } from '../application/site/release-store.js';
import type { SiteAddressing } from '../domain/site/site-origin.js';
import { MongoReleaseStore } from '../infrastructure/mongo/site/release-store.js';
import { LocalSiteDeployer } from '../infrastructure/site/local-site-deployer.js';
import { LocalSiteFiles } from '../infrastructure/site/local-site-files.js';
import { SiteReleases } from '../infrastructure/site/site-releases.js';
import { StoredSiteDeployer } from '../infrastructure/site/stored-site-deployer.js';
import { StoredSiteFiles } from '../infrastructure/site/stored-site-files.js';
import { SqliteReleaseStore } from '../infrastructure/sqlite/site/release-store.js';
import type { Config } from './config.js';
import { fileStorageOf, SITES_FOLDER } from './data-folders.js';
import { byStorage, type Storage } from './storage.js';

/**
 * How often an instance serving from MongoDB reads a site's release pointer again (a round trip);
 * on SQLite it is read at every request (one indexed row of a local file), so reads are exact.
 */
const MONGO_RECHECK_MS = 1000;

/** Where deployed sites live and how they are served, by FILE_STORAGE: one deployer and one reader over the same releases. */
export interface SiteStorage {
  readonly deployer: (agentAssets: () => LiveAgentAssets, addressing: SiteAddressing) => SiteDeployer;
  readonly files: SiteFiles;
}

export function siteStorageOf(config: Config, storage: Storage, logger?: Logger): SiteStorage {
  const releases = new SiteReleases(join(config.DATA_DIR, SITES_FOLDER));
  // A full rebuild (a theme or settings change) of a large site says how far it got.
  const progress = (step: Progress) => logger?.info({ step: step.step, done: step.done, total: step.total }, 'site deploy progress');
  if (fileStorageOf(config) === 'disk') {
    return { deployer: (agentAssets, addressing) => new LocalSiteDeployer(releases, agentAssets, addressing, progress), files: new LocalSiteFiles(releases) };
  }
  const store = byStorage<ReleaseStore>(storage, { sqlite: (db) => new SqliteReleaseStore(db), mongo: (db) => new MongoReleaseStore(db) });
  const recheckMs = storage.kind === 'sqlite' ? 0 : MONGO_RECHECK_MS;
  // Sites deployed on disk before (FILE_STORAGE=disk, or a MongoDB instance before sites moved to the store) are deployed into the store at start-up.
  const onDisk = () => releases.deployedProjects();
  return {
    deployer: (agentAssets, addressing) => new StoredSiteDeployer(store, agentAssets, addressing, { deployedElsewhere: onDisk, progress }),
    files: new StoredSiteFiles(store, recheckMs),
  };
}

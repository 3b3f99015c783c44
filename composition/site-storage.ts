import { join } from 'node:path';
import type { Logger } from 'pino';
import type { Progress } from '../application/shared/progress.js';
import type { LiveAgentAssets, SiteDeployer, SiteFiles } from '../application/site/ports.js';
import type { ReleaseStore } from '../application/site/release-store.js';
import type { SiteAddressing } from '../domain/site/site-origin.js';
import { MongoReleaseStore } from '../infrastructure/mongo/site/release-store.js';
import { DiskReleaseStore } from '../infrastructure/site/disk-release-store.js';
import { legacySiteProjects } from '../infrastructure/site/legacy-sites.js';
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

/**
 * Where deployed sites live and how they are served, by FILE_STORAGE: releases of a ReleaseStore
 * on the disk under DATA_DIR/sites (`disk`) or in the database (`store`), one deployer and one
 * reader over the same store.
 */
export interface SiteStorage {
  readonly deployer: (agentAssets: () => LiveAgentAssets, addressing: SiteAddressing) => SiteDeployer;
  readonly files: SiteFiles;
}

export function siteStorageOf(config: Config, storage: Storage, logger?: Logger): SiteStorage {
  const sitesFolder = join(config.DATA_DIR, SITES_FOLDER);
  // A full rebuild (a theme or settings change) of a large site says how far it got.
  const progress = (step: Progress) => logger?.info({ step: step.step, done: step.done, total: step.total }, 'site deploy progress');
  const onDisk = fileStorageOf(config) === 'disk';
  const store = onDisk
    ? new DiskReleaseStore(sitesFolder)
    : byStorage<ReleaseStore>(storage, { sqlite: (db) => new SqliteReleaseStore(db), mongo: (db) => new MongoReleaseStore(db) });
  // The disk store answers `current` from memory (its own switches at once, another process's within a second); SQLite is one indexed row.
  const recheckMs = storage.kind === 'mongo' && !onDisk ? MONGO_RECHECK_MS : 0;
  // Sites deployed in the layout before releases (folders under DATA_DIR/sites), and with FILE_STORAGE=store those
  // FILE_STORAGE=disk deployed, are deployed into the store at start-up.
  const deployedElsewhere = async () => [...(await legacySiteProjects(sitesFolder)), ...(onDisk ? [] : await new DiskReleaseStore(sitesFolder).projects())];
  return {
    deployer: (agentAssets, addressing) => new StoredSiteDeployer(store, agentAssets, addressing, { deployedElsewhere, progress }),
    files: new StoredSiteFiles(store, recheckMs),
  };
}

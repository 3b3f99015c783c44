import { ContainerModule } from 'inversify';
import type { Logger } from 'pino';
import { AddDomain } from '../../application/site/domains/add-domain.js';
import { DomainLookup } from '../../application/site/domains/domain-lookup.js';
import { ServedDomains } from '../../application/site/domains/served-domains.js';
import { FindSitePage } from '../../application/site/find-site-page.js';
import { SiteOfUrl } from '../../application/site/site-of-url.js';
import { ListDomains } from '../../application/site/domains/list-domains.js';
import { RemoveDomain } from '../../application/site/domains/remove-domain.js';
import { VerifyDomain } from '../../application/site/domains/verify-domain.js';
import { CreateHeaderNavItem } from '../../application/site/navigation/create-header-nav-item.js';
import { CreateSidebarGroup } from '../../application/site/navigation/create-sidebar-group.js';
import { DeleteHeaderNavItem } from '../../application/site/navigation/delete-header-nav-item.js';
import { DeleteSidebarGroup } from '../../application/site/navigation/delete-sidebar-group.js';
import { ListHeaderNavItems } from '../../application/site/navigation/list-header-nav-items.js';
import { ListSidebarGroups } from '../../application/site/navigation/list-sidebar-groups.js';
import { OrderNavigation } from '../../application/site/navigation/order-navigation.js';
import { UpdateHeaderNavItem } from '../../application/site/navigation/update-header-nav-item.js';
import { UpdateSidebarGroup } from '../../application/site/navigation/update-sidebar-group.js';
import { AssetCatalog } from '../../adapters/http/assets/asset-catalog.js';
import {
  DeployLeases,
  LivePageJournal,
  LiveAgentAssets,
  DomainRepository,
  DomainVerifier,
  NavigationRepository,
  SiteDeployer,
  SiteFiles,
  SiteSettingsStore,
} from '../../application/site/ports.js';
import { DeployLock } from '../../application/site/deploy-lock.js';
import { ReservedHostnames } from '../../application/site/reserved-hostnames.js';
import { SiteAddressing } from '../../application/site/site-addressing.js';
import { SiteDeployment } from '../../application/site/site-deployment.js';
import { SiteSettingsState } from '../../application/site/site-settings-state.js';
import { SiteThemeReader } from '../../application/site/site-theme-reader.js';
import { UpdateSiteSettings } from '../../application/site/update-site-settings.js';
import { reservedHostnamesOf, siteAddressingOf, type Config } from '../config.js';
import { liveAgentAssets } from '../live-agent-assets.js';
import { MongoDeployLeases } from '../../infrastructure/mongo/site/deploy-leases.js';
import { MongoLivePageJournal } from '../../infrastructure/mongo/site/live-page-journal.js';
import { MongoDomainRepository } from '../../infrastructure/mongo/site/domain-repository.js';
import { MongoNavigationRepository } from '../../infrastructure/mongo/site/navigation-repository.js';
import { MongoSiteSettingsStore } from '../../infrastructure/mongo/site/site-settings-store.js';
import { DnsDomainVerifier } from '../../infrastructure/site/dns-domain-verifier.js';
import { SqliteDeployLeases } from '../../infrastructure/sqlite/site/deploy-leases.js';
import { SqliteLivePageJournal } from '../../infrastructure/sqlite/site/live-page-journal.js';
import { SqliteDomainRepository } from '../../infrastructure/sqlite/site/domain-repository.js';
import { SqliteNavigationRepository } from '../../infrastructure/sqlite/site/navigation-repository.js';
import { SqliteSiteSettingsStore } from '../../infrastructure/sqlite/site/site-settings-store.js';
import { siteStorageOf } from '../site-storage.js';
import { byStorage, type Storage } from '../storage.js';
import { bindUseCases } from './bind-use-cases.js';

/**
 * The project's site: its settings (the live agent's placement), navigation, custom domains,
 * and the deployed files (rendered under DATA_DIR/sites, served from there).
 */
/** `logger` hears the progress of large deploys (a full rebuild after a theme or settings change). */
export const siteModule = (config: Config, storage: Storage, logger?: Logger) =>
  new ContainerModule(({ bind }) => {
    bind(SiteSettingsStore).toConstantValue(
      byStorage<SiteSettingsStore>(storage, { sqlite: (db) => new SqliteSiteSettingsStore(db), mongo: (db, client) => new MongoSiteSettingsStore(db, client) }),
    );
    bind(NavigationRepository).toConstantValue(
      byStorage<NavigationRepository>(storage, {
        sqlite: (db) => new SqliteNavigationRepository(db),
        mongo: (db, client) => new MongoNavigationRepository(db, client),
      }),
    );
    bind(DomainRepository).toConstantValue(
      byStorage<DomainRepository>(storage, { sqlite: (db) => new SqliteDomainRepository(db), mongo: (db, client) => new MongoDomainRepository(db, client) }),
    );
    bind(LivePageJournal).toConstantValue(
      byStorage<LivePageJournal>(storage, { sqlite: (db) => new SqliteLivePageJournal(db), mongo: (db) => new MongoLivePageJournal(db) }),
    );
    bind(DeployLeases).toConstantValue(
      byStorage<DeployLeases>(storage, { sqlite: (db) => new SqliteDeployLeases(db), mongo: (db) => new MongoDeployLeases(db) }),
    );
    const addressing = siteAddressingOf(config);
    bind(SiteAddressing).toConstantValue(addressing);
    bind(ReservedHostnames).toConstantValue(reservedHostnamesOf(config));
    bind(DomainVerifier).toConstantValue(new DnsDomainVerifier(config.DNS_SERVERS));
    const sites = siteStorageOf(config, storage, logger);
    // Read when a deploy or the start-up check needs them (never by a CLI that only removes a site).
    bind(LiveAgentAssets).toDynamicValue((context) => liveAgentAssets(config.publicBaseUrl, context.get(AssetCatalog)));
    bind(SiteDeployer).toDynamicValue((context) => sites.deployer(() => context.get<LiveAgentAssets>(LiveAgentAssets), addressing));
    bind(SiteFiles).toConstantValue(sites.files);
    bindUseCases(bind, [
      UpdateSiteSettings,
      DeployLock,
      SiteDeployment,
      SiteThemeReader,
      SiteSettingsState,
      DomainLookup,
      ServedDomains,
      SiteOfUrl,
      FindSitePage,
      ListSidebarGroups,
      CreateSidebarGroup,
      UpdateSidebarGroup,
      DeleteSidebarGroup,
      ListHeaderNavItems,
      CreateHeaderNavItem,
      UpdateHeaderNavItem,
      DeleteHeaderNavItem,
      OrderNavigation,
      ListDomains,
      AddDomain,
      VerifyDomain,
      RemoveDomain,
    ]);
  });

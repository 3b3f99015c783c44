import { ContainerModule } from 'inversify';
import { LiveTool } from '../../application/live/live-tool.js';
import { ConfirmTool } from '../../application/live/tools/confirm.js';
import { RunExtractionTool } from '../../application/live/tools/run-extraction.js';
import { SearchCompanyTool } from '../../application/live/tools/search-company.js';
import { SelectCompanyTool } from '../../application/live/tools/select-company.js';
import { SetFieldTool } from '../../application/live/tools/set-field.js';
import { ApplyOnboardingSession } from '../../application/onboarding/apply-onboarding-session.js';
import { GetOnboardingSession } from '../../application/onboarding/get-onboarding-session.js';
import { ListOnboardingSessions } from '../../application/onboarding/list-onboarding-sessions.js';
import { OnboardingSessions } from '../../application/onboarding/onboarding-sessions.js';
import { BusinessRegistry, CompanyExtractor, OnboardingSessionRepository } from '../../application/onboarding/ports.js';
import { GuardedFetch } from '../../application/shared/guarded-fetch.js';
import { Clock } from '../../application/shared/ports.js';
import type { Config } from '../config.js';
import { WebsiteExtractor } from '../../infrastructure/extraction/website-extractor.js';
import { MongoOnboardingSessionRepository } from '../../infrastructure/mongo/onboarding/onboarding-session-repository.js';
import { OpenCorporatesRegistry } from '../../infrastructure/registry/opencorporates.js';
import { RegistryFile } from '../../infrastructure/registry/registry-file.js';
import { SqliteOnboardingSessionRepository } from '../../infrastructure/sqlite/onboarding/onboarding-session-repository.js';
import { byStorage, type Storage } from '../storage.js';
import { bindUseCases } from './bind-use-cases.js';

/**
 * Onboarding: the session store, the business registry chosen by `REGISTRY_PROVIDER`, the
 * website extractor, the five onboarding tools, and the managers' use cases.
 */
export const onboardingModule = (config: Config, storage: Storage) =>
  new ContainerModule(({ bind }) => {
    bind(OnboardingSessionRepository).toConstantValue(
      byStorage<OnboardingSessionRepository>(storage, {
        sqlite: (db) => new SqliteOnboardingSessionRepository(db),
        mongo: (db, client) => new MongoOnboardingSessionRepository(db, client),
      }),
    );
    // Read at start: a registry file that is not one stops the process with the reason.
    bind(BusinessRegistry).toConstantValue(
      config.REGISTRY_PROVIDER === 'opencorporates'
        ? new OpenCorporatesRegistry({ baseUrl: config.OPENCORPORATES_BASE_URL, apiToken: config.OPENCORPORATES_API_TOKEN })
        : config.REGISTRY_FILE === null
          ? RegistryFile.sample()
          : RegistryFile.fromFile(config.REGISTRY_FILE),
    );
    bind(CompanyExtractor).toDynamicValue((context) => new WebsiteExtractor(context.get(GuardedFetch), context.get(Clock)));
    bindUseCases(bind, [OnboardingSessions, ListOnboardingSessions, GetOnboardingSession, ApplyOnboardingSession]);
    for (const tool of [SearchCompanyTool, SelectCompanyTool, RunExtractionTool, SetFieldTool, ConfirmTool]) bind(LiveTool).to(tool);
  });

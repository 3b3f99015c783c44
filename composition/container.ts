import 'reflect-metadata';
import { Container, type ContainerModule } from 'inversify';
import type { Logger } from 'pino';
import { IdentityVerifier } from '../application/identity/ports.js';
import { Clock } from '../application/shared/ports.js';
import { discoverOidc } from '../infrastructure/auth/oidc-discovery.js';
import { buildIdentityVerifier } from './identity-verifier-factory.js';
import type { Config } from './config.js';
import { accountsModule } from './modules/accounts.js';
import { activityModule } from './modules/activity.js';
import { approvalsModule } from './modules/approvals.js';
import { apiKeysModule } from './modules/api-keys.js';
import { assetsModule } from './modules/assets.js';
import { coreModule } from './modules/core.js';
import { draftsModule } from './modules/drafts.js';
import { ingestionModule } from './modules/ingestion.js';
import { invitationsModule } from './modules/invitations.js';
import { mcpModule } from './modules/mcp.js';
import { liveModule } from './modules/live.js';
import { liveToolsModule } from './modules/live-tools.js';
import { translationEngineModule } from './modules/translation-engine.js';
import { onboardingModule } from './modules/onboarding.js';
import { outgoingHttpModule } from './modules/outgoing-http.js';
import { mediaModule } from './modules/media.js';
import { metricsModule } from './modules/metrics.js';
import { oauthModule } from './modules/oauth.js';
import { pagesModule } from './modules/pages.js';
import { presenceModule } from './modules/presence.js';
import { previewLinksModule } from './modules/preview-links.js';
import { projectsModule } from './modules/projects.js';
import { publishingModule } from './modules/publishing.js';
import { questionsModule } from './modules/questions.js';
import { releasesModule } from './modules/releases.js';
import { searchModule } from './modules/search.js';
import { semanticSearchModule } from './modules/semantic-search.js';
import { signInModule } from './modules/sign-in.js';
import { siteModule } from './modules/site.js';
import { telephonyModule } from './modules/telephony.js';
import { templatesModule } from './modules/templates.js';
import { translationsModule } from './modules/translations.js';
import { webhooksModule } from './modules/webhooks.js';
import { sharedKeysOf } from './shared-keys.js';
import { closeStorage, openStorage, type Storage } from './storage.js';

/** A port and the value to bind to it instead of the configured adapter (tests, CLI). */
export interface Override {
  readonly token: symbol;
  readonly value: unknown;
}

export interface Composition {
  readonly container: Container;
  readonly storage: Storage;
  /** How identity tokens are verified, for the start-up log. */
  readonly identityDescription: string;
  close(): Promise<void>;
}

/**
 * The composition root: the only place that names concrete adapters. It opens the configured
 * store, then loads one module per feature; `overrides` replace bindings after loading. The
 * `logger` hears how the store's schema was brought up to date.
 */
export async function buildContainer(config: Config, overrides: readonly Override[] = [], logger?: Logger): Promise<Composition> {
  const storage = await openStorage(config, { logger });
  try {
    const clockOverride = overrides.find((o) => o.token === Clock)?.value as Clock | undefined;
    const identityOverride = overrides.find((o) => o.token === IdentityVerifier)?.value as IdentityVerifier | undefined;
    // An OpenID provider's endpoints and keys, read once at start: a provider that cannot be read stops the start, saying why.
    const oidc = config.AUTH_OIDC_CLIENT_ID === null ? null : await discoverOidc(config.AUTH_ISSUER!);
    // The keys instances share: under DATA_DIR, or in the store with FILE_STORAGE=store (created by the first instance).
    const keys = await sharedKeysOf(config, storage, logger);
    const identity = identityOverride
      ? { verifier: identityOverride, description: 'test override' }
      : await buildIdentityVerifier(config, clockOverride ?? { now: () => new Date() }, oidc, keys.devIssuer);

    const container = new Container({ defaultScope: 'Singleton' });
    const modules: ContainerModule[] = [
      coreModule(config, storage, identity.verifier),
      accountsModule(storage),
      projectsModule(storage),
      siteModule(config, storage, logger),
      templatesModule(storage),
      pagesModule(storage),
      draftsModule(storage),
      publishingModule(storage),
      searchModule(storage),
      semanticSearchModule(config, storage),
      liveModule(config, storage, keys),
      liveToolsModule(storage),
      translationEngineModule(config, storage, logger),
      apiKeysModule(storage),
      outgoingHttpModule(config),
      onboardingModule(config, storage),
      telephonyModule(config, storage),
      ingestionModule(storage),
      mediaModule(config, storage),
      oauthModule(config, storage),
      signInModule(config, oidc, keys),
      assetsModule(),
      webhooksModule(config, storage, keys),
      metricsModule(config),
      activityModule(config, storage),
      approvalsModule(storage),
      releasesModule(storage),
      presenceModule(storage),
      previewLinksModule(storage),
      questionsModule(config, storage, logger),
      invitationsModule(config, storage, logger),
      mcpModule(config, logger),
      // Last: it binds a PageTranslator only where no module above did.
      translationsModule(storage),
    ];
    container.load(...modules);
    for (const { token, value } of overrides) container.rebind(token).toConstantValue(value);

    return {
      container,
      storage,
      identityDescription: identity.description,
      close: () => closeStorage(storage),
    };
  } catch (error) {
    await closeStorage(storage);
    throw error;
  }
}

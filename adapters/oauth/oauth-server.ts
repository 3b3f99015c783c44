import type { AsyncLocalStorage } from 'node:async_hooks';
import type { IncomingMessage } from 'node:http';
import type { Context } from 'koa';
import type Provider from 'oidc-provider';
import type { ConnectorGrants } from '../../application/connectors/connector-grants.js';
import type { Authenticate } from '../../application/identity/authenticate.js';
import type { OAuthState } from '../../application/oauth/oauth-state.js';
import type { OAuthStore } from '../../application/oauth/ports.js';
import type { RedirectUriCheck } from '../../application/oauth/redirect-uri-check.js';
import type { GuardedFetch } from '../../application/shared/guarded-fetch.js';
import { Interactions, type ConsentPages } from './interactions.js';
import { providerConfiguration } from './provider-configuration.js';
import { loadServerKeys } from './server-keys.js';

/** How the composition root sets the authorization server up. */
interface OAuthServerOptions {
  /** PUBLIC_BASE_URL: the issuer identifier, and the base of both resources. */
  readonly publicBaseUrl: string;
  /** As the HTTP app trusts them (TRUST_PROXY): the library's own `ctx.secure` and `ctx.ip` follow it. */
  readonly trustedProxies: number;
  /** What the sign-in and consent pages are built from. */
  readonly pages: ConsentPages;
}

export interface OAuthServerDeps {
  readonly options: OAuthServerOptions;
  readonly store: OAuthStore;
  readonly state: OAuthState;
  readonly fetch: GuardedFetch;
  readonly authenticate: Authenticate;
  readonly grants: ConnectorGrants;
  readonly redirectUris: RedirectUriCheck;
}

/** What `ready` builds once: the library's provider and what serves its sign-in pages. */
interface Running {
  readonly provider: Provider;
  readonly callback: (req: IncomingMessage, res: import('node:http').ServerResponse) => Promise<void>;
  readonly interactions: Interactions;
  /** The library's per-request context (one AsyncLocalStorage, entered by every request it serves). */
  readonly requestContext: AsyncLocalStorage<unknown>;
}

/**
 * The OAuth 2.1 authorization server: node-oidc-provider (a Koa application of its own),
 * configured in provider-configuration.ts, built on first use (its keys come from the store),
 * plus the sign-in and consent pages. The route table hands it the `/oauth/*` and discovery
 * requests before any body parser: the library reads its own bodies and owns the response.
 */
export class OAuthServer {
  private running: Promise<Running> | null = null;
  /** Our Koa context of each request the library is serving, to log its server errors with the request id. */
  private readonly serving = new WeakMap<IncomingMessage, Context>();
  private inFlight = 0;

  constructor(private readonly deps: OAuthServerDeps) {}

  /** Lets the library answer the request (its endpoints, its discovery document). */
  async serve(ctx: Context): Promise<void> {
    const { callback, requestContext } = await this.ready();
    this.serving.set(ctx.req, ctx);
    // The library writes the response itself; Koa must not touch it afterwards.
    ctx.respond = false;
    this.inFlight += 1;
    try {
      await callback(ctx.req, ctx.res);
    } finally {
      this.inFlight -= 1;
      // On Node 20 an AsyncLocalStorage, once entered, keeps a promise hook on for the rest of
      // the process: one OAuth request would tax every promise of every later request (a
      // quarter of an authenticated read's throughput in the benchmark). With none of the
      // library's requests left in flight nobody reads its context: switch the hook off. The
      // next request enters it again (`run` re-enables it); on Node 24 this costs nothing.
      if (this.inFlight === 0) requestContext.disable();
    }
  }

  async showInteraction(ctx: Context, uid: string): Promise<void> {
    await (await this.ready()).interactions.show(ctx, uid);
  }

  async submitInteraction(ctx: Context, uid: string, form: Readonly<Record<string, string>>): Promise<void> {
    await (await this.ready()).interactions.submit(ctx, uid, form);
  }

  private ready(): Promise<Running> {
    this.running ??= this.start().catch((error: unknown) => {
      this.running = null;
      throw error;
    });
    return this.running;
  }

  private async start(): Promise<Running> {
    const { options, store, state, fetch, authenticate, grants, redirectUris } = this.deps;
    // Loaded here, on first use: a process that never serves OAuth (the admin CLI) never loads the library.
    const oidc = await import('oidc-provider');
    const { default: requestContext } = await import('oidc-provider/lib/helpers/als.js');
    const keys = await loadServerKeys(store);
    const currentRequest = () => (requestContext.getStore() as object | null | undefined) ?? undefined;
    const configuration = providerConfiguration({
      publicBaseUrl: options.publicBaseUrl,
      state,
      fetch,
      keys,
      errors: oidc.errors,
      currentRequest,
      pages: options.pages,
      redirectUris,
    });
    const provider = new oidc.Provider(options.publicBaseUrl, configuration);
    provider.proxy = options.trustedProxies > 0;
    provider.maxIpsCount = options.trustedProxies;
    // Koa would print errors to stderr; the library reports them as `server_error`, logged below with the request id.
    provider.silent = true;
    // The library builds its endpoint URLs from the request's URL (`ctx.href`): pinned to PUBLIC_BASE_URL's
    // origin, so a Host header (or a proxy that rewrites it, or TLS ended in front) never changes what it advertises.
    const origin = new URL(options.publicBaseUrl).origin;
    provider.use(async (providerCtx, next) => {
      Object.defineProperty(providerCtx.request, 'href', { get: () => origin + providerCtx.originalUrl, configurable: true });
      await next();
    });
    // A path the library has no endpoint for (or not for this method) would get Koa's plain-text 404: JSON, as every error here.
    provider.use(async (providerCtx, next) => {
      await next();
      if (providerCtx.status === 404 && providerCtx.body == null) {
        providerCtx.body = { error: 'Not found' };
        providerCtx.status = 404;
      }
    });
    provider.on('server_error', (providerCtx: { req?: IncomingMessage }, error: unknown) => {
      const ours = providerCtx.req === undefined ? undefined : this.serving.get(providerCtx.req);
      if (ours !== undefined) ours.state.failure = { cause: error, details: { event: 'oauth server error' } };
    });
    const interactions = new Interactions({
      provider,
      errors: oidc.errors,
      authenticate,
      grants,
      csrfKey: keys.csrf,
      pages: options.pages,
      redirectUris,
    });
    return { provider, callback: provider.callback() as Running['callback'], interactions, requestContext };
  }
}

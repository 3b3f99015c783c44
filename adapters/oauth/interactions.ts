import { createHmac, timingSafeEqual } from 'node:crypto';
import * as E from 'fp-ts/lib/Either.js';
import type { Context } from 'koa';
import type { errors as OidcErrors, default as Provider } from 'oidc-provider';
import type { ConnectorGrants } from '../../application/connectors/connector-grants.js';
import type { Authenticate } from '../../application/identity/authenticate.js';
import type { RedirectUriCheck } from '../../application/oauth/redirect-uri-check.js';
import { contentScopesOf } from '../../domain/oauth/scopes.js';
import type { AssetCatalog } from '../http/assets/asset-catalog.js';
import { pageSecurityHeaders } from '../http/pages/security-headers.js';
import { consentPage, problemPage, type ConsentPage } from './pages.js';
import { TTL } from './provider-configuration.js';

type InteractionDetails = Awaited<ReturnType<Provider['interactionDetails']>>;

export interface InteractionsDeps {
  readonly provider: Provider;
  readonly errors: typeof OidcErrors;
  readonly authenticate: Authenticate;
  readonly grants: ConnectorGrants;
  /** The key each interaction's CSRF token is derived from. */
  readonly csrfKey: string;
  readonly pages: ConsentPages;
  readonly redirectUris: RedirectUriCheck;
}

/** What the pages are built from: the browser bundles, and the identity provider's API their sign-in calls. */
export interface ConsentPages {
  readonly assets: AssetCatalog;
  readonly connectTo: readonly string[];
}

const STALE = 'This sign-in request has expired or was already answered.';

/**
 * The sign-in and consent step of an authorization request, as the library hands it over
 * (its interaction, found through its signed, SameSite cookie). One page shows the client,
 * where it returns to and the scopes, and signs the person in (the sign-in component sends a
 * fresh ID token with Allow); Allow signs the user in,
 * records a fresh grant of the requested content scopes for the requested resource, and lets
 * the library finish (redirect with the code); Deny ends the request with `access_denied`.
 * Every submission must carry the interaction's CSRF token (an HMAC of its id under a server
 * key), on top of the cookie, which a cross-site form post does not carry.
 */
export class Interactions {
  /**
   * Only the service's own scripts run, calling the service and the identity provider. Forms
   * are left free to go anywhere: Allow's answer redirects to the client, and browsers hold
   * the redirects after a form submission to `form-action`.
   */
  private readonly headers: Record<string, string>;

  constructor(private readonly deps: InteractionsDeps) {
    this.headers = { ...pageSecurityHeaders({ connectTo: deps.pages.connectTo, formAction: 'any' }), 'cache-control': 'no-store' };
  }

  async show(ctx: Context, uid: string): Promise<void> {
    const details = await this.details(ctx, uid);
    if (details === null) return this.problem(ctx, 400, 'Request expired', STALE);
    const refused = await this.refusedRedirect(details);
    if (refused !== null) return this.problem(ctx, 400, 'Cannot continue', refused);
    this.consent(ctx, 200, await this.consentOf(details));
  }

  async submit(ctx: Context, uid: string, form: Readonly<Record<string, string>>): Promise<void> {
    const details = await this.details(ctx, uid);
    if (details === null) return this.problem(ctx, 400, 'Request expired', STALE);
    const refused = await this.refusedRedirect(details);
    if (refused !== null) return this.problem(ctx, 400, 'Cannot continue', refused);
    if (!this.csrfMatches(uid, form.csrf ?? '')) {
      return this.problem(ctx, 403, 'Form refused', 'This form was not sent from the sign-in page it belongs to.');
    }
    const { provider } = this.deps;
    if (form.decision === 'deny') {
      return this.finish(ctx, { error: 'access_denied', error_description: 'The user denied access' });
    }
    const consent = await this.consentOf(details);
    if (form.decision !== 'allow') return this.consent(ctx, 400, { ...consent, error: 'Choose Allow or Deny.' });
    const idToken = (form.id_token ?? '').trim();
    if (idToken === '') return this.consent(ctx, 400, { ...consent, error: 'Sign in to allow access.' });
    const user = await this.deps.authenticate.identify(idToken);
    // A 401: a wrong token counts towards the per-IP limit on authentication failures.
    if (E.isLeft(user))
      return this.consent(ctx, 401, { ...consent, error: `Your sign-in was not accepted (${user.left.message}): sign out, sign in again, then allow.` });

    const userId = user.right.userId;
    const grant = new provider.Grant({ accountId: userId, clientId: consent.clientId });
    for (const resource of resourcesOf(details)) if (consent.scopes.length > 0) grant.addResourceScope(resource, consent.scopes.join(' '));
    // The library also counts the content scopes among its own (they are registrable): granted there too.
    const ownScopes = scopeList(details).filter((scope) => scope === 'openid' || consent.scopes.includes(scope));
    if (ownScopes.length > 0) grant.addOIDCScope(ownScopes.join(' '));
    const grantId = await grant.save();
    const client = await provider.Client.find(consent.clientId);
    await this.deps.grants.record({
      grantId,
      userId,
      client: { clientId: consent.clientId, clientName: consent.clientName, redirectUris: client?.redirectUris ?? [] },
      scopes: consent.scopes,
      lifetimeSeconds: TTL.Grant,
    });
    return this.finish(ctx, { login: { accountId: userId, remember: false }, consent: { grantId } });
  }

  /** The interaction of this browser for `uid`, or null (expired, answered, another browser's). */
  private async details(ctx: Context, uid: string): Promise<InteractionDetails | null> {
    try {
      const details = await this.deps.provider.interactionDetails(ctx.req, ctx.res);
      return details.uid === uid ? details : null;
    } catch (error) {
      if (error instanceof this.deps.errors.SessionNotFound) return null;
      throw error;
    }
  }

  /**
   * Why the code must not go where this request would send it, or null. Registration checked
   * the client's redirect URIs; a custom domain verified since (or a loopback port that is the
   * service's own) is caught here, before the person is asked.
   */
  private async refusedRedirect(details: InteractionDetails): Promise<string | null> {
    return this.deps.redirectUris.problemOf([await this.redirectUriOf(details)]);
  }

  /** Where the code goes: the request's redirect URI; a client with one registered redirect URI may leave it out, and that one is used. */
  private async redirectUriOf(details: InteractionDetails): Promise<string> {
    if (details.params.redirect_uri !== undefined) return String(details.params.redirect_uri);
    const client = await this.deps.provider.Client.find(String(details.params.client_id));
    return client?.redirectUris?.[0] ?? '';
  }

  private async consentOf(details: InteractionDetails): Promise<ConsentPage> {
    const clientId = String(details.params.client_id);
    const client = await this.deps.provider.Client.find(clientId);
    return {
      uid: details.uid,
      csrf: this.csrfFor(details.uid),
      clientId,
      clientName: client?.clientName ?? null,
      redirectHost: hostOf(await this.redirectUriOf(details)),
      scopes: contentScopesOf(scopeList(details).join(' ')),
      resources: resourcesOf(details),
    };
  }

  /** Hands the result to the library, which redirects the browser back to the authorization endpoint. */
  private async finish(ctx: Context, result: Parameters<Provider['interactionFinished']>[2]): Promise<void> {
    ctx.respond = false;
    await this.deps.provider.interactionFinished(ctx.req, ctx.res, result, { mergeWithLastSubmission: false });
  }

  private consent(ctx: Context, status: number, page: ConsentPage): void {
    this.page(ctx, status, consentPage(this.deps.pages.assets, page));
  }

  private problem(ctx: Context, status: number, title: string, message: string): void {
    this.page(ctx, status, problemPage(this.deps.pages.assets, title, message));
  }

  private page(ctx: Context, status: number, html: string): void {
    ctx.status = status;
    ctx.set(this.headers);
    ctx.type = 'html';
    ctx.body = html;
  }

  private csrfFor(uid: string): string {
    return createHmac('sha256', this.deps.csrfKey).update(`interaction:${uid}`).digest('base64url');
  }

  private csrfMatches(uid: string, sent: string): boolean {
    const expected = Buffer.from(this.csrfFor(uid));
    const given = Buffer.from(sent);
    return given.length === expected.length && timingSafeEqual(given, expected);
  }
}

const scopeList = (details: InteractionDetails): string[] =>
  String(details.params.scope ?? '')
    .split(' ')
    .filter((s) => s !== '');
const resourcesOf = (details: InteractionDetails): string[] => {
  const resource = details.params.resource;
  return (Array.isArray(resource) ? resource : [resource]).filter((r): r is string => typeof r === 'string');
};
const hostOf = (uri: string): string => {
  try {
    return new URL(uri).host;
  } catch {
    return uri;
  }
};

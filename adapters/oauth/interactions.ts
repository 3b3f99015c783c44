import { createHmac, timingSafeEqual } from 'node:crypto';
import * as E from 'fp-ts/lib/Either.js';
import type { Context } from 'koa';
import type { errors as OidcErrors, default as Provider } from 'oidc-provider';
import type { ConnectorGrants } from '../../application/connectors/connector-grants.js';
import type { Authenticate } from '../../application/identity/authenticate.js';
import { contentScopesOf } from '../../domain/oauth/scopes.js';
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
  readonly signInHint: string;
}

/** No outside asset, no script, no framing (clickjacking), no referrer leaking the request. */
const PAGE_HEADERS = {
  'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'; base-uri 'none'",
  'x-frame-options': 'DENY',
  'referrer-policy': 'no-referrer',
  'cache-control': 'no-store',
};

const STALE = 'This sign-in request has expired or was already answered.';

/**
 * The sign-in and consent step of an authorization request, as the library hands it over
 * (its interaction, found through its signed, SameSite cookie). One page shows the client,
 * where it returns to and the scopes, and takes the user's ID token; Allow signs the user in,
 * records a fresh grant of the requested content scopes for the requested resource, and lets
 * the library finish (redirect with the code); Deny ends the request with `access_denied`.
 * Every submission must carry the interaction's CSRF token (an HMAC of its id under a server
 * key), on top of the cookie, which a cross-site form post does not carry.
 */
export class Interactions {
  constructor(private readonly deps: InteractionsDeps) {}

  async show(ctx: Context, uid: string): Promise<void> {
    const details = await this.details(ctx, uid);
    if (details === null) return this.page(ctx, 400, problemPage('Request expired', STALE));
    this.page(ctx, 200, consentPage(await this.consentOf(details)));
  }

  async submit(ctx: Context, uid: string, form: Readonly<Record<string, string>>): Promise<void> {
    const details = await this.details(ctx, uid);
    if (details === null) return this.page(ctx, 400, problemPage('Request expired', STALE));
    if (!this.csrfMatches(uid, form.csrf ?? '')) {
      return this.page(ctx, 403, problemPage('Form refused', 'This form was not sent from the sign-in page it belongs to.'));
    }
    const { provider } = this.deps;
    if (form.decision === 'deny') {
      return this.finish(ctx, { error: 'access_denied', error_description: 'The user denied access' });
    }
    const consent = await this.consentOf(details);
    if (form.decision !== 'allow') return this.page(ctx, 400, consentPage({ ...consent, error: 'Choose Allow or Deny.' }));
    const idToken = (form.id_token ?? '').trim();
    if (idToken === '') return this.page(ctx, 400, consentPage({ ...consent, error: 'Paste your ID token to sign in.' }));
    const user = await this.deps.authenticate.identify(idToken);
    // A 401: a wrong token counts towards the per-IP limit on authentication failures.
    if (E.isLeft(user)) return this.page(ctx, 401, consentPage({ ...consent, error: `That ID token was not accepted: ${user.left.message}` }));

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

  private async consentOf(details: InteractionDetails): Promise<ConsentPage> {
    const clientId = String(details.params.client_id);
    const client = await this.deps.provider.Client.find(clientId);
    return {
      uid: details.uid,
      csrf: this.csrfFor(details.uid),
      clientId,
      clientName: client?.clientName ?? null,
      // A client with one registered redirect URI may leave it out of the request: that one is used.
      redirectHost: hostOf(String(details.params.redirect_uri ?? client?.redirectUris?.[0] ?? '')),
      scopes: contentScopesOf(scopeList(details).join(' ')),
      resources: resourcesOf(details),
      signInHint: this.deps.signInHint,
    };
  }

  /** Hands the result to the library, which redirects the browser back to the authorization endpoint. */
  private async finish(ctx: Context, result: Parameters<Provider['interactionFinished']>[2]): Promise<void> {
    ctx.respond = false;
    await this.deps.provider.interactionFinished(ctx.req, ctx.res, result, { mergeWithLastSubmission: false });
  }

  private page(ctx: Context, status: number, html: string): void {
    ctx.status = status;
    ctx.set(PAGE_HEADERS);
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

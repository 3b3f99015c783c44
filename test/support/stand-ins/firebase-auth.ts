import { randomBytes } from 'node:crypto';
import { jwtVerify, createLocalJWKSet } from 'jose';
import { TestIssuer } from '../tokens.js';
import { LoopbackJsonServer, type StandInAnswer, type StandInRequest } from './loopback-json-server.js';

export interface StandInAccount {
  readonly uid: string;
  readonly email: string;
  readonly password: string;
  disabled?: boolean;
}

/** A request the stand-in answered, for a test to check what the web client sent. */
export interface SeenRequest {
  readonly endpoint: 'signInWithPassword' | 'lookup' | 'token';
  readonly headers: StandInRequest['headers'];
  readonly body: Record<string, unknown>;
}

const SIGN_IN = '/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword';
const LOOKUP = '/identitytoolkit.googleapis.com/v1/accounts:lookup';
const TOKEN = '/securetoken.googleapis.com/v1/token';

/**
 * A loopback stand-in of what Firebase Auth's web client calls to sign in with an email and a
 * password, as the Auth emulator exposes it (`connectAuthEmulator` sends every request to
 * `<emulator>/<Google host>/<path>`): `accounts:signInWithPassword`, `accounts:lookup` and the
 * securetoken refresh. It checks each request (the API key, the method, the body, the web
 * client's headers), answers as Google's APIs do (errors included: `INVALID_LOGIN_CREDENTIALS`,
 * `USER_DISABLED`, `INVALID_REFRESH_TOKEN`), allows the browser's CORS preflights, and signs ID
 * tokens as Firebase does (`iss` https://securetoken.google.com/<project>, `aud` the project,
 * `auth_time`, `firebase.sign_in_provider`) with a test key, published at `jwksUrl`.
 */
export class FirebaseAuthStandIn {
  readonly seen: SeenRequest[] = [];
  private readonly refreshTokens = new Map<string, string>();
  private server: LoopbackJsonServer | null = null;

  private constructor(
    readonly projectId: string,
    readonly apiKey: string,
    private readonly accounts: StandInAccount[],
    private readonly issuer: TestIssuer,
    private readonly now: () => Date,
    private readonly lifetimeSeconds: number,
  ) {}

  static async start(options: {
    projectId: string;
    apiKey: string;
    accounts: StandInAccount[];
    /** The time tokens are issued at (the app's test clock, so that the service agrees they are fresh). */
    now?: () => Date;
    lifetimeSeconds?: number;
  }): Promise<FirebaseAuthStandIn> {
    const standIn = new FirebaseAuthStandIn(
      options.projectId,
      options.apiKey,
      options.accounts,
      await TestIssuer.create('RS256'),
      options.now ?? (() => new Date()),
      options.lifetimeSeconds ?? 3600,
    );
    standIn.server = await LoopbackJsonServer.start((request) => standIn.handle(request));
    return standIn;
  }

  /** What FIREBASE_AUTH_EMULATOR_URL names. */
  get url(): string {
    return this.server!.url;
  }

  /** What AUTH_JWKS_URL names: the keys the ID tokens are signed with. */
  get jwksUrl(): string {
    return `${this.url}/jwks`;
  }

  get issuerId(): string {
    return `https://securetoken.google.com/${this.projectId}`;
  }

  /** The service's variables that make it trust this stand-in's ID tokens and point its pages' sign-in at it. */
  serviceEnv(): Record<string, string> {
    return {
      AUTH_JWKS_FILE: '',
      AUTH_JWKS_URL: this.jwksUrl,
      AUTH_ISSUER: this.issuerId,
      AUTH_AUDIENCE: this.projectId,
      FIREBASE_API_KEY: this.apiKey,
      FIREBASE_AUTH_EMULATOR_URL: this.url,
    };
  }

  /** An ID token for the account, asked as Firebase's web client asks (to call the API as that person). */
  async signInFor(email: string, password: string): Promise<string> {
    const response = await fetch(`${this.url}${SIGN_IN}?key=${this.apiKey}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-client-version': 'Node/JsCore/test' },
      body: JSON.stringify({ email, password, returnSecureToken: true }),
    });
    return ((await response.json()) as { idToken: string }).idToken;
  }

  account(email: string): StandInAccount {
    return this.accounts.find((a) => a.email === email)!;
  }

  stop(): Promise<void> {
    return this.server!.stop();
  }

  private async handle(request: StandInRequest): Promise<StandInAnswer> {
    const url = new URL(request.path, 'http://stand-in');
    const cors = { 'access-control-allow-origin': String(request.headers.origin ?? '*'), vary: 'origin' };
    if (request.method === 'OPTIONS') {
      return {
        status: 204,
        body: undefined,
        headers: {
          ...cors,
          'access-control-allow-methods': 'POST',
          'access-control-allow-headers': String(request.headers['access-control-request-headers'] ?? ''),
          'access-control-max-age': '600',
        },
      };
    }
    if (request.method === 'GET' && url.pathname === '/jwks') return { status: 200, body: this.issuer.jwks };
    const answer = await this.answer(url, request);
    return { ...answer, headers: cors };
  }

  private async answer(url: URL, request: StandInRequest): Promise<StandInAnswer> {
    if (request.method !== 'POST') return error(404, 'NOT_FOUND');
    if (url.searchParams.get('key') !== this.apiKey) return error(400, 'API key not valid. Please pass a valid API key.', 'INVALID_ARGUMENT');
    // The web client names itself on every call (`X-Client-Version: Chrome/JsCore/<version>/FirebaseCore-web`).
    if (!/JsCore/.test(String(request.headers['x-client-version'] ?? ''))) return error(400, 'MISSING_CLIENT_VERSION');
    const contentType = String(request.headers['content-type'] ?? '');
    switch (url.pathname) {
      case SIGN_IN:
        if (!contentType.startsWith('application/json')) return error(400, 'INVALID_CONTENT_TYPE');
        return this.signIn(request.body ?? {}, request.headers);
      case LOOKUP:
        if (!contentType.startsWith('application/json')) return error(400, 'INVALID_CONTENT_TYPE');
        return this.lookup(request.body ?? {}, request.headers);
      case TOKEN:
        if (!contentType.startsWith('application/x-www-form-urlencoded')) return error(400, 'INVALID_CONTENT_TYPE');
        return this.refresh(Object.fromEntries(new URLSearchParams(request.raw)), request.headers);
      default:
        return error(404, 'NOT_FOUND');
    }
  }

  private async signIn(body: Record<string, unknown>, headers: StandInRequest['headers']): Promise<StandInAnswer> {
    this.seen.push({ endpoint: 'signInWithPassword', headers, body });
    if (body.returnSecureToken !== true) return error(400, 'MISSING_RETURN_SECURE_TOKEN');
    if (typeof body.email !== 'string' || body.email === '') return error(400, 'INVALID_EMAIL');
    if (typeof body.password !== 'string' || body.password === '') return error(400, 'MISSING_PASSWORD');
    const account = this.accounts.find((a) => a.email === body.email);
    // Email enumeration protection: an unknown email and a wrong password answer alike.
    if (account === undefined || account.password !== body.password) return error(400, 'INVALID_LOGIN_CREDENTIALS');
    if (account.disabled === true) return error(400, 'USER_DISABLED');
    const refreshToken = randomBytes(24).toString('base64url');
    this.refreshTokens.set(refreshToken, account.uid);
    return {
      status: 200,
      body: {
        kind: 'identitytoolkit#VerifyPasswordResponse',
        localId: account.uid,
        email: account.email,
        displayName: '',
        idToken: await this.idToken(account),
        registered: true,
        refreshToken,
        expiresIn: String(this.lifetimeSeconds),
      },
    };
  }

  private async lookup(body: Record<string, unknown>, headers: StandInRequest['headers']): Promise<StandInAnswer> {
    this.seen.push({ endpoint: 'lookup', headers, body });
    const account = await this.accountOf(body.idToken);
    if (account === null) return error(400, 'INVALID_ID_TOKEN');
    if (account.disabled === true) return error(400, 'USER_DISABLED');
    const created = String(Date.parse('2026-01-01T00:00:00Z'));
    return {
      status: 200,
      body: {
        kind: 'identitytoolkit#GetAccountInfoResponse',
        users: [
          {
            localId: account.uid,
            email: account.email,
            emailVerified: false,
            passwordHash: 'UkVEQUNURUQ=',
            providerUserInfo: [{ providerId: 'password', federatedId: account.email, email: account.email, rawId: account.email }],
            validSince: String(Math.floor(Date.parse('2026-01-01T00:00:00Z') / 1000)),
            lastLoginAt: String(this.now().getTime()),
            createdAt: created,
          },
        ],
      },
    };
  }

  private async refresh(form: Record<string, string>, headers: StandInRequest['headers']): Promise<StandInAnswer> {
    this.seen.push({ endpoint: 'token', headers, body: form });
    if (form.grant_type !== 'refresh_token') return error(400, 'INVALID_GRANT_TYPE');
    const uid = this.refreshTokens.get(form.refresh_token ?? '');
    const account = this.accounts.find((a) => a.uid === uid);
    if (account === undefined) return error(400, 'INVALID_REFRESH_TOKEN');
    if (account.disabled === true) return error(400, 'USER_DISABLED');
    const idToken = await this.idToken(account);
    return {
      status: 200,
      body: {
        access_token: idToken,
        expires_in: String(this.lifetimeSeconds),
        token_type: 'Bearer',
        refresh_token: form.refresh_token,
        id_token: idToken,
        user_id: account.uid,
        project_id: this.projectId,
      },
    };
  }

  private idToken(account: StandInAccount): Promise<string> {
    const now = this.now();
    const seconds = Math.floor(now.getTime() / 1000);
    return this.issuer.token({
      sub: account.uid,
      email: account.email,
      issuer: this.issuerId,
      audience: this.projectId,
      iat: now,
      ttlSeconds: this.lifetimeSeconds,
      claims: {
        auth_time: seconds,
        user_id: account.uid,
        email_verified: false,
        firebase: { identities: { email: [account.email] }, sign_in_provider: 'password' },
      },
    });
  }

  private async accountOf(idToken: unknown): Promise<StandInAccount | null> {
    if (typeof idToken !== 'string') return null;
    try {
      const { payload } = await jwtVerify(idToken, createLocalJWKSet(this.issuer.jwks), {
        issuer: this.issuerId,
        audience: this.projectId,
        currentDate: this.now(),
      });
      return this.accounts.find((a) => a.uid === payload.sub) ?? null;
    } catch {
      return null;
    }
  }
}

/** Google's API error body: `{ error: { code, message, errors, status } }`. */
function error(status: number, message: string, googleStatus = 'INVALID_ARGUMENT'): StandInAnswer {
  return { status, body: { error: { code: status, message, errors: [{ message, domain: 'global', reason: 'invalid' }], status: googleStatus } } };
}

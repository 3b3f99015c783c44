import * as E from 'fp-ts/lib/Either.js';
import * as t from 'io-ts';
import { isIPv4, isIPv6 } from 'node:net';
import { DEFAULT_PLANS, TRIAL_PLAN, type PlanTable } from '../domain/projects/plan.js';
import type { ReservedHostnames } from '../domain/site/reserved-hostnames.js';
import { sharedOriginProblem, type SiteAddressing } from '../domain/site/site-origin.js';
import { parseSealingKey } from '../infrastructure/webhooks/node-webhook-secrets.js';

/**
 * The environment, decoded once at start-up. Every variable is listed in docs/configuration.md with its
 * default; a bad value stops the process with one line per variable.
 */

/** A variable read from the environment: absent or empty means "use the default". */
const variable = <A>(name: string, parse: (raw: string) => A | undefined, fallback: A) =>
  new t.Type<A, string | undefined, unknown>(
    name,
    (_u): _u is A => false,
    (u, c) => {
      if (u === undefined || u === '') return t.success(fallback);
      if (typeof u !== 'string') return t.failure(u, c);
      const parsed = parse(u);
      return parsed === undefined ? t.failure(u, c) : t.success(parsed);
    },
    () => undefined,
  );

const integer = (min: number, max: number) => (raw: string) => {
  const n = Number(raw);
  return /^\d+$/.test(raw.trim()) && n >= min && n <= max ? n : undefined;
};
const text = (raw: string) => raw;
const url = (raw: string) => {
  try {
    const parsed = new URL(raw);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? raw.replace(/\/+$/, '') : undefined;
  } catch {
    return undefined;
  }
};
const wsUrl = (raw: string) => {
  try {
    const parsed = new URL(raw);
    return parsed.protocol === 'ws:' || parsed.protocol === 'wss:' ? raw : undefined;
  } catch {
    return undefined;
  }
};
const hostName = (raw: string) =>
  /^(?=.{1,253}(:|$))[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*(:\d{1,5})?$/i.test(raw) ? raw.toLowerCase() : undefined;
/** A DNS name without port (a single label such as `localhost` included), lowercase, without its trailing dot; never an IPv4 address. */
const domainName = (raw: string) => {
  const name = raw.toLowerCase().replace(/\.$/, '');
  return /^(?=.{1,253}$)[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*$/.test(name) && !/^[\d.]+$/.test(name) ? name : undefined;
};
/** `smtp://` or `smtps://` with a host (user and password in the URL, percent-encoded, when the server wants a login). */
const smtpUrl = (raw: string) => {
  try {
    const parsed = new URL(raw);
    return (parsed.protocol === 'smtp:' || parsed.protocol === 'smtps:') && parsed.hostname !== '' ? raw : undefined;
  } catch {
    return undefined;
  }
};
/** A sender as mail headers take it: `invites@example.com` or `Name <invites@example.com>`. */
const mailbox = (raw: string) => (/^(?:[^<>\r\n]*<[^\s@<>]+@[^\s@<>]+>|[^\s@<>]+@[^\s@<>]+)$/.test(raw.trim()) ? raw.trim() : undefined);
const bool = (raw: string) => (raw === 'true' ? true : raw === 'false' ? false : undefined);
const oneOf =
  <K extends string>(...values: K[]) =>
  (raw: string) =>
    (values as string[]).includes(raw) ? (raw as K) : undefined;
/** `true` is one proxy, `false` none, a number that many (hops from the right of X-Forwarded-For). */
const trustedProxies = (raw: string) => (raw === 'true' ? 1 : raw === 'false' ? 0 : integer(0, 10)(raw));
const countryList = (raw: string) => {
  const codes = raw
    .split(',')
    .map((c) => c.trim().toUpperCase())
    .filter((c) => c !== '');
  return codes.every((c) => /^[A-Z]{2}$/.test(c)) ? codes : undefined;
};
/** DNS servers as node's resolver takes them: `1.2.3.4`, `1.2.3.4:5353`, `::1` or `[::1]:5353`. */
const dnsServers = (raw: string) => {
  const servers = raw
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s !== '');
  const valid = servers.every((server) => {
    const bracketed = /^\[([^\]]+)\](?::(\d{1,5}))?$/.exec(server);
    if (bracketed) return isIPv6(bracketed[1]!) && (bracketed[2] === undefined || Number(bracketed[2]) <= 65535);
    const v4 = /^([\d.]+)(?::(\d{1,5}))?$/.exec(server);
    if (v4) return isIPv4(v4[1]!) && (v4[2] === undefined || Number(v4[2]) <= 65535);
    return isIPv6(server);
  });
  return servers.length > 0 && valid ? servers : undefined;
};
/** OAuth scopes as `scope` takes them (RFC 6749 §3.3), `openid` among them. */
const oidcScopes = (raw: string) => {
  const scopes = raw.trim().split(/ +/);
  return scopes.includes('openid') && scopes.every((scope) => /^[\x21\x23-\x5b\x5d-\x7e]+$/.test(scope)) ? scopes.join(' ') : undefined;
};
const plans = (raw: string): PlanTable | undefined => {
  try {
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return undefined;
    const entries = Object.entries(parsed as Record<string, unknown>);
    const count = (n: unknown) => typeof n === 'number' && Number.isInteger(n) && n >= 0;
    const valid = entries.every(([, v]) => {
      const limits = v as { live_sessions_per_day?: unknown; public_sessions_per_day?: unknown } | null;
      return count(limits?.live_sessions_per_day) && (limits?.public_sessions_per_day === undefined || count(limits.public_sessions_per_day));
    });
    return valid && Object.hasOwn(parsed, TRIAL_PLAN) ? (parsed as PlanTable) : undefined;
  } catch {
    return undefined;
  }
};

const EnvCodec = t.type({
  PORT: variable('a port number from 0 to 65535', integer(0, 65535), 3000),
  HOST: variable('a host name or address', text, '127.0.0.1'),
  DATA_DIR: variable('a directory path', text, './data'),
  MONGODB_URI: variable('a mongodb:// or mongodb+srv:// URI', (r) => (/^mongodb(\+srv)?:\/\//.test(r) ? r : undefined), null as string | null),
  // Where deployed sites and uploads in progress live: files under DATA_DIR, or the store (GridFS
  // on MongoDB, the database file on SQLite) so that instances share nothing else. Unset: the
  // store with MongoDB, disk with SQLite (fileStorageOf).
  FILE_STORAGE: variable('one of disk, store', oneOf('disk', 'store'), null as 'disk' | 'store' | null),
  MONGODB_DB: variable('a database name', (r) => (/^[^/\\. "$]{1,63}$/.test(r) ? r : undefined), 'content_service'),
  AUTH_JWKS_URL: variable('an http(s) URL', url, null as string | null),
  AUTH_JWKS_FILE: variable('a file path', text, null as string | null),
  AUTH_ISSUER: variable('an issuer string', text, null as string | null),
  AUTH_AUDIENCE: variable('an audience string', text, null as string | null),
  AUTH_FIREBASE_PROJECT_ID: variable('a Firebase project id', (r) => (/^[a-z0-9-]{4,40}$/.test(r) ? r : undefined), null as string | null),
  AUTH_OIDC_CLIENT_ID: variable('a client id', text, null as string | null),
  AUTH_OIDC_SCOPES: variable('space-separated scopes, openid among them', oidcScopes, null as string | null),
  AUTH_OIDC_LABEL: variable('from 1 to 60 characters', (r) => (r.trim().length >= 1 && r.trim().length <= 60 ? r.trim() : undefined), null as string | null),
  AUTH_FAILURE_LIMIT: variable('an integer from 1 to 100000', integer(1, 100_000), 10),
  MCP_RATE_LIMIT: variable('an integer from 1 to 1000000000', integer(1, 1_000_000_000), 60),
  MCP_SUBSCRIPTION_POLL_MS: variable('an integer from 20 to 60000', integer(20, 60_000), 1000),
  OAUTH_RATE_LIMIT: variable('an integer from 1 to 1000000000', integer(1, 1_000_000_000), 30),
  SIGN_IN_RATE_LIMIT: variable('an integer from 1 to 1000000000', integer(1, 1_000_000_000), 30),
  FIREBASE_API_KEY: variable('a Firebase web API key', (r) => (/^[A-Za-z0-9_-]{10,100}$/.test(r) ? r : undefined), null as string | null),
  FIREBASE_AUTH_DOMAIN: variable('a host name (my-app.firebaseapp.com)', hostName, null as string | null),
  FIREBASE_AUTH_EMULATOR_URL: variable('an http(s) URL', url, null as string | null),
  TRUST_PROXY: variable('true, false, or the number of proxies in front (0 to 10)', trustedProxies, 0),
  PLANS_JSON: variable('a JSON object {"<plan>":{"live_sessions_per_day":N,"public_sessions_per_day":N}} that includes "trial"', plans, DEFAULT_PLANS),
  LIVE_PUBLIC_ADDRESS_LIMIT: variable('an integer from 0 to 1000000', integer(0, 1_000_000), 20),
  LIVE_PUBLIC_TOOL_CALLS: variable('an integer from 0 to 1000000', integer(0, 1_000_000), 100),
  LIVE_PUBLIC_TOOL_WRITES: variable('an integer from 0 to 1000000', integer(0, 1_000_000), 10),
  LIVE_PUBLIC_TOOL_RATE: variable('an integer from 1 to 1000000', integer(1, 1_000_000), 20),
  TRIAL_DAYS: variable('an integer from 0 to 3650', integer(0, 3650), 14),
  PUBLIC_BASE_URL: variable('an http(s) URL', url, null as string | null),
  SITES_DOMAIN: variable('a domain name (sites.example.com) or localhost', domainName, 'localhost'),
  LOG_LEVEL: variable('one of fatal, error, warn, info, debug, trace, silent', oneOf('fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'), 'info'),
  // JSON lines for a log collector; one readable line each when a person watches a terminal.
  LOG_FORMAT: variable('one of auto, json, pretty', oneOf('auto', 'json', 'pretty'), 'auto'),
  VOICE_PROVIDER: variable('one of local, gemini', oneOf('local', 'gemini'), 'local'),
  LOCAL_VOICE_IDLE_SECONDS: variable('an integer from 1 to 3600', integer(1, 3600), 60),
  LOCAL_VOICE_MAX_SECONDS: variable('an integer from 1 to 86400', integer(1, 86_400), 900),
  GEMINI_API_KEY: variable('an API key', text, null as string | null),
  GEMINI_BASE_URL: variable('an http(s) URL', url, null as string | null),
  GEMINI_LIVE_MODEL: variable('a model name', text, 'gemini-2.5-flash-native-audio-preview-09-2025'),
  // Semantic ranking of search (docs/publishing.md#semantic-ranking): off unless a provider is named.
  EMBEDDINGS_PROVIDER: variable('one of none, gemini', oneOf('none', 'gemini'), 'none'),
  EMBEDDINGS_MODEL: variable('a model name', text, 'gemini-embedding-001'),
  EMBEDDINGS_DIMENSIONS: variable('an integer from 128 to 3072', integer(128, 3072), 256),
  EMBEDDINGS_CACHE_MB: variable('an integer from 0 to 65536', integer(0, 65_536), 128),
  TRANSLATOR_PROVIDER: variable('one of catalog, http, gemini', oneOf('catalog', 'http', 'gemini'), 'catalog'),
  TRANSLATOR_URL: variable('an http(s) URL', url, null as string | null),
  TRANSLATOR_API_KEY: variable('an API key', text, null as string | null),
  GEMINI_TRANSLATION_MODEL: variable('a model name', text, 'gemini-2.5-flash'),
  DNS_SERVERS: variable('a comma-separated list of DNS server addresses (1.2.3.4, 1.2.3.4:5353, [::1]:5353)', dnsServers, [] as string[]),
  TELEPHONY_ALLOWED_COUNTRIES: variable('a comma-separated list of ISO 3166-1 alpha-2 codes', countryList, [] as string[]),
  TELEPHONY_PROVIDER: variable('one of simulated, twilio', oneOf('simulated', 'twilio'), 'simulated'),
  TELEPHONY_SIMULATED_OUTCOME: variable(
    'one of answered, busy, no-answer, failed, machine, geo-permission',
    oneOf('answered', 'busy', 'no-answer', 'failed', 'machine', 'geo-permission'),
    'answered',
  ),
  TELEPHONY_SIMULATED_DELAY_MS: variable('an integer from 0 to 600000', integer(0, 600_000), 3000),
  TWILIO_ACCOUNT_SID: variable(
    'a Twilio account SID (AC followed by 32 hex digits)',
    (r) => (/^AC[0-9a-f]{32}$/i.test(r) ? r : undefined),
    null as string | null,
  ),
  TWILIO_AUTH_TOKEN: variable('a Twilio auth token', text, null as string | null),
  TWILIO_API_BASE_URL: variable('an http(s) URL', url, null as string | null),
  VOICE_STREAM_URL: variable('a ws:// or wss:// URL', wsUrl, null as string | null),
  REGISTRY_PROVIDER: variable('one of file, opencorporates', oneOf('file', 'opencorporates'), 'file'),
  REGISTRY_FILE: variable('a file path', text, null as string | null),
  OPENCORPORATES_API_TOKEN: variable('an API token', text, null as string | null),
  OPENCORPORATES_BASE_URL: variable('an http(s) URL', url, 'https://api.opencorporates.com/v0.4'),
  ALLOW_PRIVATE_FETCH: variable('true or false', bool, false),
  ALLOW_PRIVATE_WEBHOOKS: variable('true or false', bool, false),
  WEBHOOK_SECRET_KEY: variable(
    '32 bytes as base64 (openssl rand -base64 32) or 64 hex digits',
    (r) => (parseSealingKey(r) === null ? undefined : r),
    null as string | null,
  ),
  WEBHOOK_DISPATCHER: variable('true or false', bool, true),
  MEDIA_CACHE_MB: variable('an integer from 0 to 65536', integer(0, 65_536), 64),
  METRICS_TOKEN: variable('at least 16 characters without spaces (openssl rand -hex 32)', (r) => (/^\S{16,}$/.test(r) ? r : undefined), null as string | null),
  SHUTDOWN_GRACE_MS: variable('an integer from 0 to 600000', integer(0, 600_000), 10_000),
  // Invitations by email: unset, no mail is sent (the console shows the link to pass on).
  SMTP_URL: variable('an smtp:// or smtps:// URL (smtp://user:pass@host:587)', smtpUrl, null as string | null),
  MAIL_FROM: variable('a sender address (invites@example.com or Name <invites@example.com>)', mailbox, null as string | null),
  ACTIVITY_RETENTION_DAYS: variable('an integer from 1 to 36500', integer(1, 36_500), 365),
});

/** Every variable the service reads (`.env.example` lists each; a test holds them together). */
export const CONFIG_VARIABLES: readonly string[] = Object.keys(EnvCodec.props);

export type Config = t.TypeOf<typeof EnvCodec> & { readonly publicBaseUrl: string };

/** Cross-variable rules, each reported on the variable that breaks it. */
function crossChecks(env: t.TypeOf<typeof EnvCodec>): string[] {
  const problems: string[] = [];
  if (env.AUTH_JWKS_URL !== null && env.AUTH_JWKS_FILE !== null) {
    problems.push('AUTH_JWKS_FILE: set either AUTH_JWKS_URL or AUTH_JWKS_FILE, not both');
  }
  const jwks = env.AUTH_JWKS_URL !== null || env.AUTH_JWKS_FILE !== null;
  const oidc = env.AUTH_OIDC_CLIENT_ID !== null;
  const custom = jwks || oidc;
  if (jwks && env.AUTH_FIREBASE_PROJECT_ID !== null) {
    problems.push('AUTH_FIREBASE_PROJECT_ID: cannot be combined with AUTH_JWKS_URL or AUTH_JWKS_FILE');
  }
  if (jwks && env.AUTH_ISSUER === null) problems.push('AUTH_ISSUER: required with AUTH_JWKS_URL or AUTH_JWKS_FILE');
  if (jwks && !oidc && env.AUTH_AUDIENCE === null) problems.push('AUTH_AUDIENCE: required with AUTH_JWKS_URL or AUTH_JWKS_FILE');
  if (!custom && env.AUTH_FIREBASE_PROJECT_ID === null) {
    if (env.AUTH_ISSUER !== null) problems.push('AUTH_ISSUER: needs AUTH_JWKS_URL, AUTH_JWKS_FILE or AUTH_OIDC_CLIENT_ID');
    if (env.AUTH_AUDIENCE !== null) problems.push('AUTH_AUDIENCE: needs AUTH_JWKS_URL, AUTH_JWKS_FILE or AUTH_OIDC_CLIENT_ID');
  }
  problems.push(...oidcChecks(env));
  if (env.FIREBASE_API_KEY !== null && !custom && env.AUTH_FIREBASE_PROJECT_ID === null) {
    problems.push(
      'FIREBASE_API_KEY: needs AUTH_FIREBASE_PROJECT_ID (or AUTH_JWKS_URL or AUTH_JWKS_FILE): the service must trust the ID tokens Firebase signs people in with',
    );
  }
  for (const name of ['FIREBASE_AUTH_DOMAIN', 'FIREBASE_AUTH_EMULATOR_URL'] as const) {
    if (env[name] !== null && env.FIREBASE_API_KEY === null) problems.push(`${name}: needs FIREBASE_API_KEY`);
  }
  if (env.VOICE_PROVIDER === 'gemini' && env.GEMINI_API_KEY === null) problems.push('GEMINI_API_KEY: required when VOICE_PROVIDER is gemini');
  if (env.EMBEDDINGS_PROVIDER === 'gemini' && env.GEMINI_API_KEY === null) problems.push('GEMINI_API_KEY: required when EMBEDDINGS_PROVIDER is gemini');
  if (env.TRANSLATOR_PROVIDER === 'http' && env.TRANSLATOR_URL === null) problems.push('TRANSLATOR_URL: required when TRANSLATOR_PROVIDER is http');
  if (env.TRANSLATOR_PROVIDER === 'gemini' && env.GEMINI_API_KEY === null) problems.push('GEMINI_API_KEY: required when TRANSLATOR_PROVIDER is gemini');
  if (env.TELEPHONY_PROVIDER === 'twilio') {
    if (env.TWILIO_ACCOUNT_SID === null) problems.push('TWILIO_ACCOUNT_SID: required when TELEPHONY_PROVIDER is twilio');
    if (env.TWILIO_AUTH_TOKEN === null) problems.push('TWILIO_AUTH_TOKEN: required when TELEPHONY_PROVIDER is twilio');
  }
  if (env.SMTP_URL !== null && env.MAIL_FROM === null) problems.push('MAIL_FROM: required with SMTP_URL (the address invitations are sent from)');
  if (env.MAIL_FROM !== null && env.SMTP_URL === null) problems.push('MAIL_FROM: needs SMTP_URL');
  // Every instance must open the secrets the others sealed: a key kept in one DATA_DIR will not do.
  if (env.MONGODB_URI !== null && env.WEBHOOK_SECRET_KEY === null)
    problems.push('WEBHOOK_SECRET_KEY: required with MONGODB_URI (every instance seals and opens webhook secrets with it)');
  return problems;
}

/** Sign-in with an OpenID provider: its issuer (whose discovery document names its endpoints), and one way of signing in for the pages. */
function oidcChecks(env: t.TypeOf<typeof EnvCodec>): string[] {
  const problems: string[] = [];
  if (env.AUTH_OIDC_CLIENT_ID === null) {
    for (const name of ['AUTH_OIDC_SCOPES', 'AUTH_OIDC_LABEL'] as const) if (env[name] !== null) problems.push(`${name}: needs AUTH_OIDC_CLIENT_ID`);
    return problems;
  }
  if (env.AUTH_ISSUER === null)
    problems.push('AUTH_ISSUER: required with AUTH_OIDC_CLIENT_ID (its discovery document is <issuer>/.well-known/openid-configuration)');
  else if (url(env.AUTH_ISSUER) === undefined)
    problems.push('AUTH_ISSUER: must be an http(s) URL with AUTH_OIDC_CLIENT_ID (the issuer of the OpenID provider)');
  if (env.AUTH_FIREBASE_PROJECT_ID !== null) problems.push('AUTH_OIDC_CLIENT_ID: cannot be combined with AUTH_FIREBASE_PROJECT_ID');
  if (env.FIREBASE_API_KEY !== null) problems.push('FIREBASE_API_KEY: cannot be combined with AUTH_OIDC_CLIENT_ID (the pages sign in with one provider)');
  return problems;
}

/** Variables whose bad values are not repeated in the error lines (they end up in logs). */
const SECRET_VARIABLES = new Set(['WEBHOOK_SECRET_KEY', 'METRICS_TOKEN', 'SMTP_URL']);

/** Decodes the environment; on failure, one line per bad variable. */
/**
 * Other names a variable is read under, when its own is not set: the API contract names the
 * Gemini address `GEMINI_API_BASE_URL`, which the service knew as `GEMINI_BASE_URL` first.
 */
const ALIASES: Readonly<Record<string, string>> = { GEMINI_BASE_URL: 'GEMINI_API_BASE_URL' };

const withAliases = (env: Record<string, string | undefined>): Record<string, string | undefined> =>
  Object.entries(ALIASES).reduce((all, [name, alias]) => (all[name] === undefined && all[alias] !== undefined ? { ...all, [name]: all[alias] } : all), env);

export function loadConfig(env: Record<string, string | undefined>): E.Either<string[], Config> {
  const decoded = EnvCodec.decode(withAliases(env));
  if (E.isLeft(decoded)) {
    const lines = decoded.left.map((error) => {
      const entry = error.context[1];
      const secret = SECRET_VARIABLES.has(entry?.key ?? '');
      const shown = secret ? 'something else (not shown: it is a secret)' : typeof error.value === 'string' ? JSON.stringify(error.value) : String(error.value);
      return `${entry?.key ?? 'environment'}: must be ${entry?.type.name ?? 'valid'}, got ${shown}`;
    });
    return E.left([...new Set(lines)]);
  }
  const problems = crossChecks(decoded.right);
  if (problems.length > 0) return E.left(problems);
  const { HOST, PORT, PUBLIC_BASE_URL, SITES_DOMAIN } = decoded.right;
  const publicBaseUrl = PUBLIC_BASE_URL ?? `http://${HOST.includes(':') ? `[${HOST}]` : HOST}:${PORT}`;
  const shared = sharedOriginProblem({ publicBaseUrl, sitesDomain: SITES_DOMAIN });
  if (shared !== null) return E.left([`SITES_DOMAIN: ${shared}`]);
  return E.right({ ...decoded.right, publicBaseUrl });
}

/** Where projects' sites live: the service's scheme and port, SITES_DOMAIN (domain/site/site-origin.ts). */
export const siteAddressingOf = (config: Config): SiteAddressing => ({ publicBaseUrl: config.publicBaseUrl, sitesDomain: config.SITES_DOMAIN });

/**
 * The names no custom domain may take (domain/site/reserved-hostnames.ts): every host the service
 * answers as itself (PUBLIC_BASE_URL's; HOST, where it listens, and VOICE_STREAM_URL's, the call
 * streams' address) with every name under one that is a name, and SITES_DOMAIN with every name
 * under it.
 */
export const reservedHostnamesOf = (config: Config): ReservedHostnames => ({
  serviceHosts: [new URL(config.publicBaseUrl).hostname, config.HOST, ...(config.VOICE_STREAM_URL === null ? [] : [new URL(config.VOICE_STREAM_URL).hostname])],
  sitesDomain: config.SITES_DOMAIN,
});

/** True when no AUTH_* variable is set: the embedded development issuer signs tokens. */
export const usesDevIssuer = (config: Config): boolean =>
  config.AUTH_JWKS_URL === null && config.AUTH_JWKS_FILE === null && config.AUTH_FIREBASE_PROJECT_ID === null && config.AUTH_OIDC_CLIENT_ID === null;

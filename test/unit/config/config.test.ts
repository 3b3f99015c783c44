import { expect } from 'chai';
import { readFileSync } from 'node:fs';
import * as E from 'fp-ts/lib/Either.js';
import { CONFIG_VARIABLES, loadConfig, usesDevIssuer } from '../../../composition/config.js';
import { identityTrust } from '../../../composition/identity-verifier-factory.js';

const errorsOf = (env: Record<string, string>) => {
  const result = loadConfig(env);
  return E.isLeft(result) ? result.left : [];
};

describe('Configuration from the environment', () => {
  it('has a default for every variable', () => {
    const config = loadConfig({});
    if (E.isLeft(config)) throw new Error(config.left.join('\n'));
    expect(config.right).to.include({
      PORT: 3000,
      HOST: '127.0.0.1',
      DATA_DIR: './data',
      MONGODB_URI: null,
      MONGODB_DB: 'content_service',
      TRIAL_DAYS: 14,
      AUTH_FAILURE_LIMIT: 10,
      MCP_RATE_LIMIT: 60,
      OAUTH_RATE_LIMIT: 30,
      LOG_LEVEL: 'info',
      VOICE_PROVIDER: 'local',
      TRUST_PROXY: 0,
    });
    expect(config.right.PLANS_JSON).to.deep.equal({
      trial: { live_sessions_per_day: 5, public_sessions_per_day: 20 },
      starter: { live_sessions_per_day: 25, public_sessions_per_day: 250 },
      pro: { live_sessions_per_day: 200, public_sessions_per_day: 2000 },
    });
    expect(config.right.publicBaseUrl).to.equal('http://127.0.0.1:3000');
    expect(usesDevIssuer(config.right)).to.equal(true);
  });

  it('reports one line per bad variable, naming it', () => {
    const lines = errorsOf({
      PORT: 'eighty',
      TRIAL_DAYS: '-1',
      PLANS_JSON: '{"pro":{"live_sessions_per_day":3}}',
      LOG_LEVEL: 'loud',
      MONGODB_URI: 'postgres://x',
    });
    expect(lines).to.have.length(5);
    expect(lines).to.include('PORT: must be a port number from 0 to 65535, got "eighty"');
    expect(lines.some((l) => l.startsWith('TRIAL_DAYS: '))).to.equal(true);
    expect(lines.some((l) => l.startsWith('PLANS_JSON: must be a JSON object'))).to.equal(true);
    expect(lines.some((l) => l.startsWith('LOG_LEVEL: '))).to.equal(true);
    expect(lines.some((l) => l.startsWith('MONGODB_URI: '))).to.equal(true);
  });

  it('checks the AUTH_* variables together', () => {
    expect(errorsOf({ AUTH_JWKS_URL: 'https://idp.test/jwks' })).to.deep.equal([
      'AUTH_ISSUER: required with AUTH_JWKS_URL or AUTH_JWKS_FILE',
      'AUTH_AUDIENCE: required with AUTH_JWKS_URL or AUTH_JWKS_FILE',
    ]);
    expect(errorsOf({ AUTH_JWKS_URL: 'https://idp.test/jwks', AUTH_JWKS_FILE: '/k.json', AUTH_ISSUER: 'i', AUTH_AUDIENCE: 'a' })).to.deep.equal([
      'AUTH_JWKS_FILE: set either AUTH_JWKS_URL or AUTH_JWKS_FILE, not both',
    ]);
    expect(errorsOf({ AUTH_ISSUER: 'i' })).to.deep.equal(['AUTH_ISSUER: needs AUTH_JWKS_URL, AUTH_JWKS_FILE or AUTH_OIDC_CLIENT_ID']);
    expect(errorsOf({ AUTH_JWKS_URL: 'ftp://idp.test' })).to.deep.equal(['AUTH_JWKS_URL: must be an http(s) URL, got "ftp://idp.test"']);
    expect(errorsOf({ VOICE_PROVIDER: 'gemini' })).to.deep.equal(['GEMINI_API_KEY: required when VOICE_PROVIDER is gemini']);
  });

  it('trusts Firebase ID tokens of the configured project', () => {
    const config = loadConfig({ AUTH_FIREBASE_PROJECT_ID: 'my-app-123' });
    if (E.isLeft(config)) throw new Error(config.left.join('\n'));
    expect(identityTrust(config.right)).to.deep.include({
      keys: { kind: 'url', url: 'https://www.googleapis.com/service_accounts/v1/jwk/securetoken@system.gserviceaccount.com' },
      issuer: 'https://securetoken.google.com/my-app-123',
      audience: 'my-app-123',
    });
    expect(usesDevIssuer(config.right)).to.equal(false);
  });
});

describe('SITES_DOMAIN', () => {
  const configOf = (env: Record<string, string>) => {
    const config = loadConfig(env);
    if (E.isLeft(config)) throw new Error(config.left.join('\n'));
    return config.right;
  };

  it('defaults to localhost (sites at http://<project>.localhost:<port>/), and takes a domain name in lowercase', () => {
    expect(configOf({}).SITES_DOMAIN).to.equal('localhost');
    expect(configOf({ SITES_DOMAIN: 'Sites.Example.COM.' }).SITES_DOMAIN).to.equal('sites.example.com');
    // The service on the sites domain itself, or beside it: its origin is no site's.
    expect(configOf({ PUBLIC_BASE_URL: 'https://example-sites.com', SITES_DOMAIN: 'example-sites.com' }).SITES_DOMAIN).to.equal('example-sites.com');
    expect(configOf({ PUBLIC_BASE_URL: 'https://app.example.com', SITES_DOMAIN: 'sites.example.com' }).SITES_DOMAIN).to.equal('sites.example.com');
  });

  it('refuses an address, a port, a URL, and a name under which the service itself would be a site', () => {
    for (const value of ['127.0.0.1', 'sites.example.com:8443', 'https://sites.example.com', '-sites.example', 'a..b'])
      expect(errorsOf({ SITES_DOMAIN: value }), value).to.deep.equal([`SITES_DOMAIN: must be a domain name (sites.example.com) or localhost, got "${value}"`]);
    expect(errorsOf({ PUBLIC_BASE_URL: 'https://content.example.com', SITES_DOMAIN: 'example.com' })).to.deep.equal([
      "SITES_DOMAIN: the service's host content.example.com is a site's host name under example.com: a project's site would share the service's origin",
    ]);
    expect(errorsOf({ PUBLIC_BASE_URL: 'http://app.localhost:3000' })).to.have.length(1);
  });
});

describe('TRUST_PROXY', () => {
  const trusted = (value: string) => {
    const config = loadConfig({ TRUST_PROXY: value });
    return E.isRight(config) ? config.right.TRUST_PROXY : config.left;
  };

  it('reads true as one proxy, false as none, and a number as that many', () => {
    expect([trusted('true'), trusted('false'), trusted('0'), trusted('2')]).to.deep.equal([1, 0, 0, 2]);
  });

  it('refuses anything else', () => {
    expect(trusted('yes')).to.deep.equal(['TRUST_PROXY: must be true, false, or the number of proxies in front (0 to 10), got "yes"']);
    expect(trusted('11')).to.have.length(1);
  });
});

describe('Configuration of onboarding and telephony', () => {
  it('defaults to the embedded registry, simulated telephony and no private fetches', () => {
    const config = loadConfig({});
    if (E.isLeft(config)) throw new Error(config.left.join('\n'));
    expect(config.right).to.include({
      REGISTRY_PROVIDER: 'file',
      REGISTRY_FILE: null,
      OPENCORPORATES_BASE_URL: 'https://api.opencorporates.com/v0.4',
      TELEPHONY_PROVIDER: 'simulated',
      TELEPHONY_SIMULATED_OUTCOME: 'answered',
      TELEPHONY_SIMULATED_DELAY_MS: 3000,
      VOICE_STREAM_URL: null,
      ALLOW_PRIVATE_FETCH: false,
      TWILIO_AUTH_TOKEN: null,
    });
  });

  it('needs the Twilio credentials with TELEPHONY_PROVIDER=twilio, and checks the values', () => {
    expect(errorsOf({ TELEPHONY_PROVIDER: 'twilio' })).to.deep.equal([
      'TWILIO_ACCOUNT_SID: required when TELEPHONY_PROVIDER is twilio',
      'TWILIO_AUTH_TOKEN: required when TELEPHONY_PROVIDER is twilio',
    ]);
    expect(
      errorsOf({ TWILIO_ACCOUNT_SID: 'AC123', VOICE_STREAM_URL: 'https://agent.example', ALLOW_PRIVATE_FETCH: 'yes', TELEPHONY_SIMULATED_OUTCOME: 'maybe' }),
    ).to.have.members([
      'TWILIO_ACCOUNT_SID: must be a Twilio account SID (AC followed by 32 hex digits), got "AC123"',
      'VOICE_STREAM_URL: must be a ws:// or wss:// URL, got "https://agent.example"',
      'ALLOW_PRIVATE_FETCH: must be true or false, got "yes"',
      'TELEPHONY_SIMULATED_OUTCOME: must be one of answered, busy, no-answer, failed, machine, geo-permission, got "maybe"',
    ]);
  });

  it('webhooks: no private addresses and the dispatcher on by default; a shared sealing key with MongoDB, never echoed', () => {
    const config = loadConfig({});
    if (E.isLeft(config)) throw new Error(config.left.join('\n'));
    expect(config.right).to.include({ ALLOW_PRIVATE_WEBHOOKS: false, WEBHOOK_SECRET_KEY: null, WEBHOOK_DISPATCHER: true });
    expect(errorsOf({ MONGODB_URI: 'mongodb://db/?replicaSet=rs0' })).to.deep.equal([
      'WEBHOOK_SECRET_KEY: required with MONGODB_URI (every instance seals and opens webhook secrets with it)',
    ]);
    const key = Buffer.alloc(32, 7).toString('base64');
    expect(errorsOf({ MONGODB_URI: 'mongodb://db/?replicaSet=rs0', WEBHOOK_SECRET_KEY: key })).to.deep.equal([]);
    const lines = errorsOf({ WEBHOOK_SECRET_KEY: 'my-leaked-password', ALLOW_PRIVATE_WEBHOOKS: 'yes' });
    expect(lines).to.deep.equal([
      'ALLOW_PRIVATE_WEBHOOKS: must be true or false, got "yes"',
      'WEBHOOK_SECRET_KEY: must be 32 bytes as base64 (openssl rand -base64 32) or 64 hex digits, got something else (not shown: it is a secret)',
    ]);
  });

  it('metrics: off without a token; a token of at least 16 characters, never echoed; a shutdown grace in milliseconds', () => {
    const config = loadConfig({});
    if (E.isLeft(config)) throw new Error(config.left.join('\n'));
    expect(config.right).to.include({ METRICS_TOKEN: null, SHUTDOWN_GRACE_MS: 10_000 });
    expect(errorsOf({ METRICS_TOKEN: 'short-secret', SHUTDOWN_GRACE_MS: '-1' })).to.deep.equal([
      'METRICS_TOKEN: must be at least 16 characters without spaces (openssl rand -hex 32), got something else (not shown: it is a secret)',
      'SHUTDOWN_GRACE_MS: must be an integer from 0 to 600000, got "-1"',
    ]);
    expect(errorsOf({ METRICS_TOKEN: 'with a space in the middle' })).to.have.length(1);
    const accepted = loadConfig({ METRICS_TOKEN: 'a'.repeat(16), SHUTDOWN_GRACE_MS: '0' });
    expect(E.isRight(accepted) && [accepted.right.METRICS_TOKEN, accepted.right.SHUTDOWN_GRACE_MS]).to.deep.equal(['a'.repeat(16), 0]);
  });

  it('mail: none by default; SMTP_URL (never echoed) needs MAIL_FROM, and MAIL_FROM needs SMTP_URL', () => {
    const config = loadConfig({});
    if (E.isLeft(config)) throw new Error(config.left.join('\n'));
    expect(config.right).to.include({ SMTP_URL: null, MAIL_FROM: null });
    expect(errorsOf({ SMTP_URL: 'http://user:pass@mail.example.com', MAIL_FROM: 'not an address' })).to.deep.equal([
      'SMTP_URL: must be an smtp:// or smtps:// URL (smtp://user:pass@host:587), got something else (not shown: it is a secret)',
      'MAIL_FROM: must be a sender address (invites@example.com or Name <invites@example.com>), got "not an address"',
    ]);
    expect(errorsOf({ SMTP_URL: 'smtp://user:pass@mail.example.com:587' })).to.deep.equal([
      'MAIL_FROM: required with SMTP_URL (the address invitations are sent from)',
    ]);
    expect(errorsOf({ MAIL_FROM: 'invites@example.com' })).to.deep.equal(['MAIL_FROM: needs SMTP_URL']);
    const accepted = loadConfig({ SMTP_URL: 'smtps://user:p%40ss@mail.example.com:465', MAIL_FROM: 'Content Service <invites@example.com>' });
    expect(E.isRight(accepted) && [accepted.right.SMTP_URL, accepted.right.MAIL_FROM]).to.deep.equal([
      'smtps://user:p%40ss@mail.example.com:465',
      'Content Service <invites@example.com>',
    ]);
  });
});

describe('Configuration file', () => {
  it('lists every variable in .env.example, and nothing else', () => {
    const example = readFileSync(new URL('../../../.env.example', import.meta.url), 'utf8');
    // Each variable appears once as `NAME=` or `# NAME=` at the start of a line (commented out: its default).
    const listed = [...example.matchAll(/^(?:# )?([A-Z][A-Z0-9_]+)=/gm)].map((match) => match[1]);
    expect([...listed].sort()).to.deep.equal([...CONFIG_VARIABLES].sort());
  });
});

import { expect } from 'chai';
import * as E from 'fp-ts/lib/Either.js';
import { loadConfig } from '../../../composition/config.js';
import { identityTrust } from '../../../composition/identity-verifier-factory.js';
import { signInSettings } from '../../../composition/modules/sign-in.js';

const settingsOf = (env: Record<string, string>) => {
  const config = loadConfig(env);
  if (E.isLeft(config)) throw new Error(config.left.join('\n'));
  return signInSettings(config.right);
};
const errorsOf = (env: Record<string, string>) => {
  const result = loadConfig(env);
  return E.isLeft(result) ? result.left : [];
};

/** Which sign-in the service's pages offer, and the variables that choose it. */
describe('Configuration of the pages’ sign-in', () => {
  it('offers the development sign-in exactly while the dev issuer is the identity provider', () => {
    expect(settingsOf({})).to.deep.equal({ provider: 'dev' });
    expect(settingsOf({ AUTH_FIREBASE_PROJECT_ID: 'my-app-123' })).to.deep.equal({ provider: 'none' });
    expect(settingsOf({ AUTH_JWKS_URL: 'https://idp.test/jwks', AUTH_ISSUER: 'i', AUTH_AUDIENCE: 'a' })).to.deep.equal({ provider: 'none' });
  });

  it('offers Firebase Auth with a web API key, its auth domain defaulting to the project’s', () => {
    expect(settingsOf({ AUTH_FIREBASE_PROJECT_ID: 'my-app-123', FIREBASE_API_KEY: 'AIzaSyTest-key_123' })).to.deep.equal({
      provider: 'firebase',
      firebase: { apiKey: 'AIzaSyTest-key_123', authDomain: 'my-app-123.firebaseapp.com', projectId: 'my-app-123', emulatorUrl: null },
    });
    const custom = settingsOf({
      AUTH_JWKS_URL: 'https://idp.test/jwks',
      AUTH_ISSUER: 'https://securetoken.google.com/p',
      AUTH_AUDIENCE: 'p',
      FIREBASE_API_KEY: 'AIzaSyTest-key_123',
      FIREBASE_AUTH_DOMAIN: 'Login.Example.com',
      FIREBASE_AUTH_EMULATOR_URL: 'http://127.0.0.1:9099/',
    });
    expect(custom).to.deep.equal({
      provider: 'firebase',
      firebase: { apiKey: 'AIzaSyTest-key_123', authDomain: 'login.example.com', projectId: null, emulatorUrl: 'http://127.0.0.1:9099' },
    });
  });

  it('refuses Firebase variables that cannot work, one line each', () => {
    expect(errorsOf({ FIREBASE_API_KEY: 'AIzaSyTest-key_123' })).to.deep.equal([
      'FIREBASE_API_KEY: needs AUTH_FIREBASE_PROJECT_ID (or AUTH_JWKS_URL or AUTH_JWKS_FILE): the service must trust the ID tokens Firebase signs people in with',
    ]);
    expect(
      errorsOf({ AUTH_FIREBASE_PROJECT_ID: 'my-app-123', FIREBASE_AUTH_DOMAIN: 'x.example', FIREBASE_AUTH_EMULATOR_URL: 'http://127.0.0.1:9099' }),
    ).to.deep.equal(['FIREBASE_AUTH_DOMAIN: needs FIREBASE_API_KEY', 'FIREBASE_AUTH_EMULATOR_URL: needs FIREBASE_API_KEY']);
    expect(
      errorsOf({
        AUTH_FIREBASE_PROJECT_ID: 'my-app-123',
        FIREBASE_API_KEY: 'a key',
        FIREBASE_AUTH_DOMAIN: 'not a host/',
        FIREBASE_AUTH_EMULATOR_URL: 'ws://x',
        SIGN_IN_RATE_LIMIT: '0',
      }),
    ).to.deep.equal([
      'SIGN_IN_RATE_LIMIT: must be an integer from 1 to 1000000000, got "0"',
      'FIREBASE_API_KEY: must be a Firebase web API key, got "a key"',
      'FIREBASE_AUTH_DOMAIN: must be a host name (my-app.firebaseapp.com), got "not a host/"',
      'FIREBASE_AUTH_EMULATOR_URL: must be an http(s) URL, got "ws://x"',
    ]);
  });

  it('signs in with an OpenID provider: its discovered endpoints, the client, its scopes and words; its ID tokens are for the client', () => {
    const env = { AUTH_ISSUER: 'https://id.example/realms/acme', AUTH_OIDC_CLIENT_ID: 'portal' };
    const discovered = {
      issuer: 'https://id.example/realms/acme',
      authorizationEndpoint: 'https://id.example/realms/acme/auth',
      tokenEndpoint: 'https://tokens.example/token',
      jwksUri: 'https://id.example/realms/acme/certs',
    };
    const config = loadConfig(env);
    if (E.isLeft(config)) throw new Error(config.left.join('\n'));
    expect(signInSettings(config.right, discovered)).to.deep.equal({
      provider: 'oidc',
      oidc: {
        issuer: 'https://id.example/realms/acme',
        clientId: 'portal',
        scopes: 'openid email profile',
        label: 'Sign in',
        authorizationEndpoint: 'https://id.example/realms/acme/auth',
        tokenEndpoint: 'https://tokens.example/token',
      },
    });
    expect(identityTrust(config.right, discovered)).to.deep.include({
      keys: { kind: 'url', url: 'https://id.example/realms/acme/certs' },
      issuer: 'https://id.example/realms/acme',
      audience: 'portal',
    });
    const chosen = loadConfig({
      ...env,
      AUTH_OIDC_SCOPES: ' openid  email offline_access',
      AUTH_OIDC_LABEL: ' Sign in with Acme ',
      AUTH_AUDIENCE: 'api://content',
      AUTH_JWKS_URL: 'https://keys.example/jwks',
    });
    if (E.isLeft(chosen)) throw new Error(chosen.left.join('\n'));
    expect(signInSettings(chosen.right, discovered)).to.deep.include({ provider: 'oidc' });
    expect((signInSettings(chosen.right, discovered) as { oidc: object }).oidc).to.deep.include({
      scopes: 'openid email offline_access',
      label: 'Sign in with Acme',
    });
    expect(identityTrust(chosen.right, discovered)).to.deep.include({ keys: { kind: 'url', url: 'https://keys.example/jwks' }, audience: 'api://content' });
  });

  it('refuses OpenID provider variables that cannot work, one line each', () => {
    expect(errorsOf({ AUTH_OIDC_CLIENT_ID: 'portal' })).to.deep.equal([
      'AUTH_ISSUER: required with AUTH_OIDC_CLIENT_ID (its discovery document is <issuer>/.well-known/openid-configuration)',
    ]);
    expect(errorsOf({ AUTH_OIDC_CLIENT_ID: 'portal', AUTH_ISSUER: 'acme' })).to.deep.equal([
      'AUTH_ISSUER: must be an http(s) URL with AUTH_OIDC_CLIENT_ID (the issuer of the OpenID provider)',
    ]);
    expect(
      errorsOf({
        AUTH_OIDC_CLIENT_ID: 'portal',
        AUTH_ISSUER: 'https://id.example',
        AUTH_FIREBASE_PROJECT_ID: 'my-app-123',
        FIREBASE_API_KEY: 'AIzaSyTest-key_123',
      }),
    ).to.deep.equal([
      'AUTH_OIDC_CLIENT_ID: cannot be combined with AUTH_FIREBASE_PROJECT_ID',
      'FIREBASE_API_KEY: cannot be combined with AUTH_OIDC_CLIENT_ID (the pages sign in with one provider)',
    ]);
    expect(errorsOf({ AUTH_OIDC_SCOPES: 'openid', AUTH_OIDC_LABEL: 'Sign in' })).to.deep.equal([
      'AUTH_OIDC_SCOPES: needs AUTH_OIDC_CLIENT_ID',
      'AUTH_OIDC_LABEL: needs AUTH_OIDC_CLIENT_ID',
    ]);
    expect(errorsOf({ AUTH_OIDC_CLIENT_ID: 'portal', AUTH_ISSUER: 'https://id.example', AUTH_OIDC_SCOPES: 'email profile' })).to.deep.equal([
      'AUTH_OIDC_SCOPES: must be space-separated scopes, openid among them, got "email profile"',
    ]);
  });

  it('limits the development sign-in to 30 requests a minute per IP unless configured', () => {
    const config = loadConfig({ SIGN_IN_RATE_LIMIT: '5' });
    if (E.isLeft(config)) throw new Error(config.left.join('\n'));
    expect(config.right.SIGN_IN_RATE_LIMIT).to.equal(5);
    const defaults = loadConfig({});
    expect(E.isRight(defaults) && defaults.right.SIGN_IN_RATE_LIMIT).to.equal(30);
  });
});

import { expect } from 'chai';
import * as E from 'fp-ts/lib/Either.js';
import { loadConfig } from '../../../composition/config.js';
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

  it('limits the development sign-in to 30 requests a minute per IP unless configured', () => {
    const config = loadConfig({ SIGN_IN_RATE_LIMIT: '5' });
    if (E.isLeft(config)) throw new Error(config.left.join('\n'));
    expect(config.right.SIGN_IN_RATE_LIMIT).to.equal(5);
    const defaults = loadConfig({});
    expect(E.isRight(defaults) && defaults.right.SIGN_IN_RATE_LIMIT).to.equal(30);
  });
});

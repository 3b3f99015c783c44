import { expect } from 'chai';
import * as E from 'fp-ts/lib/Either.js';
import { loadConfig } from '../../../composition/config.js';
import { liveAgentAssetsOf } from '../../../composition/live-agent-assets.js';
import { loadAssetCatalog } from '../../../composition/modules/assets.js';

const configOf = (env: Record<string, string>) => {
  const config = loadConfig(env);
  if (E.isLeft(config)) throw new Error(config.left.join('\n'));
  return config.right;
};

/** What deployed pages with the agent load and may connect to, from the configuration (the admin CLI's site deploy reads it so). */
describe('The live agent’s assets from the configuration', () => {
  const launcher = () => `https://content.example${loadAssetCatalog().entry('live-agent').script}`;

  it('embedded default: the build’s launcher under PUBLIC_BASE_URL, connecting to the service and its voice endpoint', () => {
    const assets = liveAgentAssetsOf(configOf({ PUBLIC_BASE_URL: 'https://content.example/' }));
    expect(assets).to.deep.equal({ scriptUrl: launcher(), connectTo: ['https://content.example', 'wss://content.example'] });
  });

  it('production: Gemini Live’s WebSocket and Firebase Auth’s endpoints', () => {
    const assets = liveAgentAssetsOf(
      configOf({
        PUBLIC_BASE_URL: 'https://content.example',
        VOICE_PROVIDER: 'gemini',
        GEMINI_API_KEY: 'key',
        AUTH_FIREBASE_PROJECT_ID: 'acme-app',
        FIREBASE_API_KEY: 'AIzaSyTest-web-key',
      }),
    );
    expect(assets).to.deep.equal({
      scriptUrl: launcher(),
      connectTo: [
        'https://content.example',
        'wss://generativelanguage.googleapis.com',
        'https://identitytoolkit.googleapis.com',
        'https://securetoken.googleapis.com',
      ],
    });
  });

  it('a Gemini stand-in at GEMINI_BASE_URL, and the Firebase Auth emulator', () => {
    const assets = liveAgentAssetsOf(
      configOf({
        PUBLIC_BASE_URL: 'http://127.0.0.1:3000',
        VOICE_PROVIDER: 'gemini',
        GEMINI_API_KEY: 'key',
        GEMINI_BASE_URL: 'http://127.0.0.1:9100',
        AUTH_FIREBASE_PROJECT_ID: 'acme-app',
        FIREBASE_API_KEY: 'AIzaSyTest-web-key',
        FIREBASE_AUTH_EMULATOR_URL: 'http://127.0.0.1:9099',
      }),
    );
    expect(assets.connectTo).to.deep.equal(['http://127.0.0.1:3000', 'ws://127.0.0.1:9100', 'http://127.0.0.1:9099']);
  });
});

import { expect } from 'chai';
import * as E from 'fp-ts/lib/Either.js';
import { loadConfig } from '../../../composition/config.js';
import { liveAgentAssetsOf } from '../../../composition/live-agent-assets.js';
import { loadAssetCatalog } from '../../../composition/modules/assets.js';
import { signInSettings } from '../../../composition/modules/sign-in.js';
import { embedConnectSources } from '../../../adapters/http/live/embed-page.js';
import { localVoiceConnection } from '../../../adapters/live-voice/address.js';
import { geminiLiveConnection } from '../../../infrastructure/voice/gemini-live-connection.js';

const configOf = (env: Record<string, string>) => {
  const config = loadConfig(env);
  if (E.isLeft(config)) throw new Error(config.left.join('\n'));
  return config.right;
};

/** What deployed pages with the agent load and frame, from the configuration (the admin CLI's site deploy reads it so). */
describe('The live agent’s assets from the configuration', () => {
  it('the build’s launcher under PUBLIC_BASE_URL, and the conversation frame on the service’s origin', () => {
    const launcher = loadAssetCatalog().entry('live-agent').script;
    expect(liveAgentAssetsOf(configOf({ PUBLIC_BASE_URL: 'https://content.example/' }))).to.deep.equal({
      scriptUrl: `https://content.example${launcher}`,
      frameOrigin: 'https://content.example',
    });
    // Whatever the voice provider: the site's page connects to none of it, the frame does.
    expect(liveAgentAssetsOf(configOf({ PUBLIC_BASE_URL: 'http://127.0.0.1:3000/base', VOICE_PROVIDER: 'gemini', GEMINI_API_KEY: 'key' }))).to.deep.equal({
      scriptUrl: `http://127.0.0.1:3000${launcher}`,
      frameOrigin: 'http://127.0.0.1:3000',
    });
  });
});

/** What the conversation frame's scripts may call besides the service (its policy's `connect-src`). */
describe('The live agent’s conversation frame: whom it connects to', () => {
  const sourcesOf = (env: Record<string, string>, voiceUrl: string) => embedConnectSources(voiceUrl, signInSettings(configOf(env)));

  it('embedded default: the service’s own voice endpoint', () => {
    expect(sourcesOf({ PUBLIC_BASE_URL: 'https://content.example/' }, localVoiceConnection('https://content.example').url)).to.deep.equal([
      'wss://content.example',
    ]);
  });

  it('production: Gemini Live’s WebSocket and Firebase Auth’s endpoints', () => {
    const env = { PUBLIC_BASE_URL: 'https://content.example', AUTH_FIREBASE_PROJECT_ID: 'acme-app', FIREBASE_API_KEY: 'AIzaSyTest-web-key' };
    expect(sourcesOf(env, geminiLiveConnection(null, 'model').url)).to.deep.equal([
      'wss://generativelanguage.googleapis.com',
      'https://identitytoolkit.googleapis.com',
      'https://securetoken.googleapis.com',
    ]);
  });

  it('a Gemini stand-in at GEMINI_BASE_URL, and the Firebase Auth emulator', () => {
    const env = {
      PUBLIC_BASE_URL: 'http://127.0.0.1:3000',
      AUTH_FIREBASE_PROJECT_ID: 'acme-app',
      FIREBASE_API_KEY: 'AIzaSyTest-web-key',
      FIREBASE_AUTH_EMULATOR_URL: 'http://127.0.0.1:9099',
    };
    expect(sourcesOf(env, geminiLiveConnection('http://127.0.0.1:9100', 'model').url)).to.deep.equal(['ws://127.0.0.1:9100', 'http://127.0.0.1:9099']);
  });
});

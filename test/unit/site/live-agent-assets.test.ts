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

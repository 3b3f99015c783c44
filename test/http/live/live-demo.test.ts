import { expect } from 'chai';
import { DEMO_QUESTIONS, setUpDemo } from '../../../tools/live-demo.js';
import { mintDevToken } from '../../../infrastructure/auth/dev-issuer.js';
import { TestApp } from '../../support/test-app.js';
import { startDevIssuerApp } from '../sign-in/support.js';
import { fetchSite } from '../site/fetch-site.js';

/** `npm run live-demo`, the second of the two steps to try the agent offline, against a running service. */
describe('npm run live-demo', () => {
  it('sets up a project whose published site shows the agent, through the HTTP API with the development sign-in', async () => {
    const app = await startDevIssuerApp();
    try {
      for (const placement of ['widget', 'destination_page'] as const) {
        const demo = await setUpDemo({ url: app.url, user: 'demo', placement });
        const path = `en/${placement === 'widget' ? '' : 'talk/'}`;
        expect(demo.siteUrl).to.equal(`http://${demo.projectId}.localhost:${new URL(app.config.publicBaseUrl).port}/${path}`);
        const page = await fetchSite(app, demo.projectId, path);
        expect(page.status).to.equal(200);
        expect(page.text).to.include(`data-live-agent="${placement}" data-project-id="${demo.projectId}"`);
      }
    } finally {
      await app.stop();
    }
  });

  it('answers every question it suggests from its page, in English and in Arabic', async () => {
    const app = await startDevIssuerApp();
    try {
      const demo = await setUpDemo({ url: app.url, user: 'demo', placement: 'widget' });
      const token = await mintDevToken(app.dataDir, { sub: 'demo', ttlSeconds: 600 });
      for (const question of DEMO_QUESTIONS) {
        const answer = await app.request('POST', '/api/live/tools/execute', {
          token,
          headers: { 'x-project-id': demo.projectId },
          body: { tool_name: 'ask', args: { question } },
        });
        expect(answer.status, question).to.equal(200);
        expect(answer.body.result, question)
          .to.match(/^Best matching passages/)
          .and.match(/نفتح في التاسعة|We open at nine/);
        expect(answer.body.result, question).to.not.include('only in part');
      }
    } finally {
      await app.stop();
    }
  });

  it('says what to do when the service is not running, or does not use the development issuer', async () => {
    const app = await TestApp.start();
    try {
      let refused: unknown = null;
      await setUpDemo({ url: app.url, user: 'demo', placement: 'widget' }).catch((error: unknown) => (refused = error));
      expect((refused as Error).message).to.equal(
        'The service does not use the development issuer (an AUTH_* variable is set): the demo signs in with it. Unset AUTH_* and restart.',
      );
    } finally {
      await app.stop();
    }
    let unreachable: unknown = null;
    await setUpDemo({ url: app.url, user: 'demo', placement: 'widget' }).catch((error: unknown) => (unreachable = error));
    expect((unreachable as Error).message).to.equal(`Could not reach the service at ${app.url}: start it first with \`npm run dev\` (or pass --url).`);
  });
});

import { expect } from 'chai';
import { mintDevToken } from '../../../infrastructure/auth/dev-issuer.js';
import { TestApp } from '../../support/test-app.js';
import { startDevIssuerApp } from '../sign-in/support.js';

const LOCAL_RECEIVER = 'http://127.0.0.1/hooks';
const LOCAL_IMAGE = 'http://127.0.0.1/photo.png';
const NOT_PUBLIC = 'url must not point to a private, loopback or link-local address';

/**
 * Issue 43, rough edge 9: in a local trial (the development issuer: no AUTH_* variable), a
 * refused private address names the setting that allows it; a deployment with its own identity
 * provider refuses as before, without a word of how to open its network.
 */
describe('HTTP refusals of private addresses, in development and in production', () => {
  const attempts = async (app: TestApp, auth: { token: string } | { as: string }) => {
    const project = await app.request('POST', '/api/projects', { ...auth, body: { name: 'Local trial' } });
    expect(project.status, JSON.stringify(project.body)).to.equal(201);
    const projectId = project.body.id as string;
    const webhook = await app.request('POST', `/api/projects/${projectId}/webhooks`, { ...auth, body: { url: LOCAL_RECEIVER, events: ['page.created'] } });
    const captured = await app.request('POST', `/api/projects/${projectId}/ingest/capture`, {
      ...auth,
      body: { url: 'https://www.example.com/local', html: `<main><h1>Local</h1><p>Text.</p><img src="${LOCAL_IMAGE}" alt="a"></main>` },
    });
    expect(captured.status, JSON.stringify(captured.body)).to.equal(201);
    const saved = await app.request('POST', `/api/projects/${projectId}/ingest/save`, {
      ...auth,
      body: { capture_id: captured.body.capture_id, content: `![a](${LOCAL_IMAGE})` },
    });
    expect(saved.status, JSON.stringify(saved.body)).to.equal(201);
    return { webhook, images: saved.body.images as unknown[] };
  };

  it('in development, a webhook to a local receiver and an image on a local page are refused naming the setting that allows them', async () => {
    const app = await startDevIssuerApp();
    try {
      const token = await mintDevToken(app.dataDir, { sub: 'trial-owner', ttlSeconds: 600 });
      const { webhook, images } = await attempts(app, { token });
      expect(webhook.status).to.equal(400);
      expect(webhook.body.error).to.equal(`${NOT_PUBLIC}. In development, set ALLOW_PRIVATE_WEBHOOKS=true to allow it`);
      expect(images).to.deep.equal([
        { url: LOCAL_IMAGE, status: 'failed', error: '127.0.0.1 is not a public address. In development, set ALLOW_PRIVATE_FETCH=true to allow it' },
      ]);
    } finally {
      await app.stop();
    }
  });

  it('in development with the settings on, both are allowed (no hint to give)', async () => {
    const app = await startDevIssuerApp({ ALLOW_PRIVATE_WEBHOOKS: 'true' });
    try {
      const token = await mintDevToken(app.dataDir, { sub: 'trial-owner', ttlSeconds: 600 });
      const { webhook } = await attempts(app, { token });
      expect(webhook.status, JSON.stringify(webhook.body)).to.equal(201);
    } finally {
      await app.stop();
    }
  });

  it('in production (an identity provider of its own), the refusals say nothing of the settings', async () => {
    const app = await TestApp.start();
    try {
      const { webhook, images } = await attempts(app, { as: 'owner' });
      expect(webhook.status).to.equal(400);
      expect(webhook.body.error).to.equal(NOT_PUBLIC);
      expect(images).to.deep.equal([{ url: LOCAL_IMAGE, status: 'failed', error: '127.0.0.1 is not a public address' }]);
    } finally {
      await app.stop();
    }
  });
});

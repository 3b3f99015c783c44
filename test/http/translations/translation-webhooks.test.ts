import { expect } from 'chai';
import { PageTranslator } from '../../../application/translation/page-translator.js';
import { FakePageTranslator } from '../../support/fakes/translation-jobs.js';
import { createLivePage, setUpTeam } from '../../support/fixtures.js';
import { WebhookReceiver } from '../../support/stand-ins/webhook-receiver.js';
import { TestApp } from '../../support/test-app.js';
import { publish } from '../publishing/support.js';
import { createWebhook, eventually } from '../webhooks/support.js';

describe('HTTP translations: webhook payloads', function () {
  this.timeout(20_000);
  let receiver: WebhookReceiver;
  let app: TestApp;
  let projectId: string;

  before(async () => {
    receiver = await WebhookReceiver.start();
    app = await TestApp.start({ env: { ALLOW_PRIVATE_WEBHOOKS: 'true' }, overrides: [{ token: PageTranslator, value: new FakePageTranslator() }] });
    projectId = await setUpTeam(app);
  });
  after(async () => {
    await app.stop();
    await receiver.stop();
  });

  it("a publish's page events carry translation_of and the translation state", async () => {
    await createLivePage(app, projectId, 'about');
    await createWebhook(app, projectId, { url: receiver.url, events: ['page.created'] });
    const started = await app.request('POST', `/api/projects/${projectId}/translations`, {
      as: 'editor',
      body: { slug: 'about', source_language: 'en', target_language: 'ar' },
    });
    await eventually(async () => (await app.request('GET', `/api/projects/${projectId}/translations/${started.body.id}`, { as: 'reader' })).body.status === 'done');
    const { confirmed } = await publish(app, projectId);
    const [created] = await receiver.waitFor(1, 'page.created');
    expect(created!.body.data).to.deep.include({ project_id: projectId, publish_id: confirmed.publish_id });
    expect(created!.body.data.page).to.deep.include({
      slug: 'about',
      language: 'ar',
      translation_of: { language: 'en', revision: 1 },
      translation_state: 'up_to_date',
    });
  });
});

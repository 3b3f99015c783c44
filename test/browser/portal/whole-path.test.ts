import { expect } from 'chai';
import type { Page } from 'playwright-core';
import { LoopbackDns } from '../../support/stand-ins/dns.js';
import { WebhookReceiver } from '../../support/stand-ins/webhook-receiver.js';
import type { ApiResponse, TestApp } from '../../support/test-app.js';
import { asUser } from '../support/api.js';
import { describeBrowser } from '../support/chromium.js';
import { useBrowser } from '../support/fixture.js';
import { keepOnLoopback, OIDC_CONTEXT, OIDC_LABEL, oidcService, signInAtProvider } from '../support/oidc.js';
import { openScreen, PORTAL_TAB, signInToPortal, startPortalApp } from './support.js';

/**
 * What the whole path needs besides the service: a webhook receiver on loopback (the service
 * sends there only when told it may), and a DNS server on loopback (nothing is looked up
 * outside the machine).
 */
class Loopback {
  receiver: WebhookReceiver | null = null;
  dns: LoopbackDns | null = null;

  async start(): Promise<Record<string, string>> {
    [this.receiver, this.dns] = await Promise.all([WebhookReceiver.start(), LoopbackDns.start()]);
    return { ALLOW_PRIVATE_WEBHOOKS: 'true', DNS_SERVERS: this.dns.address };
  }

  async stop(): Promise<void> {
    await this.receiver?.stop();
    await this.dns?.close();
  }
}

/**
 * Issue 31, "Done when": the whole path with no curl. From a fresh service (SQLite) a person
 * signs in, creates a project, invites and provisions a member, turns voice on, sets the
 * greeting and a placement, creates an API key and uses it, adds a webhook and sees its ping
 * delivered, adds a domain and sees its DNS record, builds the navigation, publishes, and opens
 * the site with the agent on it. Once per way of signing in; `read` calls the API as the person
 * (to check what the console did).
 */
async function walkThePath(page: Page, app: TestApp, receiver: WebhookReceiver, read: (path: string) => Promise<ApiResponse>): Promise<void> {
  await page.getByRole('heading', { level: 1, name: 'No project yet' }).waitFor();
  await page.getByLabel('Name', { exact: true }).fill('Corner bakery');
  await page.getByLabel('Start with').selectOption('business');
  await page.getByRole('button', { name: 'Create project' }).click();
  await page.getByText('Created the project “Corner bakery”.').waitFor();
  const projectId = new URL(page.url()).searchParams.get('project')!;
  expect(projectId).to.be.a('string').and.not.equal('');
  const api = (path: string) => read(`/api/projects/${projectId}${path}`);

  await openScreen(page, 'Settings', 'Members');
  const invite = page.getByRole('form', { name: 'Add a member' });
  await invite.getByLabel('User id').fill('uma');
  await invite.getByLabel('Provisioned for live voice').check();
  await invite.getByRole('button', { name: 'Add member' }).click();
  await page.getByText('Added uma as a member.').waitFor();

  await openScreen(page, 'Settings', 'Modules');
  await page.getByLabel('Live voice agent: off').check();
  await page.getByText('Live voice agent is on.').waitFor();

  await openScreen(page, 'Settings', 'Live agent');
  const agent = page.getByRole('form', { name: 'The agent' });
  await agent.getByLabel('Greeting').fill('Fresh bread every morning: how can I help?');
  await agent.getByRole('button', { name: 'Save the agent' }).click();
  await page.getByText('Saved the live agent’s settings.').waitFor();
  const placement = page.getByRole('form', { name: 'Placement on the site' });
  await placement.getByLabel('A floating button on every page').check();
  await placement.getByRole('button', { name: 'Save the placement' }).click();
  await page.getByText('Saved the placement. The site shows it from its next deploy.').waitFor();

  await openScreen(page, 'Settings', 'API keys');
  const keyForm = page.getByRole('form', { name: 'Create a key' });
  await keyForm.getByLabel('Name').fill('CI');
  await keyForm.getByRole('button', { name: 'Create key' }).click();
  const secret = (await page.getByRole('region', { name: 'The secret of “CI”' }).locator('code').textContent())!;
  const withKey = await fetch(`${app.url}/api/projects/${projectId}/pages`, { headers: { 'x-api-key': secret, 'x-project-id': projectId } });
  expect(withKey.status).to.equal(200);
  await page.getByRole('button', { name: 'I have copied it' }).click();

  await openScreen(page, 'Settings', 'Webhooks');
  const hookForm = page.getByRole('form', { name: 'Add a webhook' });
  await hookForm.getByLabel('Destination').fill(receiver.url);
  await hookForm.getByRole('button', { name: 'Add the webhook' }).click();
  await page.getByRole('button', { name: 'I have copied it' }).click();
  const hook = page.getByRole('list', { name: 'Webhooks' }).getByRole('listitem').filter({ hasText: receiver.url });
  await hook.getByRole('button', { name: 'Ping' }).click();
  await hook.getByRole('region', { name: 'Deliveries' }).getByRole('row').filter({ hasText: 'Delivered (answered 200)' }).waitFor();
  expect((await receiver.waitFor(1, 'ping')).length).to.equal(1);

  await openScreen(page, 'Settings', 'Domains');
  const domainForm = page.getByRole('form', { name: 'Add a domain' });
  await domainForm.getByLabel('Domain name').fill('bakery.example.com');
  await domainForm.getByRole('button', { name: 'Add domain' }).click();
  const domain = page.getByRole('list', { name: 'Domains' }).getByRole('listitem').filter({ hasText: 'bakery.example.com' });
  await domain.getByRole('definition').filter({ hasText: '_content-service.bakery.example.com' }).waitFor();

  await openScreen(page, 'Settings', 'Navigation');
  const header = page.getByRole('region', { name: 'Header links (en)' });
  const link = header.getByRole('form', { name: 'Add a header link' });
  for (const [label, url] of [
    ['Order online', 'https://order.example.com/'],
    ['Opening hours', 'https://hours.example.com/'],
  ]) {
    await link.getByLabel('Link text').fill(label!);
    await link.getByLabel('Links to').selectOption({ label: 'Another address…' });
    await link.getByLabel('Address').fill(url!);
    await link.getByRole('button', { name: 'Add the link' }).click();
    await page.getByText(`Added the link “${label}”. The site shows it from its next deploy.`).waitFor();
  }
  await header.getByRole('button', { name: 'Move Opening hours', exact: true }).focus();
  await page.keyboard.press('Alt+ArrowUp');
  await page.getByText('Moved “Opening hours” up, to 1 of 2. The site shows it from its next deploy.').waitFor();

  await openScreen(page, 'Publish');
  await page.getByRole('button', { name: 'Publish…' }).click();
  const publish = page.getByRole('dialog', { name: 'Publish' });
  await publish.getByRole('button', { name: /^Publish \d+ pages?$/ }).click();
  await publish.getByText(/^Published \d+ pages?; the site was deployed at .+\.$/).waitFor();
  await publish.getByRole('button', { name: 'Close' }).click();

  const site = (await api('')).body.site_url as string;
  await page.goto(`${site}en/`);
  const links = page.getByRole('banner').getByRole('link', { name: /^(Opening hours|Order online)$/ });
  expect(await links.allTextContents()).to.deep.equal(['Opening hours', 'Order online']);
  await page.getByRole('button', { name: 'Talk with us' }).click();
  await page.getByRole('dialog', { name: 'Live agent' }).waitFor();
  await page.frameLocator('iframe.launcher-frame').getByRole('heading', { name: 'Live agent' }).waitFor();

  // What the console did, as the service holds it.
  const members = (await api('/members')).body.members as Array<{ user_id: string; provisioned: boolean }>;
  expect(members.find((member) => member.user_id === 'uma')).to.include({ provisioned: true });
  expect((await api('/modules')).body).to.include({ voice: true });
  const settings = (await api('/settings')).body;
  expect([settings.live_agent.greeting, settings.site.live_agent_placement]).to.deep.equal(['Fresh bread every morning: how can I help?', 'widget']);
}

describeBrowser('Browser: the whole path in the console, no curl', function () {
  this.timeout(180_000);

  describe('signed in with the development sign-in', () => {
    const loopback = new Loopback();
    const fixture = useBrowser({ app: async () => startPortalApp(await loopback.start()), context: PORTAL_TAB });
    after(() => loopback.stop());

    it('signs in, creates a project, and runs it to a published site with the agent on it', async () => {
      await signInToPortal(fixture.page, fixture.app, 'ada');
      await walkThePath(fixture.page, fixture.app, loopback.receiver!, (path) => asUser(fixture.app, 'ada', 'GET', path));
    });
  });

  describe('signed in through an OpenID provider on loopback', () => {
    const loopback = new Loopback();
    const service = oidcService();
    const fixture = useBrowser({ app: async () => service.app(await loopback.start()), context: { ...PORTAL_TAB, ...OIDC_CONTEXT } });
    after(async () => {
      await service.stop();
      await loopback.stop();
    });
    beforeEach(() => keepOnLoopback(fixture.context));

    it('signs in through the provider, creates a project, and runs it to a published site with the agent on it', async () => {
      const { app, page } = fixture;
      await page.goto(`${app.url}/edit/`);
      await page.getByRole('button', { name: OIDC_LABEL }).click();
      await signInAtProvider(page, 'bea');
      await page.getByText('Signed in as bea@example.com').waitFor();
      // The ID token the provider gave the page, as the page sends it.
      const token = await page.evaluate(() => {
        const { localStorage } = globalThis as unknown as { localStorage: { getItem(key: string): string | null } };
        return (JSON.parse(localStorage.getItem('content-service:oidc-sign-in') ?? '{}') as { idToken: string }).idToken;
      });
      await walkThePath(page, app, loopback.receiver!, (path) => app.request('GET', path, { token }));
    });
  });
});

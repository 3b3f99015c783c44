import { expect } from 'chai';
import { verifiedDomain } from '../../http/site/domain-support.js';
import { LoopbackDns } from '../../support/stand-ins/dns.js';
import { asUser, projectWith } from '../support/api.js';
import { describeBrowser } from '../support/chromium.js';
import { useBrowser } from '../support/fixture.js';
import { lookAt } from '../support/screenshots.js';
import { clipboardText, openScreen, PORTAL_TAB, signInToPortal, startPortalApp } from './support.js';

/** Issue 31, item 5: domains in the console: add, the DNS record to create with copy buttons, verify, status, remove. */
describeBrowser('Browser: the portal’s domains', function () {
  this.timeout(120_000);
  let dns: LoopbackDns | null = null;
  const fixture = useBrowser({
    app: async () => {
      dns = await LoopbackDns.start();
      return startPortalApp({ DNS_SERVERS: dns.address });
    },
    context: { ...PORTAL_TAB, permissions: ['clipboard-read', 'clipboard-write'] },
  });
  after(async () => dns?.close());

  it('adds a domain, shows its TXT record with copy buttons, verifies it (a record not found said in the service’s words) and removes it', async () => {
    const { app, page } = fixture;
    const projectId = await projectWith(app, 'pia', 'Pia’s');
    await signInToPortal(page, app, 'pia', `?project=${projectId}`);
    await openScreen(page, 'Settings', 'Domains');
    await page.getByText(/^No domain yet: the site is at /).waitFor();
    const form = page.getByRole('form', { name: 'Add a domain' });
    await form.getByLabel('Domain name').fill('https://shop.example.com/');
    await form.getByText('Only the domain name, such as www.example.com: no https://, port or path.').waitFor();
    await form.getByLabel('Domain name').fill('Shop.Example.com');
    await form.getByRole('button', { name: 'Add domain' }).click();
    await page.getByText('Added shop.example.com: create its DNS record, then verify it.').waitFor();

    const card = page.getByRole('list', { name: 'Domains' }).getByRole('listitem').filter({ hasText: 'shop.example.com' });
    await card.getByText(/^Pending: added .*, not verified yet\./).waitFor();
    const { domains } = (await asUser(app, 'pia', 'GET', `/api/projects/${projectId}/domains`)).body;
    const { name, value } = domains[0].verification as { name: string; value: string };
    expect(name).to.equal('_content-service.shop.example.com');
    const record = card.getByRole('definition');
    expect(await record.allTextContents()).to.deep.equal(['TXT', `${name} Copy the name`, `${value} Copy the value`]);
    await card.getByRole('button', { name: 'Copy the value' }).click();
    await card.getByText('Copied.').waitFor();
    expect(await clipboardText(page)).to.equal(value);
    await lookAt(page, 'portal-domains');

    dns!.records.set(name, [['someone-else']]);
    await card.getByRole('button', { name: 'Verify shop.example.com' }).click();
    await page.getByRole('alert').getByText(`Verifying shop.example.com failed: The TXT record ${name} does not hold the expected value ${value}.`).waitFor();
    dns!.records.set(name, [[value]]);
    await card.getByRole('button', { name: 'Verify shop.example.com' }).click();
    await page.getByText('shop.example.com is verified.').waitFor();
    await card.getByText(/^Verified .*: the site is served at https:\/\/shop\.example\.com\/ from its next deploy\./).waitFor();
    expect(await card.getByRole('definition').count()).to.equal(0);

    await card.getByRole('button', { name: 'Remove shop.example.com…' }).click();
    await card.getByRole('button', { name: 'Remove shop.example.com', exact: true }).click();
    await page.getByText('Removed shop.example.com.').waitFor();
    expect((await asUser(app, 'pia', 'GET', `/api/projects/${projectId}/domains`)).body.domains).to.deep.equal([]);
  });

  it('shows a manager the domains read only, saying only admins manage them', async () => {
    const { app, page } = fixture;
    const projectId = await projectWith(app, 'pia', 'Pia’s second', { quinn: 'manager' });
    expect((await asUser(app, 'pia', 'POST', `/api/projects/${projectId}/domains`, { hostname: 'www.pia.example' })).status).to.equal(201);
    await signInToPortal(page, app, 'quinn', `?project=${projectId}&screen=domains`);
    await page.getByRole('note').getByText('Read only: you are a manager of “Pia’s second”. Only admins add, verify and remove domains.').waitFor();
    await page.getByRole('listitem').filter({ hasText: 'www.pia.example' }).getByText('_content-service.www.pia.example').waitFor();
    expect(await page.getByRole('button', { name: /Verify|Remove|Add/ }).count()).to.equal(0);
    await lookAt(page, 'portal-domains-read-only');
  });

  it('shows a domain the service keeps for itself as reserved, with nothing left to do but remove it', async () => {
    const { app, page } = fixture;
    const projectId = await projectWith(app, 'pia', 'Pia’s third');
    // Verified before the rule: a name under SITES_DOMAIN (`localhost` here), which no site is served on.
    await verifiedDomain(app, projectId, 'shop.localhost');
    await signInToPortal(page, app, 'pia', `?project=${projectId}&screen=domains`);
    const card = page.getByRole('list', { name: 'Domains' }).getByRole('listitem').filter({ hasText: 'shop.localhost' });
    await card
      .getByText(
        "Reserved: the service keeps this name for itself (its own address, the sites' domain, or a name under either). The site is not served there and it cannot be verified: remove it.",
      )
      .waitFor();
    expect(await card.getByRole('button', { name: /Verify/ }).count()).to.equal(0);
    expect(await card.getByRole('definition').count()).to.equal(0);
    await card.getByRole('button', { name: 'Remove shop.localhost…' }).click();
    await card.getByRole('button', { name: 'Remove shop.localhost', exact: true }).click();
    await page.getByText('Removed shop.localhost.').waitFor();
  });
});

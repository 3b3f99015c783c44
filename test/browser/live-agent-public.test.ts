import { expect } from 'chai';
import type { Frame, Page } from 'playwright-core';
import { describeBrowser } from './support/chromium.js';
import { useBrowser } from './support/fixture.js';
import { screenshot } from './support/screenshots.js';
import { agent, agentFrame, agentState, VoiceWorld } from './live-agent-world.js';

/** Public sessions a project may have a day, and one address: small, so that both refusals are reached. */
const BUDGET = 4;
const PER_ADDRESS = 3;

/**
 * A project whose live agent is open to the public: a browser that never signed in talks to the
 * agent (the embedded voice endpoint), as a visitor whose token the frame keeps, per project,
 * in its own origin's storage; it resumes and starts again as the same visitor; the daily
 * budget and the per-address limit refuse in the service's words, and the state says nothing
 * started.
 */
describeBrowser('Browser: the live agent open to the public', function () {
  this.timeout(120_000);
  const fixture = useBrowser({ app: null, tab: false });
  let world: VoiceWorld;
  let widgetPage: string;

  before(async function () {
    this.timeout(60_000);
    world = await VoiceWorld.start('local', 10, {
      // Each browser of a test comes from an address of its own (X-Forwarded-For, one proxy trusted).
      TRUST_PROXY: '1',
      LIVE_PUBLIC_ADDRESS_LIMIT: String(PER_ADDRESS),
      PLANS_JSON: JSON.stringify({ trial: { live_sessions_per_day: 10, public_sessions_per_day: BUDGET } }),
    });
    await world.set('settings/live-agent', { access: 'public' });
    widgetPage = await world.publishWith('widget');
  });
  after(async () => {
    await world?.stop();
  });

  /** A browser of its own, from `address`, on the widget's page. */
  async function visitor(address: string): Promise<Page> {
    const { context, page } = await fixture.newContext({ permissions: ['microphone'] });
    // Only the frame's calls of the live API (same origin: no preflight, which a header on every request would bring).
    await context.route('**/api/live/**', (route) => route.continue({ headers: { ...route.request().headers(), 'x-forwarded-for': address } }));
    await page.goto(widgetPage);
    await page.getByRole('button', { name: 'Talk with us' }).click();
    return page;
  }

  async function say(page: Page, text: string): Promise<void> {
    await agent(page).getByRole('textbox', { name: 'Type a message' }).fill(text);
    await agent(page).getByRole('textbox', { name: 'Type a message' }).press('Enter');
  }

  const keptToken = (frame: Frame) =>
    frame.evaluate((key) => (globalThis as any).localStorage.getItem(key) as string | null, `live-agent.visitor.${world.projectId}`);

  it('talks without signing in, keeps the visitor, and refuses past the address limit and the budget in words', async () => {
    const page = await visitor('203.0.113.10');
    const authorizations: Array<string | null> = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/live/')) authorizations.push(request.headers().authorization ?? null);
    });
    // No sign-in: the state says the agent is ready, and Start is there.
    await agentState(page).filter({ hasText: 'Ready to talk' }).waitFor();
    expect(await agent(page).getByLabel('User id').count()).to.equal(0);
    const started = page.waitForResponse((response) => response.url().endsWith('/api/live/session'));
    await agent(page).getByRole('button', { name: 'Start talking' }).click();
    const grant = await (await started).json();
    expect(grant.visitor_token).to.match(/^lvv_/);
    await agentState(page)
      .filter({ hasText: /Listening|Speaking/ })
      .waitFor();
    const frame = await agentFrame(page);
    expect(JSON.parse((await keptToken(frame))!)).to.deep.equal({ token: grant.visitor_token, expires_at: grant.visitor_expires_at });

    // A tool call, as the visitor (its token), and the card.
    await say(page, 'My name is Ada');
    await agent(page).locator('section[data-card-id="profile_card"]').getByText('Ada', { exact: true }).waitFor();
    await screenshot(page, 'live-agent-public-talking');
    // A dropped connection: resumed with the visitor token.
    const resumed = page.waitForResponse((response) => response.url().endsWith('/api/live/session/resume'));
    await say(page, 'simulate a dropped connection');
    expect((await resumed).status()).to.equal(200);
    await agentState(page)
      .filter({ hasText: /Listening|Speaking/ })
      .waitFor();
    await agent(page).getByRole('button', { name: 'End conversation' }).click();
    // Started again: the same visitor, its profile carried over.
    await agent(page).getByRole('button', { name: 'Start again' }).click();
    await agentState(page)
      .filter({ hasText: /Listening|Speaking/ })
      .waitFor();
    await say(page, 'show my profile');
    await agent(page).locator('section[data-card-id="profile_card"]').getByText('Ada', { exact: true }).waitFor();
    expect(authorizations[0], 'the first start names no one').to.equal(null);
    expect(
      authorizations.slice(1).every((value) => value === `Bearer ${grant.visitor_token}`),
      JSON.stringify(authorizations),
    ).to.equal(true);

    // Three sessions from this address (start, resume, start): the fourth is refused, and nothing started.
    await agent(page).getByRole('button', { name: 'End conversation' }).click();
    await agent(page).getByRole('button', { name: 'Start again' }).click();
    await agent(page)
      .getByRole('alert')
      .filter({ hasText: `Too many live sessions from your address today (${PER_ADDRESS}/day). Try again tomorrow.` })
      .waitFor();
    await agentState(page).filter({ hasText: 'Could not start' }).waitFor();
    await agent(page).getByRole('button', { name: 'Try again' }).waitFor();
    await screenshot(page, 'live-agent-public-address-limit');

    // Another browser, from another address: the project's fourth public session today, then its budget is spent.
    const other = await visitor('203.0.113.20');
    await agent(other).getByRole('button', { name: 'Start talking' }).click();
    await agentState(other)
      .filter({ hasText: /Listening|Speaking/ })
      .waitFor();
    await agent(other).getByRole('button', { name: 'End conversation' }).click();
    await agent(other).getByRole('button', { name: 'Start again' }).click();
    await agent(other)
      .getByRole('alert')
      .filter({ hasText: `This live agent has had all the public conversations it can take today (${BUDGET}/day). Try again tomorrow.` })
      .waitFor();
    await agentState(other).filter({ hasText: 'Could not start' }).waitFor();
  });

  it('forgets an expired visitor token and starts as a new visitor', async () => {
    const page = await visitor('203.0.113.30');
    const frame = await agentFrame(page);
    await agentState(page).filter({ hasText: 'Ready to talk' }).waitFor();
    await frame.evaluate(
      (key) => (globalThis as any).localStorage.setItem(key, JSON.stringify({ token: 'lvv_old', expires_at: '2000-01-01T00:00:00Z' })),
      `live-agent.visitor.${world.projectId}`,
    );
    const started = page.waitForRequest((request) => request.url().endsWith('/api/live/session'));
    await agent(page).getByRole('button', { name: 'Start talking' }).click();
    expect((await started).headers().authorization).to.equal(undefined);
  });
});

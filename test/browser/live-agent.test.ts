import { expect } from 'chai';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { collectPageProblems, FAKE_MICROPHONE, launchChromium, screenshot } from '../support/browser.js';
import { VoiceClient } from '../support/voice-client.js';
import { agentState, GREETING, serveAgentPage, startTalking, typeToAgent, VoiceWorld, type Provider } from './live-agent-world.js';

const ARABIC_LABELS = ['الملف الشخصي', 'الاسم الأول', 'الضمائر', 'البريد الإلكتروني', 'الهاتف', 'اللغة'];

for (const provider of ['local', 'gemini'] as const satisfies readonly Provider[]) {
  describe(`Browser: the live agent talking to ${provider === 'local' ? 'the embedded voice endpoint' : 'Gemini Live (loopback stand-in)'}`, function () {
    this.timeout(60_000);
    let world: VoiceWorld;
    let browser: Browser;
    let context: BrowserContext;
    let page: Page;
    let problems: string[];
    let liveCalls: string[];

    before(async () => {
      world = await VoiceWorld.start(provider, 4);
      browser = await launchChromium(FAKE_MICROPHONE);
    });
    after(async () => {
      await browser?.close();
      await world?.stop();
    });
    beforeEach(async () => {
      context = await browser.newContext({ permissions: ['microphone'] });
      page = await context.newPage();
      problems = collectPageProblems(page);
      liveCalls = [];
      page.on('request', (request) => {
        const path = new URL(request.url()).pathname;
        if (path.startsWith('/api/live/') && request.method() === 'POST') liveCalls.push(path);
      });
    });
    afterEach(async () => {
      await context.close();
      expect(problems).to.deep.equal([]);
    });

    it('starts a session, greets, turns Arabic on through a tool call, and survives a dropped connection with its card', async () => {
      await page.goto(await serveAgentPage(page, world, 'widget'));
      await screenshot(page, `live-agent-${provider}-idle`);
      const session = page.waitForResponse((response) => response.url().endsWith('/api/live/session'));
      await startTalking(page, 'owner');
      const grant = await (await session).json();
      await agentState(page).filter({ hasText: 'Listening' }).waitFor();
      await world.answerPrompt(0, /Greet them by saying: Welcome to Northwind!$/, GREETING);
      await page.getByText(GREETING).waitFor();

      const executed = page.waitForResponse((response) => response.url().endsWith('/api/live/tools/execute'));
      await world.askForArabic(page, 0);
      const widget = (await (await executed).json()).widget;
      expect(widget.labels.first_name).to.equal('الاسم الأول');
      const card = page.locator('section[data-card-id="profile_card"]');
      await card.and(page.locator('[dir="rtl"]')).waitFor();
      expect(await card.locator('dt').allTextContents()).to.deep.equal([
        widget.labels.first_name,
        widget.labels.pronoun,
        widget.labels.email,
        widget.labels.phone,
        widget.labels.language,
      ]);
      expect(await card.locator('h3').textContent()).to.equal(ARABIC_LABELS[0]);
      await screenshot(page, `live-agent-${provider}-arabic-card`);

      await world.dropConnection(page, 0);
      await world.answerPrompt(1, /^The connection was interrupted and is back\..*"language":"ar"/, 'I am back. Where were we?');
      await page.getByText('I am back. Where were we?').waitFor();
      await agentState(page)
        .filter({ hasText: /Listening|Speaking/ })
        .waitFor();
      expect(liveCalls.filter((path) => path === '/api/live/session/resume')).to.have.length(1);
      expect(await card.count()).to.equal(1);
      expect(await card.getAttribute('dir')).to.equal('rtl');

      // The token the page used opened its connection: it opens no other.
      expect(await VoiceClient.refusal(grant.connection.url, grant.token)).to.have.property('status', 401);
    });
  });
}

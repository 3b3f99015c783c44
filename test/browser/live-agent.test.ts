import { expect } from 'chai';
import type { Page } from 'playwright-core';
import { VoiceClient } from '../support/voice-client.js';
import { describeBrowser } from './support/chromium.js';
import { useBrowser } from './support/fixture.js';
import { screenshot } from './support/screenshots.js';
import { agent, agentFrame, agentState, devToken, GREETING, liveSessions, startTalking, VoiceWorld, type Provider } from './live-agent-world.js';

/** Sessions a day per user: each test signs a person of its own in. */
const DAILY_LIMIT = 4;
const ARABIC_LABELS = ['الملف الشخصي', 'الاسم الأول', 'الضمائر', 'البريد الإلكتروني', 'الهاتف', 'اللغة'];

for (const provider of ['local', 'gemini'] as const satisfies readonly Provider[]) {
  const voice = provider === 'local' ? 'the embedded voice endpoint' : 'Gemini Live (loopback stand-in)';
  describeBrowser(`Browser: the live agent talking to ${voice}`, function () {
    this.timeout(60_000);
    // The suite's service is the voice world's own (its voice provider, its plan).
    const fixture = useBrowser({ app: null, context: { permissions: ['microphone'] } });
    let world: VoiceWorld;
    let widgetPage: string;
    let page: Page;
    let liveCalls: string[];

    before(async function () {
      this.timeout(60_000);
      world = await VoiceWorld.start(provider, DAILY_LIMIT);
      widgetPage = await world.publishWith('widget');
    });
    after(async () => {
      await world?.stop();
    });
    beforeEach(() => {
      page = fixture.page;
      liveCalls = [];
      page.on('request', (request) => {
        const path = new URL(request.url()).pathname;
        if (path.startsWith('/api/live/') && request.method() === 'POST') liveCalls.push(path);
      });
    });

    it('shows the agent where each placement puts it on the published site, and nothing at all with none', async () => {
      const launcherLoads: string[] = [];
      page.on('request', (request) => request.url().includes('/assets/live-agent-') && launcherLoads.push(request.url()));
      const launcher = page.getByRole('button', { name: 'Talk with us' });
      try {
        await page.goto(await world.publishWith('none'));
        await page.getByRole('heading', { name: 'Northwind' }).waitFor();
        expect(await page.locator('[data-live-agent]').count()).to.equal(0);
        expect(launcherLoads).to.deep.equal([]);

        for (const placement of ['homepage', 'destination_page'] as const) {
          await page.goto(await world.publishWith(placement));
          await page.locator(`main [data-live-agent="${placement}"]`).getByRole('button', { name: 'Talk with us' }).waitFor();
          await screenshot(page, `live-agent-${provider}-${placement}`);
          await launcher.click();
          // In the page's flow, a chat's height: the panel fills its frame.
          await page.locator('main iframe.launcher-frame').waitFor();
          await agent(page).getByRole('heading', { name: 'Live agent' }).waitFor();
          await agent(page).getByRole('button', { name: 'Sign in', exact: true }).waitFor();
          const panel = (await agent(page).locator('.agent-panel').boundingBox())!;
          const frame = (await page.locator('main iframe.launcher-frame').boundingBox())!;
          expect(Math.abs(frame.height - panel.height), `${placement}: the panel fills its frame`).to.be.below(2);
        }

        await page.goto(await world.publishWith('modal'));
        await launcher.click();
        const dialog = page.getByRole('dialog', { name: 'Live agent' });
        await dialog.waitFor();
        const box = (await dialog.boundingBox())!;
        expect([box.width, box.height]).to.deep.equal([page.viewportSize()!.width, page.viewportSize()!.height]);
        await agent(page).getByRole('heading', { name: 'Live agent' }).waitFor();
        await screenshot(page, `live-agent-${provider}-modal`);
        // Escape in the frame (where the focus went) closes it, as it does in the page.
        await agent(page).getByLabel('User id').focus();
        await page.keyboard.press('Escape');
        await dialog.waitFor({ state: 'hidden' });
        // Focus went back to the button that opened it (inside the launcher's shadow root).
        expect(await launcher.evaluate((button: any) => button.getRootNode().activeElement === button)).to.equal(true);
        await launcher.click();
        await dialog.waitFor();
        await agent(page).getByRole('button', { name: 'Close the live agent' }).click();
        await dialog.waitFor({ state: 'hidden' });
      } finally {
        widgetPage = await world.publishWith('widget');
      }
      await page.goto(widgetPage);
      await launcher.click();
      await page.getByRole('dialog', { name: 'Live agent' }).waitFor();
      await agent(page).getByRole('heading', { name: 'Live agent' }).waitFor();
    });

    it('starts a session, greets, turns Arabic on through a tool call, and survives a dropped connection with its card', async () => {
      await page.goto(widgetPage);
      await screenshot(page, `live-agent-${provider}-idle`);
      const session = page.waitForResponse((response) => response.url().endsWith('/api/live/session'));
      const states = await startTalking(page, 'owner');
      const grant = await (await session).json();
      await agentState(page)
        .filter({ hasText: /Listening|Speaking/ })
        .waitFor();
      await world.answerPrompt(0, /Greet them by saying: Welcome to Northwind!$/, GREETING);
      await agent(page).getByText(GREETING).waitFor();
      // The greeting is played, then the agent listens again.
      await states.seen('Speaking', 'Listening');

      const executed = page.waitForResponse((response) => response.url().endsWith('/api/live/tools/execute'));
      await world.askForArabic(page, 0);
      const widget = (await (await executed).json()).widget;
      expect(widget.labels.first_name).to.equal('الاسم الأول');
      const card = agent(page).locator('section[data-card-id="profile_card"]');
      await card.and(agent(page).locator('[dir="rtl"]')).waitFor();
      expect(await card.locator('dt').allTextContents()).to.deep.equal([
        widget.labels.first_name,
        widget.labels.pronoun,
        widget.labels.email,
        widget.labels.phone,
        widget.labels.language,
      ]);
      expect(await card.locator('h3').textContent()).to.equal(ARABIC_LABELS[0]);
      // The panel and the launcher follow the conversation into Arabic, right to left; the button keeps its corner.
      const fab = page.locator('[data-live-agent]').getByRole('button', { name: 'تحدّث معنا' });
      await fab.waitFor();
      await agent(page).locator('section.agent-panel[lang="ar"][dir="rtl"]').getByRole('heading', { name: 'المساعد المباشر' }).waitFor();
      await agent(page).getByRole('textbox', { name: 'اكتب رسالة' }).waitFor();
      await page.getByRole('dialog', { name: 'المساعد المباشر' }).waitFor();
      expect(await page.locator('[data-live-agent]').getAttribute('lang')).to.equal('ar');
      const corner = (await fab.boundingBox())!;
      expect(corner.x + corner.width, 'the button keeps its corner').to.be.closeTo(page.viewportSize()!.width - 20, 2);
      await screenshot(page, `live-agent-${provider}-arabic-card`);

      await world.dropConnection(page, 0);
      await world.answerPrompt(1, /^The connection was interrupted and is back\..*"language":"ar"/, 'I am back. Where were we?');
      await agent(page).getByText('I am back. Where were we?').waitFor();
      await agent(page)
        .getByRole('status')
        .filter({ hasText: /^(يستمع|يتحدث)$/ })
        .waitFor();
      expect(liveCalls.filter((path) => path === '/api/live/session/resume')).to.have.length(1);
      expect(await card.count()).to.equal(1);
      expect(await card.getAttribute('dir')).to.equal('rtl');

      // The token the page used opened its connection: it opens no other.
      expect(await VoiceClient.refusal(grant.connection.url, grant.token)).to.have.property('status', 401);
    });

    it('shows the daily limit in words when the quota is used up (429), and a refusal (403) the same way', async () => {
      await world.addVisitor('busy');
      const token = await devToken(world.app, 'busy');
      for (let i = 0; i < DAILY_LIMIT; i++) {
        const started = await world.app.request('POST', '/api/live/session', { token, headers: { 'x-project-id': world.projectId } });
        expect(started.status).to.equal(200);
      }
      await page.goto(widgetPage);
      await startTalking(page, 'busy');
      await agent(page)
        .getByRole('alert')
        .filter({ hasText: `Daily live-session limit reached (${DAILY_LIMIT}/day). Try again tomorrow or upgrade your plan.` })
        .waitFor();
      // Nothing started: the state does not say a conversation ended.
      await agentState(page).filter({ hasText: 'Could not start' }).waitFor();
      await screenshot(page, `live-agent-${provider}-daily-limit`);

      await agent(page).getByRole('button', { name: 'Sign out' }).click();
      await world.addVisitor('pending', false);
      await agent(page).getByLabel('User id').fill('pending');
      await agent(page).getByRole('button', { name: 'Sign in', exact: true }).click();
      await agent(page).getByRole('button', { name: 'Try again' }).click();
      await agent(page).getByRole('alert').filter({ hasText: 'This user has not been provisioned. Contact a manager.' }).waitFor();
    });

    it('mutes the microphone and ends the conversation from labelled controls, by keyboard', async () => {
      await world.addVisitor('quiet');
      await page.goto(widgetPage);
      await startTalking(page, 'quiet');
      await agentState(page)
        .filter({ hasText: /Listening|Speaking/ })
        .waitFor();
      const mute = agent(page).getByRole('button', { name: 'Mute' });
      await mute.focus();
      await page.keyboard.press('Enter');
      await agent(page).getByRole('button', { name: 'Unmute' }).and(agent(page).locator('[aria-pressed="true"]')).waitFor();
      if (world.gemini !== null) {
        const live = await world.session(world.gemini.live.sessions.length - 1);
        await live.waitFor((m) => m.realtimeInput?.audioStreamEnd === true);
      }
      await agent(page).getByRole('button', { name: 'End conversation' }).focus();
      await page.keyboard.press('Enter');
      await agentState(page).filter({ hasText: 'Conversation ended' }).waitFor();
      // Focus moved to what took the place of the control the person used.
      expect(await (await agentFrame(page)).evaluate(() => (globalThis as any).document.activeElement?.textContent)).to.equal('Start again');
      if (world.gemini !== null) expect((await world.gemini.live.sessions.at(-1)!.closed).code).to.equal(1000);
    });

    it('apologises in writing when the service fails a tool call (500), and the conversation goes on', async () => {
      await world.addVisitor('unlucky');
      await page.route('**/api/live/tools/execute', (route) =>
        route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ error: 'Tool execution failed' }) }),
      );
      await page.goto(widgetPage);
      const started = liveSessions(world);
      await startTalking(page, 'unlucky');
      await agentState(page)
        .filter({ hasText: /Listening|Speaking/ })
        .waitFor();
      const answer = await world.askForProfile(page, started);
      await agent(page).getByRole('alert').filter({ hasText: 'Sorry, something went wrong on our side. Please try again in a moment.' }).waitFor();
      if (answer !== null) expect(answer.response).to.deep.equal({ error: 'Sorry, something went wrong on our side. Please try again in a moment.' });
      else await agent(page).getByText('That did not work: Sorry, something went wrong on our side.').waitFor();
      expect(await agentState(page).textContent()).to.match(/Listening|Speaking/);
    });
  });
}

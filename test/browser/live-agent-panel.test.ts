import { expect } from 'chai';
import type { Page } from 'playwright-core';
import { describeBrowser } from './support/chromium.js';
import { useBrowser } from './support/fixture.js';
import { lookAt } from './support/screenshots.js';
import { agent, agentState, type Placement, VoiceWorld } from './live-agent-world.js';

/** What the launcher and the panel say in each language the screens are looked at in (the theme's words). */
const WORDS = {
  en: { talk: 'Talk with us', title: 'Live agent', start: 'Start talking', type: 'Type a message', listening: /^(Listening|Speaking)$/, dir: 'ltr' },
  ar: { talk: 'تحدّث معنا', title: 'المساعد المباشر', start: 'ابدأ الحديث', type: 'اكتب رسالة', listening: /^(يستمع|يتحدث)$/, dir: 'rtl' },
} as const;
type Language = keyof typeof WORDS;

const box = async (page: Page, selector: string) => (await agent(page).locator(selector).boundingBox())!;

/**
 * The panel as a visitor sees it on each placement, on a project open to the public (nobody
 * signs in), in English and in Arabic: the launcher in the page's words and direction, a header
 * that stays while the transcript fills the height, the input at the bottom, the whole screen on
 * a phone; axe-clean, looked at (screenshots) at 390 and 1280 px.
 */
describeBrowser('Browser: the live agent panel on each placement, in English and Arabic', function () {
  this.timeout(180_000);
  const fixture = useBrowser({ app: null, context: { permissions: ['microphone'], viewport: { width: 1280, height: 800 } } });
  let world: VoiceWorld;

  before(async function () {
    this.timeout(60_000);
    world = await VoiceWorld.start('local', 10);
  });
  after(async () => {
    await world?.stop();
  });

  /** Opens the agent with the launcher's button in the page's words and talks until the transcript is taller than the panel. */
  async function openAndTalk(page: Page, placement: Placement, language: Language): Promise<void> {
    const words = WORDS[language];
    await page.goto(await world.publishWith(placement, language));
    const launcher = page.locator('[data-live-agent]').getByRole('button', { name: words.talk });
    await launcher.waitFor();
    expect(await launcher.evaluate((button: any) => (globalThis as any).getComputedStyle(button).direction)).to.equal(words.dir);
    await launcher.click();
    await agent(page).locator(`section.agent-panel[lang="${language}"][dir="${words.dir}"]`).getByRole('heading', { name: words.title }).waitFor();
    await agent(page).getByRole('button', { name: words.start }).click();
    await agent(page).getByRole('status').filter({ hasText: words.listening }).waitFor();
    for (const [index, line] of ['My name is Ada', 'What are your opening hours?', 'my email is ada@example.com', 'show my profile', 'hello'].entries()) {
      await agent(page).getByRole('textbox', { name: words.type }).fill(line);
      await agent(page).getByRole('textbox', { name: words.type }).press('Enter');
      await agent(page)
        .locator('.agent-line--agent')
        .nth(index + 1)
        .waitFor();
    }
  }

  /** The header at the frame's top and the input at its bottom, whatever the transcript holds (boxes are the page's). */
  async function expectChatLayout(page: Page): Promise<void> {
    const frame = (await page.locator('iframe.launcher-frame').boundingBox())!;
    const [header, footer, body] = [await box(page, '.agent-header'), await box(page, '.agent-footer'), await box(page, '.agent-body')];
    expect(header.y, 'the header at the top').to.be.closeTo(frame.y, 1);
    expect(footer.y + footer.height, 'the input at the bottom').to.be.closeTo(frame.y + frame.height, 1);
    expect(body.height, 'the transcript fills what is between').to.be.closeTo(frame.height - header.height - footer.height, 1);
    // The transcript scrolls inside the body, under the header that stays.
    expect(
      await agent(page)
        .locator('.agent-body')
        .evaluate((node: any) => node.scrollHeight > node.clientHeight),
    ).to.equal(true);
  }

  for (const placement of ['homepage', 'destination_page', 'widget', 'modal'] as const) {
    it(`${placement}: the launcher in the page's language, a chat with a fixed header, the whole screen on a phone`, async () => {
      await world.set('settings/live-agent', { access: 'public' });
      const { page } = fixture;
      for (const language of ['en', 'ar'] as const) {
        await openAndTalk(page, placement, language);
        await expectChatLayout(page);
        if (placement === 'widget' || placement === 'modal') {
          await page.setViewportSize({ width: 390, height: 800 });
          const dialog = page.getByRole('dialog', { name: WORDS[language].title });
          await page.waitForFunction(() => (globalThis as any).innerWidth === 390);
          expect(await dialog.boundingBox(), 'a phone: the whole screen').to.deep.include({ x: 0, y: 0, width: 390, height: 800 });
          await expectChatLayout(page);
          await page.setViewportSize({ width: 1280, height: 800 });
        }
        await lookAt(page, `live-agent-${placement}-${language}`);
      }
    });
  }

  it('keeps the floating button off the footer, and where the site moves it', async () => {
    await world.set('settings/live-agent', { access: 'public' });
    const { page } = fixture;
    await page.goto(await world.publishWith('widget', 'ar'));
    await page.goto(await world.publishWith('widget', 'en'));
    const fab = page.locator('[data-live-agent]').getByRole('button', { name: 'Talk with us' });
    await fab.waitFor();
    // Scrolled to the end (the footer, with its language switcher, in view): nothing of the footer under the button.
    await page.evaluate(() => (globalThis as any).scrollTo(0, (globalThis as any).document.body.scrollHeight));
    const button = (await fab.boundingBox())!;
    const footer = (await page.locator('footer.site-footer').boundingBox())!;
    expect(await page.locator('footer.site-footer').getByRole('link', { name: 'العربية' }).count()).to.equal(1);
    expect(footer.y + footer.height, 'the footer ends above the button').to.be.at.most(button.y);

    await world.set('settings/site', { launcher_offset: { bottom: 96, inline_end: 24 } });
    await page.goto(await world.publishWith('widget', 'en'));
    const moved = (await fab.boundingBox())!;
    expect(moved.y + moved.height).to.be.closeTo(800 - 96, 1);
    expect(moved.x + moved.width).to.be.closeTo(1280 - 24, 1);
    await fab.click();
    const panel = (await page.getByRole('dialog', { name: 'Live agent' }).boundingBox())!;
    expect(panel.y + panel.height, 'the panel opens above the moved button').to.be.at.most(moved.y);
    await world.set('settings/site', { launcher_offset: null });
  });

  it('says sign-in is needed before anything can start, on a project for members', async () => {
    await world.set('settings/live-agent', { access: 'members' });
    const { page } = fixture;
    await page.goto(await world.publishWith('widget', 'ar'));
    await page.locator('[data-live-agent]').getByRole('button', { name: WORDS.ar.talk }).click();
    await agent(page).getByRole('status').filter({ hasText: 'سجّل الدخول للحديث' }).waitFor();
    expect(await agent(page).getByRole('button', { name: WORDS.ar.start }).count()).to.equal(0);
    await agent(page).getByRole('heading', { name: 'سجّل الدخول للتحدث مع المساعد' }).waitFor();
    await page.goto(await world.publishWith('widget', 'en'));
    await page.getByRole('button', { name: 'Talk with us' }).click();
    await agentState(page).filter({ hasText: 'Sign in to talk' }).waitFor();
    await lookAt(page, 'live-agent-sign-in-needed');
    await agent(page).getByLabel('User id').fill('owner');
    await agent(page).getByRole('button', { name: 'Sign in', exact: true }).click();
    await agentState(page).filter({ hasText: 'Ready to talk' }).waitFor();
  });
});

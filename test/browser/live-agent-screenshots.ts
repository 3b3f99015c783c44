import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { FAKE_MICROPHONE, launchChromium } from '../support/browser.js';
import { agent, startTalking, VoiceWorld } from './live-agent-world.js';

/**
 * Takes the README's screenshots of the live agent on a published site, talking to the offline
 * scripted agent: idle on the home page, talking with the profile card, the card in Arabic,
 * and the daily limit. Into docs/screenshots/. Run: `node --import=tsx test/browser/live-agent-screenshots.ts`.
 */
const OUT = join(import.meta.dirname, '..', '..', 'docs', 'screenshots');

async function save(page: Page, name: string): Promise<void> {
  const shot = await page.screenshot();
  const file = join(OUT, `live-agent-${name}.png`);
  await sharp(shot).png({ palette: true, quality: 90, effort: 10 }).toFile(file);
  console.log(file);
}

async function say(page: Page, text: string): Promise<void> {
  await agent(page).getByLabel('Type a message').fill(text);
  await agent(page).getByRole('button', { name: 'Send' }).click();
}

async function main(): Promise<void> {
  mkdirSync(OUT, { recursive: true });
  const world = await VoiceWorld.start('local', 1);
  const browser = await launchChromium(FAKE_MICROPHONE);
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 860 }, deviceScaleFactor: 1, permissions: ['microphone'] });
    const page = await context.newPage();

    await page.goto(await world.publishWith('homepage'));
    await page.getByRole('button', { name: 'Talk with us' }).waitFor();
    await save(page, 'idle');

    await page.goto(await world.publishWith('widget'));
    await startTalking(page, 'owner');
    await agent(page)
      .getByRole('status')
      .filter({ hasText: /Listening|Speaking/ })
      .waitFor();
    await say(page, 'My name is Ada Lovelace');
    await agent(page).locator('section[data-card-id="profile_card"]').getByText('Ada', { exact: true }).waitFor();
    await say(page, 'my email is ada@example.com');
    await agent(page).locator('section[data-card-id="profile_card"]').getByText('ada@example.com').waitFor();
    await save(page, 'talking');

    await say(page, 'Switch to Arabic');
    await agent(page).locator('section[data-card-id="profile_card"][dir="rtl"]').waitFor();
    await agent(page).getByText('I have switched to Arabic.').waitFor();
    await save(page, 'arabic');

    // The plan allows one session a day here: the owner used it. The panel speaks Arabic since the switch.
    await agent(page).getByRole('button', { name: 'إنهاء المحادثة' }).click();
    await agent(page).getByRole('button', { name: 'ابدأ من جديد' }).click();
    await agent(page).getByRole('alert').filter({ hasText: 'Daily live-session limit reached' }).waitFor();
    await save(page, 'daily-limit');
    await context.close();
  } finally {
    await browser.close();
    await world.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

import type { Page } from 'playwright-core';

/**
 * Signs in with the development sign-in's form, on the page already open: its user id, Enter,
 * then waits until the page says who is signed in.
 */
export async function signInWithDevForm(page: Page, userId: string): Promise<void> {
  await page.getByLabel('User id').fill(userId);
  await page.getByLabel('User id').press('Enter');
  await page.getByText(`Signed in as ${userId}`).waitFor();
}

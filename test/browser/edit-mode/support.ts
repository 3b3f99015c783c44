import type { Page } from 'playwright-core';
import type { TestApp } from '../../support/test-app.js';
import { accessibilityViolations } from '../support/accessibility.js';
import { signInWithDevForm } from '../support/sign-in.js';

/** The tab Edit Mode's tests look at the page in: wide enough for the page list, the editor and its preview side by side. */
export const EDIT_MODE_TAB = { viewport: { width: 1400, height: 1000 } };

/** axe-core's serious and critical violations on the page, the preview's frame left out (see accessibilityViolations). */
export const seriousViolations = (page: Page): Promise<string[]> => accessibilityViolations(page, { frames: false });

/** Opens Edit Mode at `path` (below `/edit/`) and signs in with the development sign-in. */
export async function signInToEditMode(page: Page, app: TestApp, userId: string, path = ''): Promise<void> {
  await page.goto(`${app.url}/edit/${path}`);
  await signInWithDevForm(page, userId);
}

/** The editor's save status line. */
export const saveStatus = (page: Page) => page.locator('.em-save-status');

/** Waits until the editor says every change is saved. */
export const allSaved = (page: Page) => page.locator('.em-save-status[data-state="saved"]').waitFor();

/** The preview frame's document body text, once it holds `text`. */
export async function previewShows(page: Page, text: string): Promise<void> {
  await page.frameLocator('.em-editor iframe.em-preview__frame').locator('main').getByText(text).first().waitFor();
}

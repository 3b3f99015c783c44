import type { Browser, BrowserContext, BrowserContextOptions } from 'playwright-core';
import { collectPageProblems } from '../../support/browser.js';

/** What a page is told to report: every Content-Security-Policy violation, as the browser describes it. */
const REPORT_VIOLATIONS = `document.addEventListener('securitypolicyviolation', (event) => {
  globalThis.__reportPolicyViolation?.(event.effectiveDirective + ' refused ' + (event.blockedURI || 'something') + ' on ' + event.documentURI);
});`;

/**
 * A browser context (its own storage: another person, another browser) whose pages report to
 * `problems`: uncaught errors, console errors (a refused script or style shows there too, in
 * words that change between versions), and each Content-Security-Policy violation the page's document sees.
 */
export async function watchedContext(browser: Browser, problems: string[], options: BrowserContextOptions = {}): Promise<BrowserContext> {
  const context = await browser.newContext(options);
  await context.exposeBinding('__reportPolicyViolation', (_source, text: string) => problems.push(`policy violation: ${text}`));
  await context.addInitScript({ content: REPORT_VIOLATIONS });
  context.on('page', (page) => collectPageProblems(page, problems));
  return context;
}

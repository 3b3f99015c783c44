import { expect } from 'chai';
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { startDevIssuerApp } from '../../http/sign-in/support.js';
import { browserReachable } from '../../support/free-port.js';
import type { TestApp } from '../../support/test-app.js';
import { sharedChromium } from './chromium.js';
import { watchedContext } from './tabs.js';

export interface BrowserFixtureOptions {
  /**
   * The service the suite runs against, started before its first test and stopped after its
   * last: by default the real app (SQLite) with the development sign-in; null when the suite
   * starts its own (one per nested suite, say).
   */
  readonly app?: (() => Promise<TestApp>) | null;
  /** The options of each test's context (a viewport, permissions, `bypassCSP`). */
  readonly context?: BrowserContextOptions;
  /** false: no tab is opened before each test (its tests open the contexts they need with `newContext`). */
  readonly tab?: boolean;
}

/** What a browser test works with; read its fields inside hooks and tests (they change per test). */
export interface BrowserFixture {
  /** The run's one Chromium. */
  readonly browser: Browser;
  /** The service (throws when the suite starts its own). */
  readonly app: TestApp;
  /** This test's context (its storage) and its first tab. */
  readonly context: BrowserContext;
  readonly page: Page;
  /** What the test's tabs reported so far; it must be empty after the test. */
  readonly problems: string[];
  /** A tab of another context (another person, another browser), watched like the first and closed after the test. */
  newContext(options?: BrowserContextOptions): Promise<{ context: BrowserContext; page: Page }>;
}

/**
 * The development sign-in as the default service, without its rate limit (tests sign in often),
 * on a port a browser reaches its sites at (`http://<project>.localhost:<port>/`).
 */
const devApp = async () => startDevIssuerApp({ SIGN_IN_RATE_LIMIT: '100000', ...(await browserReachable()) });

/**
 * The shared set-up of a browser suite, called first thing in its `describe`: the service, the
 * run's Chromium, a fresh context and tab for each test, and after each test its tabs closed
 * and the console checked clean (no uncaught error, no console error, no policy violation).
 *
 *   describeBrowser('Browser: …', function () {
 *     const browser = useBrowser();
 *     it('…', async () => { await browser.page.goto(`${browser.app.url}/edit/`); … });
 *   });
 */
export function useBrowser(options: BrowserFixtureOptions = {}): BrowserFixture {
  const startApp = options.app === undefined ? devApp : options.app;
  let browser: Browser | null = null;
  let app: TestApp | null = null;
  let contexts: BrowserContext[] = [];
  let first: { context: BrowserContext; page: Page } | null = null;
  let problems: string[] = [];

  const open = async (contextOptions: BrowserContextOptions) => {
    const context = await watchedContext(browser!, problems, contextOptions);
    contexts.push(context);
    return { context, page: await context.newPage() };
  };

  before(async function () {
    // Launching Chromium and starting the service under load take their time.
    this.timeout(Math.max(this.timeout(), 60_000));
    [browser, app] = await Promise.all([sharedChromium(), startApp === null ? null : startApp()]);
  });
  after(async () => {
    await app?.stop();
    app = null;
  });
  beforeEach(async () => {
    problems = [];
    contexts = [];
    first = options.tab === false ? null : await open(options.context ?? {});
  });
  afterEach(async function () {
    // A failed test says where each of its tabs was and what it showed: a failure seen only
    // under load (CI) can then be read from the log.
    if (this.currentTest?.state === 'failed') for (const context of contexts) for (const tab of context.pages()) await describeTab(tab);
    // Tabs first: their unload handlers run (a save on leaving), then their contexts go.
    for (const context of contexts) for (const tab of context.pages()) await tab.close();
    for (const context of contexts) await context.close();
    contexts = [];
    first = null;
    expect(problems, 'what the pages reported').to.deep.equal([]);
  });

  const required = <T>(value: T | null, what: string): T => {
    if (value === null) throw new Error(`the browser fixture has no ${what} here`);
    return value;
  };
  return {
    get browser() {
      return required(browser, 'browser');
    },
    get app() {
      return required(app, 'app (the suite starts its own)');
    },
    get context() {
      return required(first, 'tab outside a test').context;
    },
    get page() {
      return required(first, 'tab outside a test').page;
    },
    get problems() {
      return problems;
    },
    newContext: (contextOptions = {}) => open({ ...options.context, ...contextOptions }),
  };
}

/** Where a tab is and the start of what it shows, written to the test's output. */
async function describeTab(tab: Page): Promise<void> {
  const shown = await tab
    .evaluate(() => String((globalThis as any).document.body?.innerText ?? ''))
    .catch((error: unknown) => `(unreadable: ${String(error)})`);
  console.error(`  a tab at ${tab.url()} showed:\n    ${shown.slice(0, 1_500).replace(/\s*\n\s*/g, '\n    ')}`);
}

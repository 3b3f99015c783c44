import { expect } from 'chai';
import type { Browser, BrowserContext, Frame, Page } from 'playwright-core';
import { collectPageProblems, screenshot } from '../support/browser.js';
import { browserReachable } from '../support/free-port.js';
import type { TestApp } from '../support/test-app.js';
import { startDevIssuerApp } from '../http/sign-in/support.js';
import { hasChromium, launchChromium } from './chromium.js';

const describeBrowser = hasChromium() ? describe : describe.skip;

/**
 * A published custom HTML page whose script goes after the portal's token, every way a page
 * can: its own origin's storage and cookies, the API with the browser's credentials, the
 * portal in a frame and in a window it opened, and the live agent's frame on its own page.
 * The site answers on an origin of its own (`<project>.localhost`): each attempt ends at the
 * browser's boundary between origins. The page writes what it got into `#findings`.
 */
const hostilePage = (service: string, otherProject: string, ownProject: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Opening hours</title></head>
<body><main><h1>Opening hours</h1><p>We open at nine.</p>
<iframe id="agent" title="Our agent" allow="microphone" src="${service}/live/embed?project=${ownProject}&amp;placement=homepage"></iframe>
<button id="open" type="button">Show more</button><button id="read" type="button">Read on</button>
<p id="opened"></p><pre id="findings"></pre></main>
<script>
const SERVICE = ${JSON.stringify(service)};
const attempt = async (run) => {
  try { return { got: await run() }; } catch (error) { return { refused: error instanceof Error ? error.name : String(error) }; }
};
const framed = (src) => {
  const frame = document.createElement('iframe');
  frame.src = src;
  frame.title = src;
  document.body.append(frame);
  return new Promise((resolve) => frame.addEventListener('load', () => resolve(frame), { once: true }));
};
let popup = null;
let portalFrame = null;
document.getElementById('open').addEventListener('click', async () => {
  popup = window.open(SERVICE + '/edit/', 'portal');
  portalFrame = await framed(SERVICE + '/edit/');
  await framed(SERVICE + '/live/embed?project=${otherProject}&placement=widget');
  document.getElementById('opened').textContent = 'Opened';
});
document.getElementById('read').addEventListener('click', async () => {
  const agent = document.getElementById('agent');
  const findings = {
    ownLocalStorage: await attempt(() => JSON.stringify({ ...localStorage })),
    ownSessionStorage: await attempt(() => JSON.stringify({ ...sessionStorage })),
    ownCookies: await attempt(() => document.cookie),
    apiWithCredentials: await attempt(async () => {
      const response = await fetch(SERVICE + '/api/accounts/me', { credentials: 'include' });
      return response.status + ' ' + (await response.text());
    }),
    framedPortalDocument: await attempt(() => (portalFrame.contentDocument === null ? 'none' : portalFrame.contentDocument.body.innerHTML)),
    framedPortalStorage: await attempt(() => JSON.stringify({ ...portalFrame.contentWindow.localStorage })),
    popupDocument: await attempt(() => popup.document.body.innerHTML),
    popupStorage: await attempt(() => JSON.stringify({ ...popup.localStorage })),
    agentDocument: await attempt(() => (agent.contentDocument === null ? 'none' : agent.contentDocument.body.innerHTML)),
    agentStorage: await attempt(() => JSON.stringify({ ...agent.contentWindow.localStorage })),
  };
  document.getElementById('findings').textContent = JSON.stringify(findings);
});
</script></body></html>`;

/** What the tests read of a page's storage (this project compiles without the DOM library). */
type Storage = Readonly<Record<string, string>> & { readonly length: number };

/** A JWT's three base64url parts, wherever they stand in a text. */
const JWT = /eyJ[\w-]+\.eyJ[\w-]+\.[\w-]+/g;

/** Issue 29: a script on a published page cannot read the portal's token, nor the live agent's. */
describeBrowser('Browser: a published page’s script and the portal’s token', function () {
  this.timeout(120_000);
  let app: TestApp;
  let browser: Browser;
  let context: BrowserContext;
  let projectId: string;
  let otherId: string;
  let siteUrl: string;
  const api = (path: string, token: string, method = 'GET', body?: unknown) => app.request(method, path, { token, ...(body === undefined ? {} : { body }) });

  /** An ID token of the development sign-in, for the API calls that set the project up. */
  const tokenOf = async (userId: string) => (await app.request('POST', '/auth/dev/sign-in', { body: { user_id: userId } })).body.id_token as string;

  before(async () => {
    [app, browser] = await Promise.all([startDevIssuerApp({ SIGN_IN_RATE_LIMIT: '100000', ...(await browserReachable()) }), launchChromium()]);
    const owner = await tokenOf('ada');
    projectId = (await api('/api/projects', owner, 'POST', { name: 'Northwind' })).body.id;
    otherId = (await api('/api/projects', owner, 'POST', { name: 'Elsewhere' })).body.id;
    siteUrl = (await api(`/api/projects/${projectId}`, owner)).body.site_url;
    const hostile = hostilePage(app.url, otherId, projectId);
    const uploaded = await api(`/api/projects/${projectId}/docs/edit/upload-custom-page`, owner, 'POST', {
      slug: 'hours',
      language: 'en',
      kind: 'html',
      body: hostile,
    });
    expect(uploaded.status, JSON.stringify(uploaded.body)).to.equal(201);
    const titled = await api(`/api/projects/${projectId}/docs/edit/save`, owner, 'POST', {
      draftId: uploaded.body.draftId,
      metadata: { title: 'Opening hours' },
      content: hostile,
      language: 'en',
    });
    expect(titled.status, JSON.stringify(titled.body)).to.equal(200);
    const long = Array.from({ length: 80 }, (_, i) => `Paragraph ${i + 1} of a long page, to scroll through.`).join('\n\n');
    const page = await api(`/api/projects/${projectId}/pages`, owner, 'POST', {
      slug: 'long',
      language: 'en',
      doc_template_id: 'page',
      metadata: { title: 'A long page' },
      content: `# A long page\n\n${long}`,
    });
    expect(page.status, JSON.stringify(page.body)).to.equal(201);
    const dryRun = await api(`/api/projects/${projectId}/publish`, owner, 'POST', {});
    const confirmed = await api(`/api/projects/${projectId}/publish/confirm`, owner, 'POST', { confirmation_token: dryRun.body.confirmation_token });
    expect(confirmed.status, JSON.stringify(confirmed.body)).to.equal(200);
  });
  after(async () => {
    await browser?.close();
    await app?.stop();
  });
  beforeEach(async () => {
    context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  });
  afterEach(() => context.close());

  /** Signs in to the portal (`/edit/`) with the development sign-in, and answers the ID token it keeps. */
  async function signInToPortal(page: Page): Promise<string> {
    await page.goto(`${app.url}/edit/?project=${projectId}`);
    await page.getByLabel('User id').fill('ada');
    await page.getByLabel('User id').press('Enter');
    await page.getByText('Signed in as ada').waitFor();
    const kept = await page.evaluate(() => JSON.stringify({ ...(globalThis as unknown as { localStorage: Storage }).localStorage }));
    const [token] = kept.match(JWT) ?? [];
    expect(token, 'the portal keeps an ID token').to.be.a('string');
    // A token the service takes: what the page goes after is worth having.
    expect((await app.request('GET', '/api/accounts/me', { token: token! })).status).to.equal(200);
    return token!;
  }

  it('gets nothing of the token from its own origin’s storage, the API, the portal framed or opened, or the agent’s frame', async () => {
    const portal = await context.newPage();
    const portalProblems = collectPageProblems(portal);
    const token = await signInToPortal(portal);

    const site = await context.newPage();
    const refusals = collectPageProblems(site);
    await site.goto(`${siteUrl}en/hours/`);
    // The site's origin is its own: not the portal's, not the API's.
    const siteOrigin = new URL(site.url()).origin;
    expect(siteOrigin).to.equal(`http://${projectId}.localhost:${new URL(app.url).port}`);
    expect(siteOrigin).to.not.equal(new URL(portal.url()).origin);
    expect(siteOrigin).to.not.equal(new URL(app.config.publicBaseUrl).origin);

    // The person signs in to the agent on the page too: its frame, on the service's origin, gets a token of its own.
    const agent = site.frameLocator('#agent');
    const agentSignIn = site.waitForResponse((response) => response.url() === `${app.url}/auth/dev/sign-in`);
    await agent.getByLabel('User id').fill('ada');
    await agent.getByRole('button', { name: 'Sign in', exact: true }).click();
    await agent.getByText('Signed in as ada').waitFor();
    const agentToken = ((await (await agentSignIn).json()) as { id_token: string }).id_token;
    expect(agentToken, 'the agent’s frame holds an ID token').to.match(JWT);

    // It opens the portal in a window (where the person is signed in) and in a frame, and another project's agent in a frame.
    const popup = context.waitForEvent('page');
    await site.getByRole('button', { name: 'Show more' }).click();
    await (await popup).getByText('Signed in as ada').waitFor();
    await site.getByText('Opened').waitFor();
    // Then reads what it can.
    await site.getByRole('button', { name: 'Read on' }).click();
    await site.locator('#findings:not(:empty)').waitFor();
    const text = (await site.locator('#findings').textContent())!;
    const findings = JSON.parse(text);
    await screenshot(site, 'origin-isolation-hostile-page');

    expect(findings).to.deep.equal({
      // Its own origin holds nothing of the portal's: nothing was ever kept there.
      ownLocalStorage: { got: '{}' },
      ownSessionStorage: { got: '{}' },
      ownCookies: { got: '' },
      // The API answers no other origin's read (no CORS), and takes no cookie for a credential anyway.
      apiWithCredentials: { refused: 'TypeError' },
      // The portal refuses every frame (frame-ancestors 'none'); a window of another origin is not readable.
      framedPortalDocument: { got: 'none' },
      framedPortalStorage: { refused: 'SecurityError' },
      popupDocument: { refused: 'SecurityError' },
      popupStorage: { refused: 'SecurityError' },
      // The agent's frame is the service's origin: the page that frames it reads nothing in it.
      agentDocument: { got: 'none' },
      agentStorage: { refused: 'SecurityError' },
    });
    for (const secret of [token, agentToken!]) {
      expect(text).to.not.include(secret);
      expect(await site.content()).to.not.include(secret);
    }
    // Neither the portal nor another project's agent was displayed in the page's frames.
    const frameUrls = site.frames().map((frame) => frame.url());
    expect(frameUrls.filter((url) => url.startsWith(`${app.url}/edit/`) || url.includes(`project=${otherId}`))).to.deep.equal([]);
    // The browser refused, and said so: the portal in a frame, another project's agent in a frame, the API's answer.
    const otherSite = `http://${otherId}.localhost:${new URL(app.url).port}`;
    const refused = refusals.map((problem) =>
      problem.includes(`frame-ancestors 'none'`)
        ? 'portal framed'
        : problem.includes(`frame-ancestors ${otherSite}`)
          ? 'another project’s agent framed'
          : /blocked by CORS policy/.test(problem)
            ? 'API read'
            : problem,
    );
    expect(refused.sort()).to.deep.equal(['API read', 'another project’s agent framed', 'portal framed']);
    expect(portalProblems).to.deep.equal([]);
  });

  it('shows the owner’s HTML in Edit Mode’s preview in a frame of an opaque origin, which keeps the reader’s place across renderings', async () => {
    const page = await context.newPage();
    const problems = collectPageProblems(page);
    const token = await signInToPortal(page);
    const pages = page.getByRole('navigation', { name: 'Pages', exact: true });

    await pages.getByRole('button', { name: /Opening hours/ }).click();
    const preview = page.frameLocator('.em-editor iframe.em-preview__frame');
    await preview.getByRole('heading', { name: 'Opening hours' }).waitFor();
    const frame = await previewFrame(page);
    expect(await frame.evaluate('origin')).to.equal('null');
    // A script of the frame's own (a string: the test's compiled functions carry helpers the page lacks).
    const reads = await frame.evaluate(`[() => localStorage.length, () => parent.document, () => parent.localStorage.length].map((read) => {
      try { return { got: String(read()) }; } catch (error) { return { refused: error.name }; }
    })`);
    expect(reads).to.deep.equal([{ refused: 'SecurityError' }, { refused: 'SecurityError' }, { refused: 'SecurityError' }]);
    expect(JSON.stringify(reads)).to.not.include(token);

    await pages.getByRole('button', { name: /A long page/ }).click();
    await preview.getByText('Paragraph 80 of a long page').waitFor();
    const long = await previewFrame(page);
    await long.evaluate(() => (globalThis as unknown as { scrollTo(x: number, y: number): void }).scrollTo(0, 600));
    const body = page.getByLabel('Body', { exact: true });
    await body.press('Control+End');
    await page.keyboard.type('\n\nThe last word.');
    await preview.getByText('The last word.').waitFor();
    // A new rendering, scrolled back to where the reader was.
    await (await previewFrame(page)).waitForFunction(() => (globalThis as unknown as { scrollY: number }).scrollY === 600);
    // The owner's inline script and frame stay blocked by the page's policy, which the frame inherits: the refusals expected.
    expect(problems.filter((problem) => !/violates the following Content Security Policy directive/.test(problem))).to.deep.equal([]);
  });
});

/** Edit Mode's preview frame, as it is now (each rendering is a new document in the same frame). */
async function previewFrame(page: Page): Promise<Frame> {
  return (await (await page.locator('.em-editor iframe.em-preview__frame').elementHandle())!.contentFrame())!;
}

import { expect } from 'chai';
import type { Page } from 'playwright-core';
import { AssetCatalog } from '../../adapters/http/assets/asset-catalog.js';
import { freePort } from '../support/free-port.js';
import { GeminiStandIn } from '../support/stand-ins/gemini.js';
import type { LiveSessionStandIn } from '../support/stand-ins/gemini-live.js';
import { FakeClock } from '../support/fake-clock.js';
import { TestApp } from '../support/test-app.js';

/** No AUTH_* variable: the development issuer is the identity provider, and the page's sign-in is the development one. */
const DEV_ISSUER = { AUTH_JWKS_FILE: '', AUTH_ISSUER: '', AUTH_AUDIENCE: '' };

export type Provider = 'local' | 'gemini';

const GEMINI_KEY = 'gemini-key-for-browser-tests';
const GEMINI_MODEL = 'gemini-live-browser-test-model';
export const GREETING = 'Welcome to Northwind!';

/**
 * The service (development sign-in, so a person signs in in the page) with its voice provider:
 * the embedded endpoint, or Gemini through the loopback stand-in. `agent` drives the voice AI
 * side: typed phrases for the scripted agent, commands to the stand-in for Gemini, so that one
 * test reads the same against both.
 */
export class VoiceWorld {
  private constructor(
    readonly provider: Provider,
    readonly app: TestApp,
    readonly gemini: GeminiStandIn | null,
    readonly projectId: string,
  ) {}

  static async start(provider: Provider, dailyLimit: number): Promise<VoiceWorld> {
    const port = await freePort();
    // The stand-in checks each token's expiry against the app's "now".
    const clock = new FakeClock();
    const gemini = provider === 'gemini' ? await GeminiStandIn.start({ apiKey: GEMINI_KEY, model: GEMINI_MODEL, now: () => clock.now() }) : null;
    const app = await TestApp.start({
      clock,
      env: {
        ...DEV_ISSUER,
        PORT: String(port),
        PUBLIC_BASE_URL: `http://127.0.0.1:${port}`,
        SIGN_IN_RATE_LIMIT: '100000',
        PLANS_JSON: JSON.stringify({ trial: { live_sessions_per_day: dailyLimit } }),
        ...(gemini !== null && { VOICE_PROVIDER: 'gemini', GEMINI_API_KEY: GEMINI_KEY, GEMINI_BASE_URL: gemini.url, GEMINI_LIVE_MODEL: GEMINI_MODEL }),
      },
    });
    const owner = await devToken(app, 'owner');
    const created = await app.request('POST', '/api/projects', { token: owner, body: { name: 'Northwind' } });
    expect(created.status).to.equal(201);
    const projectId = created.body.id as string;
    for (const [path, body] of [
      ['modules', { voice: true }],
      ['settings/live-agent', { greeting: GREETING, voice: 'Kore' }],
    ] as const) {
      const patched = await app.request('PATCH', `/api/projects/${projectId}/${path}`, { token: owner, body });
      expect(patched.status, JSON.stringify(patched.body)).to.equal(200);
    }
    return new VoiceWorld(provider, app, gemini, projectId);
  }

  async stop(): Promise<void> {
    await this.app.stop();
    await this.gemini?.stop();
  }

  /** Origins the page may connect to: the service, and the voice AI's WebSocket. */
  get connectSources(): string[] {
    return this.gemini === null ? [] : [this.gemini.url.replace('http:', 'ws:')];
  }

  /** Adds a member (provisioned: who may start sessions), as the owner. */
  async addVisitor(userId: string, provisioned = true): Promise<void> {
    const added = await this.app.request('POST', `/api/projects/${this.projectId}/members`, {
      token: await devToken(this.app, 'owner'),
      body: { user_id: userId, role: 'member', provisioned },
    });
    expect(added.status, JSON.stringify(added.body)).to.equal(201);
  }

  /** The stand-in's `index`th session (Gemini only). */
  session(index: number): Promise<LiveSessionStandIn> {
    return this.gemini!.live.session(index);
  }

  /** The voice AI answers the page's opening (or reconnection) prompt: the scripted agent does it by itself. */
  async answerPrompt(session: number, expected: RegExp, say: string): Promise<void> {
    if (this.gemini === null) return;
    const live = await this.session(session);
    const prompt = await live.waitFor((m) => m.clientContent !== undefined);
    expect(prompt.clientContent.turns[0].parts[0].text).to.match(expected);
    live.speak(say);
  }

  /** The voice AI asks for `update_profile` with a language change to Arabic; resolves once the page answered it. */
  async askForArabic(page: Page, session: number): Promise<void> {
    if (this.gemini === null) return typeToAgent(page, 'Switch to Arabic');
    const [answer] = await (await this.session(session)).toolCall([{ name: 'update_profile', args: { language: 'Arabic' } }]);
    expect(answer.response.output).to.match(/^Language set to Arabic \(ar\)\./);
  }

  /** The voice AI asks for the profile (`update_profile` with no arguments); Gemini: the page's answer. */
  async askForProfile(page: Page, session: number): Promise<any | null> {
    if (this.gemini === null) {
      await typeToAgent(page, 'show my profile');
      return null;
    }
    const [answer] = await (await this.session(session)).toolCall([{ name: 'update_profile', args: {} }]);
    return answer;
  }

  /** A goAway, then the connection drops. */
  async dropConnection(page: Page, session: number): Promise<void> {
    if (this.gemini === null) return typeToAgent(page, 'simulate a dropped connection');
    const live = await this.session(session);
    live.resumptionUpdate('handle-before-the-drop');
    live.goAway('1s');
    live.socket.terminate();
  }
}

/** How many stand-in sessions there are so far (0 with the embedded endpoint): the index of the next one. */
export const liveSessions = (world: VoiceWorld): number => world.gemini?.live.sessions.length ?? 0;

/** An ID token of the development sign-in, as the page's sign-in gets one. */
export async function devToken(app: TestApp, userId: string): Promise<string> {
  const response = await app.request('POST', '/auth/dev/sign-in', { body: { user_id: userId } });
  expect(response.status).to.equal(200);
  return response.body.id_token as string;
}

async function typeToAgent(page: Page, text: string): Promise<void> {
  await page.getByLabel('Type a message').fill(text);
  await page.getByRole('button', { name: 'Send' }).click();
}

const HARNESS = '/__test__/live-agent/';

/**
 * A page of the service's origin with the agent where `placement` puts it, as a published page
 * has it: the root element and the built launcher from /assets/, under a strict policy (the
 * service's own scripts and styles only; the voice AI's WebSocket in connect-src).
 */
export async function serveAgentPage(page: Page, world: VoiceWorld, placement: string): Promise<string> {
  const launcher = world.app.get(AssetCatalog).entry('live-agent').script!;
  const policy = `default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self'; connect-src ${["'self'", ...world.connectSources].join(' ')}; base-uri 'none'; form-action 'none'`;
  const html =
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Northwind</title></head>` +
    `<body><main><h1>Northwind Outfitters</h1><p>Weatherproof gear for long walks.</p>` +
    `<div data-live-agent="${placement}" data-project-id="${world.projectId}"></div></main>` +
    `<script type="module" src="${launcher}"></script></body></html>`;
  await page.route(`${world.app.url}${HARNESS}**`, (route) =>
    route.fulfill({ status: 200, headers: { 'content-type': 'text/html; charset=utf-8', 'content-security-policy': policy }, body: html }),
  );
  return `${world.app.url}${HARNESS}${placement}/`;
}

/** Opens the agent (its launcher's button), signs in as `userId`, and starts talking. */
export async function startTalking(page: Page, userId: string): Promise<void> {
  await page.getByRole('button', { name: 'Talk with us' }).click();
  await page.getByLabel('User id').fill(userId);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.getByRole('button', { name: 'Start talking' }).click();
}

/** The agent's state, as the page says it. */
export const agentState = (page: Page) =>
  page.getByRole('status').filter({ hasText: /^(Ready to talk|Connecting…|Listening|Speaking|Reconnecting…|Conversation ended)$/ });

import { expect } from 'chai';
import type { Frame, FrameLocator, Page } from 'playwright-core';
import { browserReachable } from '../support/free-port.js';
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
  private publishes = 0;

  private constructor(
    readonly provider: Provider,
    readonly app: TestApp,
    readonly gemini: GeminiStandIn | null,
    readonly projectId: string,
  ) {}

  static async start(provider: Provider, dailyLimit: number, env: Readonly<Record<string, string>> = {}): Promise<VoiceWorld> {
    // The stand-in checks each token's expiry against the app's "now".
    const clock = new FakeClock();
    const gemini = provider === 'gemini' ? await GeminiStandIn.start({ apiKey: GEMINI_KEY, model: GEMINI_MODEL, now: () => clock.now() }) : null;
    const app = await TestApp.start({
      clock,
      env: {
        ...DEV_ISSUER,
        ...(await browserReachable()),
        SIGN_IN_RATE_LIMIT: '100000',
        PLANS_JSON: JSON.stringify({ trial: { live_sessions_per_day: dailyLimit } }),
        ...(gemini !== null && { VOICE_PROVIDER: 'gemini', GEMINI_API_KEY: GEMINI_KEY, GEMINI_BASE_URL: gemini.url, GEMINI_LIVE_MODEL: GEMINI_MODEL }),
        ...env,
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

  /**
   * Publishes the site with the agent where `placement` puts it (the placement is read at
   * deploy time), and answers the address of a page that shows it.
   */
  async publishWith(placement: Placement, language = 'en'): Promise<string> {
    const owner = await devToken(this.app, 'owner');
    const body = placement === 'destination_page' ? { live_agent_placement: placement, live_agent_slug: 'talk' } : { live_agent_placement: placement };
    const placed = await this.app.request('PATCH', `/api/projects/${this.projectId}/settings/site`, { token: owner, body });
    expect(placed.status, JSON.stringify(placed.body)).to.equal(200);
    this.publishes += 1;
    const draft = await this.app.request('POST', `/api/projects/${this.projectId}/docs/edit/save`, {
      token: owner,
      body: {
        draftId: 'new',
        doc_template_id: 'page',
        language,
        metadata: { slug: `news-${this.publishes}`, title: `News ${this.publishes}` },
        content: `# News ${this.publishes}\n\nOur shop opens at nine.`,
      },
    });
    expect(draft.status, JSON.stringify(draft.body)).to.be.oneOf([200, 201]);
    const preview = await this.app.request('POST', `/api/projects/${this.projectId}/publish`, { token: owner, body: {} });
    expect(preview.status, JSON.stringify(preview.body)).to.equal(201);
    const confirmed = await this.app.request('POST', `/api/projects/${this.projectId}/publish/confirm`, {
      token: owner,
      body: { confirmation_token: preview.body.confirmation_token },
    });
    expect(confirmed.status, JSON.stringify(confirmed.body)).to.equal(200);
    // The site's own origin (`<project>.localhost:<port>`, which Chromium resolves to loopback), as the project names it.
    const project = await this.app.request('GET', `/api/projects/${this.projectId}`, { token: owner });
    return `${project.body.site_url as string}${pageOf(placement, language)}`;
  }

  /** Changes live agent settings (`access`, …) or site settings (`launcher_offset`, …), as the owner. */
  async set(what: 'settings/live-agent' | 'settings/site', body: Readonly<Record<string, unknown>>): Promise<void> {
    const patched = await this.app.request('PATCH', `/api/projects/${this.projectId}/${what}`, { token: await devToken(this.app, 'owner'), body });
    expect(patched.status, JSON.stringify(patched.body)).to.equal(200);
  }

  async stop(): Promise<void> {
    await this.app.stop();
    await this.gemini?.stop();
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

/** Types to the agent, in whatever language its panel speaks by then. */
async function typeToAgent(page: Page, text: string): Promise<void> {
  await agent(page).locator('form.agent-type input').fill(text);
  await agent(page).locator('form.agent-type button[type="submit"]').click();
}

/**
 * The agent itself: the conversation frame the launcher opens (the service's `/live/embed`, on
 * the service's origin), where the sign-in, the controls, the transcript and the card are.
 */
export const agent = (page: Page): FrameLocator => page.frameLocator('iframe.launcher-frame');

/** The conversation frame as a Frame (to run a script in it), once the launcher opened it. */
export async function agentFrame(page: Page): Promise<Frame> {
  await page.locator('iframe.launcher-frame').waitFor();
  const frame = await (await page.locator('iframe.launcher-frame').elementHandle())!.contentFrame();
  return frame!;
}

/** The site's path of the page that shows the agent with `placement` (its own page for `destination_page`). */
const pageOf = (placement: Placement, language: string): string => (placement === 'destination_page' ? `${language}/talk/` : `${language}/`);

export type Placement = 'homepage' | 'destination_page' | 'widget' | 'modal' | 'none';
/**
 * Opens the agent (its launcher's button), signs in as `userId` in its frame, and starts
 * talking; answers the states the agent shows from its opening on (noteAgentStates).
 */
export async function startTalking(page: Page, userId: string): Promise<AgentStates> {
  await page.getByRole('button', { name: 'Talk with us' }).click();
  await agent(page).getByLabel('User id').waitFor();
  const states = await noteAgentStates(page);
  await agent(page).getByLabel('User id').fill(userId);
  await agent(page).getByRole('button', { name: 'Sign in', exact: true }).click();
  await agent(page).getByRole('button', { name: 'Start talking' }).click();
  return states;
}

const AGENT_STATES = /^(Sign in to talk|Ready to talk|Connecting…|Listening|Speaking|Reconnecting…|Conversation ended|Could not start)$/;

/** The agent's state, as its frame says it. */
export const agentState = (page: Page) => agent(page).getByRole('status').filter({ hasText: AGENT_STATES });

/**
 * Notes every state the agent's frame shows from now on. A short state (the "Speaking" of a
 * greeting lasts half a second of audio) can come and go between two polls of a locator on a
 * loaded machine; the frame's own observer sees each change as it happens.
 */
export interface AgentStates {
  /** Waits until the states noted include `sequence` in that order (not necessarily next to each other). */
  seen(...sequence: string[]): Promise<void>;
}

async function noteAgentStates(page: Page): Promise<AgentStates> {
  const body = agent(page).locator('body');
  await body.evaluate((root, pattern) => {
    // No named function in here: tsx would wrap it in a `__name` helper the frame does not have.
    const states = new RegExp(pattern);
    const seen: string[] = [];
    // The tests' TypeScript has no DOM library: the frame's MutationObserver is reached through globalThis.
    const page = globalThis as unknown as {
      MutationObserver: new (notice: () => void) => { observe(target: unknown, options: Record<string, boolean>): void };
      agentStatesSeen: string[];
    };
    const observer = new page.MutationObserver(() => {
      const state = [...root.querySelectorAll('[role=status]')].map((element) => element.textContent ?? '').find((text) => states.test(text));
      if (state !== undefined && seen.at(-1) !== state) seen.push(state);
    });
    observer.observe(root, { subtree: true, childList: true, characterData: true, attributes: true });
    page.agentStatesSeen = seen;
    // The state shown now is noted by the observer's first call, which this change causes.
    root.setAttribute('data-states-noted', '');
  }, AGENT_STATES.source);
  return {
    async seen(...sequence: string[]): Promise<void> {
      const follows = (states: readonly string[]): boolean => {
        let at = 0;
        for (const state of states) if (state === sequence[at]) at++;
        return at === sequence.length;
      };
      let states: string[] = [];
      for (const deadline = Date.now() + 30_000; Date.now() < deadline; await new Promise((resolve) => setTimeout(resolve, 50))) {
        states = await body.evaluate(() => (globalThis as unknown as { agentStatesSeen: string[] }).agentStatesSeen);
        if (follows(states)) return;
      }
      expect.fail(`the agent never showed ${sequence.join(' then ')}; it showed ${states.join(', ')}`);
    },
  };
}

import { send, sleep, type Instance, type Recorder } from './client.js';
import { MIX } from './mix.js';
import type { DayProject } from './setup.js';

/** What every driver shares: where to send, what to record, when to stop. */
export interface Load {
  readonly instances: readonly Instance[];
  readonly project: DayProject;
  readonly recorder: Recorder;
  /** ID tokens: the owner's, then one per editor. */
  readonly ownerToken: string;
  readonly editorTokens: readonly string[];
  readonly running: () => boolean;
  /** Presence events the editors' streams received. */
  presenceEvents: number;
}

const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)]!;
/** Connection or person `n` always reaches the same instance, as behind a load balancer with sticky connections. */
const instanceOf = (load: Load, n: number) => load.instances[n % load.instances.length]!;
const bearer = (token: string, extra: Record<string, string> = {}) => ({ authorization: `Bearer ${token}`, ...extra });
const json = { 'content-type': 'application/json' };

/**
 * Paces a loop: runs `step` every `everyMs` until the load stops, the first time after
 * `firstAfterMs` (by default a random part of the period, so people do not act in step).
 */
async function every(load: Load, everyMs: number, step: (tick: number) => Promise<void>, firstAfterMs = Math.random() * everyMs): Promise<void> {
  await pause(load, firstAfterMs);
  for (let tick = 0; load.running(); tick++) {
    const at = performance.now();
    await step(tick);
    await pause(load, everyMs - (performance.now() - at));
  }
}

/** Waits `ms`, or less when the load stops meanwhile (a release every three minutes would otherwise hold the end of a run). */
async function pause(load: Load, ms: number): Promise<void> {
  const until = performance.now() + ms;
  while (load.running() && performance.now() < until) await sleep(Math.min(250, until - performance.now()));
}

export function siteReader(load: Load, n: number): Promise<void> {
  const host = { host: `${load.project.projectId}.localhost` };
  return (async () => {
    while (load.running()) {
      const page = pick(load.project.pages);
      await load.recorder.time('site read', () => send(instanceOf(load, n), 'GET', `/${page.language}/${page.slug}/`, host));
    }
  })();
}

export function apiReader(load: Load, n: number): Promise<void> {
  const headers = { 'x-api-key': load.project.apiKey, 'x-project-id': load.project.projectId };
  return (async () => {
    while (load.running()) {
      const page = pick(load.project.pages);
      await load.recorder.time('api read', () => send(instanceOf(load, n), 'GET', `/api/projects/${load.project.projectId}/pages/${page.id}`, headers));
    }
  })();
}

/**
 * An editor typing: an autosave every 2 s on one instance, with the draft's presence stream
 * open on another (when there are several), so every save reaches the stream through the store.
 */
export async function editor(load: Load, n: number): Promise<void> {
  const token = load.editorTokens[n]!;
  const draftId = load.project.drafts[n]!;
  const path = `/api/projects/${load.project.projectId}/docs/edit`;
  const stream = new AbortController();
  const events = fetch(`${instanceOf(load, n + 1).url}${path}/${draftId}/events`, { headers: bearer(token), signal: stream.signal })
    .then(async (answer) => {
      for await (const chunk of answer.body!)
        load.presenceEvents += (
          Buffer.from(chunk)
            .toString('utf8')
            .match(/^event: /gm) ?? []
        ).length;
    })
    .catch(() => undefined);
  const read = async () => {
    const { revision, doc } = JSON.parse((await send(instanceOf(load, n), 'GET', `${path}/${draftId}`, bearer(token))).body) as {
      revision: number;
      doc: { language: string };
    };
    return { revision, language: doc.language };
  };
  let draft = await read();
  const filler = 'Typing on a busy day. '.repeat(Math.ceil(MIX.draftBytes / 22)).slice(0, MIX.draftBytes);
  await every(load, MIX.autosaveEveryMs, async (tick) => {
    const body = JSON.stringify({ draftId, revision: draft.revision, language: draft.language, metadata: {}, content: `${tick} ${filler}`, autosave: true });
    const saved = await load.recorder.time('autosave', () => send(instanceOf(load, n), 'POST', `${path}/save`, bearer(token, json), body));
    if (saved !== null) draft = { ...draft, revision: (JSON.parse(saved.body) as { revision: number }).revision };
    else draft = await read();
  });
  stream.abort();
  await events;
}

/** A visitor talking to the agent (a member's session): asks, and every fifth call switches the card's language. */
export function agentSession(load: Load, n: number): Promise<void> {
  const headers = bearer(load.editorTokens[n % load.editorTokens.length]!, { ...json, 'x-project-id': load.project.projectId });
  return every(load, MIX.askEveryMs, async (tick) => {
    const instance = instanceOf(load, n);
    if (tick % 5 === 4) {
      const body = JSON.stringify({ tool_name: 'update_profile', args: { language: tick % 10 === 4 ? 'fr' : 'de' } });
      await load.recorder.time('profile switch', () => send(instance, 'POST', '/api/live/tools/execute', headers, body));
      return;
    }
    const body = JSON.stringify({ tool_name: 'ask', args: { question: pick(load.project.questions) } });
    await load.recorder.time('ask', () => send(instance, 'POST', '/api/live/tools/execute', headers, body));
  });
}

/** Opens a draft of a live page nobody edits, and saves a correction: what a publish or a release then takes. */
async function correctedDraft(load: Load, instance: Instance, tick: number): Promise<{ draftId: string; revision: number } | null> {
  const api = `/api/projects/${load.project.projectId}/docs/edit`;
  const page = load.project.pages[load.project.pages.length - 1 - ((tick * 7) % (load.project.pages.length - MIX.editors))]!;
  const headers = bearer(load.ownerToken, json);
  const opened = await send(instance, 'POST', `${api}/open`, headers, JSON.stringify({ slug: page.slug, language: page.language }));
  if (opened.status !== 200 && opened.status !== 201) return (load.recorder.fail('publish', `open ${opened.status} ${opened.body}`), null);
  const { draftId, revision } = JSON.parse(opened.body) as { draftId: string; revision: number };
  const body = JSON.stringify({ draftId, revision, language: page.language, metadata: {}, content: `A correction made at ${new Date().toISOString()}.` });
  const saved = await send(instance, 'POST', `${api}/save`, headers, body);
  if (saved.status !== 200) return (load.recorder.fail('publish', `save ${saved.status} ${saved.body}`), null);
  return { draftId, revision: (JSON.parse(saved.body) as { revision: number }).revision };
}

/** A page corrected and published every minute: the dry run and the confirm (promotion and deploy) timed together. */
export function publisher(load: Load): Promise<void> {
  const api = `/api/projects/${load.project.projectId}/publish`;
  const headers = bearer(load.ownerToken, json);
  return every(
    load,
    MIX.publishEveryMs,
    async (tick) => {
      const instance = instanceOf(load, tick);
      const draft = await correctedDraft(load, instance, tick * 2);
      if (draft === null) return;
      await load.recorder.time('publish', async () => {
        const dryRun = await send(instance, 'POST', api, headers, JSON.stringify({ draft_ids: [draft.draftId] }));
        if (dryRun.status !== 201) return dryRun;
        const { confirmation_token } = JSON.parse(dryRun.body) as { confirmation_token: string };
        return send(instance, 'POST', `${api}/confirm`, headers, JSON.stringify({ confirmation_token }));
      });
    },
    5000,
  );
}

/** A release of one corrected page every few minutes, due a minute later: whichever instance's scheduler claims it runs it. */
export function releaser(load: Load, made: string[]): Promise<void> {
  const api = `/api/projects/${load.project.projectId}/releases`;
  const headers = bearer(load.ownerToken, json);
  return every(
    load,
    MIX.releaseEveryMs,
    async (tick) => {
      const instance = instanceOf(load, tick);
      const draft = await correctedDraft(load, instance, tick * 2 + 1);
      if (draft === null) return;
      const publishAt = new Date(Date.now() + MIX.releaseDueInMs).toISOString();
      const body = JSON.stringify({
        name: `Day release ${tick}`,
        items: [{ action: 'publish', draft_id: draft.draftId, revision: draft.revision }],
        publish_at: publishAt,
        time_zone: 'UTC',
      });
      const created = await load.recorder.time('release created', () => send(instance, 'POST', api, headers, body));
      if (created !== null) made.push((JSON.parse(created.body) as { id: string }).id);
    },
    10_000,
  );
}

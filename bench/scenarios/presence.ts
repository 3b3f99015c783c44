import autocannon from 'autocannon';
import { PRESENCE_LIMITS } from '../../domain/presence/edit-events.js';
import type { BenchContext } from '../context.js';
import { cpuMs, type Timing } from '../harness.js';

const PEOPLE = 25;
const DRAFTS = 10;
/** Each person's streams, spread over the drafts: 25 × 20 = 500 streams, 50 a draft (both limits reached). */
const STREAMS_EACH = PRESENCE_LIMITS.perPerson;
const LOAD_SECONDS = Number(process.env.BENCH_SECONDS ?? 4);
/** Each draft is saved this often while /healthz is measured: every save goes to its 50 streams. */
const SAVE_EVERY_MS = 250;

/** An open Edit Mode stream whose events are counted as they arrive. */
interface Held {
  events: number;
  readonly abort: AbortController;
}

async function hold(url: string, token: string): Promise<Held> {
  const held: Held = { events: 0, abort: new AbortController() };
  const response = await fetch(url, { headers: { authorization: `Bearer ${token}` }, signal: held.abort.signal });
  if (response.status !== 200) throw new Error(`${url}: ${response.status} ${await response.text()}`);
  void (async () => {
    try {
      for await (const chunk of response.body!)
        held.events += (
          Buffer.from(chunk)
            .toString('utf8')
            .match(/^event: /gm) ?? []
        ).length;
    } catch {
      // Aborted at the end.
    }
  })();
  return held;
}

const total = (held: readonly Held[]) => held.reduce((sum, h) => sum + h.events, 0);
const settle = () => new Promise((resolve) => setTimeout(resolve, 1000));

/**
 * Issue 41: Edit Mode's presence fan-out. 500 streams held at once (25 people at the per-person
 * limit, 10 drafts at the per-draft limit): the time to open them and the events that cost (one
 * `presence` per stream, then one `joined` to each stream already open on its draft); the
 * server's CPU per event, from autosaves of every draft four times a second measured with no
 * stream open and then with each save sent to its draft's 50 streams; and `/healthz`'s p99 under
 * a load beside those saves, with no stream and with the 500 open.
 */
export async function presenceTimings(ctx: BenchContext): Promise<Timing[]> {
  const projectId = await ctx.createProject(ctx.ownerToken, 'Bench presence');
  const api = `/api/projects/${projectId}`;
  const people = await Promise.all(
    Array.from({ length: PEOPLE }, async (_, n) => {
      const userId = `bench-editor-${n}`;
      await ctx.call('POST', `${api}/members`, ctx.ownerToken, { user_id: userId, role: 'manager' });
      return ctx.mintToken(userId);
    }),
  );
  const drafts: { id: string; revision: number }[] = [];
  for (let n = 0; n < DRAFTS; n++) {
    const body = { draftId: 'new', doc_template_id: 'page', language: 'en', metadata: { slug: `presence-${n}`, title: `Draft ${n}` }, content: 'Hello' };
    const saved = await ctx.call('POST', `${api}/docs/edit/save`, ctx.ownerToken, body);
    drafts.push({ id: saved.draftId, revision: saved.revision });
  }

  const quiet = await saveFor(ctx, api, drafts);
  const quietHealth = await saveFor(ctx, api, drafts, () => autocannon({ url: `${ctx.baseUrl}/healthz`, connections: 4, duration: LOAD_SECONDS }));
  const held: Held[] = [];
  const cpuAtStart = cpuMs(ctx.serverPid);
  const opening = performance.now();
  for (let stream = 0; stream < STREAMS_EACH; stream++) {
    // One round: each person opens a stream, on the drafts in turn.
    const round = await Promise.all(people.map((token, n) => hold(`${ctx.baseUrl}${api}/docs/edit/${drafts[(n + stream) % DRAFTS]!.id}/events`, token)));
    held.push(...round);
  }
  const openMs = performance.now() - opening;
  await settle();
  const openCpu = cpuMs(ctx.serverPid) - cpuAtStart;
  const openEvents = total(held);

  const open = await saveFor(ctx, api, drafts);
  const fanned = total(held) - openEvents;
  const underLoad = await saveFor(ctx, api, drafts, () => autocannon({ url: `${ctx.baseUrl}/healthz`, connections: 4, duration: LOAD_SECONDS }));
  for (const h of held) h.abort.abort();
  const perEvent = (open.cpu / open.saves - quiet.cpu / quiet.saves) / (held.length / DRAFTS);
  return [
    {
      name: `presence: open ${held.length} streams (${PEOPLE} people × ${STREAMS_EACH}, ${DRAFTS} drafts × ${held.length / DRAFTS})`,
      ms: openMs,
      units: held.length,
    },
    { name: 'presence: events sent while opening them (ms: server CPU)', ms: openCpu, units: openEvents },
    { name: 'presence: autosaves, no stream open (ms: server CPU)', ms: quiet.cpu, units: quiet.saves },
    { name: `presence: autosaves, each sent to ${held.length / DRAFTS} streams (ms: server CPU)`, ms: open.cpu, units: open.saves },
    { name: "presence: events those saves sent (ms: the CPU beyond the quiet saves'; per unit: per event)", ms: perEvent * fanned, units: fanned },
    { name: '/healthz p99, no stream open, autosaves (ms: p99)', ms: quietHealth.health?.latency.p99 ?? Number.NaN, units: 1 },
    { name: `/healthz p99, ${held.length} streams open, autosaves fanning out (ms: p99)`, ms: underLoad.health?.latency.p99 ?? Number.NaN, units: 1 },
  ];
}

/**
 * Saves each draft every 250 ms for the run's seconds, or while `beside` runs (a /healthz load):
 * the saves made, the server's CPU meanwhile, and what `beside` measured.
 */
async function saveFor(ctx: BenchContext, api: string, drafts: { id: string; revision: number }[], beside?: () => Promise<autocannon.Result>) {
  let saving = true;
  let saves = 0;
  const cpuBefore = cpuMs(ctx.serverPid);
  const savers = drafts.map(async (draft) => {
    while (saving) {
      const body = { draftId: draft.id, revision: draft.revision, language: 'en', metadata: {}, content: `Typing ${draft.revision}`, autosave: true };
      draft.revision = (await ctx.call('POST', `${api}/docs/edit/save`, ctx.ownerToken, body)).revision;
      saves += 1;
      await new Promise((resolve) => setTimeout(resolve, SAVE_EVERY_MS));
    }
  });
  const health = beside === undefined ? await new Promise((resolve) => setTimeout(resolve, LOAD_SECONDS * 1000)).then(() => undefined) : await beside();
  saving = false;
  await Promise.all(savers);
  await settle();
  return { saves, cpu: cpuMs(ctx.serverPid) - cpuBefore, health };
}

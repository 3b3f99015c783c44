/**
 * A busy day's mix, in one place: who does what, how often, on how big a project. Every figure
 * of `npm run bench:day` is read under this load; change it here and say so beside the figures.
 *
 * Readers and API readers are closed loops (each connection sends its next request when the
 * last one is answered): their throughput is what the instances can serve beside the rest.
 * Everything else is paced as people and schedules pace it.
 */
export const MIX = {
  /** Live pages of the project, seeded straight into the store; a tenth of them unlisted. */
  pages: Number(process.env.DAY_PAGES ?? 10_000),
  /** Connections reading deployed pages on the site's host, one after another. */
  siteReaders: Number(process.env.DAY_SITE_READERS ?? 8),
  /** Connections reading pages through the REST API with an API key, one after another. */
  apiReaders: Number(process.env.DAY_API_READERS ?? 4),
  /** Editors typing: each autosaves its draft every `autosaveEveryMs`, with its Edit Mode presence stream open. */
  editors: Number(process.env.DAY_EDITORS ?? 10),
  autosaveEveryMs: 2000,
  /** Visitors talking to the agent: each session asks every `askEveryMs`; every fifth call switches the card's language instead. */
  agentSessions: Number(process.env.DAY_AGENT_SESSIONS ?? 6),
  askEveryMs: 3000,
  /** One page corrected and published (dry run and confirm), this often. */
  publishEveryMs: 60_000,
  /** A release of one page made this often, due `releaseDueInMs` later (the instances' scheduler runs it). */
  releaseEveryMs: 180_000,
  releaseDueInMs: 60_000,
  /** Events the loopback receiver is subscribed to: every publish and page change is delivered. */
  webhookEvents: ['publish.completed', 'page.created', 'page.updated', 'release.published', 'release.failed'],
  /** Bytes of markdown an editor's autosave sends. */
  draftBytes: 4096,
} as const;

/** The p99 each operation is expected to hold under the mix (docs/performance.md), in ms. */
export const P99_TARGETS_MS: Readonly<Record<string, number>> = {
  'site read': 20,
  'api read': 20,
  autosave: 30,
  ask: 50,
  'profile switch': 50,
};

/** Who did a write, as the activity log names them: a person, a project's API key, or an OAuth client acting for a person. */
export interface ActivityActor {
  readonly kind: 'user' | 'api_key' | 'oauth_client';
  /** The user's id, the key's id, or the OAuth client's id. */
  readonly id: string;
  /** The user's email (else their id), the key's name, or the client's name and the person it acted for. */
  readonly name: string;
}

/**
 * The channel a write came through: the REST API, the MCP endpoint, the service's own pages
 * (a browser on the service's origin), or the release scheduler (a release that fell due).
 */
export type ActivityVia = 'rest' | 'mcp' | 'portal' | 'scheduler';

/** What a write acted on: a kind of resource and its id (null when the write names none, e.g. a dry run). */
export interface ActivityTarget {
  readonly type: string;
  readonly id: string | null;
}

/** One line of a project's activity log. Entries are appended (an autosave's `at` moved forward by the next: coalescing.ts) and dropped after the retention. */
export interface ActivityEntry {
  /** Time-ordered: the log's order and its cursor. */
  readonly id: string;
  readonly project_id: string;
  readonly at: string;
  readonly actor: ActivityActor;
  /** For an OAuth client, the user it acted for (the log's `actor` filter finds their entries too). */
  readonly on_behalf_of: string | null;
  readonly via: ActivityVia;
  /** The operation, named after its use case in snake_case (`save_draft`, `publish_release`): the same through REST and MCP. */
  readonly action: string;
  readonly target: ActivityTarget;
}

/** The entry as the API shows it. */
export const activityView = (entry: ActivityEntry) => ({
  id: entry.id,
  at: entry.at,
  actor: entry.actor,
  via: entry.via,
  action: entry.action,
  target: entry.target,
});

/** `SaveDraft` → `save_draft`, `draftId` → `draft_id`. */
export const snakeCaseOf = (name: string): string =>
  name
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .replace(/([A-Z])([A-Z][a-z])/g, '$1_$2')
    .toLowerCase();

/** `draftId` → `draft`, `page_id` → `page`. */
const typeOfKey = (key: string): string => snakeCaseOf(key.replace(/_?[iI]d$/, ''));

/** Path parameters that are secrets, not names of what a write acted on. */
const SECRET_PARAMS: ReadonlySet<string> = new Set(['token']);

/** Output keys that name what a write created, in the order they are looked for. */
const CREATED_KEYS = ['draftId', 'id', 'publish_id', 'capture_id', 'hostname', 'user_id'] as const;

/**
 * What a write acted on, read off its request and answer alike for every operation: the first
 * path parameter after the project (`/docs/edit/:draftId/versions/:versionId/restore` → the
 * draft), else a `draftId` in its body (a save), else what it created (`id`, `draftId`, ...,
 * typed after the action's last word), else the project itself.
 */
export function targetOf(action: string, bound: Readonly<Record<string, unknown>>, input: Readonly<Record<string, unknown>>, output: unknown): ActivityTarget {
  // A secret in the path (an invitation's token) is never a target: the log would keep the link.
  const param = Object.entries(bound).find(([key, value]) => key !== 'projectId' && !SECRET_PARAMS.has(key) && typeof value === 'string');
  if (param !== undefined) return { type: typeOfKey(param[0]), id: param[1] as string };
  const noun = action.slice(action.lastIndexOf('_') + 1);
  const created = typeof output === 'object' && output !== null ? (output as Record<string, unknown>) : {};
  const draftId = [input.draftId, created.draftId].find((id) => typeof id === 'string' && id !== 'new');
  if (draftId !== undefined) return { type: 'draft', id: draftId as string };
  for (const key of CREATED_KEYS) if (typeof created[key] === 'string') return { type: key === 'publish_id' ? 'publish' : noun, id: created[key] as string };
  if (typeof input.projectId === 'string') return { type: 'project', id: input.projectId };
  return { type: noun, id: null };
}

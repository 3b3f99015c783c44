import { inject, injectable } from 'inversify';
import { targetOf, type ActivityEntry, type ActivityVia } from '../../domain/activity/activity-entry.js';
import { autosaveCoalescing, autosaveEntryIsDue } from '../../domain/activity/coalescing.js';
import type { Actor } from '../../domain/identity/actor.js';
import { Clock, IdGenerator } from '../shared/ports.js';
import { ActorNames } from './actor-names.js';
import { ActivityLog } from './ports.js';

/** A write that succeeded, as the one place every use case runs from (REST routes, MCP tools) saw it. */
export interface CompletedWrite {
  readonly actor: Actor;
  readonly via: ActivityVia;
  /** The operation its use case declares (`save_draft`, see NamedOperation). */
  readonly action: string;
  /** The values the request's path (or a tool's matching arguments) bound: what the write was on. */
  readonly bound: Readonly<Record<string, unknown>>;
  readonly input: Readonly<Record<string, unknown>>;
  readonly output: unknown;
}

/**
 * The recorder's service identifier for code that may run in a second copy of the module graph:
 * the MCP adapter is imported on the first `/mcp` request, and a test runner that loaded the rest
 * as CommonJS then holds two copies of this class (two identities); a global symbol is one.
 */
export const ACTIVITY_RECORDER = Symbol.for('ActivityRecorder');

/** Coalescing keys remembered at most (all are forgotten when it is reached: the next autosave of each writes). */
const REMEMBERED_KEYS_MAX = 10_000;

/**
 * Appends a write to its project's activity log (an autosave folds into the same person's
 * entry of the draft from less than a minute before, and moves its time at most every 10 s:
 * domain/activity/coalescing.ts). Called after the write committed, by the
 * code that runs every use case (adapters/shared/run-use-case.ts), so no use case has to
 * remember to; a write outside any project is logged in the project it created
 * (`create_project`), or not at all (account-level work, a project's deletion).
 */
@injectable()
export class ActivityRecorder {
  /** When this instance last wrote each autosave entry (by coalescing key): see autosaveEntryIsDue. */
  private readonly autosaveWritten = new Map<string, number>();

  constructor(
    @inject(ActivityLog) private readonly log: ActivityLog,
    @inject(ActorNames) private readonly names: ActorNames,
    @inject(Clock) private readonly clock: Clock,
    @inject(IdGenerator) private readonly ids: IdGenerator,
  ) {}

  async record(write: CompletedWrite): Promise<void> {
    const { action } = write;
    const projectId = projectOf(action, write.input, write.output);
    if (projectId === null) return;
    const { actor, onBehalfOf } = await this.names.of(write.actor);
    const entry: ActivityEntry = {
      id: this.ids.next(),
      project_id: projectId,
      at: this.clock.now().toISOString(),
      actor,
      on_behalf_of: onBehalfOf,
      via: write.via,
      action,
      target: targetOf(action, write.bound, write.input, write.output),
    };
    const coalescing = autosaveCoalescing(entry, write.input);
    if (coalescing === null) return this.log.append(entry);
    const now = Date.parse(entry.at);
    // Written by this instance a moment ago: the entry is there, at most AUTOSAVE_ENTRY_REFRESH_MS old.
    if (!autosaveEntryIsDue(this.autosaveWritten.get(coalescing.key), now)) return;
    await this.log.appendCoalescing(entry, coalescing);
    if (this.autosaveWritten.size >= REMEMBERED_KEYS_MAX) this.autosaveWritten.clear();
    this.autosaveWritten.set(coalescing.key, now);
  }
}

/**
 * Writes that name no project in their input and are logged in the project their answer names:
 * the project a person created, the project a person joined through an invitation's link.
 */
export const LOGGED_IN_PROJECT_ANSWERED: Readonly<Record<string, string>> = { create_project: 'id', accept_invitation: 'project_id' };

/** The project a write belongs to: the one it named, or the one it created or joined; null for account-level work. */
function projectOf(action: string, input: Readonly<Record<string, unknown>>, output: unknown): string | null {
  // A deleted project's log went with it.
  if (action === 'delete_project') return null;
  if (typeof input.projectId === 'string') return input.projectId;
  const key = LOGGED_IN_PROJECT_ANSWERED[action];
  const answered = key !== undefined && typeof output === 'object' && output !== null ? (output as Record<string, unknown>)[key] : undefined;
  return typeof answered === 'string' ? answered : null;
}

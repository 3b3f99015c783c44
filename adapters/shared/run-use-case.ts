import * as E from 'fp-ts/lib/Either.js';
import type { Container } from 'inversify';
import { ACTIVITY_RECORDER, type ActivityRecorder } from '../../application/activity/activity-recorder.js';
import type { ActivityVia } from '../../domain/activity/activity-entry.js';
import type { Actor } from '../../domain/identity/actor.js';
import type { AppError } from '../../domain/shared/errors.js';
import type { NamedOperation } from '../../application/shared/operation.js';

type Runnable = { execute: (caller: unknown, input: unknown) => Promise<E.Either<AppError, unknown>> };

/** An activity record that could not be written: logged by the adapter, never the caller's failure. */
type ReportUnrecorded = (cause: unknown, details: Readonly<Record<string, unknown>>) => void;

/** How a route or a tool runs its use case. */
export interface UseCaseRun {
  readonly container: Container;
  /** The use case's class: its declared operation is the logged action. */
  readonly useCase: NamedOperation;
  /** Whether it writes: its REST route declares `(write)` access, its MCP tool is not read-only. */
  readonly writes: boolean;
}

/** The request a use case runs for. */
export interface RunContext {
  readonly via: ActivityVia;
  /** The values the path (or a tool's matching arguments) bound: what the write was on. */
  readonly bound: Readonly<Record<string, unknown>>;
  readonly report: ReportUnrecorded;
}

/**
 * The one place every use case is run from, for REST routes and MCP tools alike (they share
 * use cases and their input, UseCaseInput): runs it, and when it is a write by an actor that
 * succeeded, appends it to the project's activity log before answering (the caller that reads
 * the log next finds its write). The record is written after the change committed, not in its
 * transaction: a process that dies between the two loses that one entry (docs/workflow.md).
 */
export function runUseCase(
  run: UseCaseRun,
  useCase: Runnable,
  caller: Actor | null,
  input: Record<string, unknown>,
  context: RunContext,
): Promise<E.Either<AppError, unknown>> {
  const result = useCase.execute(caller, input);
  // Nothing to record: the use case's own promise is the answer. Not an `async` frame around it
  // (a promise and a microtask more on every read, the hot path).
  if (!run.writes || caller === null) return result;
  return recorded(run, caller, input, context, result);
}

async function recorded(
  run: UseCaseRun,
  caller: Actor,
  input: Record<string, unknown>,
  context: RunContext,
  running: Promise<E.Either<AppError, unknown>>,
): Promise<E.Either<AppError, unknown>> {
  const result = await running;
  if (E.isLeft(result)) return result;
  try {
    const write = { actor: caller, via: context.via, action: run.useCase.operation, bound: context.bound, input, output: result.right };
    await run.container.get<ActivityRecorder>(ACTIVITY_RECORDER).record(write);
  } catch (cause) {
    context.report(cause, { event: 'activity not recorded', action: run.useCase.operation });
  }
  return result;
}

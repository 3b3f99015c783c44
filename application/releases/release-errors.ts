import { lockedReason } from '../../domain/releases/release.js';
import { conflict, invalid, notFound, type AppError } from '../../domain/shared/errors.js';
import type { ReleaseUpdateOutcome } from './ports.js';

/** Messages of the release use cases, so REST and MCP word them alike. */
export const RELEASE_NOT_FOUND = 'Release not found';

/** How a refused change of a release is answered. */
export function releaseRefusal(outcome: Exclude<ReleaseUpdateOutcome, { kind: 'updated' }>): AppError {
  switch (outcome.kind) {
    case 'not_found':
      return notFound(RELEASE_NOT_FOUND);
    case 'stale':
      return conflict(`The release has changed: its current revision is ${outcome.current_revision}`, { current_revision: outcome.current_revision });
    case 'locked':
      return conflict(lockedReason(outcome.status));
  }
}

/** A time a release cannot run at: one already past (a minute's leeway for clocks and typing). */
export function pastTime(publishAt: string | null | undefined, now: Date): AppError | null {
  if (publishAt === null || publishAt === undefined) return null;
  return Date.parse(publishAt) < now.getTime() - 60_000 ? invalid(`publish_at ${publishAt} is in the past: publish the release now instead`) : null;
}

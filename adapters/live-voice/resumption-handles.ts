import { randomBytes } from 'node:crypto';
import type { RedeemedVoiceToken } from '../../application/live/ports.js';
import type { Clock } from '../../application/shared/ports.js';

/** Handles kept at most; the oldest go first (each connection gets a new one per turn). */
const MAX_HANDLES = 10_000;

interface Held {
  readonly projectId: string;
  readonly userId: string;
  readonly expiresAt: number;
}

/**
 * The session resumption handles the embedded endpoint hands out (`sessionResumptionUpdate`),
 * in this process's memory: a handle resumes once, for the same user and project, until the
 * token of the session it came from would have expired. The browser agent never resumes by
 * handle (the specification has it clear the handle and mint a fresh token): a handle it
 * failed to clear is refused, which is what the endpoint is there to show.
 */
export class ResumptionHandles {
  private readonly held = new Map<string, Held>();

  constructor(private readonly clock: Clock) {}

  issue(grant: RedeemedVoiceToken): string {
    const handle = randomBytes(18).toString('base64url');
    if (this.held.size >= MAX_HANDLES) this.held.delete(this.held.keys().next().value!);
    this.held.set(handle, { projectId: grant.projectId, userId: grant.userId, expiresAt: grant.expiresAt.getTime() });
    return handle;
  }

  /** True, once, for a handle issued to the same user and project that has not expired. */
  take(handle: string, grant: RedeemedVoiceToken): boolean {
    const held = this.held.get(handle);
    if (held === undefined) return false;
    this.held.delete(handle);
    return held.projectId === grant.projectId && held.userId === grant.userId && this.clock.now().getTime() < held.expiresAt;
  }
}

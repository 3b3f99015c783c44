import type {
  ClaimOutcome,
  ClaimRequest,
  DueClaimOutcome,
  ReleaseChange,
  ReleaseEnd,
  ReleaseQuery,
  ReleaseRepository,
  ReleaseUpdateOutcome,
} from '../../../application/releases/ports.js';
import { releaseChangeRefusal, type Release } from '../../../domain/releases/release.js';
import type { EventsOf } from '../../../domain/webhooks/events.js';
import type { InMemoryOutbox } from './webhooks.js';

interface Stored {
  release: Release;
  claimed_by: string | null;
  claim_until: string | null;
  confirmation_hash: string | null;
}

/** Releases in memory; each method is atomic (no await inside). */
export class InMemoryReleaseRepository implements ReleaseRepository {
  readonly releases = new Map<string, Stored>();

  constructor(private readonly outbox?: InMemoryOutbox) {}

  async create(release: Release): Promise<void> {
    if (this.releases.has(release.id)) throw new Error(`release ${release.id} exists`);
    this.releases.set(release.id, { release, claimed_by: null, claim_until: null, confirmation_hash: null });
  }

  async find(projectId: string, releaseId: string): Promise<Release | null> {
    const stored = this.releases.get(releaseId);
    return stored !== undefined && stored.release.project_id === projectId ? stored.release : null;
  }

  async list(projectId: string, query: ReleaseQuery): Promise<Release[]> {
    return [...this.releases.values()]
      .map((s) => s.release)
      .filter(
        (r) => r.project_id === projectId && (query.before === undefined || r.id < query.before) && (query.status === undefined || r.status === query.status),
      )
      .sort((a, b) => (a.id < b.id ? 1 : -1))
      .slice(0, query.limit);
  }

  async update(projectId: string, releaseId: string, expectedRevision: number, change: ReleaseChange): Promise<ReleaseUpdateOutcome> {
    const stored = this.changeable(projectId, releaseId, expectedRevision);
    if ('kind' in stored) return stored;
    const { at, ...fields } = change;
    const set = Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));
    const release: Release = { ...stored.release, ...set, updated_at: at, revision: stored.release.revision + 1, failure: null, finished_at: null };
    this.releases.set(releaseId, { release, claimed_by: null, claim_until: null, confirmation_hash: null });
    return { kind: 'updated', release };
  }

  async claim(projectId: string, releaseId: string, expectedRevision: number, request: ClaimRequest): Promise<ClaimOutcome> {
    const stored = this.changeable(projectId, releaseId, expectedRevision);
    if ('kind' in stored) return stored;
    return { kind: 'claimed', claimed: this.claimed(stored, request) };
  }

  async claimDue(request: ClaimRequest): Promise<DueClaimOutcome> {
    const due = [...this.releases.values()]
      .filter(
        (s) =>
          (s.release.status === 'scheduled' && s.release.publish_at! <= request.now) ||
          (s.release.status === 'publishing' && s.claim_until !== null && s.claim_until <= request.now),
      )
      .sort((a, b) => ((a.release.publish_at ?? a.claim_until!) < (b.release.publish_at ?? b.claim_until!) ? -1 : 1));
    return due.length === 0 ? { kind: 'none' } : { kind: 'claimed', claimed: this.claimed(due[0]!, request) };
  }

  async attachConfirmation(releaseId: string, claimer: string, confirmationHash: string): Promise<boolean> {
    const stored = this.releases.get(releaseId);
    if (stored === undefined || stored.release.status !== 'publishing' || stored.claimed_by !== claimer) return false;
    stored.confirmation_hash = confirmationHash;
    return true;
  }

  async finish(releaseId: string, claimer: string, end: ReleaseEnd, events?: EventsOf<Release>): Promise<boolean> {
    const stored = this.releases.get(releaseId);
    if (stored === undefined || stored.release.status !== 'publishing' || stored.claimed_by !== claimer) return false;
    const release: Release = {
      ...stored.release,
      status: end.status,
      publish_id: end.status === 'published' ? end.publish_id : null,
      failure: end.status === 'failed' ? end.failure : null,
      finished_at: end.at,
      updated_at: end.at,
      revision: stored.release.revision + 1,
    };
    // The outbox first: an event it refuses leaves the release as it was.
    if (events) this.outbox?.record(release.project_id, () => events(release));
    this.releases.set(releaseId, { ...stored, release, claimed_by: null, claim_until: null });
    return true;
  }

  async nextDue(): Promise<string | null> {
    const times = [...this.releases.values()].flatMap((s) =>
      s.release.status === 'scheduled' ? [s.release.publish_at!] : s.release.status === 'publishing' && s.claim_until !== null ? [s.claim_until] : [],
    );
    return times.length === 0 ? null : times.sort()[0]!;
  }

  private changeable(projectId: string, releaseId: string, expectedRevision: number): Stored | Exclude<ReleaseUpdateOutcome, { kind: 'updated' }> {
    const stored = this.releases.get(releaseId);
    const found = stored !== undefined && stored.release.project_id === projectId ? stored : undefined;
    return releaseChangeRefusal(found?.release ?? null, expectedRevision) ?? found!;
  }

  private claimed(stored: Stored, request: ClaimRequest) {
    const release: Release = { ...stored.release, status: 'publishing', revision: stored.release.revision + 1, updated_at: request.now };
    const next = { ...stored, release, claimed_by: request.claimer, claim_until: request.until };
    this.releases.set(release.id, next);
    return { release, confirmation_hash: stored.confirmation_hash };
  }
}

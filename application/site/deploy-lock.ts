import { inject, injectable } from 'inversify';
import { Clock, IdGenerator } from '../shared/ports.js';
import { DeployLeases, type DeployGuard } from './ports.js';

/** How long a lease runs unless extended: a deploy whose process died holds the next one up this long at most. */
export const LEASE_MS = 10_000;
/** A running deploy extends its lease this often. */
const RENEW_MS = 2_000;
/**
 * A deploy stops writing once its lease has less than this left by its own clock (extensions
 * failed): room for the step under way, and for clocks that differ a little between instances.
 * So a deploy never writes after another one may have taken the lease over.
 */
const MARGIN_MS = 4_000;
/** While another deploy holds the lease, it is asked for again this often. */
const POLL_MS = 50;
/** A deploy waits this long at most for the others (each may be as long as a big site takes): then it fails, and can be repeated. */
export const MAX_WAIT_MS = 5 * 60_000;

/** A project's deploy lease, held: the deploy's guard until it is released. */
export interface HeldLease extends DeployGuard {
  release(): Promise<void>;
}

/**
 * One deploy of a project at a time across every instance that shares the store: waits for
 * the project's deploy lease (DeployLeases), then keeps it extended until released.
 */
@injectable()
export class DeployLock {
  constructor(
    @inject(DeployLeases) private readonly leases: DeployLeases,
    @inject(Clock) private readonly clock: Clock,
    @inject(IdGenerator) private readonly ids: IdGenerator,
  ) {}

  /** The lease once this deploy holds it; null when the project is gone (nothing to deploy). */
  async hold(projectId: string): Promise<HeldLease | null> {
    const holder = this.ids.next();
    const started = this.clock.now().getTime();
    for (;;) {
      const now = this.clock.now().getTime();
      const outcome = await this.leases.acquire(this.request(projectId, holder, now));
      if (outcome.kind === 'no_project') return null;
      if (outcome.kind === 'acquired') return this.held(projectId, holder, Date.parse(outcome.until));
      if (now - started > MAX_WAIT_MS) throw new Error(`Another deploy of project ${projectId} held its lease for over ${MAX_WAIT_MS / 1000} s`);
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
  }

  private request(projectId: string, holder: string, now: number) {
    return { projectId, holder, now: new Date(now).toISOString(), until: new Date(now + LEASE_MS).toISOString() };
  }

  private held(projectId: string, holder: string, until: number): HeldLease {
    let heldUntil = until;
    let lost = false;
    let renewing: Promise<void> = Promise.resolve();
    const renewal = setInterval(() => {
      renewing = this.leases.acquire(this.request(projectId, holder, this.clock.now().getTime())).then(
        (outcome) => {
          if (outcome.kind === 'acquired') heldUntil = Date.parse(outcome.until);
          else lost = true;
        },
        // The store did not answer: the lease runs out on its own, and check() says so in time.
        () => undefined,
      );
    }, RENEW_MS);
    renewal.unref?.();
    return {
      check: () => {
        if (lost) throw new Error(`The deploy lease of project ${projectId} was taken over: this deploy stops`);
        if (this.clock.now().getTime() > heldUntil - MARGIN_MS)
          throw new Error(`The deploy lease of project ${projectId} could not be extended: this deploy stops`);
      },
      release: async () => {
        clearInterval(renewal);
        // An extension still under way would otherwise take the lease again after it is given up.
        await renewing;
        await this.leases.release(projectId, holder);
      },
    };
  }
}

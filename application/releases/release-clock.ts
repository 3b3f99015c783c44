import { injectable } from 'inversify';

/**
 * Tells this instance's release scheduler that a release's time changed here, so it looks
 * again at once instead of at its next poll (another instance's changes are found by polling).
 */
@injectable()
export class ReleaseClock {
  private readonly listeners = new Set<() => void>();

  changed(): void {
    for (const listener of this.listeners) listener();
  }

  /** Answers how to stop listening. */
  listen(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
}

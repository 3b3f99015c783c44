/**
 * Tells this process's dispatcher that deliveries were queued, so it need not wait for its next
 * poll. A hint only: it may fire for a write that then rolled back (the dispatcher finds
 * nothing), and other instances learn of new deliveries by polling.
 */
export class QueueSignal {
  private readonly listeners = new Set<() => void>();
  private scheduled = false;

  /** Fires once after the current turn of the event loop (the write's transaction is over by then). */
  notifySoon(): void {
    if (this.scheduled || this.listeners.size === 0) return;
    this.scheduled = true;
    setImmediate(() => {
      this.scheduled = false;
      for (const listener of this.listeners) listener();
    });
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
}

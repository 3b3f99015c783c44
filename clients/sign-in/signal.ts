/** A value that changes over time, which a page can read and follow. */
export interface ReadonlySignal<T> {
  readonly value: T;
  /** Calls `listener` with the current value at once, then with every new one; answers the unsubscribe. */
  subscribe(listener: (value: T) => void): () => void;
}

export class Signal<T> implements ReadonlySignal<T> {
  private readonly listeners = new Set<(value: T) => void>();

  constructor(private current: T) {}

  get value(): T {
    return this.current;
  }

  set(next: T): void {
    if (Object.is(next, this.current)) return;
    this.current = next;
    for (const listener of [...this.listeners]) listener(next);
  }

  subscribe(listener: (value: T) => void): () => void {
    this.listeners.add(listener);
    listener(this.current);
    return () => {
      this.listeners.delete(listener);
    };
  }
}

/** A signal whose value is computed from another's (the signed-in user from the sign-in state). */
export function derived<S, T>(source: ReadonlySignal<S>, compute: (value: S) => T, equal: (a: T, b: T) => boolean): ReadonlySignal<T> {
  const target = new Signal(compute(source.value));
  source.subscribe((value) => {
    const next = compute(value);
    if (!equal(next, target.value)) target.set(next);
  });
  return target;
}

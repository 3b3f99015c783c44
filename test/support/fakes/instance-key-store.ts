import type { InstanceKeyName, InstanceKeyOutcome, InstanceKeyStore } from '../../../application/shared/instance-keys.js';

/** The keys instances share, in a map: the first candidate for a name stays. */
export class InMemoryInstanceKeyStore implements InstanceKeyStore {
  private readonly keys = new Map<InstanceKeyName, string>();

  async ensure(name: InstanceKeyName, candidate: string): Promise<InstanceKeyOutcome> {
    const kept = this.keys.get(name);
    if (kept !== undefined) return { kind: 'existing', value: kept };
    this.keys.set(name, candidate);
    return { kind: 'created', value: candidate };
  }
}

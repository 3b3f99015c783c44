import type { Collection, Db } from 'mongodb';
import type { InstanceKeyName, InstanceKeyOutcome, InstanceKeyStore } from '../../../application/shared/instance-keys.js';

const DUPLICATE_KEY = 11000;

interface InstanceKeyDoc {
  _id: InstanceKeyName;
  value: string;
  created_at: Date;
}

/** The keys instances share, one document per key in `instance_keys` (its _id the key's name: no index to ensure). */
export class MongoInstanceKeyStore implements InstanceKeyStore {
  private readonly keys: Collection<InstanceKeyDoc>;

  constructor(db: Db) {
    this.keys = db.collection<InstanceKeyDoc>('instance_keys');
  }

  async ensure(name: InstanceKeyName, candidate: string): Promise<InstanceKeyOutcome> {
    try {
      await this.keys.insertOne({ _id: name, value: candidate, created_at: new Date() });
      return { kind: 'created', value: candidate };
    } catch (error) {
      // Another instance inserted it first (the _id clashes): its key is the one.
      if ((error as { code?: number }).code !== DUPLICATE_KEY) throw error;
    }
    const stored = await this.keys.findOne({ _id: name });
    if (stored === null) throw new Error(`instance key ${name} vanished right after it was stored`);
    return { kind: 'existing', value: stored.value };
  }
}

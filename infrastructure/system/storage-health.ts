import type { Db } from 'mongodb';
import type { StorageHealth } from '../../application/shared/ports.js';
import type { SqliteDatabase } from '../sqlite/database.js';

export class SqliteStorageHealth implements StorageHealth {
  constructor(private readonly db: SqliteDatabase) {}
  async ping(): Promise<boolean> {
    return this.db.open && this.db.prepare('SELECT 1 AS ok').get() !== undefined;
  }
}

export class MongoStorageHealth implements StorageHealth {
  constructor(private readonly db: Db) {}
  async ping(): Promise<boolean> {
    return (await this.db.command({ ping: 1 })).ok === 1;
  }
}

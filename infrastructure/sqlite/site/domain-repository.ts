import type { AddDomainOutcome, DomainRepository, VerifyDomainOutcome } from '../../../application/site/ports.js';
import type { Domain, DomainStatus, Hostname } from '../../../domain/site/hostname.js';
import { immediate, type SqliteDatabase } from '../database.js';
import { isUniqueViolation } from '../pages/rows.js';

interface DomainRow {
  project_id: string;
  hostname: string;
  status: DomainStatus;
  verification_value: string;
  created_at: string;
  verified_at: string | null;
}

const domainOf = (row: DomainRow): Domain => ({ ...row, hostname: row.hostname as Hostname });

/** Custom domains in SQLite (the hostname lookup of every request is cached above, by DomainLookup). */
export class SqliteDomainRepository implements DomainRepository {
  private readonly selectAll;
  private readonly selectOne;
  private readonly selectVerified;
  private readonly insert;
  private readonly verify;
  private readonly deleteOne;

  constructor(private readonly db: SqliteDatabase) {
    this.selectAll = db.prepare(`SELECT * FROM domains WHERE project_id = ? ORDER BY created_at, hostname`);
    this.selectOne = db.prepare(`SELECT * FROM domains WHERE project_id = ? AND hostname = ?`);
    this.selectVerified = db.prepare(`SELECT project_id FROM domains WHERE hostname = ? AND status = 'verified'`).pluck();
    this.insert = db.prepare(
      `INSERT INTO domains (project_id, hostname, status, verification_value, created_at, verified_at)
       VALUES (@project_id, @hostname, @status, @verification_value, @created_at, @verified_at)`,
    );
    this.verify = db.prepare(`UPDATE domains SET status = 'verified', verified_at = ? WHERE project_id = ? AND hostname = ? AND status = 'pending'`);
    this.deleteOne = db.prepare(`DELETE FROM domains WHERE project_id = ? AND hostname = ?`);
  }

  async list(projectId: string): Promise<Domain[]> {
    return (this.selectAll.all(projectId) as DomainRow[]).map(domainOf);
  }

  async find(projectId: string, hostname: string): Promise<Domain | null> {
    const row = this.selectOne.get(projectId, hostname) as DomainRow | undefined;
    return row ? domainOf(row) : null;
  }

  async add(domain: Domain): Promise<AddDomainOutcome> {
    try {
      return await immediate(this.db, (): AddDomainOutcome => {
        const owner = this.selectVerified.get(domain.hostname) as string | undefined;
        if (owner !== undefined && owner !== domain.project_id) return { kind: 'taken' };
        this.insert.run(domain);
        return { kind: 'added', domain };
      });
    } catch (error) {
      if (isUniqueViolation(error) || (error as { code?: unknown }).code === 'SQLITE_CONSTRAINT_PRIMARYKEY') return { kind: 'duplicate' };
      throw error;
    }
  }

  async markVerified(projectId: string, hostname: string, at: string): Promise<VerifyDomainOutcome> {
    try {
      return await immediate(this.db, (): VerifyDomainOutcome => {
        this.verify.run(at, projectId, hostname);
        const row = this.selectOne.get(projectId, hostname) as DomainRow | undefined;
        return row ? { kind: 'verified', domain: domainOf(row) } : { kind: 'not_found' };
      });
    } catch (error) {
      // Another project verified the hostname first: the partial unique index refuses a second.
      if (isUniqueViolation(error)) return { kind: 'taken' };
      throw error;
    }
  }

  async delete(projectId: string, hostname: string): Promise<boolean> {
    return this.deleteOne.run(projectId, hostname).changes > 0;
  }

  async verifiedProject(hostname: string): Promise<string | null> {
    return (this.selectVerified.get(hostname) as string | undefined) ?? null;
  }
}

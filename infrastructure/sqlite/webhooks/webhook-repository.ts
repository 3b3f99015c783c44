import type { WebhookChanges, WebhookRepository } from '../../../application/webhooks/ports.js';
import { webhookUpdate, type WebhookEndpoint } from '../../../domain/webhooks/endpoint.js';
import { immediate, type SqliteDatabase } from '../database.js';
import { endpointOf, toWebhookRow, type WebhookRow } from './rows.js';

const COLUMNS = 'id, project_id, url, events, description, enabled, secret, previous_secret, previous_secret_expires_at, failing_since, created_at, updated_at';

/** Webhook endpoints in SQLite; their deliveries go with them (ON DELETE CASCADE). */
export class SqliteWebhookRepository implements WebhookRepository {
  private readonly count;
  private readonly insert;
  private readonly selectOne;
  private readonly selectAll;
  private readonly updateRow;
  private readonly deleteRow;

  constructor(private readonly db: SqliteDatabase) {
    this.count = db.prepare(`SELECT COUNT(*) FROM webhooks WHERE project_id = ?`).pluck();
    this.insert = db.prepare(`INSERT INTO webhooks (${COLUMNS}) VALUES (${COLUMNS.replace(/(\w+)/g, '@$1')})`);
    this.selectOne = db.prepare(`SELECT * FROM webhooks WHERE project_id = ? AND id = ?`);
    this.selectAll = db.prepare(`SELECT * FROM webhooks WHERE project_id = ? ORDER BY id`);
    this.updateRow = db.prepare(
      `UPDATE webhooks SET url = @url, events = @events, description = @description, enabled = @enabled, secret = @secret,
         previous_secret = @previous_secret, previous_secret_expires_at = @previous_secret_expires_at, failing_since = @failing_since,
         updated_at = @updated_at WHERE id = @id`,
    );
    this.deleteRow = db.prepare(`DELETE FROM webhooks WHERE project_id = ? AND id = ?`);
  }

  async create(endpoint: WebhookEndpoint, max: number): Promise<'created' | 'limit'> {
    return immediate(this.db, () => {
      if ((this.count.get(endpoint.project_id) as number) >= max) return 'limit';
      this.insert.run(toWebhookRow(endpoint));
      return 'created';
    });
  }

  async find(projectId: string, id: string): Promise<WebhookEndpoint | null> {
    const row = this.selectOne.get(projectId, id) as WebhookRow | undefined;
    return row ? endpointOf(row) : null;
  }

  async list(projectId: string): Promise<WebhookEndpoint[]> {
    return (this.selectAll.all(projectId) as WebhookRow[]).map(endpointOf);
  }

  async update(projectId: string, id: string, changes: WebhookChanges, at: string): Promise<WebhookEndpoint | null> {
    return this.change(projectId, id, (current) => ({ ...current, ...webhookUpdate(changes, at) }));
  }

  async rotateSecret(projectId: string, id: string, sealed: string, previousExpiresAt: string, at: string): Promise<WebhookEndpoint | null> {
    return this.change(projectId, id, (current) => ({
      ...current,
      secret: sealed,
      previous_secret: current.secret,
      previous_secret_expires_at: previousExpiresAt,
      updated_at: at,
    }));
  }

  async delete(projectId: string, id: string): Promise<boolean> {
    return this.deleteRow.run(projectId, id).changes > 0;
  }

  /** Read, change and write under the write lock: concurrent changes never lose one another. */
  private change(projectId: string, id: string, next: (current: WebhookEndpoint) => WebhookEndpoint): Promise<WebhookEndpoint | null> {
    return immediate(this.db, () => {
      const row = this.selectOne.get(projectId, id) as WebhookRow | undefined;
      if (!row) return null;
      const updated = next(endpointOf(row));
      this.updateRow.run(toWebhookRow(updated));
      return updated;
    });
  }
}

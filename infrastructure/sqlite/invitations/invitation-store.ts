import type { ClaimOutcome, InvitationStore } from '../../../application/invitations/ports.js';
import type { Invitation } from '../../../domain/invitations/invitation.js';
import type { SqliteDatabase } from '../database.js';

/**
 * Invitations in SQLite. A claim is one conditional UPDATE (still pending at `now`), so accepts
 * racing each other, on any number of connections, mark it once: one gets the row back.
 */
export class SqliteInvitationStore implements InvitationStore {
  private readonly insert;
  private readonly selectPending;
  private readonly revokeRow;
  private readonly claimRow;
  private readonly releaseRow;

  constructor(db: SqliteDatabase) {
    this.insert = db.prepare(
      `INSERT INTO invitations (id, project_id, email, role, token_hash, created_by, created_at, expires_at, revoked_at, accepted_by, accepted_at)
       VALUES (@id, @project_id, @email, @role, @token_hash, @created_by, @created_at, @expires_at, @revoked_at, @accepted_by, @accepted_at)`,
    );
    const pending = `revoked_at IS NULL AND accepted_by IS NULL AND expires_at > @now`;
    this.selectPending = db.prepare(`SELECT * FROM invitations WHERE project_id = @projectId AND ${pending} ORDER BY id DESC`);
    this.revokeRow = db.prepare(`UPDATE invitations SET revoked_at = @now WHERE project_id = @projectId AND id = @id AND ${pending}`);
    this.claimRow = db.prepare(`UPDATE invitations SET accepted_by = @userId, accepted_at = @now WHERE token_hash = @hash AND ${pending} RETURNING *`);
    this.releaseRow = db.prepare(`UPDATE invitations SET accepted_by = NULL, accepted_at = NULL WHERE id = ?`);
  }

  async create(invitation: Invitation): Promise<void> {
    this.insert.run(invitation);
  }

  async listPending(projectId: string, now: string): Promise<Invitation[]> {
    return this.selectPending.all({ projectId, now }) as Invitation[];
  }

  async revoke(projectId: string, invitationId: string, now: string): Promise<boolean> {
    return this.revokeRow.run({ projectId, id: invitationId, now }).changes === 1;
  }

  async claim(tokenHash: string, userId: string, now: string): Promise<ClaimOutcome> {
    const claimed = this.claimRow.get({ hash: tokenHash, userId, now }) as Invitation | undefined;
    return claimed === undefined ? { kind: 'not_found' } : { kind: 'claimed', invitation: claimed };
  }

  async release(invitationId: string): Promise<void> {
    this.releaseRow.run(invitationId);
  }
}

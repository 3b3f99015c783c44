import type { LiveSessionKey, LiveSessionLedger, Reservation } from '../../../application/live/ports.js';
import type { LiveSession, LiveSessionKind } from '../../../domain/live/live-session.js';
import type { PublicBudget, PublicReservation } from '../../../domain/live/public-access.js';
import { sessionDaysOf, spendToolCall, type ToolAllowance, type ToolCallSpend } from '../../../domain/live/tool-allowance.js';
import { immediate, type SqliteDatabase } from '../database.js';
import { groupCommitOf, type GroupCommit } from '../group-commit.js';

interface LiveSessionRow {
  id: string;
  project_id: string;
  user_id: string;
  kind: string;
  day: string;
  issued_at: string;
  expires_at: string;
  redeemed_at: string | null;
  address: string | null;
}

/** A session's key and tool-call counts (migration 41), as `spendToolCall` reads them. */
interface ToolCallsRow {
  day: string;
  id: string;
  tool_calls: number;
  tool_writes: number;
  tool_window_start: string | null;
  tool_window_calls: number;
}

/** The scope of `live_public_days` that counts the whole public of a project. */
const WHOLE_PROJECT = '*';

const toLiveSession = (row: LiveSessionRow): LiveSession => ({
  id: row.id,
  project_id: row.project_id,
  user_id: row.user_id,
  kind: row.kind as LiveSessionKind,
  day: row.day,
  issued_at: row.issued_at,
  expires_at: row.expires_at,
  redeemed_at: row.redeemed_at,
  address: row.address,
});

/**
 * The quota and session record in SQLite. `reserve` runs under BEGIN IMMEDIATE: a conditional
 * increment of the day's counter (an upsert that changes nothing once the limit is reached),
 * then the session row. The write lock is held across both, so no other connection (a second
 * process on the same file) can interleave. The cost is constant whatever the number of
 * sessions already issued: two single-row writes, each touching one b-tree (both tables are
 * WITHOUT ROWID, keyed by the quota bucket). Statements are prepared once. A public session
 * counts in `live_public_days` instead, twice (the project's budget and its address's limit).
 */
export class SqliteLiveSessionLedger implements LiveSessionLedger {
  private readonly countOne;
  private readonly uncountOne;
  private readonly countPublic;
  private readonly uncountPublic;
  private readonly addressOf;
  private readonly insert;
  private readonly deleteOne;
  private readonly markRedeemed;
  private readonly selectForDay;
  private readonly latestToolCalls;
  private readonly updateToolCalls;
  private readonly group: GroupCommit;

  constructor(private readonly db: SqliteDatabase) {
    this.countOne = db.prepare(
      `INSERT INTO live_session_days (project_id, user_id, day, count) VALUES (@project_id, @user_id, @day, 1)
       ON CONFLICT (project_id, user_id, day) DO UPDATE SET count = count + 1 WHERE count < @limit`,
    );
    this.uncountOne = db.prepare(
      'UPDATE live_session_days SET count = count - 1 WHERE project_id = @project_id AND user_id = @user_id AND day = @day AND count > 0',
    );
    this.countPublic = db.prepare(
      `INSERT INTO live_public_days (project_id, day, scope, count) VALUES (@project_id, @day, @scope, 1)
       ON CONFLICT (project_id, day, scope) DO UPDATE SET count = count + 1 WHERE count < @limit`,
    );
    this.uncountPublic = db.prepare(
      'UPDATE live_public_days SET count = count - 1 WHERE project_id = @project_id AND day = @day AND scope = @scope AND count > 0',
    );
    this.insert = db.prepare(
      `INSERT INTO live_sessions (project_id, user_id, day, id, kind, issued_at, expires_at, redeemed_at, address)
       VALUES (@project_id, @user_id, @day, @id, @kind, @issued_at, @expires_at, @redeemed_at, @address)`,
    );
    const byKey = 'project_id = @project_id AND user_id = @user_id AND day = @day AND id = @id';
    this.addressOf = db.prepare(`SELECT address FROM live_sessions WHERE ${byKey}`).pluck();
    this.deleteOne = db.prepare(`DELETE FROM live_sessions WHERE ${byKey}`);
    this.markRedeemed = db.prepare(`UPDATE live_sessions SET redeemed_at = @at WHERE ${byKey} AND redeemed_at IS NULL`);
    this.selectForDay = db.prepare('SELECT * FROM live_sessions WHERE project_id = ? AND user_id = ? AND day = ? ORDER BY issued_at, id');
    // Two days of one speaker's bucket: a short range of the primary key.
    this.latestToolCalls = db.prepare(
      `SELECT day, id, tool_calls, tool_writes, tool_window_start, tool_window_calls FROM live_sessions
       WHERE project_id = @project_id AND user_id = @user_id AND day IN (@today, @yesterday) ORDER BY issued_at DESC, id DESC LIMIT 1`,
    );
    this.updateToolCalls = db.prepare(
      `UPDATE live_sessions SET tool_calls = @calls, tool_writes = @writes, tool_window_start = @window_start, tool_window_calls = @window_calls
       WHERE ${byKey}`,
    );
    this.group = groupCommitOf(db);
  }

  /**
   * Group commit (see GroupCommit): a burst of session starts pays for one commit. Each
   * reservation is still checked against the counter as the ones before it left it, under
   * the write lock: the limit holds exactly.
   */
  async reserve(session: LiveSession, limit: number): Promise<Reservation> {
    // The upsert's insert branch would count a first session whatever the limit.
    if (limit <= 0) return 'exhausted';
    return this.group.submit(() => this.reserveNow(session, limit));
  }

  private reserveNow(session: LiveSession, limit: number): Reservation {
    const counted = this.countOne.run({ project_id: session.project_id, user_id: session.user_id, day: session.day, limit });
    if (counted.changes === 0) return 'exhausted';
    this.insert.run(session);
    return 'reserved';
  }

  /** The same group commit; the project's count first, then the address's (giving the first back when the second is full). */
  async reservePublic(session: LiveSession, budget: PublicBudget): Promise<PublicReservation> {
    if (session.address === null) throw new Error(`public session ${session.id} has no address to count it on`);
    if (budget.perProject <= 0) return 'project_budget_spent';
    if (budget.perAddress <= 0) return 'address_limit_reached';
    return this.group.submit(() => {
      const at = { project_id: session.project_id, day: session.day };
      if (this.countPublic.run({ ...at, scope: WHOLE_PROJECT, limit: budget.perProject }).changes === 0) return 'project_budget_spent';
      if (this.countPublic.run({ ...at, scope: session.address, limit: budget.perAddress }).changes === 0) {
        this.uncountPublic.run({ ...at, scope: WHOLE_PROJECT });
        return 'address_limit_reached';
      }
      this.insert.run(session);
      return 'reserved';
    });
  }

  async release(session: LiveSessionKey): Promise<void> {
    const key = keyOf(session);
    await immediate(this.db, () => {
      const address = this.addressOf.get(key) as string | null | undefined;
      // Only a session still recorded gives its slot back: releasing twice frees one slot.
      if (address === undefined || this.deleteOne.run(key).changes === 0) return;
      if (address === null) return void this.uncountOne.run({ project_id: key.project_id, user_id: key.user_id, day: key.day });
      for (const scope of [WHOLE_PROJECT, address]) this.uncountPublic.run({ project_id: key.project_id, day: key.day, scope });
    });
  }

  async redeem(session: LiveSessionKey, at: Date): Promise<boolean> {
    // One conditional UPDATE: of two concurrent redemptions only one changes the row.
    return immediate(this.db, () => this.markRedeemed.run({ ...keyOf(session), at: at.toISOString() }).changes === 1);
  }

  /** The same group commit: the latest session's counts are read and written under the write lock, so concurrent calls count exactly. */
  async spendToolCall(projectId: string, userId: string, writes: boolean, allowance: ToolAllowance, at: Date): Promise<ToolCallSpend> {
    const [today, yesterday] = sessionDaysOf(at);
    return this.group.submit((): ToolCallSpend => {
      const row = this.latestToolCalls.get({ project_id: projectId, user_id: userId, today, yesterday }) as ToolCallsRow | undefined;
      if (row === undefined) return { kind: 'no_session' };
      const counted = { calls: row.tool_calls, writes: row.tool_writes, window_start: row.tool_window_start, window_calls: row.tool_window_calls };
      const { spend, counts } = spendToolCall(counted, writes, allowance, at);
      if (spend.kind === 'counted') this.updateToolCalls.run({ ...counts, project_id: projectId, user_id: userId, day: row.day, id: row.id });
      return spend;
    });
  }

  async listForDay(projectId: string, userId: string, day: string): Promise<LiveSession[]> {
    return (this.selectForDay.all(projectId, userId, day) as LiveSessionRow[]).map(toLiveSession);
  }
}

/** The key's fields alone (callers may pass a whole session record). */
const keyOf = (s: LiveSessionKey) => ({ project_id: s.project_id, user_id: s.user_id, day: s.day, id: s.id });

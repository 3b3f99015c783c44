import type { ClientSession, Db, MongoClient } from 'mongodb';
import type { LiveSessionKey, LiveSessionLedger, Reservation } from '../../../application/live/ports.js';
import type { LiveSession } from '../../../domain/live/live-session.js';
import type { PublicBudget, PublicReservation } from '../../../domain/live/public-access.js';
import {
  NO_TOOL_CALLS,
  sessionDaysOf,
  spendToolCall,
  type ToolAllowance,
  type ToolCallCounts,
  type ToolCallSpend,
} from '../../../domain/live/tool-allowance.js';
import { LIVE_DAYS, LIVE_PUBLIC_DAYS } from './indexes.js';
import { isDuplicateKey } from '../errors.js';

/**
 * One document per (project, user, UTC day): the day's count and the sessions issued on it.
 * Reserving is a single conditional update of that document (`count < limit` then `$inc` and
 * `$push` together), which MongoDB applies atomically, so any number of instances share one
 * exact quota without a transaction, in one round trip. A day's document holds at most
 * `limit` sessions of a few hundred bytes each: far below the 16 MB document limit for any
 * plausible plan.
 */
interface LiveDayDoc {
  project_id: string;
  user_id: string;
  day: string;
  count: number;
  sessions: StoredSession[];
}

/** A session as its day's document holds it: with its tool calls once it made one (spendToolCall). */
type StoredSession = LiveSession & { tool_calls?: ToolCallCounts };

/** The session alone, as the port answers it. */
const toLiveSession = ({ tool_calls: _counts, ...session }: StoredSession): LiveSession => session;

/** The public's count of a project on a day: `scope` `*` for the whole project, or an address's hash. */
interface PublicDayDoc {
  project_id: string;
  day: string;
  scope: string;
  count: number;
}

const WHOLE_PROJECT = '*';

/** Thrown inside a transaction to roll back what it counted: the address's limit was reached. */
class AddressLimitReached extends Error {}

export class MongoLiveSessionLedger implements LiveSessionLedger {
  private readonly days;
  private readonly publicDays;

  constructor(
    db: Db,
    private readonly client: MongoClient,
  ) {
    this.days = db.collection<LiveDayDoc>(LIVE_DAYS);
    this.publicDays = db.collection<PublicDayDoc>(LIVE_PUBLIC_DAYS);
  }

  async reserve(session: LiveSession, limit: number): Promise<Reservation> {
    // An upsert would create the day's document with count 1 whatever the limit: guard it.
    if (limit <= 0) return 'exhausted';
    const key = dayOf(session);
    // When the day's document exists but is full, the filter matches nothing and the upsert's
    // insert collides with the unique index: that duplicate-key error means "exhausted". The
    // same error also ends a race of two first sessions of the day; one retry settles it.
    for (let attempt = 0; attempt < 2; attempt++) {
      try {
        await this.days.updateOne({ ...key, count: { $lt: limit } }, { $inc: { count: 1 }, $push: { sessions: session } }, { upsert: true });
        return 'reserved';
      } catch (error) {
        if (!isDuplicateKey(error)) throw error;
      }
    }
    return 'exhausted';
  }

  /**
   * A transaction over the two counts and the session (the speaker's day document): a count is
   * read, then raised, so two concurrent reservations conflict on its document and the driver
   * runs the loser again, which then reads the raised count.
   */
  async reservePublic(session: LiveSession, budget: PublicBudget): Promise<PublicReservation> {
    const address = session.address;
    if (address === null) throw new Error(`public session ${session.id} has no address to count it on`);
    if (budget.perProject <= 0) return 'project_budget_spent';
    if (budget.perAddress <= 0) return 'address_limit_reached';
    try {
      return await this.client.withSession((s) =>
        s.withTransaction(async (): Promise<PublicReservation> => {
          if (!(await this.countPublic(session, WHOLE_PROJECT, budget.perProject, s))) return 'project_budget_spent';
          if (!(await this.countPublic(session, address, budget.perAddress, s))) throw new AddressLimitReached();
          await this.days.updateOne(dayOf(session), { $inc: { count: 1 }, $push: { sessions: session } }, { upsert: true, session: s });
          return 'reserved';
        }),
      );
    } catch (error) {
      if (error instanceof AddressLimitReached) return 'address_limit_reached';
      throw error;
    }
  }

  private async countPublic(session: LiveSession, scope: string, limit: number, s: ClientSession): Promise<boolean> {
    const key = { project_id: session.project_id, day: session.day, scope };
    const current = await this.publicDays.findOne(key, { session: s, projection: { count: 1 } });
    if ((current?.count ?? 0) >= limit) return false;
    await this.publicDays.updateOne(key, { $inc: { count: 1 } }, { upsert: true, session: s });
    return true;
  }

  async release(session: LiveSessionKey): Promise<void> {
    await this.client.withSession((s) =>
      s.withTransaction(async () => {
        // Matches only while the session is still listed, so a repeated release changes nothing.
        const doc = await this.days.findOneAndUpdate(
          { ...dayOf(session), 'sessions.id': session.id },
          { $pull: { sessions: { id: session.id } }, $inc: { count: -1 } },
          { session: s, projection: { sessions: { $elemMatch: { id: session.id } } } },
        );
        const address = doc?.sessions[0]?.address ?? null;
        if (address === null) return;
        for (const scope of [WHOLE_PROJECT, address])
          await this.publicDays.updateOne(
            { project_id: session.project_id, day: session.day, scope, count: { $gt: 0 } },
            { $inc: { count: -1 } },
            { session: s },
          );
      }),
    );
  }

  async redeem(session: LiveSessionKey, at: Date): Promise<boolean> {
    // The positional `$` is the element the `$elemMatch` matched: only an unused one.
    const result = await this.days.updateOne(
      { ...dayOf(session), sessions: { $elemMatch: { id: session.id, redeemed_at: null } } },
      { $set: { 'sessions.$.redeemed_at': at.toISOString() } },
    );
    return result.modifiedCount === 1;
  }

  /**
   * A transaction over the speaker's two day documents: the latest session's counts are read,
   * then written, so two concurrent calls conflict on its document and the driver runs the
   * loser again, which then reads the raised counts.
   */
  async spendToolCall(projectId: string, userId: string, writes: boolean, allowance: ToolAllowance, at: Date): Promise<ToolCallSpend> {
    const days = sessionDaysOf(at);
    return this.client.withSession((s) =>
      s.withTransaction(async (): Promise<ToolCallSpend> => {
        const docs = await this.days.find({ project_id: projectId, user_id: userId, day: { $in: [...days] } }, { session: s }).toArray();
        const [latest] = docs.flatMap((doc) => doc.sessions).sort((a, b) => b.issued_at.localeCompare(a.issued_at) || b.id.localeCompare(a.id));
        if (latest === undefined) return { kind: 'no_session' };
        const { spend, counts } = spendToolCall(latest.tool_calls ?? NO_TOOL_CALLS, writes, allowance, at);
        if (spend.kind === 'counted')
          await this.days.updateOne(
            dayOf(latest),
            { $set: { 'sessions.$[counted].tool_calls': counts } },
            { arrayFilters: [{ 'counted.id': latest.id }], session: s },
          );
        return spend;
      }),
    );
  }

  async listForDay(projectId: string, userId: string, day: string): Promise<LiveSession[]> {
    const doc = await this.days.findOne({ project_id: projectId, user_id: userId, day }, { projection: { sessions: 1 } });
    const sessions = (doc?.sessions ?? []).map(toLiveSession);
    return sessions.sort((a, b) => a.issued_at.localeCompare(b.issued_at) || a.id.localeCompare(b.id));
  }
}

/** The day document's key (the unique index's fields). */
const dayOf = (s: LiveSessionKey) => ({ project_id: s.project_id, user_id: s.user_id, day: s.day });

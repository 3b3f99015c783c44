import type { ClientSession, Db, Filter, MongoClient } from 'mongodb';
import type { GroupQuery, NewQuestion, QuestionStore, RecordOutcome, StatusChange } from '../../../application/questions/ports.js';
import { GROUP_CANDIDATES_MAX, groupFor } from '../../../domain/questions/grouping.js';
import { joinedBy, rebuilt, startedBy, type QuestionGroup, type RecordedQuestion } from '../../../domain/questions/question-group.js';
import type { EventsOf } from '../../../domain/webhooks/events.js';
import { mongoOutboxOf, type MongoOutbox } from '../webhooks/outbox.js';
import {
  groupDoc,
  groupOf,
  QUESTION_GROUPS,
  QUESTION_MARKS,
  questionOf,
  UNANSWERED_QUESTIONS,
  type GroupDoc,
  type MarkDoc,
  type QuestionDoc,
} from './documents.js';

/** What rebuilding a group needs of each question it keeps: all but the proposed answer's text (`''` stands for one). */
const REBUILD_FIELDS = {
  project_id: 1,
  group_id: 1,
  text: 1,
  language: 1,
  page: 1,
  asked_at: 1,
  proposed_answer: { $cond: [{ $eq: [{ $type: '$proposed_answer' }, 'string'] }, '', null] },
};

/**
 * Unanswered questions in MongoDB. Recording and pruning are transactions that first write
 * their project's mark document: a second one writing it while the first is uncommitted fails
 * with a WriteConflict (a TransientTransactionError), which withTransaction retries from a
 * snapshot that sees the first one's groups. So of any number of identical questions recorded
 * at once on any number of instances, one starts the group and the others join it.
 */
export class MongoQuestionStore implements QuestionStore {
  private readonly groups;
  private readonly questionDocs;
  private readonly marks;
  private readonly outbox: MongoOutbox;

  constructor(
    db: Db,
    private readonly client: MongoClient,
  ) {
    this.groups = db.collection<GroupDoc>(QUESTION_GROUPS);
    this.questionDocs = db.collection<QuestionDoc>(UNANSWERED_QUESTIONS);
    this.marks = db.collection<MarkDoc>(QUESTION_MARKS);
    this.outbox = mongoOutboxOf(db);
  }

  async record(question: NewQuestion, events?: EventsOf<QuestionGroup>): Promise<RecordOutcome> {
    const { words, new_group_id, id, ...rest } = question;
    return this.inProject(question.project_id, async (session): Promise<RecordOutcome> => {
      const candidates = (
        await this.groups
          .find({ project_id: question.project_id, words: { $in: [...words] } }, { session })
          .sort({ last_asked_at: -1, _id: -1 })
          .limit(GROUP_CANDIDATES_MAX)
          .toArray()
      ).map(groupOf);
      const joined = groupFor(words, candidates);
      const recorded: RecordedQuestion = { id, ...rest, group_id: joined ?? new_group_id };
      if (joined === null) {
        const group = startedBy(recorded, words);
        if (events) await this.outbox.record(group.project_id, () => events(group), session);
        await this.groups.insertOne(groupDoc(group), { session });
        await this.questionDocs.insertOne({ _id: id, ...rest, group_id: group.id }, { session });
        return { kind: 'new_group', group };
      }
      const group = joinedBy(
        candidates.find((c) => c.id === joined)!,
        recorded,
      );
      await this.groups.replaceOne({ _id: group.id }, groupDoc(group), { session });
      await this.questionDocs.insertOne({ _id: id, ...rest, group_id: group.id }, { session });
      return { kind: 'joined', group };
    });
  }

  async find(projectId: string, groupId: string): Promise<QuestionGroup | null> {
    const doc = await this.groups.findOne({ _id: groupId, project_id: projectId });
    return doc === null ? null : groupOf(doc);
  }

  async list(projectId: string, query: GroupQuery): Promise<QuestionGroup[]> {
    const field = query.order === 'count' ? 'count' : 'last_asked_at';
    const { after } = query;
    const filter: Filter<GroupDoc> = { project_id: projectId, status: query.status };
    if (after !== undefined) filter.$or = [{ [field]: { $lt: after.value } }, { [field]: after.value, _id: { $lt: after.id } }];
    const docs = await this.groups
      .find(filter)
      .sort({ [field]: -1, _id: -1 })
      .limit(query.limit)
      .toArray();
    return docs.map(groupOf);
  }

  async questions(projectId: string, groupId: string, limit: number): Promise<RecordedQuestion[]> {
    const docs = await this.questionDocs.find({ project_id: projectId, group_id: groupId }).sort({ asked_at: -1, _id: -1 }).limit(limit).toArray();
    return docs.map(questionOf);
  }

  async changeStatus(projectId: string, groupId: string, change: StatusChange): Promise<QuestionGroup | null> {
    const set = { status: change.status, status_changed_at: change.at, ...(change.status === 'answered' && { answer: change.answer }) };
    const doc = await this.groups.findOneAndUpdate({ _id: groupId, project_id: projectId }, { $set: set }, { returnDocument: 'after' });
    return doc === null ? null : groupOf(doc);
  }

  async projectsAskedBefore(before: string): Promise<string[]> {
    return (await this.groups.distinct('project_id', { first_asked_at: { $lt: before } })) as string[];
  }

  async prune(projectId: string, before: string): Promise<number> {
    return this.inProject(projectId, async (session) => {
      const old = { project_id: projectId, asked_at: { $lt: before } };
      const groupIds = (await this.questionDocs.distinct('group_id', old, { session })) as string[];
      const { deletedCount } = await this.questionDocs.deleteMany(old, { session });
      for (const groupId of groupIds) {
        const group = await this.groups.findOne({ _id: groupId }, { session });
        if (group === null) continue;
        const remaining = await this.questionDocs.find({ group_id: groupId }, { session, projection: REBUILD_FIELDS }).toArray();
        const next = rebuilt(groupOf(group), remaining.map(questionOf));
        if (next === null) await this.groups.deleteOne({ _id: groupId }, { session });
        else await this.groups.replaceOne({ _id: groupId }, groupDoc(next), { session });
      }
      return deletedCount;
    });
  }

  /** `work` in a transaction that first writes the project's mark: recordings and prunes of a project run one after another. */
  private inProject<T>(projectId: string, work: (session: ClientSession) => Promise<T>): Promise<T> {
    return this.client.withSession((session) =>
      session.withTransaction(async () => {
        await this.marks.updateOne({ _id: projectId }, { $inc: { seq: 1 }, $set: { project_id: projectId } }, { upsert: true, session });
        return work(session);
      }),
    );
  }
}

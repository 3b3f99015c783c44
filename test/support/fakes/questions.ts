import type { GroupQuery, NewQuestion, QuestionStore, RecordingFailures, RecordOutcome, StatusChange } from '../../../application/questions/ports.js';
import { GROUP_CANDIDATES_MAX, groupFor } from '../../../domain/questions/grouping.js';
import { joinedBy, rebuilt, startedBy, type QuestionGroup, type RecordedQuestion } from '../../../domain/questions/question-group.js';
import type { EventsOf } from '../../../domain/webhooks/events.js';
import type { InMemoryOutbox } from './webhooks.js';

/** Newest (or most asked) first, the larger id first on a tie: every store's order. */
const descending = <T extends string | number>(a: T, b: T, aId: string, bId: string): number => (a === b ? (aId < bId ? 1 : -1) : a < b ? 1 : -1);

/** Questions the site could not answer, in memory; each method is atomic (no await inside). */
export class InMemoryQuestionStore implements QuestionStore {
  readonly groups = new Map<string, QuestionGroup>();
  readonly recorded = new Map<string, RecordedQuestion>();

  constructor(private readonly outbox?: InMemoryOutbox) {}

  async record(question: NewQuestion, events?: EventsOf<QuestionGroup>): Promise<RecordOutcome> {
    const { words, new_group_id, ...rest } = question;
    const candidates = [...this.groups.values()]
      .filter((g) => g.project_id === question.project_id && g.words.some((word) => words.includes(word)))
      .sort((a, b) => descending(a.last_asked_at, b.last_asked_at, a.id, b.id))
      .slice(0, GROUP_CANDIDATES_MAX);
    const joined = groupFor(words, candidates);
    const recorded: RecordedQuestion = { ...rest, group_id: joined ?? new_group_id };
    if (joined === null) {
      const group = startedBy(recorded, words);
      if (events) this.outbox?.record(question.project_id, () => events(group));
      this.groups.set(group.id, group);
      this.recorded.set(recorded.id, recorded);
      return { kind: 'new_group', group };
    }
    const group = joinedBy(this.groups.get(joined)!, recorded);
    this.groups.set(group.id, group);
    this.recorded.set(recorded.id, recorded);
    return { kind: 'joined', group };
  }

  async find(projectId: string, groupId: string): Promise<QuestionGroup | null> {
    const group = this.groups.get(groupId);
    return group?.project_id === projectId ? group : null;
  }

  async list(projectId: string, query: GroupQuery): Promise<QuestionGroup[]> {
    const valueOf = (g: QuestionGroup) => (query.order === 'count' ? g.count : g.last_asked_at);
    const { after } = query;
    return [...this.groups.values()]
      .filter((g) => g.project_id === projectId && g.status === query.status)
      .filter((g) => after === undefined || valueOf(g) < after.value || (valueOf(g) === after.value && g.id < after.id))
      .sort((a, b) => descending(valueOf(a), valueOf(b), a.id, b.id))
      .slice(0, query.limit);
  }

  async questions(projectId: string, groupId: string, limit: number): Promise<RecordedQuestion[]> {
    return this.of(projectId, groupId)
      .sort((a, b) => descending(a.asked_at, b.asked_at, a.id, b.id))
      .slice(0, limit);
  }

  async changeStatus(projectId: string, groupId: string, change: StatusChange): Promise<QuestionGroup | null> {
    const group = await this.find(projectId, groupId);
    if (group === null) return null;
    const next: QuestionGroup = {
      ...group,
      status: change.status,
      status_changed_at: change.at,
      ...(change.status === 'answered' && { answer: change.answer }),
    };
    this.groups.set(groupId, next);
    return next;
  }

  async projectsAskedBefore(before: string): Promise<string[]> {
    return [...new Set([...this.recorded.values()].filter((q) => q.asked_at < before).map((q) => q.project_id))];
  }

  async prune(projectId: string, before: string): Promise<number> {
    const gone = [...this.recorded.values()].filter((q) => q.project_id === projectId && q.asked_at < before);
    for (const question of gone) this.recorded.delete(question.id);
    for (const groupId of new Set(gone.map((q) => q.group_id))) {
      const group = rebuilt(this.groups.get(groupId)!, this.of(projectId, groupId));
      if (group === null) this.groups.delete(groupId);
      else this.groups.set(groupId, group);
    }
    return gone.length;
  }

  private of(projectId: string, groupId: string): RecordedQuestion[] {
    return [...this.recorded.values()].filter((q) => q.project_id === projectId && q.group_id === groupId);
  }
}

/** What was reported to the log about questions that could not be recorded. */
export class FakeRecordingFailures implements RecordingFailures {
  readonly reported: Array<{ readonly error: unknown; readonly project_id: string }> = [];

  report(error: unknown, details: { readonly project_id: string }): void {
    this.reported.push({ error, project_id: details.project_id });
  }
}

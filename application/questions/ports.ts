import type { FaqAnswer, GroupStatus, QuestionGroup, RecordedQuestion } from '../../domain/questions/question-group.js';
import type { EventsOf } from '../../domain/webhooks/events.js';

/** A question to record: the recorded question without its group (the store files it), with its words. */
export interface NewQuestion extends Omit<RecordedQuestion, 'group_id'> {
  /** `questionWords` of its text: what it is grouped by (never empty). */
  readonly words: readonly string[];
  /** The id of the group it starts when it joins none. */
  readonly new_group_id: string;
}

/** Where a recorded question went: a group of its own (new), or a similar one's. */
export type RecordOutcome = { readonly kind: 'new_group'; readonly group: QuestionGroup } | { readonly kind: 'joined'; readonly group: QuestionGroup };

/** The order of a list of groups: the most recently asked first, or the most asked first. */
export type GroupOrder = 'last_asked' | 'count';

export interface GroupQuery {
  readonly status: GroupStatus;
  readonly order: GroupOrder;
  /** The last group of the previous page, by the order's value (`last_asked_at`, or `count`), then its id: groups after it. */
  readonly after?: { readonly value: string | number; readonly id: string } | undefined;
  readonly limit: number;
}

/** A group's new status: `answered` names the FAQ draft; `open` and `dismissed` keep the last answer's. */
export type StatusChange =
  { readonly status: 'answered'; readonly answer: FaqAnswer; readonly at: string } | { readonly status: 'open' | 'dismissed'; readonly at: string };

/**
 * Questions the site could not answer, filed in groups of similar ones. `record` is one atomic
 * step: the question is compared with the groups sharing a word with it (`groupFor`) and joins
 * the best or starts its own, with the `events` of a new group in the same transaction; of any
 * number of identical questions recorded at once, exactly one starts the group.
 */
export interface QuestionStore {
  /** `events` is called with the group only when the question starts one. */
  record(question: NewQuestion, events?: EventsOf<QuestionGroup>): Promise<RecordOutcome>;
  find(projectId: string, groupId: string): Promise<QuestionGroup | null>;
  /** Groups of a status, in the query's order (ties: the larger id first). */
  list(projectId: string, query: GroupQuery): Promise<QuestionGroup[]>;
  /** A group's questions, the most recent first. */
  questions(projectId: string, groupId: string, limit: number): Promise<RecordedQuestion[]>;
  /** Sets a group's status; null when there is no such group. */
  changeStatus(projectId: string, groupId: string, change: StatusChange): Promise<QuestionGroup | null>;
  /** The projects holding a question asked before `before` (each once). */
  projectsAskedBefore(before: string): Promise<string[]>;
  /**
   * Deletes the project's questions asked before `before`, rebuilds the groups that lost some
   * (`rebuilt`) and deletes those left empty; answers how many questions went.
   */
  prune(projectId: string, before: string): Promise<number>;
}
export const QuestionStore = Symbol.for('QuestionStore');

/** Told when a question could not be recorded (the log): the tool that met it answers all the same. */
export interface RecordingFailures {
  report(error: unknown, details: { readonly project_id: string }): void;
}
export const RecordingFailures = Symbol.for('QuestionRecordingFailures');

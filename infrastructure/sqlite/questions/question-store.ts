import type { GroupQuery, NewQuestion, QuestionStore, RecordOutcome, StatusChange } from '../../../application/questions/ports.js';
import { GROUP_CANDIDATES_MAX, groupFor } from '../../../domain/questions/grouping.js';
import { joinedBy, rebuilt, startedBy, type GroupStatus, type QuestionGroup, type RecordedQuestion } from '../../../domain/questions/question-group.js';
import type { EventsOf } from '../../../domain/webhooks/events.js';
import { immediate, type SqliteDatabase } from '../database.js';
import { outboxOf, type SqliteOutbox } from '../webhooks/outbox.js';

interface GroupRow {
  id: string;
  project_id: string;
  question: string;
  language: string;
  words: string;
  count: number;
  first_asked_at: string;
  last_asked_at: string;
  languages: string;
  proposed_answers: number;
  similar: string;
  status: GroupStatus;
  status_changed_at: string | null;
  answer: string | null;
}

const groupOf = (row: GroupRow): QuestionGroup => ({
  ...row,
  words: JSON.parse(row.words),
  languages: JSON.parse(row.languages),
  similar: JSON.parse(row.similar),
  answer: row.answer === null ? null : JSON.parse(row.answer),
});

const rowOf = (group: QuestionGroup): GroupRow => ({
  ...group,
  words: JSON.stringify(group.words),
  languages: JSON.stringify(group.languages),
  similar: JSON.stringify(group.similar),
  answer: group.answer === null ? null : JSON.stringify(group.answer),
});

const GROUP_COLUMNS = `id, project_id, question, language, words, count, first_asked_at, last_asked_at, languages, proposed_answers, similar, status, status_changed_at, answer`;
const GROUP_VALUES = GROUP_COLUMNS.split(', ')
  .map((column) => `@${column}`)
  .join(', ');

/**
 * Unanswered questions in SQLite (migration 45). Recording and pruning are each one BEGIN
 * IMMEDIATE: the groups sharing a word with the question are read, weighed and written in one
 * step, so concurrent questions (from any process on the file) never start two groups where one
 * should be.
 */
export class SqliteQuestionStore implements QuestionStore {
  private readonly statements;
  private readonly outbox: SqliteOutbox;

  constructor(private readonly db: SqliteDatabase) {
    const order = (column: string) =>
      db.prepare(
        `SELECT * FROM unanswered_question_groups WHERE project_id = @project_id AND status = @status
           AND (@after_id IS NULL OR ${column} < @after_value OR (${column} = @after_value AND id < @after_id))
         ORDER BY ${column} DESC, id DESC LIMIT @limit`,
      );
    this.statements = {
      candidates: db.prepare(
        `SELECT * FROM unanswered_question_groups WHERE id IN (
           SELECT group_id FROM unanswered_question_words WHERE project_id = ? AND word IN (SELECT value FROM json_each(?)))
         ORDER BY last_asked_at DESC, id DESC LIMIT ${GROUP_CANDIDATES_MAX}`,
      ),
      insertGroup: db.prepare(`INSERT INTO unanswered_question_groups (${GROUP_COLUMNS}) VALUES (${GROUP_VALUES})`),
      updateGroup: db.prepare(
        `UPDATE unanswered_question_groups SET question = @question, language = @language, words = @words, count = @count,
           first_asked_at = @first_asked_at, last_asked_at = @last_asked_at, languages = @languages, proposed_answers = @proposed_answers,
           similar = @similar, status = @status, status_changed_at = @status_changed_at, answer = @answer
         WHERE id = @id`,
      ),
      deleteGroup: db.prepare(`DELETE FROM unanswered_question_groups WHERE id = ?`),
      deleteWords: db.prepare(`DELETE FROM unanswered_question_words WHERE group_id = ?`),
      insertWord: db.prepare(`INSERT INTO unanswered_question_words (project_id, group_id, word) VALUES (?, ?, ?)`),
      insertQuestion: db.prepare(
        `INSERT INTO unanswered_questions (id, project_id, group_id, text, language, page, asked_at, proposed_answer)
         VALUES (@id, @project_id, @group_id, @text, @language, @page, @asked_at, @proposed_answer)`,
      ),
      find: db.prepare(`SELECT * FROM unanswered_question_groups WHERE project_id = ? AND id = ?`),
      byLastAsked: order('last_asked_at'),
      byCount: order('count'),
      questions: db.prepare(`SELECT * FROM unanswered_questions WHERE project_id = ? AND group_id = ? ORDER BY asked_at DESC, id DESC LIMIT ?`),
      // What rebuilding a group needs: every question it keeps, without the proposed answers' text.
      remaining: db.prepare(
        `SELECT id, project_id, group_id, text, language, page, asked_at, CASE WHEN proposed_answer IS NULL THEN NULL ELSE '' END AS proposed_answer
         FROM unanswered_questions WHERE group_id = ?`,
      ),
      status: db.prepare(
        `UPDATE unanswered_question_groups SET status = @status, status_changed_at = @at, answer = COALESCE(@answer, answer)
         WHERE project_id = @project_id AND id = @id RETURNING *`,
      ),
      projectsBefore: db.prepare(`SELECT DISTINCT project_id FROM unanswered_question_groups WHERE first_asked_at < ?`).pluck(),
      prunedGroups: db.prepare(`SELECT DISTINCT group_id FROM unanswered_questions WHERE project_id = ? AND asked_at < ?`).pluck(),
      prune: db.prepare(`DELETE FROM unanswered_questions WHERE project_id = ? AND asked_at < ?`),
    };
    this.outbox = outboxOf(db);
  }

  async record(question: NewQuestion, events?: EventsOf<QuestionGroup>): Promise<RecordOutcome> {
    const { words, new_group_id, ...rest } = question;
    return immediate(this.db, (): RecordOutcome => {
      const candidates = (this.statements.candidates.all(question.project_id, JSON.stringify(words)) as GroupRow[]).map(groupOf);
      const joined = groupFor(words, candidates);
      const recorded: RecordedQuestion = { ...rest, group_id: joined ?? new_group_id };
      if (joined === null) {
        const group = startedBy(recorded, words);
        if (events) this.outbox.record(group.project_id, () => events(group));
        this.statements.insertGroup.run(rowOf(group));
        this.writeWords(group);
        this.statements.insertQuestion.run(recorded);
        return { kind: 'new_group', group };
      }
      const group = joinedBy(
        candidates.find((c) => c.id === joined)!,
        recorded,
      );
      this.statements.updateGroup.run(rowOf(group));
      this.statements.insertQuestion.run(recorded);
      return { kind: 'joined', group };
    });
  }

  async find(projectId: string, groupId: string): Promise<QuestionGroup | null> {
    const row = this.statements.find.get(projectId, groupId) as GroupRow | undefined;
    return row === undefined ? null : groupOf(row);
  }

  async list(projectId: string, query: GroupQuery): Promise<QuestionGroup[]> {
    const statement = query.order === 'count' ? this.statements.byCount : this.statements.byLastAsked;
    const rows = statement.all({
      project_id: projectId,
      status: query.status,
      after_value: query.after?.value ?? null,
      after_id: query.after?.id ?? null,
      limit: query.limit,
    }) as GroupRow[];
    return rows.map(groupOf);
  }

  async questions(projectId: string, groupId: string, limit: number): Promise<RecordedQuestion[]> {
    return this.statements.questions.all(projectId, groupId, limit) as RecordedQuestion[];
  }

  async changeStatus(projectId: string, groupId: string, change: StatusChange): Promise<QuestionGroup | null> {
    const answer = change.status === 'answered' ? JSON.stringify(change.answer) : null;
    const row = this.statements.status.get({ project_id: projectId, id: groupId, status: change.status, at: change.at, answer }) as GroupRow | undefined;
    return row === undefined ? null : groupOf(row);
  }

  async projectsAskedBefore(before: string): Promise<string[]> {
    return this.statements.projectsBefore.all(before) as string[];
  }

  async prune(projectId: string, before: string): Promise<number> {
    return immediate(this.db, () => {
      const groupIds = this.statements.prunedGroups.all(projectId, before) as string[];
      const removed = this.statements.prune.run(projectId, before).changes;
      for (const groupId of groupIds) {
        const group = groupOf(this.statements.find.get(projectId, groupId) as GroupRow);
        const next = rebuilt(group, this.statements.remaining.all(groupId) as RecordedQuestion[]);
        if (next === null) {
          this.statements.deleteGroup.run(groupId);
          continue;
        }
        this.statements.updateGroup.run(rowOf(next));
        this.writeWords(next);
      }
      return removed;
    });
  }

  private writeWords(group: QuestionGroup): void {
    this.statements.deleteWords.run(group.id);
    for (const word of group.words) this.statements.insertWord.run(group.project_id, group.id, word);
  }
}

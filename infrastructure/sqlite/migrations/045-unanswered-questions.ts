import type { Migration } from './index.js';

/**
 * The questions the live agent could not answer (issue 42), filed in groups of similar ones.
 * A group's words are in a table of their own, indexed by word, so a new question is compared
 * only with the groups sharing a word with it; `words` on the group is the same set, read with
 * it. Questions go with their project, and with their group (a group left without questions is
 * deleted by the prune, its words and questions by cascade).
 */
export const unansweredQuestions: Migration = {
  version: 45,
  name: 'unanswered questions',
  sql: `
    CREATE TABLE unanswered_question_groups (
      id TEXT PRIMARY KEY,
      project_id TEXT NOT NULL REFERENCES projects(id) ON DELETE CASCADE,
      question TEXT NOT NULL,
      language TEXT NOT NULL,
      words TEXT NOT NULL,
      count INTEGER NOT NULL,
      first_asked_at TEXT NOT NULL,
      last_asked_at TEXT NOT NULL,
      languages TEXT NOT NULL,
      proposed_answers INTEGER NOT NULL,
      similar TEXT NOT NULL,
      status TEXT NOT NULL,
      status_changed_at TEXT,
      answer TEXT
    );
    CREATE INDEX unanswered_question_groups_by_last_asked ON unanswered_question_groups (project_id, status, last_asked_at, id);
    CREATE INDEX unanswered_question_groups_by_count ON unanswered_question_groups (project_id, status, count, id);
    CREATE INDEX unanswered_question_groups_by_age ON unanswered_question_groups (first_asked_at);

    CREATE TABLE unanswered_question_words (
      project_id TEXT NOT NULL REFERENCES projects(id) ON DELETE CASCADE,
      group_id TEXT NOT NULL REFERENCES unanswered_question_groups(id) ON DELETE CASCADE,
      word TEXT NOT NULL,
      PRIMARY KEY (group_id, word)
    ) WITHOUT ROWID;
    CREATE INDEX unanswered_question_words_by_word ON unanswered_question_words (project_id, word);

    CREATE TABLE unanswered_questions (
      id TEXT PRIMARY KEY,
      project_id TEXT NOT NULL REFERENCES projects(id) ON DELETE CASCADE,
      group_id TEXT NOT NULL REFERENCES unanswered_question_groups(id) ON DELETE CASCADE,
      text TEXT NOT NULL,
      language TEXT NOT NULL,
      page TEXT,
      asked_at TEXT NOT NULL,
      proposed_answer TEXT
    );
    CREATE INDEX unanswered_questions_by_group ON unanswered_questions (group_id, asked_at);
    CREATE INDEX unanswered_questions_by_age ON unanswered_questions (project_id, asked_at);
  `,
};

import type { MongoIndex } from '../schema.js';
import { QUESTION_GROUPS, QUESTION_MARKS, UNANSWERED_QUESTIONS } from './documents.js';

// Creating them also creates the collections up front: questions are written inside transactions.
export const QUESTION_INDEXES: readonly MongoIndex[] = [
  // The groups sharing a word with a new question (a multikey index on the group's words).
  { collection: QUESTION_GROUPS, key: { project_id: 1, words: 1 } },
  { collection: QUESTION_GROUPS, key: { project_id: 1, status: 1, last_asked_at: -1, _id: -1 } },
  { collection: QUESTION_GROUPS, key: { project_id: 1, status: 1, count: -1, _id: -1 } },
  { collection: QUESTION_GROUPS, key: { first_asked_at: 1 } },
  { collection: UNANSWERED_QUESTIONS, key: { group_id: 1, asked_at: -1 } },
  { collection: UNANSWERED_QUESTIONS, key: { project_id: 1, asked_at: 1 } },
  { collection: QUESTION_MARKS, key: { project_id: 1 } },
];

import type { QuestionGroup, RecordedQuestion } from '../../../domain/questions/question-group.js';

export const QUESTION_GROUPS = 'unanswered_question_groups';
export const UNANSWERED_QUESTIONS = 'unanswered_questions';
/** One document per project, written by every recording and prune of it: what serializes them. */
export const QUESTION_MARKS = 'unanswered_question_marks';

export type GroupDoc = Omit<QuestionGroup, 'id'> & { _id: string };
export type QuestionDoc = Omit<RecordedQuestion, 'id'> & { _id: string };
export interface MarkDoc {
  _id: string;
  project_id: string;
  seq: number;
}

export const groupOf = ({ _id, ...rest }: GroupDoc): QuestionGroup => ({ id: _id, ...rest });
export const groupDoc = ({ id, ...rest }: QuestionGroup): GroupDoc => ({ _id: id, ...rest });
export const questionOf = ({ _id, ...rest }: QuestionDoc): RecordedQuestion => ({ id: _id, ...rest });

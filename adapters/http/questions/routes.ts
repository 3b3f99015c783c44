import { AnswerInFaqDraft, AnswerInFaqDraftInput } from '../../../application/questions/answer-in-faq-draft.js';
import { DismissUnansweredQuestion } from '../../../application/questions/dismiss-unanswered-question.js';
import { GetUnansweredQuestion } from '../../../application/questions/get-unanswered-question.js';
import { ListUnansweredQuestions, ListUnansweredQuestionsInput } from '../../../application/questions/list-unanswered-questions.js';
import { ReopenUnansweredQuestion } from '../../../application/questions/reopen-unanswered-question.js';
import { PROJECT } from '../routing/path-params.js';
import { get, post, type Route } from '../routing/route.js';
import { FAQ_DRAFT_REFUSALS, FaqDraftOpened, UnansweredQuestion, UnansweredQuestionDetail, UnansweredQuestionList } from './responses.js';

const QUESTIONS = `${PROJECT}/unanswered-questions`;
const QUESTION = `${QUESTIONS}/:questionId`;

/** The questions the live agent could not answer from the site's pages, for the team to answer in the FAQ or dismiss. */
export const questionRoutes: readonly Route[] = [
  get(QUESTIONS, ListUnansweredQuestions, {
    query: ListUnansweredQuestionsInput,
    response: UnansweredQuestionList,
    access: 'read_questions (read)',
    summary: 'List the unanswered questions',
    description:
      'What visitors (and members, and callers) asked the live agent that the pages did not answer, similar questions grouped (their meaningful words overlap by half), ' +
      'each with how often, when first and last, and in which languages; `open` ones by default (`status=answered`, `dismissed`), the most recently asked first ' +
      '(`sort=count`: the most asked first). Kept for the live agent settings’ `question_retention_days` (90 by default).',
  }),
  get(QUESTION, GetUnansweredQuestion, {
    response: UnansweredQuestionDetail,
    access: 'read_questions (read)',
    summary: 'Read an unanswered question',
    description:
      'With its 20 most recent askings: the text, the language, the page of the site it was asked on, when, and any answer a visitor proposed. Nothing else of who asked.',
  }),
  post(`${QUESTION}/faq-draft`, AnswerInFaqDraft, {
    body: AnswerInFaqDraftInput,
    response: FaqDraftOpened,
    access: 'answer_questions (write)',
    refusals: FAQ_DRAFT_REFUSALS,
    summary: 'Answer in a FAQ draft',
    example: { language: 'en' },
    description:
      'Opens the project’s FAQ draft (slug `faq` in `language`, the default language when left out: the draft the live agent’s `answer` tool grows; cloned from the live FAQ page, ' +
      'or new from the `faq` template) with the question as a `## ` heading and no answer under it (not added twice), marks the question `answered` in it, and answers the ' +
      'draft’s id: write the answer in Edit Mode and publish, and the next `ask` finds it.',
  }),
  post(`${QUESTION}/dismiss`, DismissUnansweredQuestion, {
    response: UnansweredQuestion,
    access: 'answer_questions (write)',
    summary: 'Dismiss an unanswered question',
    description: 'It needs no answer: off the open list (similar questions asked later join it and stay off). Reopen it to bring it back.',
  }),
  post(`${QUESTION}/reopen`, ReopenUnansweredQuestion, {
    response: UnansweredQuestion,
    access: 'answer_questions (write)',
    summary: 'Reopen an unanswered question',
    description: 'Back on the open list, dismissed or answered (the FAQ draft it was answered in stays named).',
  }),
];

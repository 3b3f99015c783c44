import * as t from 'io-ts';
import { FAQ_ADDRESS_RESERVED, FAQ_DRAFT_BUSY, FAQ_DRAFT_FULL } from '../../../application/questions/answer-in-faq-draft.js';
import type { Refusal } from '../routing/operation-doc.js';
import { Integer, NextCursor, nullable, Timestamp } from '../response-codecs.js';

const GroupStatus = t.union([t.literal('open'), t.literal('answered'), t.literal('dismissed')]);

export const UnansweredQuestion = t.type(
  {
    /** Its id: its page, and the actions on it. */
    id: t.string,
    /** The question as first asked (the earliest one still kept), and its language. */
    question: t.string,
    language: t.string,
    /** How many times it (or a similar question) was asked within the retention, `answer` calls included. */
    count: Integer,
    first_asked_at: Timestamp,
    last_asked_at: Timestamp,
    /** Every language it was asked in. */
    languages: t.array(t.string),
    /** How many of those came with an answer a visitor proposed (the live agent's `answer`): waiting in the FAQ draft. */
    proposed_answers: Integer,
    /** Up to three other wordings, the most recent first. */
    similar_questions: t.array(t.string),
    /** `open` (waiting), `answered` (an entry of a FAQ draft), `dismissed` (needs no answer). */
    status: GroupStatus,
    status_changed_at: nullable(Timestamp),
    /** The FAQ draft it was last answered in (open it in Edit Mode), and the page it publishes as. */
    answer: nullable(t.type({ draft_id: t.string, slug: t.string, language: t.string })),
  },
  'UnansweredQuestion',
);

export const UnansweredQuestionList = t.type({ questions: t.readonlyArray(UnansweredQuestion), next_cursor: NextCursor }, 'UnansweredQuestionList');

const AskedQuestion = t.type(
  {
    id: t.string,
    text: t.string,
    language: t.string,
    /** The path of the site's page the visitor was on, or null (a phone call, a member's own client). */
    page: nullable(t.string),
    asked_at: Timestamp,
    proposed_answer: nullable(t.string),
  },
  'AskedQuestion',
);

export const UnansweredQuestionDetail = t.intersection([UnansweredQuestion, t.type({ asked: t.readonlyArray(AskedQuestion) })], 'UnansweredQuestionDetail');

export const FaqDraftOpened = t.type({ draft_id: t.string, revision: Integer, question: UnansweredQuestion }, 'FaqDraftOpened');

export const FAQ_DRAFT_REFUSALS: readonly Refusal[] = [
  { status: 409, when: `The FAQ draft has no room for another entry (\`${FAQ_DRAFT_FULL}\`).` },
  { status: 409, when: `The \`faq\` address is the live agent's destination page (\`${FAQ_ADDRESS_RESERVED}\`).` },
  { status: 409, when: `Others kept saving the FAQ draft meanwhile (\`${FAQ_DRAFT_BUSY}\`).` },
];

import { questionWords } from './question-words.js';

/**
 * Questions the site could not answer, as the team sees them: each recorded question (what was
 * asked, in which language, on which page of the site, when; nothing else of who asked) filed
 * in a group of similar ones, which the team answers in the FAQ or dismisses.
 */

/** `open` waits for the team; `answered` led to an entry of a FAQ draft; `dismissed` needs no answer. */
export const GROUP_STATUSES = ['open', 'answered', 'dismissed'] as const;
export type GroupStatus = (typeof GROUP_STATUSES)[number];

/** How many other wordings a group shows beside its own question. */
const SIMILAR_SHOWN = 3;

/** Where a group was answered: the FAQ draft (and the page it publishes as: slug and language). */
export interface FaqAnswer {
  readonly draft_id: string;
  readonly slug: string;
  readonly language: string;
}

/** One question the site could not answer, as recorded. */
export interface RecordedQuestion {
  /** Time-ordered. */
  readonly id: string;
  readonly project_id: string;
  readonly group_id: string;
  /** One line, at most 500 characters (`readQuestion`). */
  readonly text: string;
  /** The conversation's language when it was asked. */
  readonly language: string;
  /** The path of the site's page the visitor was on (`/en/delivery/`), or null when unknown (a phone call). */
  readonly page: string | null;
  readonly asked_at: string;
  /** The answer a visitor proposed with it (the live agent's `answer` tool), or null. */
  readonly proposed_answer: string | null;
}

export interface QuestionGroup {
  readonly id: string;
  readonly project_id: string;
  /** The representative question: the earliest one the group still holds, and its language. */
  readonly question: string;
  readonly language: string;
  /** Its words (`questionWords`): what a new question is compared with. */
  readonly words: readonly string[];
  readonly count: number;
  readonly first_asked_at: string;
  readonly last_asked_at: string;
  /** Every language it was asked in, sorted. */
  readonly languages: readonly string[];
  /** How many of its questions came with an answer a visitor proposed. */
  readonly proposed_answers: number;
  /** Up to three other wordings, the most recent first. */
  readonly similar: readonly string[];
  readonly status: GroupStatus;
  readonly status_changed_at: string | null;
  /** The FAQ draft it was last answered in, or null. */
  readonly answer: FaqAnswer | null;
}

const sortedUnion = (a: readonly string[], b: readonly string[]): string[] => [...new Set([...a, ...b])].sort();

/** `similar` with `text` first: distinct, never the group's own question. */
const withWording = (similar: readonly string[], text: string, question: string): string[] =>
  [text, ...similar.filter((s) => s !== text)].filter((s) => s !== question).slice(0, SIMILAR_SHOWN);

/** The group a question starts, with the words it was filed by. */
export const startedBy = (question: RecordedQuestion, words: readonly string[]): QuestionGroup => ({
  id: question.group_id,
  project_id: question.project_id,
  question: question.text,
  language: question.language,
  words,
  count: 1,
  first_asked_at: question.asked_at,
  last_asked_at: question.asked_at,
  languages: [question.language],
  proposed_answers: question.proposed_answer === null ? 0 : 1,
  similar: [],
  status: 'open',
  status_changed_at: null,
  answer: null,
});

/** The group with one more question: counted, its language and wording added. Its status stays (a dismissed group stays dismissed). */
export const joinedBy = (group: QuestionGroup, question: RecordedQuestion): QuestionGroup => ({
  ...group,
  count: group.count + 1,
  first_asked_at: question.asked_at < group.first_asked_at ? question.asked_at : group.first_asked_at,
  last_asked_at: question.asked_at > group.last_asked_at ? question.asked_at : group.last_asked_at,
  languages: sortedUnion(group.languages, [question.language]),
  proposed_answers: group.proposed_answers + (question.proposed_answer === null ? 0 : 1),
  similar: withWording(group.similar, question.text, group.question),
});

/**
 * The group rebuilt from the questions it still holds (after older ones were pruned), its
 * status kept; null when none is left: the group goes. Its question becomes the earliest left,
 * so no wording outlives the retention.
 */
export function rebuilt(group: QuestionGroup, remaining: readonly RecordedQuestion[]): QuestionGroup | null {
  const ordered = [...remaining].sort((a, b) => (a.asked_at === b.asked_at ? (a.id < b.id ? -1 : 1) : a.asked_at < b.asked_at ? -1 : 1));
  const [first, ...rest] = ordered;
  if (first === undefined) return null;
  const start = startedBy(first, questionWords(first.text, first.language));
  const joined = rest.reduce(joinedBy, start);
  return { ...joined, id: group.id, status: group.status, status_changed_at: group.status_changed_at, answer: group.answer };
}

/** A group as the API shows it (its words stay inside). */
export const questionGroupView = (group: QuestionGroup) => ({
  id: group.id,
  question: group.question,
  language: group.language,
  count: group.count,
  first_asked_at: group.first_asked_at,
  last_asked_at: group.last_asked_at,
  languages: [...group.languages],
  proposed_answers: group.proposed_answers,
  similar_questions: [...group.similar],
  status: group.status,
  status_changed_at: group.status_changed_at,
  answer: group.answer,
});
export type QuestionGroupView = ReturnType<typeof questionGroupView>;

/** A recorded question as the API shows it. */
export const recordedQuestionView = (question: RecordedQuestion) => ({
  id: question.id,
  text: question.text,
  language: question.language,
  page: question.page,
  asked_at: question.asked_at,
  proposed_answer: question.proposed_answer,
});
export type RecordedQuestionView = ReturnType<typeof recordedQuestionView>;

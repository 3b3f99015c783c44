import * as E from 'fp-ts/lib/Either.js';
import { invalid, type AppError } from '../shared/errors.js';

/** Where `answer` records questions: the project's FAQ, a draft a manager reviews before it goes live. */
export const FAQ_SLUG = 'faq';
export const FAQ_TEMPLATE_ID = 'faq';
export const FAQ_TITLE = 'FAQ';

const QUESTION_MAX_LENGTH = 500;
const ANSWER_MAX_LENGTH = 4000;

const CONTROL = /[\p{Cc}\u2028\u2029]/gu;

/** A spoken question as one heading line: whitespace collapsed, no leading markdown markers. */
export function readQuestion(raw: unknown): E.Either<AppError, string> {
  if (typeof raw !== 'string') return E.left(invalid('question must be text'));
  if (raw.length > QUESTION_MAX_LENGTH * 4) return E.left(invalid(`question is longer than ${QUESTION_MAX_LENGTH} characters`));
  const question = raw
    .replace(CONTROL, ' ')
    .replace(/\s+/g, ' ')
    .replace(/^[#>\s]+/, '')
    .trim();
  if (question === '') return E.left(invalid('question is empty'));
  if (question.length > QUESTION_MAX_LENGTH) return E.left(invalid(`question is longer than ${QUESTION_MAX_LENGTH} characters`));
  return E.right(question);
}

/** An answer as markdown paragraphs; a line that would start a heading is escaped so entries stay apart. */
export function readAnswer(raw: unknown): E.Either<AppError, string> {
  if (typeof raw !== 'string') return E.left(invalid('answer must be text'));
  if (raw.length > ANSWER_MAX_LENGTH * 4) return E.left(invalid(`answer is longer than ${ANSWER_MAX_LENGTH} characters`));
  const answer = raw
    .replace(/\r\n?/g, '\n')
    .replace(/[\p{Cc}\u2028\u2029]/gu, (c) => (c === '\n' ? c : ' '))
    .split('\n')
    .map((line) => line.trimEnd().replace(/^(\s{0,3})#/, '$1\\#'))
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  if (answer === '') return E.left(invalid('answer is empty'));
  if (answer.length > ANSWER_MAX_LENGTH) return E.left(invalid(`answer is longer than ${ANSWER_MAX_LENGTH} characters`));
  return E.right(answer);
}

/** One FAQ entry, in the `faq` template's body format: a "## question" heading, then the answer. */
export const faqEntry = (question: string, answer: string): string => `## ${question}\n\n${answer}\n`;

/** `content` with the entry appended after a blank line; unchanged when the entry is already there. */
export function withEntry(content: string, entry: string): string {
  if (content.includes(entry.trim())) return content;
  const body = content.trimEnd();
  return body === '' ? entry : `${body}\n\n${entry}`;
}

/**
 * `content` with a heading for `question` and no answer yet, for an editor to write one under;
 * unchanged when a heading of exactly that question is there already (an entry a visitor
 * proposed, an earlier heading).
 */
export function withQuestion(content: string, question: string): string {
  const heading = `## ${question}`;
  if (content.split('\n').some((line) => line.trimEnd() === heading)) return content;
  const body = content.trimEnd();
  return `${body === '' ? '' : `${body}\n\n`}${heading}\n\n`;
}

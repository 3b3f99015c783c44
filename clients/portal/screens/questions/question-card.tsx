import type { components } from '../../../typescript/client.js';
import { formatTime } from '../../edit-mode/dom.js';

export type UnansweredQuestion = components['schemas']['UnansweredQuestion'];

/** What the team may do with a question from its card. */
export interface QuestionActions {
  /** Opens the FAQ draft with the question in it (again, for one answered already). */
  answer(question: UnansweredQuestion): void;
  dismiss(question: UnansweredQuestion): void;
  reopen(question: UnansweredQuestion): void;
}

const languageNames = (() => {
  try {
    return new Intl.DisplayNames(undefined, { type: 'language' });
  } catch {
    return null;
  }
})();

/** A language tag in words (`fr` → French), the tag itself when the browser has no name for it. */
const languageWords = (tag: string): string => languageNames?.of(tag) ?? tag;

const times = (count: number): string => (count === 1 ? 'once' : `${count} times`);

/** One question the site did not answer: how often and when it was asked, in which languages, its other wordings, what may be done. */
export function QuestionCard({
  question,
  actions,
  busy,
}: {
  readonly question: UnansweredQuestion;
  readonly actions: QuestionActions;
  readonly busy: boolean;
}) {
  const titleId = `question-${question.id}`;
  return (
    <li class="pt-card" aria-labelledby={titleId}>
      <h2 class="pt-card__title" id={titleId}>
        “{question.question}”
      </h2>
      <p>
        Asked {times(question.count)}, last {formatTime(question.last_asked_at)}, in {question.languages.map(languageWords).join(', ')}.
      </p>
      {question.similar_questions.length === 0 ? null : <p>Also asked as: {question.similar_questions.map((text) => `“${text}”`).join(', ')}.</p>}
      {question.proposed_answers === 0 ? null : (
        <p>
          {question.proposed_answers === 1 ? 'A visitor proposed an answer' : `Visitors proposed ${question.proposed_answers} answers`}: it waits in the FAQ
          draft for your review.
        </p>
      )}
      {question.status === 'answered' && question.answer !== null ? (
        <p>Answered in the FAQ draft ({languageWords(question.answer.language)}): publish it and the agent finds the answer.</p>
      ) : null}
      <div class="pt-card__row">
        {question.status === 'open' ? (
          <>
            <button type="button" class="em-button em-button--primary" disabled={busy} aria-describedby={titleId} onClick={() => actions.answer(question)}>
              Answer in a FAQ draft
            </button>
            <button type="button" class="em-button" disabled={busy} aria-describedby={titleId} onClick={() => actions.dismiss(question)}>
              Dismiss
            </button>
          </>
        ) : (
          <>
            {question.status === 'answered' ? (
              <button type="button" class="em-button em-button--primary" disabled={busy} aria-describedby={titleId} onClick={() => actions.answer(question)}>
                Open the FAQ draft
              </button>
            ) : null}
            <button type="button" class="em-button" disabled={busy} aria-describedby={titleId} onClick={() => actions.reopen(question)}>
              Reopen
            </button>
          </>
        )}
      </div>
    </li>
  );
}

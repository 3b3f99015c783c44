import { useEffect, useRef, useState } from 'preact/hooks';
import { usePortal } from '../../context.js';
import { describeFailure } from '../../messages.js';
import { hasRole, readOnlyBecause } from '../../roles.js';
import type { ProjectScreenProps } from '../../screens.js';
import { Field } from '../../ui/field.js';
import { Problem, ReadOnlyNote } from '../../ui/status.js';
import { QuestionCard, type QuestionActions, type UnansweredQuestion } from './question-card.js';

type Status = UnansweredQuestion['status'];
type Order = 'last_asked' | 'count';

const PAGE = 25;
/** How often the first page is read again while it is shown (a question the agent just missed appears within a second). */
const FOLLOW_MS = 1000;
const WHO_MAY = 'Managers and admins read the questions visitors asked and answer them.';

const EMPTY: Readonly<Record<Status, string>> = {
  open: 'Nothing waits for an answer: every question people asked the live agent was answered by your pages, or nobody has asked one yet.',
  answered: 'No question has been answered in the FAQ from here yet.',
  dismissed: 'No question has been dismissed.',
};

/**
 * Questions your site did not answer: what people asked the live agent that the pages do not
 * say, similar questions together, with how often, when and in which languages; each answered
 * in the FAQ draft (opened in Edit Mode with the question in it) or dismissed.
 */
export function QuestionsScreen({ project }: ProjectScreenProps) {
  const portal = usePortal();
  const [status, setStatus] = useState<Status>('open');
  const [order, setOrder] = useState<Order>('last_asked');
  const [questions, setQuestions] = useState<readonly UnansweredQuestion[] | null>(null);
  const [cursor, setCursor] = useState<string | null>(null);
  const [more, setMore] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [loadProblem, setLoadProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [retention, setRetention] = useState<number | null>(null);
  const mayRead = hasRole(project, 'manager');
  const path = { projectId: project.id };
  // A later load always wins: a look of the list shown before (another status, order) answering late is dropped.
  const latest = useRef(0);

  async function load(from: string | null): Promise<void> {
    const mine = ++latest.current;
    try {
      const query = { status, sort: order, limit: PAGE, ...(from === null ? {} : { cursor: from }) };
      const page = await portal.api.GET('/api/projects/{projectId}/unanswered-questions', { params: { path, query } });
      if (mine !== latest.current) return;
      setLoadProblem(null);
      setQuestions((shown) => (from === null ? page.questions : [...(shown ?? []), ...page.questions]));
      setCursor(page.next_cursor);
      setMore(from !== null);
    } catch (failure) {
      if (mine !== latest.current) return;
      setLoadProblem(describeFailure('Loading the questions', failure, WHO_MAY));
      // What is shown stays (and is looked at again); nothing shown yet: an empty list under the refusal.
      setQuestions((shown) => (shown === null ? [] : [...shown]));
    }
  }

  useEffect(() => {
    if (!mayRead) return;
    setQuestions(null);
    setMore(false);
    void load(null);
    void portal.api.GET('/api/projects/{projectId}/settings', { params: { path } }).then(
      (settings) => setRetention(settings.live_agent.question_retention_days),
      () => setRetention(null),
    );
  }, [project.id, status, order, mayRead]);

  // The first page follows what the agent records, while the tab is shown (not once older ones were added below it).
  useEffect(() => {
    if (!mayRead || more || questions === null) return;
    const timer = setTimeout(() => {
      if (document.visibilityState === 'visible') void load(null);
      // A hidden tab asks nothing: the same list, shown again, only sets the next look.
      else setQuestions((shown) => (shown === null ? shown : [...shown]));
    }, FOLLOW_MS);
    return () => clearTimeout(timer);
  }, [questions, more]);

  async function act(doing: string, run: () => Promise<unknown>, done: string): Promise<boolean> {
    setProblem(null);
    setBusy(true);
    try {
      await run();
      portal.announce(done);
      return true;
    } catch (failure) {
      setProblem(describeFailure(doing, failure, WHO_MAY));
      return false;
    } finally {
      setBusy(false);
    }
  }

  const question = (q: UnansweredQuestion) => ({ params: { path: { ...path, questionId: q.id } } });
  const actions: QuestionActions = {
    answer: (q) =>
      void (async () => {
        let draftId: string | null = null;
        const opened = await act(
          'Opening the FAQ draft',
          async () =>
            (draftId = (await portal.api.POST('/api/projects/{projectId}/unanswered-questions/{questionId}/faq-draft', { ...question(q), body: {} })).draft_id),
          `“${q.question}” is in the FAQ draft: write its answer, then publish.`,
        );
        if (opened && draftId !== null) await portal.openDraft(draftId);
      })(),
    dismiss: (q) =>
      void act(
        'Dismissing the question',
        () => portal.api.POST('/api/projects/{projectId}/unanswered-questions/{questionId}/dismiss', question(q)),
        `Dismissed “${q.question}”.`,
      ).then(() => load(null)),
    reopen: (q) =>
      void act(
        'Reopening the question',
        () => portal.api.POST('/api/projects/{projectId}/unanswered-questions/{questionId}/reopen', question(q)),
        `“${q.question}” is open again.`,
      ).then(() => load(null)),
  };

  return (
    <section class="pt-screen">
      <h1>Questions your site did not answer</h1>
      {!mayRead ? (
        <ReadOnlyNote>{readOnlyBecause(project, WHO_MAY)}</ReadOnlyNote>
      ) : (
        <>
          <p>
            What people asked the live agent that your pages do not say, similar questions together. Answer one in the FAQ and publish it: the agent finds the
            answer from then on. Only the question, its language, the page it was asked on and when are kept
            {retention === null ? '' : `, for ${retention === 1 ? 'a day' : `${retention} days`} (Live agent settings)`}.
          </p>
          <form class="em-form" aria-label="Which questions" onSubmit={(event) => event.preventDefault()}>
            <Field label="Show">
              {(control) => (
                <select {...control} value={status} onChange={(e) => setStatus(e.currentTarget.value as Status)}>
                  <option value="open">Waiting for an answer</option>
                  <option value="answered">Answered in the FAQ</option>
                  <option value="dismissed">Dismissed</option>
                </select>
              )}
            </Field>
            <Field label="Order">
              {(control) => (
                <select {...control} value={order} onChange={(e) => setOrder(e.currentTarget.value as Order)}>
                  <option value="last_asked">Most recently asked first</option>
                  <option value="count">Most often asked first</option>
                </select>
              )}
            </Field>
          </form>
          <Problem message={loadProblem} />
          <Problem message={problem} />
          {questions === null ? (
            <p role="status">Loading the questions…</p>
          ) : questions.length === 0 ? (
            loadProblem === null ? (
              <p role="status">{EMPTY[status]}</p>
            ) : null
          ) : (
            <ul class="pt-cards" aria-label="Questions your site did not answer">
              {questions.map((q) => (
                <QuestionCard key={q.id} question={q} actions={actions} busy={busy} />
              ))}
            </ul>
          )}
          {cursor === null ? null : (
            <p>
              <button type="button" class="em-button" onClick={() => void load(cursor)}>
                Show more
              </button>
            </p>
          )}
        </>
      )}
    </section>
  );
}

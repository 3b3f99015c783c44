import { inject, injectable } from 'inversify';
import { questionWords } from '../../domain/questions/question-words.js';
import { questionUnanswered } from '../../domain/webhooks/event-data.js';
import { Clock, IdGenerator } from '../shared/ports.js';
import { OutboxEvents } from '../webhooks/outbox-events.js';
import { QuestionStore, RecordingFailures } from './ports.js';

/**
 * The longest a tool waits for its question to be recorded: one small write takes far less; a
 * store that is slow for once does not hold up the conversation (the write goes on, and a
 * failure is still reported).
 */
const RECORDING_WAIT_MS = 250;

/** A question the site could not answer, as the live tools hand it over. */
export interface MissedQuestion {
  readonly projectId: string;
  /** Already read by `readQuestion`: one line, at most 500 characters. */
  readonly text: string;
  readonly language: string;
  readonly page: string | null;
  /** What a visitor proposed as the answer (the `answer` tool), or null. */
  readonly proposedAnswer: string | null;
}

/**
 * Records the questions the live agent could not answer (`ask`) and the answers visitors
 * proposed (`answer`), for the team's list: the question, its language, the page and the time,
 * nothing of who asked. Never fails the tool that calls it: a store error is reported to the
 * log. A question without a meaningful word ("what is it?") is not recorded: there is nothing a
 * page could say to it.
 */
@injectable()
export class MissedQuestions {
  constructor(
    @inject(QuestionStore) private readonly store: QuestionStore,
    @inject(OutboxEvents) private readonly events: OutboxEvents,
    @inject(RecordingFailures) private readonly failures: RecordingFailures,
    @inject(Clock) private readonly clock: Clock,
    @inject(IdGenerator) private readonly ids: IdGenerator,
  ) {}

  async record(missed: MissedQuestion): Promise<void> {
    const words = questionWords(missed.text, missed.language);
    if (words.length === 0) return;
    let writing: Promise<void>;
    try {
      writing = this.store
        .record(
          {
            id: this.ids.next(),
            new_group_id: this.ids.next(),
            project_id: missed.projectId,
            text: missed.text,
            language: missed.language,
            page: missed.page,
            asked_at: this.clock.now().toISOString(),
            proposed_answer: missed.proposedAnswer,
            words,
          },
          this.events.of(missed.projectId, (group) => [questionUnanswered(group)]),
        )
        .then(() => undefined);
    } catch (error) {
      writing = Promise.reject(error);
    }
    const recorded = writing.catch((error: unknown) => this.failures.report(error, { project_id: missed.projectId }));
    let timer: ReturnType<typeof setTimeout> | undefined;
    const waited = new Promise<void>((resolve) => (timer = setTimeout(resolve, RECORDING_WAIT_MS)));
    await Promise.race([recorded, waited]);
    clearTimeout(timer);
  }
}

import * as E from 'fp-ts/lib/Either.js';
import { inject, injectable } from 'inversify';
import { DraftCreation } from '../../drafts/draft-creation.js';
import { FAQ_SLUG, FAQ_TEMPLATE_ID, FAQ_TITLE, faqEntry, readAnswer, readQuestion, withEntry } from '../../../domain/knowledge/faq-entry.js';
import { CONTENT_MAX } from '../../../domain/pages/page-document.js';
import { reservedSlug } from '../../pages/page-errors.js';
import { DraftRepository } from '../../drafts/ports.js';
import { Clock, IdGenerator } from '../../shared/ports.js';
import { callerOf, type LiveTool, type ToolContext, type ToolOutcome } from '../live-tool.js';

/** Concurrent answers race on the draft's revision; each retry re-reads and appends again. */
const MAX_ATTEMPTS = 5;

type Recorded = 'recorded' | 'already_recorded' | 'full' | 'reserved' | 'busy';

const RESULTS: Readonly<Record<Recorded, string>> = {
  recorded: 'Recorded the question and its answer in the FAQ draft for a manager to review and publish.',
  already_recorded: 'This question and answer are already in the FAQ draft, waiting for a manager to review them.',
  full: 'The FAQ draft is full, so the answer was not recorded. A manager needs to review it first.',
  reserved: 'The answer could not be recorded: the FAQ address is reserved for the live agent page. Tell a manager.',
  busy: 'The answer could not be recorded right now because the FAQ draft is being edited. Try again in a moment.',
};

/**
 * `answer` `{ question, answer }`: appends a "## question" entry to the project's `faq` draft
 * (slug `faq`, in the project's default language), opening it from the live FAQ page or
 * creating it from the `faq` template when there is none. Nothing goes live: a manager reviews
 * and publishes the draft. Appends are revision-checked, so concurrent answers are all kept.
 */
@injectable()
export class AnswerTool implements LiveTool {
  readonly name = 'answer';
  /** Each call grows the FAQ draft a manager reviews. */
  readonly writes = true;

  constructor(
    @inject(DraftRepository) private readonly drafts: DraftRepository,
    @inject(DraftCreation) private readonly creation: DraftCreation,
    @inject(Clock) private readonly clock: Clock,
    @inject(IdGenerator) private readonly ids: IdGenerator,
  ) {}

  async run(context: ToolContext, args: Readonly<Record<string, unknown>>): Promise<ToolOutcome> {
    const question = readQuestion(args.question);
    const answer = readAnswer(args.answer);
    const problems = [question, answer].flatMap((r) => (E.isLeft(r) ? [r.left.message] : []));
    if (E.isLeft(question) || E.isLeft(answer)) return { result: `Nothing was recorded: ${problems.join('; ')}.` };
    return { result: RESULTS[await this.record(context, faqEntry(question.right, answer.right))] };
  }

  private async record(context: ToolContext, entry: string): Promise<Recorded> {
    const projectId = context.project.id;
    const language = context.project.default_language;
    for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt += 1) {
      const now = this.clock.now().toISOString();
      const opened = await this.drafts.openDraft(projectId, FAQ_SLUG, language, this.ids.next(), now);
      if (opened.kind === 'not_found') {
        const created = await this.creation.create(callerOf(context).userId, {
          projectId,
          metadata: { slug: FAQ_SLUG, title: FAQ_TITLE },
          content: entry,
          language,
          doc_template_id: FAQ_TEMPLATE_ID,
        });
        if (E.isRight(created)) return 'recorded';
        if (created.left.message === reservedSlug(FAQ_SLUG).message) return 'reserved';
        continue; // Another call created it first: open it and append.
      }
      const draft = opened.draft;
      const content = withEntry(draft.content, entry);
      if (content === draft.content) return 'already_recorded';
      if (content.length > CONTENT_MAX) return 'full';
      const saved = await this.drafts.saveDraft(projectId, draft.id, {
        metadata: { kind: 'merge', patch: {} },
        content,
        expectedRevision: draft.revision,
        version: { id: this.ids.next(), saved_by: callerOf(context).userId, saved_at: now, autosave: false },
      });
      if (saved.kind === 'saved') return 'recorded';
    }
    return 'busy';
  }
}

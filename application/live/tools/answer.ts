import * as E from 'fp-ts/lib/Either.js';
import { inject, injectable } from 'inversify';
import { faqEntry, readAnswer, readQuestion, withEntry } from '../../../domain/knowledge/faq-entry.js';
import { FaqDraft, type FaqAppend } from '../../drafts/faq-draft.js';
import { ProfileRepository } from '../../profile/ports.js';
import { MissedQuestions } from '../../questions/missed-questions.js';
import { callerOf, type LiveTool, type ToolContext, type ToolOutcome } from '../live-tool.js';

const RESULTS: Readonly<Record<FaqAppend['kind'], string>> = {
  appended: 'Recorded the question and its answer in the FAQ draft for a manager to review and publish.',
  already_there: 'This question and answer are already in the FAQ draft, waiting for a manager to review them.',
  full: 'The FAQ draft is full, so the answer was not recorded. A manager needs to review it first.',
  reserved: 'The answer could not be recorded: the FAQ address is reserved for the live agent page. Tell a manager.',
  busy: 'The answer could not be recorded right now because the FAQ draft is being edited. Try again in a moment.',
};

/**
 * `answer` `{ question, answer }`: appends a "## question" entry to the project's `faq` draft
 * (slug `faq`, in the project's default language: `FaqDraft`), and puts the question, with the
 * answer proposed, on the team's list of unanswered questions (`MissedQuestions`, in the
 * conversation's language), even when the draft could not take it. Nothing goes live: a manager
 * reviews and publishes the draft.
 */
@injectable()
export class AnswerTool implements LiveTool {
  readonly name = 'answer';
  /** Each call grows the FAQ draft a manager reviews. */
  readonly writes = true;

  constructor(
    @inject(FaqDraft) private readonly faq: FaqDraft,
    @inject(MissedQuestions) private readonly missed: MissedQuestions,
    @inject(ProfileRepository) private readonly profiles: ProfileRepository,
  ) {}

  async run(context: ToolContext, args: Readonly<Record<string, unknown>>): Promise<ToolOutcome> {
    const question = readQuestion(args.question);
    const answer = readAnswer(args.answer);
    const problems = [question, answer].flatMap((r) => (E.isLeft(r) ? [r.left.message] : []));
    if (E.isLeft(question) || E.isLeft(answer)) return { result: `Nothing was recorded: ${problems.join('; ')}.` };
    const { project } = context;
    const entry = faqEntry(question.right, answer.right);
    const appended = await this.faq.append(project.id, project.default_language, (content) => withEntry(content, entry), callerOf(context).userId);
    // On the team's list even when the draft could not take it: the proposed answer is read there too.
    const profile = await this.profiles.find(project.id, callerOf(context).userId);
    await this.missed.record({
      projectId: project.id,
      text: question.right,
      language: profile?.language ?? project.default_language,
      page: context.page ?? null,
      proposedAnswer: answer.right,
    });
    return { result: RESULTS[appended.kind] };
  }
}

import * as E from 'fp-ts/lib/Either.js';
import * as t from 'io-ts';
import { inject, injectable } from 'inversify';
import { actorLabel, type Actor } from '../../domain/identity/actor.js';
import { FAQ_SLUG, withQuestion } from '../../domain/knowledge/faq-entry.js';
import { questionGroupView, type QuestionGroupView } from '../../domain/questions/question-group.js';
import { LanguageTagCodec } from '../../domain/shared/codecs.js';
import { conflict, notFound, type AppError } from '../../domain/shared/errors.js';
import { FaqDraft, type FaqAppend } from '../drafts/faq-draft.js';
import { EditAnnouncements } from '../presence/edit-announcements.js';
import { ProjectAccess } from '../projects/project-access.js';
import { Clock } from '../shared/ports.js';
import { QUESTION_NOT_FOUND } from './get-unanswered-question.js';
import { QuestionStore } from './ports.js';

export const AnswerInFaqDraftInput = t.exact(
  t.partial({
    /** The FAQ to answer in: its language (the project's default language when left out). */
    language: LanguageTagCodec,
  }),
);
export type AnswerInFaqDraftInput = t.TypeOf<typeof AnswerInFaqDraftInput>;

export const FAQ_DRAFT_FULL = 'The FAQ draft is full (1 MB): publish it or shorten it, then try again';
export const FAQ_ADDRESS_RESERVED = 'The FAQ’s address (faq) is the live agent’s own page: give the live agent’s page another address first';
export const FAQ_DRAFT_BUSY = 'The FAQ draft kept changing while the question was added (others are saving it): try again in a moment';

const REFUSALS: Readonly<Record<Exclude<FaqAppend['kind'], 'appended' | 'already_there'>, string>> = {
  full: FAQ_DRAFT_FULL,
  reserved: FAQ_ADDRESS_RESERVED,
  busy: FAQ_DRAFT_BUSY,
};

export interface FaqDraftOpened {
  /** The FAQ draft, with the question as a heading and no answer yet: open it in Edit Mode. */
  readonly draft_id: string;
  readonly revision: number;
  readonly question: QuestionGroupView;
}

/**
 * Opens the project's FAQ draft (the one the live agent's `answer` tool grows: slug `faq`, from
 * the live FAQ page, or new from the `faq` template) with the question as a heading and an
 * empty answer under it (not added twice), and marks the question answered in it. An editor
 * writes the answer and publishes: the next `ask` finds it.
 */
@injectable()
export class AnswerInFaqDraft {
  static readonly operation = 'answer_in_faq_draft';

  constructor(
    @inject(ProjectAccess) private readonly access: ProjectAccess,
    @inject(QuestionStore) private readonly store: QuestionStore,
    @inject(FaqDraft) private readonly faq: FaqDraft,
    @inject(EditAnnouncements) private readonly announcements: EditAnnouncements,
    @inject(Clock) private readonly clock: Clock,
  ) {}

  async execute(actor: Actor, input: { projectId: string; questionId: string } & AnswerInFaqDraftInput): Promise<E.Either<AppError, FaqDraftOpened>> {
    const context = await this.access.require(actor, input.projectId, 'answer_questions', 'write');
    if (E.isLeft(context)) return context;
    const group = await this.store.find(input.projectId, input.questionId);
    if (group === null) return E.left(notFound(QUESTION_NOT_FOUND));
    const language = input.language ?? context.right.project.default_language;
    const appended = await this.faq.append(input.projectId, language, (content) => withQuestion(content, group.question), actorLabel(actor));
    if (appended.kind !== 'appended' && appended.kind !== 'already_there') return E.left(conflict(REFUSALS[appended.kind]));
    // Editors who have the FAQ draft open hear of the new revision before their own save meets it.
    if (appended.kind === 'appended') await this.announcements.saved(actor, input.projectId, appended.draftId, appended.revision);
    const answer = { draft_id: appended.draftId, slug: FAQ_SLUG, language };
    const answered = await this.store.changeStatus(input.projectId, group.id, { status: 'answered', answer, at: this.clock.now().toISOString() });
    if (answered === null) return E.left(notFound(QUESTION_NOT_FOUND));
    return E.right({ draft_id: appended.draftId, revision: appended.revision, question: questionGroupView(answered) });
  }
}

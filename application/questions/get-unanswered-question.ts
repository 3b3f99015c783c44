import * as E from 'fp-ts/lib/Either.js';
import { inject, injectable } from 'inversify';
import type { Actor } from '../../domain/identity/actor.js';
import { questionGroupView, recordedQuestionView, type QuestionGroupView, type RecordedQuestionView } from '../../domain/questions/question-group.js';
import { notFound, type AppError } from '../../domain/shared/errors.js';
import { ProjectAccess } from '../projects/project-access.js';
import { QuestionStore } from './ports.js';

/** How many of a group's questions its page shows: the most recent. */
const RECENT_SHOWN = 20;

export const QUESTION_NOT_FOUND = 'Unanswered question not found';

export interface UnansweredQuestionDetail extends QuestionGroupView {
  /** Its most recent askings (up to 20), each with its page and any answer a visitor proposed. */
  readonly asked: readonly RecordedQuestionView[];
}

/** One unanswered question with the most recent times it was asked. */
@injectable()
export class GetUnansweredQuestion {
  static readonly operation = 'get_unanswered_question';

  constructor(
    @inject(ProjectAccess) private readonly access: ProjectAccess,
    @inject(QuestionStore) private readonly store: QuestionStore,
  ) {}

  async execute(actor: Actor, input: { projectId: string; questionId: string }): Promise<E.Either<AppError, UnansweredQuestionDetail>> {
    const context = await this.access.require(actor, input.projectId, 'read_questions', 'read');
    if (E.isLeft(context)) return context;
    const group = await this.store.find(input.projectId, input.questionId);
    if (group === null) return E.left(notFound(QUESTION_NOT_FOUND));
    const asked = await this.store.questions(input.projectId, group.id, RECENT_SHOWN);
    return E.right({ ...questionGroupView(group), asked: asked.map(recordedQuestionView) });
  }
}

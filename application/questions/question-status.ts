import * as E from 'fp-ts/lib/Either.js';
import { inject, injectable } from 'inversify';
import type { Actor } from '../../domain/identity/actor.js';
import { questionGroupView, type QuestionGroupView } from '../../domain/questions/question-group.js';
import { notFound, type AppError } from '../../domain/shared/errors.js';
import { ProjectAccess } from '../projects/project-access.js';
import { Clock } from '../shared/ports.js';
import { QUESTION_NOT_FOUND } from './get-unanswered-question.js';
import { QuestionStore } from './ports.js';

/** Sets an unanswered question's status for the use cases that only do that (dismiss, reopen). Not a use case of its own. */
@injectable()
export class QuestionStatus {
  constructor(
    @inject(ProjectAccess) private readonly access: ProjectAccess,
    @inject(QuestionStore) private readonly store: QuestionStore,
    @inject(Clock) private readonly clock: Clock,
  ) {}

  async set(actor: Actor, projectId: string, questionId: string, status: 'open' | 'dismissed'): Promise<E.Either<AppError, QuestionGroupView>> {
    const context = await this.access.require(actor, projectId, 'answer_questions', 'write');
    if (E.isLeft(context)) return context;
    const group = await this.store.changeStatus(projectId, questionId, { status, at: this.clock.now().toISOString() });
    return group === null ? E.left(notFound(QUESTION_NOT_FOUND)) : E.right(questionGroupView(group));
  }
}

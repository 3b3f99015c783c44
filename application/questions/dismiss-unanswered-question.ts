import type * as E from 'fp-ts/lib/Either.js';
import { inject, injectable } from 'inversify';
import type { Actor } from '../../domain/identity/actor.js';
import type { QuestionGroupView } from '../../domain/questions/question-group.js';
import type { AppError } from '../../domain/shared/errors.js';
import { QuestionStatus } from './question-status.js';

/** Takes a question off the open list: it needs no answer (similar ones asked later join it and stay off). */
@injectable()
export class DismissUnansweredQuestion {
  static readonly operation = 'dismiss_unanswered_question';

  constructor(@inject(QuestionStatus) private readonly status: QuestionStatus) {}

  execute(actor: Actor, input: { projectId: string; questionId: string }): Promise<E.Either<AppError, QuestionGroupView>> {
    return this.status.set(actor, input.projectId, input.questionId, 'dismissed');
  }
}

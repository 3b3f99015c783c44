import type * as E from 'fp-ts/lib/Either.js';
import { inject, injectable } from 'inversify';
import type { Actor } from '../../domain/identity/actor.js';
import type { QuestionGroupView } from '../../domain/questions/question-group.js';
import type { AppError } from '../../domain/shared/errors.js';
import { QuestionStatus } from './question-status.js';

/** Puts a dismissed or answered question back on the open list (the FAQ draft it was answered in stays named). */
@injectable()
export class ReopenUnansweredQuestion {
  static readonly operation = 'reopen_unanswered_question';

  constructor(@inject(QuestionStatus) private readonly status: QuestionStatus) {}

  execute(actor: Actor, input: { projectId: string; questionId: string }): Promise<E.Either<AppError, QuestionGroupView>> {
    return this.status.set(actor, input.projectId, input.questionId, 'open');
  }
}

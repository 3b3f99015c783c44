import * as E from 'fp-ts/lib/Either.js';
import * as t from 'io-ts';
import { inject, injectable } from 'inversify';
import type { Actor } from '../../domain/identity/actor.js';
import { GROUP_STATUSES, questionGroupView, type QuestionGroupView } from '../../domain/questions/question-group.js';
import { invalid, type AppError } from '../../domain/shared/errors.js';
import { ProjectAccess } from '../projects/project-access.js';
import { BAD_CURSOR, DEFAULT_PAGE_LIMIT, PageLimit } from '../shared/pagination.js';
import { cursorAfter, readCursor } from './group-cursor.js';
import { QuestionStore } from './ports.js';

const keys = <K extends string>(values: readonly K[]) =>
  t.keyof(Object.fromEntries(values.map((v) => [v, null])) as Record<K, null>, `one of ${values.join(', ')}`);

export const ListUnansweredQuestionsInput = t.exact(
  t.partial({
    /** `open` (the default), `answered` or `dismissed`. */
    status: keys(GROUP_STATUSES),
    /** `last_asked` (the default: the most recently asked first) or `count` (the most asked first). */
    sort: keys(['last_asked', 'count'] as const),
    cursor: t.string,
    limit: PageLimit,
  }),
);
export type ListUnansweredQuestionsInput = t.TypeOf<typeof ListUnansweredQuestionsInput>;

export interface UnansweredQuestionList {
  readonly questions: readonly QuestionGroupView[];
  readonly next_cursor: string | null;
}

/** The questions the site could not answer, each with how often, when and in which languages it was asked: the open ones by default. */
@injectable()
export class ListUnansweredQuestions {
  static readonly operation = 'list_unanswered_questions';

  constructor(
    @inject(ProjectAccess) private readonly access: ProjectAccess,
    @inject(QuestionStore) private readonly store: QuestionStore,
  ) {}

  async execute(actor: Actor, input: { projectId: string } & ListUnansweredQuestionsInput): Promise<E.Either<AppError, UnansweredQuestionList>> {
    const context = await this.access.require(actor, input.projectId, 'read_questions', 'read');
    if (E.isLeft(context)) return context;
    const order = input.sort ?? 'last_asked';
    const after = input.cursor === undefined ? undefined : readCursor(order, input.cursor);
    if (after === null) return E.left(invalid(BAD_CURSOR));
    const limit = input.limit ?? DEFAULT_PAGE_LIMIT;
    const rows = await this.store.list(input.projectId, { status: input.status ?? 'open', order, after, limit: limit + 1 });
    const page = rows.slice(0, limit);
    const last = page[page.length - 1];
    return E.right({ questions: page.map(questionGroupView), next_cursor: rows.length > limit && last !== undefined ? cursorAfter(order, last) : null });
  }
}

import { ContainerModule } from 'inversify';
import type { Logger } from 'pino';
import { FaqDraft } from '../../application/drafts/faq-draft.js';
import { AnswerInFaqDraft } from '../../application/questions/answer-in-faq-draft.js';
import { DismissUnansweredQuestion } from '../../application/questions/dismiss-unanswered-question.js';
import { GetUnansweredQuestion } from '../../application/questions/get-unanswered-question.js';
import { ListUnansweredQuestions } from '../../application/questions/list-unanswered-questions.js';
import { MissedQuestions } from '../../application/questions/missed-questions.js';
import { QuestionStore, RecordingFailures } from '../../application/questions/ports.js';
import { QuestionRetention } from '../../application/questions/question-retention.js';
import { QuestionStatus } from '../../application/questions/question-status.js';
import { ReopenUnansweredQuestion } from '../../application/questions/reopen-unanswered-question.js';
import { MongoQuestionStore } from '../../infrastructure/mongo/questions/question-store.js';
import { SqliteQuestionStore } from '../../infrastructure/sqlite/questions/question-store.js';
import type { Config } from '../config.js';
import { createLogger } from '../logger.js';
import { byStorage, type Storage } from '../storage.js';
import { bindUseCases } from './bind-use-cases.js';

/**
 * The questions the site could not answer: their store, their recording by the live tools
 * (`ask`, `answer`), the project's FAQ draft they (and `answer`) are answered in, their
 * retention (run by the workflow's upkeep), and the team's list. A question that could not be
 * recorded is logged (`logger`, else one at LOG_LEVEL).
 */
export const questionsModule = (config: Config, storage: Storage, logger?: Logger) =>
  new ContainerModule(({ bind }) => {
    bind(QuestionStore).toConstantValue(
      byStorage<QuestionStore>(storage, { sqlite: (db) => new SqliteQuestionStore(db), mongo: (db, client) => new MongoQuestionStore(db, client) }),
    );
    const log = (logger ?? createLogger(config.LOG_LEVEL)).child({ component: 'questions' });
    bind(RecordingFailures).toConstantValue({
      report: (error, details) => log.error({ err: error, ...details }, 'an unanswered question could not be recorded'),
    } satisfies RecordingFailures);
    bind(MissedQuestions).toSelf();
    bind(FaqDraft).toSelf();
    bind(QuestionRetention).toSelf();
    bind(QuestionStatus).toSelf();
    bindUseCases(bind, [ListUnansweredQuestions, GetUnansweredQuestion, AnswerInFaqDraft, DismissUnansweredQuestion, ReopenUnansweredQuestion]);
  });

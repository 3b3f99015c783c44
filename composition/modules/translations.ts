import { ContainerModule } from 'inversify';
import { GetTranslation } from '../../application/translation/get-translation.js';
import { GetTranslationChanges } from '../../application/translation/get-translation-changes.js';
import { GetTranslationStatus } from '../../application/translation/get-translation-status.js';
import { PageTranslator } from '../../application/translation/page-translator.js';
import { TranslationIndex, TranslationJobs } from '../../application/translation/ports.js';
import { StartTranslation } from '../../application/translation/start-translation.js';
import { TranslationJobRunner } from '../../application/translation/translation-job-runner.js';
import { MongoTranslationIndex } from '../../infrastructure/mongo/translation/translation-index.js';
import { MongoTranslationJobs } from '../../infrastructure/mongo/translation/translation-jobs.js';
import { SqliteTranslationIndex } from '../../infrastructure/sqlite/translation/translation-index.js';
import { SqliteTranslationJobs } from '../../infrastructure/sqlite/translation/translation-jobs.js';
import { SourceCopyPageTranslator } from '../../infrastructure/translation/source-copy-page-translator.js';
import { byStorage, type Storage } from '../storage.js';
import { bindUseCases } from './bind-use-cases.js';

/**
 * Translation jobs (a page into a draft in another language, in the background) and the
 * translation status. Loaded after the modules that may bind a PageTranslator.
 */
export const translationsModule = (storage: Storage) =>
  new ContainerModule(({ bind, isBound }) => {
    bind(TranslationJobs).toConstantValue(
      byStorage<TranslationJobs>(storage, { sqlite: (db) => new SqliteTranslationJobs(db), mongo: (db) => new MongoTranslationJobs(db) }),
    );
    bind(TranslationIndex).toConstantValue(
      byStorage<TranslationIndex>(storage, { sqlite: (db) => new SqliteTranslationIndex(db), mongo: (db) => new MongoTranslationIndex(db) }),
    );
    // TEMPORARY until the providers' PageTranslator is merged (see source-copy-page-translator.ts).
    if (!isBound(PageTranslator)) bind(PageTranslator).toConstantValue(new SourceCopyPageTranslator());
    bind(TranslationJobRunner).toSelf();
    bindUseCases(bind, [StartTranslation, GetTranslation, GetTranslationStatus, GetTranslationChanges]);
  });

import { ContainerModule } from 'inversify';
import type { Logger } from 'pino';
import { GetGlossary } from '../../application/translation/get-glossary.js';
import { PageTranslator } from '../../application/translation/page-translator.js';
import { DocumentTranslator, GlossaryStore, MarkdownProse, Translator } from '../../application/translation/ports.js';
import { ReplaceGlossary } from '../../application/translation/replace-glossary.js';
import { TranslatePage } from '../../application/translation/translate-page.js';
import { MongoGlossaryStore } from '../../infrastructure/mongo/translation/glossary-store.js';
import { SqliteGlossaryStore } from '../../infrastructure/sqlite/translation/glossary-store.js';
import { CatalogTranslator } from '../../infrastructure/translation/catalog-translator.js';
import { GeminiTranslator } from '../../infrastructure/translation/gemini-translator.js';
import { HttpTranslator } from '../../infrastructure/translation/http-translator.js';
import { MarkdownItProse } from '../../infrastructure/translation/markdown-prose.js';
import { OfflineDocumentTranslator } from '../../infrastructure/translation/offline-document-translator.js';
import type { Config } from '../config.js';
import { createLogger } from '../logger.js';
import { byStorage, type Storage } from '../storage.js';
import { bindUseCases } from './bind-use-cases.js';

/** The providers `TRANSLATOR_PROVIDER` names: one instance serves the card labels and the pages alike. */
function providersOf(config: Config, logger: Logger): { labels: Translator; documents: DocumentTranslator } {
  if (config.TRANSLATOR_PROVIDER === 'http' && config.TRANSLATOR_URL !== null) {
    const http = new HttpTranslator({ url: config.TRANSLATOR_URL, apiKey: config.TRANSLATOR_API_KEY });
    return { labels: http, documents: http };
  }
  if (config.TRANSLATOR_PROVIDER === 'gemini') {
    // The SDK itself is loaded on the first request, not here.
    const gemini = new GeminiTranslator({
      apiKey: config.GEMINI_API_KEY ?? '',
      baseUrl: config.GEMINI_BASE_URL,
      model: config.GEMINI_TRANSLATION_MODEL,
      logger: logger.child({ component: 'translator' }),
    });
    return { labels: gemini, documents: gemini };
  }
  // `catalog`: the bundled card labels, and pages left for a person; nothing leaves the machine.
  return { labels: new CatalogTranslator(), documents: new OfflineDocumentTranslator() };
}

/**
 * Translation: the label and document translators chosen by `TRANSLATOR_PROVIDER`, the page
 * translator the translation jobs use, and the project glossary (its store and use cases).
 */
export const translationEngineModule = (config: Config, storage: Storage, logger?: Logger) =>
  new ContainerModule(({ bind }) => {
    const providers = providersOf(config, logger ?? createLogger(config.LOG_LEVEL));
    bind(Translator).toConstantValue(providers.labels);
    bind(DocumentTranslator).toConstantValue(providers.documents);
    bind(MarkdownProse).toConstantValue(new MarkdownItProse());
    bind(GlossaryStore).toConstantValue(
      byStorage<GlossaryStore>(storage, { sqlite: (db) => new SqliteGlossaryStore(db), mongo: (db) => new MongoGlossaryStore(db) }),
    );
    bind(PageTranslator).to(TranslatePage);
    bindUseCases(bind, [GetGlossary, ReplaceGlossary]);
  });

import { ContainerModule } from 'inversify';
import { Embeddings, PageVectors } from '../../application/search/semantic/ports.js';
import { RefreshPageVectors } from '../../application/search/semantic/refresh-page-vectors.js';
import { SemanticSearch, SemanticSearchSettings } from '../../application/search/semantic/semantic-search.js';
import { GeminiEmbeddings } from '../../infrastructure/embeddings/gemini-embeddings.js';
import { PageVectorRefresher } from '../../infrastructure/embeddings/page-vector-refresher.js';
import { MongoPageVectors } from '../../infrastructure/mongo/search/page-vectors.js';
import { SqlitePageVectors } from '../../infrastructure/sqlite/search/page-vectors.js';
import type { Config } from '../config.js';
import { createLogger } from '../logger.js';
import { byStorage, type Storage } from '../storage.js';

/**
 * Semantic ranking: the embeddings provider chosen by `EMBEDDINGS_PROVIDER` (null for `none`,
 * the default: nothing is embedded and nothing is sent anywhere), the page vectors store, the
 * search the search pipeline asks for the pages nearest a question, and the background refresher
 * of vectors (started by the server only when a provider is configured).
 */
export const semanticSearchModule = (config: Config, storage: Storage) =>
  new ContainerModule(({ bind }) => {
    bind(PageVectors).toConstantValue(byStorage<PageVectors>(storage, { sqlite: (db) => new SqlitePageVectors(db), mongo: (db) => new MongoPageVectors(db) }));
    // The SDK itself is loaded on the first request, not here.
    bind(Embeddings).toConstantValue(
      config.EMBEDDINGS_PROVIDER === 'gemini'
        ? new GeminiEmbeddings({
            apiKey: config.GEMINI_API_KEY ?? '',
            baseUrl: config.GEMINI_BASE_URL,
            model: config.EMBEDDINGS_MODEL,
            dimensions: config.EMBEDDINGS_DIMENSIONS,
            logger: createLogger(config.LOG_LEVEL).child({ component: 'embeddings' }),
          })
        : null,
    );
    bind(SemanticSearchSettings).toConstantValue({ cacheBytes: config.EMBEDDINGS_CACHE_MB * 1024 * 1024 } satisfies SemanticSearchSettings);
    bind(SemanticSearch).toSelf();
    bind(RefreshPageVectors).toSelf();
    bind(PageVectorRefresher).toDynamicValue((context) => new PageVectorRefresher(context.get(RefreshPageVectors), context.get(PageVectors)));
  });

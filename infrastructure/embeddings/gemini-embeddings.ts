import type { Logger } from 'pino';
import { LazyGeminiClient } from '../gemini/lazy-gemini-client.js';
import type { EmbeddingFailure, EmbeddingOutcome, EmbeddingPurpose, Embeddings } from '../../application/search/semantic/ports.js';
import { unitVector } from '../../domain/search/vectors.js';

export interface GeminiEmbeddingsOptions {
  readonly apiKey: string;
  /** A stand-in's address in tests; the SDK's default (Google) when null. */
  readonly baseUrl: string | null;
  /** The model, without `models/` (gemini-embedding-001). */
  readonly model: string;
  /** The size of the vectors asked for (`outputDimensionality`). */
  readonly dimensions: number;
  readonly logger: Logger;
  /** How long one request may take: a batch of pages is read in the background, a question while a visitor waits. */
  readonly timeoutMs?: { readonly document: number; readonly query: number };
}

/** The most texts `batchEmbedContents` takes in one request. */
const GEMINI_BATCH_LIMIT = 100;
const DEFAULT_TIMEOUT_MS = { document: 10_000, query: 3_000 };
const TASK_TYPES: Readonly<Record<EmbeddingPurpose, string>> = { document: 'RETRIEVAL_DOCUMENT', query: 'RETRIEVAL_QUERY' };

/**
 * The Gemini API's embeddings through `@google/genai` (`models.embedContent`, which the SDK
 * sends as one `batchEmbedContents` request for a list of texts). Vectors are asked at
 * `dimensions` and made unit length here (Gemini's are only at their full 3,072). The SDK
 * retries nothing unless asked, and nothing here retries either: a failure costs one request,
 * and the refresher decides when to try again.
 */
export class GeminiEmbeddings implements Embeddings {
  readonly model: string;
  readonly batchSize = GEMINI_BATCH_LIMIT;
  /** The SDK (with google-auth-library and ws, about 25 MB) is loaded on the first request, not at start-up. */
  private readonly client: LazyGeminiClient;

  constructor(private readonly options: GeminiEmbeddingsOptions) {
    this.model = `${options.model}@${options.dimensions}`;
    this.client = new LazyGeminiClient(options);
  }

  async embed(texts: readonly string[], purpose: EmbeddingPurpose): Promise<EmbeddingOutcome> {
    const vectors: Float32Array[] = [];
    for (let start = 0; start < texts.length; start += this.batchSize) {
      const outcome = await this.request(texts.slice(start, start + this.batchSize), purpose);
      if (outcome.kind === 'failed') return outcome;
      vectors.push(...outcome.vectors);
    }
    return { kind: 'embedded', vectors };
  }

  private async request(texts: readonly string[], purpose: EmbeddingPurpose): Promise<EmbeddingOutcome> {
    const { dimensions, logger } = this.options;
    try {
      const response = await (
        await this.client.get()
      ).models.embedContent({
        model: this.options.model,
        contents: [...texts],
        config: {
          taskType: TASK_TYPES[purpose],
          outputDimensionality: dimensions,
          httpOptions: { timeout: (this.options.timeoutMs ?? DEFAULT_TIMEOUT_MS)[purpose] },
        },
      });
      const vectors = (response.embeddings ?? []).map(({ values }) => (values?.length === dimensions ? unitVector(values) : null));
      if (vectors.length !== texts.length || vectors.some((vector) => vector === null)) {
        const reason = `Gemini embeddings answered ${vectors.length} usable vectors of ${dimensions} values for ${texts.length} texts`;
        logger.error({ model: this.model, texts: texts.length }, reason);
        return { kind: 'failed', cause: 'unavailable', reason };
      }
      return { kind: 'embedded', vectors: vectors as Float32Array[] };
    } catch (error) {
      // Status and message only: the SDK's error objects may carry request details.
      const { status, message } = error as { status?: unknown; message?: unknown };
      const failure = failureOf(typeof status === 'number' ? status : null, String(message));
      logger.error({ model: this.model, texts: texts.length, purpose, status, message }, 'gemini embeddings request failed');
      return { kind: 'failed', ...failure };
    }
  }
}

/**
 * What a failed request says: no answer, 408, 429 and 5xx pass; 401, 403, 404 and a refused key
 * (Gemini answers a bad key 400 "API key not valid") need an operator; any other 4xx refused the
 * request as it stands.
 */
function failureOf(status: number | null, message: string): EmbeddingFailure {
  if (status === null) return { cause: 'unavailable', reason: `Gemini embeddings unreachable: ${message}` };
  const reason = `Gemini embeddings answered ${status}: ${message}`;
  if (status === 408 || status === 429 || status >= 500) return { cause: 'unavailable', reason };
  if (status === 401 || status === 403 || status === 404 || /API[ _]?key/i.test(message)) return { cause: 'refused', reason };
  return { cause: 'invalid', reason };
}

import { ConceptSpace } from '../concept-vectors.js';
import { LoopbackJsonServer, type StandInAnswer, type StandInRequest } from './loopback-json-server.js';

export interface GeminiEmbeddingsStandInOptions {
  /** The API key the stand-in accepts in `x-goog-api-key`. */
  readonly apiKey: string;
  /** The model (without `models/`) requests must name, in the path and in each request. */
  readonly model: string;
  /** The `outputDimensionality` each request must ask for, and the size of the vectors answered. */
  readonly dimensions: number;
}

/** The most requests `batchEmbedContents` takes at once. */
const BATCH_LIMIT = 100;
const TASK_TYPES = ['RETRIEVAL_DOCUMENT', 'RETRIEVAL_QUERY'];

/**
 * A loopback stand-in of the Gemini API's `POST /v1beta/models/{model}:batchEmbedContents`. It
 * checks what the real API would (method, path, API key, each request's shape and model, at most
 * 100 requests) and what this service promises (a task type, the output dimensionality, one task
 * type per call), answers a Google-style error naming the problem otherwise, and answers vectors
 * the test controls (`relate`: texts of one concept are close, see ConceptSpace), longer than 1
 * as Gemini's below 3,072 dimensions are. Every request is recorded.
 */
export class GeminiEmbeddingsStandIn {
  readonly requests: StandInRequest[] = [];
  readonly space: ConceptSpace;
  private failure: number | null = null;
  private answer: ((texts: string[]) => unknown) | null = null;
  private delayMs = 0;
  private server: LoopbackJsonServer | null = null;

  private constructor(private readonly options: GeminiEmbeddingsStandInOptions) {
    this.space = new ConceptSpace(options.dimensions);
  }

  static async start(options: GeminiEmbeddingsStandInOptions): Promise<GeminiEmbeddingsStandIn> {
    const standIn = new GeminiEmbeddingsStandIn(options);
    standIn.server = await LoopbackJsonServer.start((request) => standIn.handle(request));
    return standIn;
  }

  get url(): string {
    return this.server!.url;
  }

  /** Texts holding any of `fragments` mean `concept`: their vectors are close, whatever their words. */
  relate(concept: string, ...fragments: string[]): void {
    this.space.relate(concept, ...fragments);
  }

  /** Answers the next requests with `status` (an outage), until called with null. */
  failWith(status: number | null): void {
    this.failure = status;
  }

  /** Answers the next valid requests with this body instead of vectors (a malformed answer), until called with null. */
  answerWith(body: ((texts: string[]) => unknown) | null): void {
    this.answer = body;
  }

  /** Answers after this many milliseconds (a slow provider). */
  delay(ms: number): void {
    this.delayMs = ms;
  }

  /** The texts of every valid request of one task type, in order. */
  textsOf(taskType: 'RETRIEVAL_DOCUMENT' | 'RETRIEVAL_QUERY'): string[] {
    return this.requests
      .filter((r) => r.body?.requests?.[0]?.taskType === taskType)
      .flatMap((r) => (r.body.requests as Array<{ content: { parts: Array<{ text: string }> } }>).map((q) => q.content.parts[0]!.text));
  }

  stop(): Promise<void> {
    return this.server!.stop();
  }

  private handle(request: StandInRequest): StandInAnswer {
    const { method, path, headers, body } = request;
    this.requests.push(request);
    const route = `/v1beta/models/${this.options.model}:batchEmbedContents`;
    if (method !== 'POST' || path !== route) return error(404, 'NOT_FOUND', `no route ${method} ${path}`);
    if (headers['x-goog-api-key'] !== this.options.apiKey) return error(400, 'INVALID_ARGUMENT', 'API key not valid. Please pass a valid API key.');
    if (this.failure !== null) return error(this.failure, 'UNAVAILABLE', 'The service is currently unavailable.');
    const problems = this.check(body);
    if (problems.length > 0) return error(400, 'INVALID_ARGUMENT', problems.join('; '));
    const texts = (body.requests as Array<{ content: { parts: Array<{ text: string }> } }>).map((r) => r.content.parts[0]!.text);
    if (this.answer !== null) return { status: 200, body: this.answer(texts), delayMs: this.delayMs };
    return { status: 200, body: { embeddings: texts.map((text) => ({ values: this.space.vectorOf(text) })) }, delayMs: this.delayMs };
  }

  private check(body: any): string[] {
    if (body === null || typeof body !== 'object' || !Array.isArray(body.requests)) return ['body must be a JSON object with a requests array'];
    const requests: any[] = body.requests;
    if (requests.length === 0 || requests.length > BATCH_LIMIT) return [`requests must hold 1 to ${BATCH_LIMIT} requests, got ${requests.length}`];
    const problems = new Set<string>();
    for (const r of requests) {
      if (r?.model !== `models/${this.options.model}`)
        problems.add(`each request's model must be models/${this.options.model}, got ${JSON.stringify(r?.model)}`);
      const parts = r?.content?.parts;
      if (!Array.isArray(parts) || parts.length !== 1 || typeof parts[0]?.text !== 'string' || parts[0].text === '')
        problems.add('each request must have content.parts of one non-empty text');
      if (!TASK_TYPES.includes(r?.taskType)) problems.add(`taskType must be one of ${TASK_TYPES.join(', ')}, got ${JSON.stringify(r?.taskType)}`);
      if (r?.outputDimensionality !== this.options.dimensions)
        problems.add(`outputDimensionality must be ${this.options.dimensions}, got ${JSON.stringify(r?.outputDimensionality)}`);
    }
    if (new Set(requests.map((r) => r?.taskType)).size > 1) problems.add('one task type per call');
    return [...problems];
  }
}

function error(code: number, status: string, message: string): StandInAnswer {
  return { status: code, body: { error: { code, message, status } } };
}

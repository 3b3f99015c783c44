import { LoopbackJsonServer, type StandInAnswer, type StandInRequest } from './loopback-json-server.js';

export interface GeminiTranslationStandInOptions {
  /** The API key the stand-in accepts in `x-goog-api-key`. */
  readonly apiKey: string;
  /** The model (without `models/`) requests must name in the path. */
  readonly model: string;
}

const TARGET = /into the language tagged ([A-Za-z0-9-]+)/;

/**
 * A loopback stand-in of the Gemini API's `POST /v1beta/models/{model}:generateContent` as the
 * translator uses it. It checks what the real API would (method, path, API key, a user turn of
 * text) and what this service promises (a JSON answer with a schema, a system instruction naming
 * the target language and asking to keep placeholders, `{ segments }` as the turn), and answers
 * like the API: a candidate whose text is `{ "translations": ["[<target>] <segment>", ...] }`.
 * Every request is recorded; `failWith` starts an outage (after some good answers: a failure midway).
 */
export class GeminiTranslationStandIn {
  readonly requests: StandInRequest[] = [];
  private failure: number | null = null;
  private failureAfter = 0;
  private answered = 0;
  private answer: ((segments: string[], target: string) => unknown) | null = null;
  private server: LoopbackJsonServer | null = null;

  private constructor(private readonly options: GeminiTranslationStandInOptions) {}

  static async start(options: GeminiTranslationStandInOptions): Promise<GeminiTranslationStandIn> {
    const standIn = new GeminiTranslationStandIn(options);
    standIn.server = await LoopbackJsonServer.start((request) => standIn.handle(request));
    return standIn;
  }

  get url(): string {
    return this.server!.url;
  }

  /** Answers with `status` until called with null; `after` valid requests are answered first. */
  failWith(status: number | null, after = 0): void {
    this.failure = status;
    this.failureAfter = after;
    this.answered = 0;
  }

  /** Answers this object (as the candidate's JSON text) instead of translating; null restores. */
  answerWith(answer: ((segments: string[], target: string) => unknown) | null): void {
    this.answer = answer;
  }

  /** The segments of every valid request, in order. */
  segments(): string[][] {
    return this.requests.filter((r) => this.check(r.body).length === 0).map((r) => JSON.parse(r.body.contents[0].parts[0].text).segments);
  }

  stop(): Promise<void> {
    return this.server!.stop();
  }

  private handle(request: StandInRequest): StandInAnswer {
    const { method, path, headers, body } = request;
    this.requests.push(request);
    const route = `/v1beta/models/${this.options.model}:generateContent`;
    if (method !== 'POST' || path !== route) return error(404, 'NOT_FOUND', `no route ${method} ${path}`);
    if (headers['x-goog-api-key'] !== this.options.apiKey) return error(400, 'INVALID_ARGUMENT', 'API key not valid. Please pass a valid API key.');
    const problems = this.check(body);
    if (problems.length > 0) return error(400, 'INVALID_ARGUMENT', problems.join('; '));
    if (this.failure !== null && this.answered >= this.failureAfter)
      return error(this.failure, 'UNAVAILABLE', 'The model is overloaded. Please try again later.');
    this.answered += 1;
    const segments: string[] = JSON.parse(body.contents[0].parts[0].text).segments;
    const target = TARGET.exec(body.systemInstruction.parts[0].text)![1]!;
    const answer = this.answer?.(segments, target) ?? { translations: segments.map((segment) => `[${target}] ${segment}`) };
    return {
      status: 200,
      body: {
        candidates: [{ content: { role: 'model', parts: [{ text: JSON.stringify(answer) }] }, finishReason: 'STOP', index: 0 }],
        modelVersion: this.options.model,
      },
    };
  }

  private check(body: any): string[] {
    const problems: string[] = [];
    const text = body?.contents?.[0]?.parts?.[0]?.text;
    let segments: unknown;
    try {
      segments = JSON.parse(text).segments;
    } catch {
      segments = undefined;
    }
    if (!Array.isArray(segments) || !segments.every((s) => typeof s === 'string')) problems.push('contents must be one user turn of {"segments": [strings]}');
    const config = body?.generationConfig;
    if (config?.responseMimeType !== 'application/json') problems.push('generationConfig.responseMimeType must be application/json');
    if (config?.responseJsonSchema?.properties?.translations?.type !== 'array') problems.push('generationConfig.responseJsonSchema must ask for translations');
    const instruction = body?.systemInstruction?.parts?.[0]?.text;
    if (typeof instruction !== 'string' || !TARGET.test(instruction) || !instruction.includes('⟦0⟧')) {
      problems.push('systemInstruction must name the target language and the placeholders to keep');
    }
    return problems;
  }
}

function error(code: number, status: string, message: string): StandInAnswer {
  return { status: code, body: { error: { code, message, status } } };
}

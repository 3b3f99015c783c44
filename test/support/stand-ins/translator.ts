import { LoopbackJsonServer, type StandInRequest } from './loopback-json-server.js';

export type RecordedTranslation = StandInRequest;

export interface TranslatorStandInOptions {
  /** The key the stand-in requires in `api_key`; null accepts requests without one. */
  readonly apiKey: string | null;
  /** Target codes it translates into (what `GET /languages` would list). */
  readonly languages?: readonly string[];
}

/**
 * A loopback stand-in of the LibreTranslate API (`POST /translate`). It checks what the real
 * server checks (route, JSON body, `q`, `source` (English for labels, any it knows for pages), `target`, `format`, `api_key`), answers
 * like it (`{ translatedText }`, one per text when `q` is a list; `{ error }` with 400, 403 or
 * 500 otherwise), and records every request. Its "translation" is recognizable in tests:
 * `[fr] First name`.
 */
export class TranslatorStandIn {
  readonly requests: RecordedTranslation[] = [];
  private failure: number | null = null;
  /** Requests answered normally before the failure starts (a provider failing midway). */
  private failureAfter = 0;
  private translated = 0;
  private delayMs = 0;
  private reply: ((texts: string[]) => unknown) | null = null;

  private server: LoopbackJsonServer | null = null;

  private constructor(private readonly options: TranslatorStandInOptions) {}

  static async start(options: TranslatorStandInOptions): Promise<TranslatorStandIn> {
    const standIn = new TranslatorStandIn(options);
    standIn.server = await LoopbackJsonServer.start((request) => ({ ...standIn.handle(request), delayMs: standIn.delayMs }));
    return standIn;
  }

  get url(): string {
    return this.server!.url;
  }

  /** Answers the next requests with `status` (an outage), until called with null; `after` valid requests are translated first. */
  failWith(status: number | null, after = 0): void {
    this.failure = status;
    this.failureAfter = after;
    this.translated = 0;
  }

  /** Answers only after `ms` (a slow provider), until called with 0. */
  delay(ms: number): void {
    this.delayMs = ms;
  }

  /** Answers `body(texts)` as a 200 instead of translating (a provider answering garbage); null restores. */
  answerWith(body: ((texts: string[]) => unknown) | null): void {
    this.reply = body;
  }

  stop(): Promise<void> {
    return this.server!.stop();
  }

  private handle(request: StandInRequest): { status: number; body: unknown } {
    const { method, path, headers, body } = request;
    this.requests.push(request);
    if (method !== 'POST' || path !== '/translate') return { status: 404, body: { error: `Not Found: ${method} ${path}` } };
    if (!String(headers['content-type'] ?? '').startsWith('application/json')) return error(400, 'Content-Type must be application/json');
    if (body === null || typeof body !== 'object') return error(400, 'Invalid request: body must be a JSON object');
    if (this.options.apiKey !== null && body.api_key !== this.options.apiKey) return error(403, 'Invalid API key');
    if (this.failure !== null && this.translated >= this.failureAfter) return error(this.failure, 'Translation service unavailable');
    this.translated += 1;
    const texts: unknown[] = Array.isArray(body.q) ? body.q : [body.q];
    if (body.q === undefined || !texts.every((t) => typeof t === 'string')) return error(400, 'Invalid request: missing q parameter');
    if (body.format !== 'text') return error(400, `Invalid request: format must be text, got ${JSON.stringify(body.format)}`);
    const languages = this.options.languages ?? ['fr', 'de', 'es', 'ar', 'ja', 'zh-Hans', 'zh-Hant', 'pt-BR', 'nb'];
    if (body.source !== 'en' && !languages.includes(body.source)) return error(400, `${body.source} is not supported`);
    if (!languages.includes(body.target)) return error(400, `${body.target} is not supported`);
    if (this.reply !== null) return { status: 200, body: this.reply(texts as string[]) };
    const translated = (texts as string[]).map((t) => `[${body.target}] ${t}`);
    return { status: 200, body: { translatedText: Array.isArray(body.q) ? translated : translated[0] } };
  }
}

function error(status: number, message: string) {
  return { status, body: { error: message } };
}

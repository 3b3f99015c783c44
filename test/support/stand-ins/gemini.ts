import { randomBytes } from 'node:crypto';
import { GeminiLiveStandIn } from './gemini-live.js';
import { LoopbackJsonServer, type StandInRequest } from './loopback-json-server.js';

export type RecordedRequest = StandInRequest;

export interface GeminiStandInOptions {
  /** The API key the stand-in accepts in `x-goog-api-key`. */
  readonly apiKey: string;
  /** The model the token must be constrained to (without the `models/` prefix). */
  readonly model: string;
  /** "Now" for checking the requested expiry times (the test's clock). */
  readonly now: () => Date;
}

const THIRTY_MINUTES_MS = 30 * 60_000;
const TOLERANCE_MS = 5_000;

/**
 * A loopback stand-in of the Gemini API's ephemeral token endpoint
 * (`POST /v1alpha/auth_tokens`), with the Live API's WebSocket beside it (`live`). It checks what the real API would care about (method, path,
 * API key) and what this service promises (single use, 30-minute lifetime, model and voice
 * locked), answers `{ name: "auth_tokens/..." }` like the real API, and answers a Google-style
 * error naming the problem otherwise. Every request is recorded for assertions.
 */
export class GeminiStandIn {
  readonly requests: RecordedRequest[] = [];
  readonly issued: string[] = [];
  private failure: number | null = null;

  private server: LoopbackJsonServer | null = null;
  private liveStandIn: GeminiLiveStandIn | null = null;

  private constructor(private readonly options: GeminiStandInOptions) {}

  static async start(options: GeminiStandInOptions): Promise<GeminiStandIn> {
    const standIn = new GeminiStandIn(options);
    standIn.server = await LoopbackJsonServer.start((request) => standIn.handle(request));
    standIn.liveStandIn = new GeminiLiveStandIn(standIn.server.server, { model: options.model, issued: standIn.issued, apiKey: options.apiKey });
    return standIn;
  }

  /** The Live API's WebSocket on the same port, taking the tokens this stand-in issued. */
  get live(): GeminiLiveStandIn {
    return this.liveStandIn!;
  }

  get url(): string {
    return this.server!.url;
  }

  /** Answers the next requests with `status` (an outage), until called with null. */
  failWith(status: number | null): void {
    this.failure = status;
  }

  stop(): Promise<void> {
    this.liveStandIn!.stop();
    return this.server!.stop();
  }

  private handle(request: StandInRequest): { status: number; body: unknown } {
    const { method, path, headers, body } = request;
    this.requests.push(request);
    if (method !== 'POST' || path !== '/v1alpha/auth_tokens') return error(404, 'NOT_FOUND', `no route ${method} ${path}`);
    if (headers['x-goog-api-key'] !== this.options.apiKey) return error(400, 'INVALID_ARGUMENT', 'API key not valid. Please pass a valid API key.');
    if (this.failure !== null) return error(this.failure, 'UNAVAILABLE', 'The service is currently unavailable.');
    const problems = this.check(body);
    if (problems.length > 0) return error(400, 'INVALID_ARGUMENT', problems.join('; '));
    const name = `auth_tokens/${randomBytes(16).toString('hex')}`;
    this.issued.push(name);
    return { status: 200, body: { name } };
  }

  private check(body: any): string[] {
    const problems: string[] = [];
    if (body === null || typeof body !== 'object') return ['body must be a JSON object'];
    if (body.uses !== 1) problems.push(`uses must be 1, got ${JSON.stringify(body.uses)}`);
    const expected = this.options.now().getTime() + THIRTY_MINUTES_MS;
    for (const field of ['expireTime', 'newSessionExpireTime']) {
      const at = Date.parse(body[field]);
      if (Number.isNaN(at) || Math.abs(at - expected) > TOLERANCE_MS) problems.push(`${field} must be 30 minutes from now, got ${JSON.stringify(body[field])}`);
    }
    const setup = body.bidiGenerateContentSetup;
    if (setup?.model !== `models/${this.options.model}`) problems.push(`bidiGenerateContentSetup.model must be models/${this.options.model}`);
    const voice = setup?.generationConfig?.speechConfig?.voiceConfig?.prebuiltVoiceConfig?.voiceName;
    if (typeof voice !== 'string' || voice === '') problems.push('the voice must be set in bidiGenerateContentSetup');
    const locked = typeof body.fieldMask === 'string' ? body.fieldMask.split(',') : [];
    if (!locked.includes('generationConfig.speechConfig')) problems.push('fieldMask must lock generationConfig.speechConfig');
    return problems;
  }
}

function error(code: number, status: string, message: string) {
  return { status: code, body: { error: { code, message, status } } };
}

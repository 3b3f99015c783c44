import type { GoogleGenAI, Modality } from '@google/genai';
import * as E from 'fp-ts/lib/Either.js';
import type { Logger } from 'pino';
import type { VoiceConnection, VoiceGrant, VoiceTokenIssuer } from '../../application/live/ports.js';
import { unavailable, type AppError } from '../../domain/shared/errors.js';
import { geminiLiveConnection } from './gemini-live-connection.js';

export interface GeminiVoiceOptions {
  readonly apiKey: string;
  /** A stand-in's address in tests; the SDK's default (Google) when null. */
  readonly baseUrl: string | null;
  readonly model: string;
  readonly logger: Logger;
  readonly timeoutMs?: number;
}

export const VOICE_UNAVAILABLE = 'Voice service unavailable. Try again shortly.';

/**
 * Gemini Live ephemeral tokens through `@google/genai` (`auth_tokens`, v1alpha only). The
 * token can be used once, opens a session only within its 30 minutes, and carries the
 * project's voice in `liveConnectConstraints`; `lockAdditionalFields: []` locks exactly the
 * fields set here (model, modality, voice) while the browser still sends its own system
 * instruction and tools. The SDK does not retry unless asked, so a failure costs one request.
 */
export class GeminiVoiceTokenIssuer implements VoiceTokenIssuer {
  /** The SDK (with google-auth-library and ws, about 25 MB) is loaded on the first token, not at start-up. */
  private client: Promise<{ readonly sdk: GoogleGenAI; readonly audio: Modality }> | null = null;
  readonly connection: VoiceConnection;

  constructor(private readonly options: GeminiVoiceOptions) {
    this.connection = geminiLiveConnection(options.baseUrl, options.model);
  }

  private async sdk(): Promise<{ readonly sdk: GoogleGenAI; readonly audio: Modality }> {
    const { GoogleGenAI, Modality } = await import('@google/genai');
    const { options } = this;
    const sdk = new GoogleGenAI({
      apiKey: options.apiKey,
      // Explicit, so GOOGLE_GENAI_USE_VERTEXAI in the environment cannot switch backends.
      vertexai: false,
      httpOptions: {
        ...(options.baseUrl !== null && { baseUrl: options.baseUrl }),
        timeout: options.timeoutMs ?? 10_000,
      },
    });
    return { sdk, audio: Modality.AUDIO };
  }

  async issue(grant: VoiceGrant): Promise<E.Either<AppError, string>> {
    const expiresAt = grant.expiresAt.toISOString();
    try {
      this.client ??= this.sdk();
      const { sdk, audio } = await this.client;
      const token = await sdk.authTokens.create({
        config: {
          uses: 1,
          expireTime: expiresAt,
          newSessionExpireTime: expiresAt,
          liveConnectConstraints: {
            model: this.options.model,
            config: {
              responseModalities: [audio],
              speechConfig: { voiceConfig: { prebuiltVoiceConfig: { voiceName: grant.voice } } },
            },
          },
          lockAdditionalFields: [],
          httpOptions: { apiVersion: 'v1alpha' },
        },
      });
      if (typeof token.name !== 'string' || token.name === '') {
        this.options.logger.error({ session_id: grant.sessionId }, 'gemini auth token response has no name');
        return E.left(unavailable(VOICE_UNAVAILABLE));
      }
      return E.right(token.name);
    } catch (error) {
      // Status and message only: the SDK's error objects may carry request details.
      const { status, message } = error as { status?: unknown; message?: unknown };
      this.options.logger.error({ session_id: grant.sessionId, status, message }, 'gemini auth token creation failed');
      return E.left(unavailable(VOICE_UNAVAILABLE));
    }
  }
}

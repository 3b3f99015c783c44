import type { GoogleGenAI } from '@google/genai';

export interface GeminiClientOptions {
  readonly apiKey: string;
  /** A stand-in's address in tests; null: Google's. */
  readonly baseUrl: string | null;
}

/**
 * The Gemini SDK's client for the REST APIs (embeddings, translation), made on first use: the
 * SDK is imported only then, so a start-up that never calls Gemini never loads it. A failed
 * import or construction is not kept: the next call tries again.
 */
export class LazyGeminiClient {
  private client: Promise<GoogleGenAI> | null = null;

  constructor(private readonly options: GeminiClientOptions) {}

  get(): Promise<GoogleGenAI> {
    this.client ??= this.make().catch((error: unknown) => {
      this.client = null;
      throw error;
    });
    return this.client;
  }

  private async make(): Promise<GoogleGenAI> {
    const { GoogleGenAI } = await import('@google/genai');
    const { apiKey, baseUrl } = this.options;
    // vertexai explicit, so GOOGLE_GENAI_USE_VERTEXAI in the environment cannot switch backends.
    return new GoogleGenAI({ apiKey, vertexai: false, httpOptions: { ...(baseUrl !== null && { baseUrl }) } });
  }
}

import type { Logger } from 'pino';
import { LazyGeminiClient } from '../gemini/lazy-gemini-client.js';
import type { TranslationFailure } from '../../application/translation/page-translator.js';
import type { DocumentTranslator, SegmentTranslationOutcome, Translator } from '../../application/translation/ports.js';

export interface GeminiTranslatorOptions {
  readonly apiKey: string;
  /** A stand-in's address in tests; the SDK's default (Google) when null. */
  readonly baseUrl: string | null;
  /** The model, without `models/` (gemini-2.5-flash). */
  readonly model: string;
  readonly logger: Logger;
  /** How long one request may take: card labels while a visitor waits, a page's batch in the background. */
  readonly timeoutMs?: { readonly labels: number; readonly document: number };
}

const DEFAULT_TIMEOUT_MS = { labels: 5_000, document: 120_000 };
/** Segments per request: enough context for the model, small enough that one answer stays well under its output limit. */
const GEMINI_BATCH = 40;

/** The answer asked for: the translations, one per segment, in order. */
const ANSWER_SCHEMA = {
  type: 'object',
  properties: { translations: { type: 'array', items: { type: 'string' } } },
  required: ['translations'],
};

const instruction = (from: string, to: string) =>
  [
    `Translate each string of the JSON array "segments" from the language tagged ${from} into the language tagged ${to}.`,
    'Answer {"translations": [...]}: exactly one translation per segment, in the same order.',
    'Every placeholder such as ⟦0⟧ or ⟦12⟧ stands for markup, code, a link address or a name: copy each one exactly once, unchanged, where it belongs in the translated sentence.',
    'Keep line breaks, numbers and punctuation marks that are not words. Translate nothing else into anything but the target language; add no notes.',
  ].join(' ');

/**
 * The Gemini API as a translator through `@google/genai` (`models.generateContent` with a JSON
 * answer schema): a page's segments between any two languages, and the card labels out of
 * English. Nothing retries: a failed batch fails the page, and the editor starts it again.
 */
export class GeminiTranslator implements Translator, DocumentTranslator {
  readonly batchSize = GEMINI_BATCH;
  /** The SDK (with google-auth-library and ws, about 25 MB) is loaded on the first request, not at start-up. */
  private readonly client: LazyGeminiClient;

  constructor(private readonly options: GeminiTranslatorOptions) {
    this.client = new LazyGeminiClient(options);
  }

  async translate(texts: readonly string[], target: string): Promise<readonly string[]> {
    if (texts.length === 0) return [];
    const outcome = await this.request(texts, { from: 'en', to: target }, (this.options.timeoutMs ?? DEFAULT_TIMEOUT_MS).labels);
    if (outcome.kind !== 'translated') throw new Error(outcome.kind === 'failed' ? outcome.failure.reason : 'no translation');
    return outcome.texts;
  }

  translateSegments(texts: readonly string[], languages: { readonly from: string; readonly to: string }): Promise<SegmentTranslationOutcome> {
    if (texts.length === 0) return Promise.resolve({ kind: 'translated', texts: [] });
    return this.request(texts, languages, (this.options.timeoutMs ?? DEFAULT_TIMEOUT_MS).document);
  }

  private async request(
    texts: readonly string[],
    languages: { readonly from: string; readonly to: string },
    timeout: number,
  ): Promise<SegmentTranslationOutcome> {
    const { model, logger } = this.options;
    try {
      const response = await (
        await this.client.get()
      ).models.generateContent({
        model,
        contents: [{ role: 'user', parts: [{ text: JSON.stringify({ segments: texts }) }] }],
        config: {
          systemInstruction: instruction(languages.from, languages.to),
          responseMimeType: 'application/json',
          responseJsonSchema: ANSWER_SCHEMA,
          temperature: 0,
          httpOptions: { timeout },
        },
      });
      const translations = parseAnswer(response.text);
      if (translations === null || translations.length !== texts.length) {
        const reason = `Gemini answered ${translations?.length ?? 'no'} translations for ${texts.length} segments`;
        logger.error({ model, segments: texts.length }, reason);
        return { kind: 'failed', failure: { cause: 'malformed_answer', reason } };
      }
      return { kind: 'translated', texts: translations };
    } catch (error) {
      // Status and message only: the SDK's error objects may carry request details.
      const { status, message } = error as { status?: unknown; message?: unknown };
      logger.error({ model, segments: texts.length, status, message }, 'gemini translation request failed');
      return { kind: 'failed', failure: failureOf(typeof status === 'number' ? status : null, String(message)) };
    }
  }
}

function parseAnswer(text: string | undefined): string[] | null {
  try {
    const translations: unknown = (JSON.parse(text ?? '') as { translations?: unknown }).translations;
    return Array.isArray(translations) && translations.every((t) => typeof t === 'string') ? translations : null;
  } catch {
    return null;
  }
}

/** No answer, 408, 429 and 5xx pass; a refused key (Gemini answers 400 "API key not valid"), 401, 403 and 404 need an operator. */
function failureOf(status: number | null, message: string): TranslationFailure {
  if (status === null) return { cause: 'unavailable', reason: `Gemini unreachable: ${message}` };
  const reason = `Gemini answered ${status}: ${message}`;
  if (status === 408 || status === 429 || status >= 500) return { cause: 'unavailable', reason };
  if (/language/i.test(message) && status === 400 && !/API[ _]?key/i.test(message)) return { cause: 'unsupported_language', reason };
  return { cause: 'refused', reason };
}

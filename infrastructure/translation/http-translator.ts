import type { TranslationFailure } from '../../application/translation/page-translator.js';
import type { DocumentTranslator, SegmentTranslationOutcome, Translator } from '../../application/translation/ports.js';

export interface HttpTranslatorOptions {
  /** Base address of a LibreTranslate-compatible server (no trailing slash). */
  readonly url: string;
  readonly apiKey: string | null;
  /** A language switch waits for this at most before falling back to English. */
  readonly timeoutMs?: number;
  /** One batch of a page's segments may take this long (a translation runs in the background). */
  readonly documentTimeoutMs?: number;
  readonly fetch?: typeof fetch;
  /** Arms the timeout of one request (default `AbortSignal.timeout`); tests fire it themselves. */
  readonly timeoutSignal?: (ms: number) => AbortSignal;
}

const DEFAULT_TIMEOUT_MS = 3000;
const DEFAULT_DOCUMENT_TIMEOUT_MS = 60_000;
/** Segments per request: LibreTranslate servers limit a request's characters, and a page's paragraphs are short. */
const DOCUMENT_BATCH = 25;

/**
 * Target codes as LibreTranslate lists them (`GET /languages`): ISO 639-1, with Chinese split
 * by script and Norwegian as Bokmål. Regions are dropped: the API translates languages.
 */
export function libreTranslateTarget(tag: string): string {
  try {
    const locale = new Intl.Locale(tag);
    if (locale.language === 'zh') return locale.maximize().script === 'Hant' ? 'zh-Hant' : 'zh-Hans';
    if (locale.language === 'no') return 'nb';
    if (locale.language === 'pt' && locale.region === 'BR') return 'pt-BR';
    return locale.language;
  } catch {
    return tag;
  }
}

/**
 * The real translator: the LibreTranslate HTTP API (self-hosted or libretranslate.com),
 * `POST /translate { q: [texts], source, target, format: "text", api_key }` →
 * `{ translatedText: [texts] }`. Labels (`translate`) reject on any failure, and the caller
 * falls back to English; a page's segments (`translateSegments`) answer a failure outcome.
 */
export class HttpTranslator implements Translator, DocumentTranslator {
  readonly batchSize = DOCUMENT_BATCH;
  private readonly fetch: typeof fetch;
  private readonly timeoutSignal: (ms: number) => AbortSignal;

  constructor(private readonly options: HttpTranslatorOptions) {
    this.fetch = options.fetch ?? globalThis.fetch;
    this.timeoutSignal = options.timeoutSignal ?? ((ms) => AbortSignal.timeout(ms));
  }

  async translate(texts: readonly string[], target: string): Promise<readonly string[]> {
    if (texts.length === 0) return [];
    const answer = await this.request(texts, 'en', target, this.options.timeoutMs ?? DEFAULT_TIMEOUT_MS);
    if (answer.kind === 'failed') throw new Error(answer.failure.reason);
    return answer.texts;
  }

  async translateSegments(texts: readonly string[], languages: { readonly from: string; readonly to: string }): Promise<SegmentTranslationOutcome> {
    if (texts.length === 0) return { kind: 'translated', texts: [] };
    try {
      return await this.request(texts, libreTranslateTarget(languages.from), languages.to, this.options.documentTimeoutMs ?? DEFAULT_DOCUMENT_TIMEOUT_MS);
    } catch (error) {
      // No answer at all: refused connection, reset, or the timeout's abort.
      return { kind: 'failed', failure: { cause: 'unavailable', reason: `translator unreachable: ${(error as Error).message}` } };
    }
  }

  private async request(
    texts: readonly string[],
    source: string,
    target: string,
    timeoutMs: number,
  ): Promise<{ kind: 'translated'; texts: string[] } | { kind: 'failed'; failure: TranslationFailure }> {
    const body: Record<string, unknown> = { q: texts, source, target: libreTranslateTarget(target), format: 'text' };
    if (this.options.apiKey !== null) body.api_key = this.options.apiKey;
    const response = await this.fetch(`${this.options.url}/translate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(body),
      signal: this.timeoutSignal(timeoutMs),
    });
    const answer: unknown = await response.json().catch(() => null);
    if (!response.ok) {
      const message = (answer as { error?: unknown } | null)?.error;
      const reason = `translator answered ${response.status}${typeof message === 'string' ? `: ${message}` : ''}`;
      return { kind: 'failed', failure: { cause: causeOf(response.status, typeof message === 'string' ? message : ''), reason } };
    }
    const translated = (answer as { translatedText?: unknown } | null)?.translatedText;
    if (!Array.isArray(translated) || translated.length !== texts.length || !translated.every((t) => typeof t === 'string')) {
      return { kind: 'failed', failure: { cause: 'malformed_answer', reason: 'translator answered without one translatedText per text' } };
    }
    return { kind: 'translated', texts: translated as string[] };
  }
}

/** 408, 429 and 5xx pass; a 400 naming a language it does not support is the language; any other refusal needs a person. */
function causeOf(status: number, message: string): TranslationFailure['cause'] {
  if (status === 408 || status === 429 || status >= 500) return 'unavailable';
  if (status === 400 && /not supported/i.test(message)) return 'unsupported_language';
  return 'refused';
}

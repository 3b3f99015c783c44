import type { Translator } from '../../application/translation/ports.js';

export interface HttpTranslatorOptions {
  /** Base address of a LibreTranslate-compatible server (no trailing slash). */
  readonly url: string;
  readonly apiKey: string | null;
  /** A language switch waits for this at most before falling back to English. */
  readonly timeoutMs?: number;
  readonly fetch?: typeof fetch;
  /** Arms the timeout of one request (default `AbortSignal.timeout`); tests fire it themselves. */
  readonly timeoutSignal?: (ms: number) => AbortSignal;
}

const DEFAULT_TIMEOUT_MS = 3000;

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
 * `POST /translate { q: [texts], source: "en", target, format: "text", api_key }` →
 * `{ translatedText: [texts] }`. Every failure rejects (HTTP error, timeout, an answer of the
 * wrong shape); the caller falls back to English.
 */
export class HttpTranslator implements Translator {
  private readonly timeoutMs: number;
  private readonly fetch: typeof fetch;
  private readonly timeoutSignal: (ms: number) => AbortSignal;

  constructor(private readonly options: HttpTranslatorOptions) {
    this.timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    this.fetch = options.fetch ?? globalThis.fetch;
    this.timeoutSignal = options.timeoutSignal ?? ((ms) => AbortSignal.timeout(ms));
  }

  async translate(texts: readonly string[], target: string): Promise<readonly string[]> {
    if (texts.length === 0) return [];
    const body: Record<string, unknown> = { q: texts, source: 'en', target: libreTranslateTarget(target), format: 'text' };
    if (this.options.apiKey !== null) body.api_key = this.options.apiKey;
    const response = await this.fetch(`${this.options.url}/translate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(body),
      signal: this.timeoutSignal(this.timeoutMs),
    });
    const answer: unknown = await response.json().catch(() => null);
    if (!response.ok) {
      const message = (answer as { error?: unknown } | null)?.error;
      throw new Error(`translator answered ${response.status}${typeof message === 'string' ? `: ${message}` : ''}`);
    }
    const translated = (answer as { translatedText?: unknown } | null)?.translatedText;
    if (!Array.isArray(translated) || translated.length !== texts.length || !translated.every((t) => typeof t === 'string')) {
      throw new Error('translator answered without one translatedText per text');
    }
    return translated as string[];
  }
}

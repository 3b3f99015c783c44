import * as t from 'io-ts';
import { withSchemaHint } from '../shared/schema-hints.js';

/** A page as the browser extension captured it: its address, its HTML, its title. */
export interface Capture {
  readonly id: string;
  readonly project_id: string;
  readonly url: string;
  readonly title: string;
  readonly html: string;
  readonly captured_by: string;
  readonly captured_at: string;
}

/** How a capture is listed and answered (the HTML stays on the server). */
export interface CaptureSummary {
  readonly capture_id: string;
  readonly url: string;
  readonly title: string;
  readonly captured_at: string;
}

export const summaryOf = (capture: Capture): CaptureSummary => ({
  capture_id: capture.id,
  url: capture.url,
  title: capture.title,
  captured_at: capture.captured_at,
});

const CAPTURE_URL_MAX = 2048;
export const CAPTURE_TITLE_MAX = 500;

const isHttpUrl = (u: unknown): u is string => {
  if (typeof u !== 'string' || u.length > CAPTURE_URL_MAX) return false;
  try {
    const { protocol } = new URL(u);
    return protocol === 'http:' || protocol === 'https:';
  } catch {
    return false;
  }
};

/** An absolute http or https URL (what a captured page's address must be). */
export const HttpUrlCodec = withSchemaHint(
  new t.Type<string, string, unknown>(
    `an http or https URL of at most ${CAPTURE_URL_MAX} characters`,
    isHttpUrl,
    (u, c) => (isHttpUrl(u) ? t.success(u) : t.failure(u, c)),
    t.identity,
  ),
  { type: 'string', format: 'uri', maxLength: CAPTURE_URL_MAX },
);

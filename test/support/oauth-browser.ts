import { describedFetch } from './api-description.js';
import { expect } from 'chai';

/** A browser's cookies, by name (paths ignored: the server reads only the ones it set for a path). */
export class CookieJar {
  private readonly cookies = new Map<string, string>();

  take(response: Response): void {
    for (const header of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = header.split(';');
      const index = pair.indexOf('=');
      const name = pair.slice(0, index).trim();
      const expired = attributes.some((a) => /^\s*expires=Thu, 01 Jan 1970/i.test(a)) || pair.slice(index + 1) === '';
      if (expired) this.cookies.delete(name);
      else this.cookies.set(name, pair.slice(index + 1));
    }
  }

  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}

export interface BrowserStep {
  readonly status: number;
  readonly location: string | null;
  readonly body: string;
}

/** One request as a browser sends it (cookies, no redirect followed). */
export async function browse(jar: CookieJar, url: string, init: { method?: string; form?: Record<string, string> } = {}): Promise<BrowserStep> {
  const headers: Record<string, string> = { cookie: jar.header() };
  let body: string | undefined;
  if (init.form !== undefined) {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    body = new URLSearchParams(init.form).toString();
  }
  const response = await describedFetch(url, { method: init.method ?? (body === undefined ? 'GET' : 'POST'), headers, body, redirect: 'manual' });
  jar.take(response);
  return { status: response.status, location: response.headers.get('location'), body: await response.text() };
}

export const csrfOf = (html: string): string => /name="csrf" value="([^"]+)"/.exec(html)?.[1] ?? '';

export interface ConsentOutcome {
  /** Where the browser was sent back to (the client's redirect URI with `code`, `state`, `iss`, or `error`). */
  readonly callback: URL;
  /** The consent page as shown. */
  readonly page: string;
  /** How many requests the browser made to `/oauth/*`. */
  readonly requests: number;
}

/**
 * Plays the user's browser from the authorization URL the client opened: follows the
 * redirect to the consent page, submits it (the ID token and the page's CSRF token, Allow or
 * Deny), and follows redirects until the client's redirect URI is reached.
 */
export async function consent(
  authorizationUrl: URL | string,
  options: { idToken: string; decision?: 'allow' | 'deny'; jar?: CookieJar },
): Promise<ConsentOutcome> {
  const jar = options.jar ?? new CookieJar();
  const origin = new URL(authorizationUrl).origin;
  let requests = 1;
  const start = await browse(jar, String(authorizationUrl));
  expect(start.status, start.body).to.equal(303);
  const pageUrl = new URL(start.location!, origin).href;
  requests += 1;
  const page = await browse(jar, pageUrl);
  expect(page.status, page.body).to.equal(200);
  let step = await browse(jar, pageUrl, { form: { csrf: csrfOf(page.body), id_token: options.idToken, decision: options.decision ?? 'allow' } });
  requests += 1;
  while (step.status === 303 || step.status === 302) {
    const next = new URL(step.location!, origin);
    if (next.origin !== origin) return { callback: next, page: page.body, requests };
    step = await browse(jar, next.href);
    requests += 1;
  }
  throw new Error(`the flow stopped at ${step.status}: ${step.body.replace(/<style>.*<\/style>/, '').slice(0, 1500)}`);
}

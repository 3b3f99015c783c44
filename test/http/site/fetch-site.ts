import { rawRequest } from './raw-http.js';

/** A server a site is read from: a TestApp, or a service started as a process (the embedded SITES_DOMAIN, `localhost`). */
interface SiteServer {
  readonly url: string;
  readonly config?: { readonly SITES_DOMAIN: string };
}

export interface SiteAnswer {
  readonly status: number;
  readonly headers: Headers;
  readonly text: string;
  readonly bytes: Buffer;
}

/**
 * A file of a project's published site as a reader's browser gets it at the site's own origin,
 * `<project>.<SITES_DOMAIN>` (domain/site/site-origin.ts). Node resolves no `*.localhost` name
 * (browsers do): the request goes to the server's loopback address, with the site's Host header,
 * port included, as a browser sends it. Redirects are not followed. `path` is below the site's
 * root (`en/about/`, `sitemap.xml`, `` for the root).
 */
export async function fetchSite(server: SiteServer, projectId: string, path = '', headers: Record<string, string> = {}, method = 'GET'): Promise<SiteAnswer> {
  const { port } = new URL(server.url);
  const host = `${projectId}.${server.config?.SITES_DOMAIN ?? 'localhost'}${port === '' ? '' : `:${port}`}`;
  const answer = await rawRequest(server.url, `/${path}`, { host, ...headers }, method);
  const seen = new Headers(Object.entries(answer.headers).flatMap(([name, value]) => (value === undefined ? [] : [[name, String(value)] as [string, string]])));
  return { status: answer.status, headers: seen, text: answer.body, bytes: answer.bytes };
}

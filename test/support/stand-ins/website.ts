import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Page {
  readonly status?: number;
  readonly headers?: Record<string, string>;
  readonly body?: string | Buffer;
  /** Answer only after this many milliseconds. */
  readonly delayMs?: number;
}

export interface SeenRequest {
  readonly method: string;
  readonly path: string;
  readonly headers: IncomingHttpHeaders;
}

/**
 * A website on loopback for the extraction and SSRF tests: answers each path from `pages`
 * (404 otherwise) and records every request it receives, so a test can tell that a refused
 * fetch never reached it.
 */
export class Website {
  readonly requests: SeenRequest[] = [];

  private constructor(
    private readonly server: Server,
    readonly port: number,
    private readonly pages: Map<string, Page>,
  ) {}

  static async start(pages: Record<string, Page> = {}): Promise<Website> {
    const map = new Map(Object.entries(pages));
    let site: Website | null = null;
    const server = createServer((req, res) => {
      site!.requests.push({ method: req.method ?? '', path: req.url ?? '', headers: req.headers });
      const page = map.get(req.url ?? '') ?? { status: 404, headers: { 'content-type': 'text/plain' }, body: 'Not found' };
      const send = () => {
        if (res.destroyed) return;
        res.writeHead(page.status ?? 200, { 'content-type': 'text/html; charset=utf-8', ...page.headers });
        res.end(page.body ?? '');
      };
      if ((page.delayMs ?? 0) > 0) setTimeout(send, page.delayMs);
      else send();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    site = new Website(server, (server.address() as AddressInfo).port, map);
    return site;
  }

  /** The site's base URL on loopback, or under `host` (which a test resolver maps to loopback). */
  url(path = '/', host = '127.0.0.1'): string {
    return `http://${host}:${this.port}${path}`;
  }

  set(path: string, page: Page): void {
    this.pages.set(path, page);
  }

  stop(): Promise<void> {
    this.server.closeAllConnections();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

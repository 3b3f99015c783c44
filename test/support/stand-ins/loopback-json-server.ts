import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface StandInRequest {
  readonly method: string;
  readonly path: string;
  readonly headers: IncomingHttpHeaders;
  /** The body parsed as JSON, or null when it is not JSON. */
  readonly body: any;
  /** The body as sent (form-encoded APIs read it themselves). */
  readonly raw: string;
}

export interface StandInAnswer {
  readonly status: number;
  readonly body: unknown;
  /** Answer only after this many milliseconds (a slow provider). */
  readonly delayMs?: number;
  /** More response headers (CORS, for an API a browser calls). */
  readonly headers?: Readonly<Record<string, string>>;
}

/**
 * The HTTP plumbing of every loopback stand-in of an external API: listens on 127.0.0.1 on a
 * free port, hands each request (body parsed) to `handle`, and answers JSON.
 */
export class LoopbackJsonServer {
  private constructor(
    /** The HTTP server itself, for a stand-in that also takes WebSocket upgrades on the same port. */
    readonly server: Server,
    readonly url: string,
  ) {}

  static async start(handle: (request: StandInRequest) => StandInAnswer | Promise<StandInAnswer>): Promise<LoopbackJsonServer> {
    const server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', async () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const answer = await handle({ method: req.method ?? '', path: req.url ?? '', headers: req.headers, body: parseJson(raw), raw });
        const send = () => {
          if (res.destroyed) return;
          res.writeHead(answer.status, { 'content-type': 'application/json', ...answer.headers });
          res.end(answer.status === 204 ? undefined : JSON.stringify(answer.body));
        };
        // Unreferenced: an answer held for a client that gave up must not keep the test process alive.
        if ((answer.delayMs ?? 0) > 0) setTimeout(send, answer.delayMs).unref();
        else send();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    return new LoopbackJsonServer(server, `http://127.0.0.1:${port}`);
  }

  stop(): Promise<void> {
    this.server.closeAllConnections();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

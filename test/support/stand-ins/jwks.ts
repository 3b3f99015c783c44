import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A loopback identity provider key endpoint: serves a JWKS and counts how often it is fetched. */
export class JwksStandIn {
  fetches = 0;
  private constructor(
    private readonly server: Server,
    readonly url: string,
  ) {}

  static async start(jwks: () => unknown, path = '/.well-known/jwks.json'): Promise<JwksStandIn> {
    let standIn: JwksStandIn | null = null;
    const server = createServer((req, res) => {
      if (req.method !== 'GET' || req.url !== path) {
        res.writeHead(404).end();
        return;
      }
      standIn!.fetches += 1;
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(jwks()));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    standIn = new JwksStandIn(server, `http://127.0.0.1:${port}${path}`);
    return standIn;
  }

  stop(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

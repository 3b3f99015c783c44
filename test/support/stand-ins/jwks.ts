import { LoopbackJsonServer } from './loopback-json-server.js';

/** A loopback identity provider key endpoint: serves a JWKS and counts how often it is fetched. */
export class JwksStandIn {
  fetches = 0;
  private server: LoopbackJsonServer | null = null;

  private constructor(private readonly path: string) {}

  static async start(jwks: () => unknown, path = '/.well-known/jwks.json'): Promise<JwksStandIn> {
    const standIn = new JwksStandIn(path);
    standIn.server = await LoopbackJsonServer.start(({ method, path: requested }) => {
      if (method !== 'GET' || requested !== path) return { status: 404, body: { error: 'not found' } };
      standIn.fetches += 1;
      return { status: 200, body: jwks() };
    });
    return standIn;
  }

  get url(): string {
    return `${this.server!.url}${this.path}`;
  }

  stop(): Promise<void> {
    return this.server!.stop();
  }
}

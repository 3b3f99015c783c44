import { createServer } from 'node:net';

/**
 * A port free on the loopback interface now, for a server that must know its own address
 * before it listens (PUBLIC_BASE_URL names it). Another process could take it in between: the
 * window is a few milliseconds, and a test that hits it fails to start, not silently.
 */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/**
 * The environment of a service a browser reaches: PORT a free loopback port, PUBLIC_BASE_URL
 * naming it. Its sites are then at `http://<project>.localhost:<port>/` (Chromium resolves
 * `*.localhost` to loopback), not at port 0 as with `TestApp.start()`'s ephemeral port.
 */
export async function browserReachable(): Promise<{ PORT: string; PUBLIC_BASE_URL: string }> {
  const port = await freePort();
  return { PORT: String(port), PUBLIC_BASE_URL: `http://127.0.0.1:${port}` };
}

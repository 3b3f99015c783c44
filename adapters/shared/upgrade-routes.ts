import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import type { Logger } from 'pino';
import { refuseUpgrade } from '../live-voice/refuse-upgrade.js';

/** Serves one WebSocket endpoint's upgrade requests (its code may load on the first one). */
type UpgradeHandler = (request: IncomingMessage, socket: Duplex, head: Buffer) => Promise<void>;

/** The WebSocket endpoints of the service, each at its path. */
export interface UpgradeRoutes {
  route(path: string, handler: UpgradeHandler): void;
}

/** The request's path, or null when its target is not a path (`*`, an absolute URL of another host). */
function pathOf(request: IncomingMessage): string | null {
  const target = request.url ?? '';
  return target.startsWith('/') ? target.split('?', 1)[0]! : null;
}

/**
 * The HTTP server's WebSocket upgrades, apart from the route table (which never sees these
 * requests, so ordinary requests pay nothing for them): each endpoint at its path (the embedded
 * voice endpoint, a call's media stream), any other path answered 404.
 */
export function attachUpgradeRoutes(server: Server, logger: Logger): UpgradeRoutes {
  const routes = new Map<string, UpgradeHandler>();
  server.on('upgrade', (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    // A client that resets mid-handshake must not take the process down.
    socket.on('error', () => socket.destroy());
    const path = pathOf(request);
    const handler = path === null ? undefined : routes.get(path);
    const handled = handler === undefined ? Promise.resolve(refuseUpgrade(socket, 404, 'Not found')) : handler(request, socket, head);
    handled.catch((error: unknown) => {
      logger.error({ err: error, path }, 'upgrade failed');
      if (!socket.destroyed) socket.destroy();
    });
  });
  return { route: (path, handler) => void routes.set(path, handler) };
}

import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import type { Logger } from 'pino';
import { projectOfSiteHost } from '../../domain/site/site-origin.js';
import type { HttpError } from '../http/error-mapping.js';
import { refuseUpgrade } from '../live-voice/refuse-upgrade.js';

/** Serves one WebSocket endpoint's upgrade requests (its code may load on the first one): null once open, else the refusal to answer. */
type UpgradeHandler = (request: IncomingMessage, socket: Duplex, head: Buffer) => Promise<HttpError | null>;

/** The WebSocket endpoints of the service, each at its path. */
export interface UpgradeRoutes {
  route(path: string, handler: UpgradeHandler): void;
}

const NOT_FOUND: HttpError = { status: 404, body: { error: 'Not found' } };

/** The request's path, or null when its target is not a path (`*`, an absolute URL of another host). */
function pathOf(request: IncomingMessage): string | null {
  const target = request.url ?? '';
  return target.startsWith('/') ? target.split('?', 1)[0]! : null;
}

/** Whether the request names a project's site host (`<project>.<sites domain>`), which serves nothing of the service. */
function onSiteHost(request: IncomingMessage, sitesDomain: string): boolean {
  const host = (request.headers.host ?? '').toLowerCase().replace(/:\d+$/, '').replace(/\.$/, '');
  return projectOfSiteHost(host, sitesDomain) !== null;
}

/**
 * The HTTP server's WebSocket upgrades, apart from the route table (which never sees these
 * requests, so ordinary requests pay nothing for them): each endpoint at its path (the embedded
 * voice endpoint, a call's media stream), any other path answered 404, as is any upgrade on a
 * project's site host (a site's origin serves nothing of the service). A refusal is answered as
 * every other route answers one: `{ "error": ... }` with its headers.
 */
export function attachUpgradeRoutes(server: Server, logger: Logger, sitesDomain: string): UpgradeRoutes {
  const routes = new Map<string, UpgradeHandler>();
  server.on('upgrade', (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    // A client that resets mid-handshake must not take the process down.
    socket.on('error', () => socket.destroy());
    const path = pathOf(request);
    const handler = path === null || onSiteHost(request, sitesDomain) ? undefined : routes.get(path);
    const handled = handler === undefined ? Promise.resolve(NOT_FOUND) : handler(request, socket, head);
    handled.then(
      (refusal) => {
        if (refusal !== null && !socket.destroyed) refuseUpgrade(socket, refusal);
      },
      (error: unknown) => {
        logger.error({ err: error, path }, 'upgrade failed');
        if (!socket.destroyed) socket.destroy();
      },
    );
  });
  return { route: (path, handler) => void routes.set(path, handler) };
}

import type { Container } from 'inversify';
import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import type { Logger } from 'pino';
import { VoiceTokenRedeemer } from '../../application/live/ports.js';
import { Clock } from '../../application/shared/ports.js';
import { SiteAddressing } from '../../application/site/site-addressing.js';
import { projectOfSiteHost } from '../../domain/site/site-origin.js';
import { forbidden } from '../../domain/shared/errors.js';
import { toHttpError, type HttpError } from '../http/error-mapping.js';
import type { AuthFailureLimit } from '../http/middleware/auth-failure-limit.js';
import { FOREIGN_ORIGIN, ownOriginCheck } from '../shared/own-origin.js';
import { LOCAL_VOICE_PATH } from './address.js';
import type { LocalVoiceEndpoint } from './endpoint.js';
import { refuseUpgrade } from './refuse-upgrade.js';
import type { VoiceSessionLimits } from './session.js';

export interface AttachedVoiceEndpoint {
  /** Closes its connections (within `graceMs`); call before waiting for the HTTP server to drain. */
  close(graceMs: number): Promise<void>;
}

/** Whether the request names a project's site host (`<project>.<sites domain>`), which serves nothing of the service. */
function onSiteHost(request: IncomingMessage, sitesDomain: string): boolean {
  const host = (request.headers.host ?? '').toLowerCase().replace(/:\d+$/, '').replace(/\.$/, '');
  return projectOfSiteHost(host, sitesDomain) !== null;
}

export interface LocalVoiceOptions {
  readonly container: Container;
  readonly logger: Logger;
  /** PUBLIC_BASE_URL: only pages of this origin may open a connection. */
  readonly publicBaseUrl: string;
  /** The 401 lockout of the HTTP routes: refused tokens count toward it, and a locked-out address is refused. */
  readonly authFailures: AuthFailureLimit;
  /** The request's client address, as the HTTP app reads it (TRUST_PROXY). */
  readonly clientIp: (request: IncomingMessage) => string;
  readonly limits: VoiceSessionLimits;
}

/** The request's path, or null when its target is not a path (`*`, an absolute URL of another host). */
function pathOf(request: IncomingMessage): string | null {
  const target = request.url ?? '';
  return target.startsWith('/') ? target.split('?', 1)[0]! : null;
}

/**
 * Serves the embedded voice endpoint on the HTTP server's WebSocket upgrades, apart from the
 * route table (which never sees these requests, so ordinary requests pay nothing for it). Its
 * code, and `ws`, load when the first connection arrives. Any other upgrade is answered 404,
 * as is one for a project's site host (a site's origin serves nothing of the service).
 * In order: the path (404), the 401 lockout of the caller's address (429), the page's `Origin`
 * (403: only the service's own pages hold the conversation, so no other site can open a
 * connection with a token it got hold of), then the endpoint's own checks; a refused token
 * (401) counts toward the lockout as any other 401.
 */
export function attachLocalVoiceEndpoint(server: Server, options: LocalVoiceOptions): AttachedVoiceEndpoint {
  const { container, logger, authFailures, clientIp } = options;
  const ownOrigin = ownOriginCheck(options.publicBaseUrl);
  let endpoint: Promise<LocalVoiceEndpoint> | null = null;
  const load = () =>
    (endpoint ??= import('./endpoint.js').then(
      ({ LocalVoiceEndpoint }) =>
        new LocalVoiceEndpoint(
          container.get<VoiceTokenRedeemer>(VoiceTokenRedeemer),
          container.get<Clock>(Clock),
          logger.child({ component: 'local-voice' }),
          options.limits,
        ),
    ));

  const { sitesDomain } = container.get<SiteAddressing>(SiteAddressing);
  /** The refusal of an upgrade, or null once the connection is open. */
  const refusalOf = async (request: IncomingMessage, socket: Duplex, head: Buffer, ip: string): Promise<HttpError | null> => {
    if (pathOf(request) !== LOCAL_VOICE_PATH || onSiteHost(request, sitesDomain)) return { status: 404, body: { error: 'Not found' } };
    const locked = await authFailures.refusalOf(ip);
    if (locked !== null) return toHttpError(locked);
    if (!ownOrigin(request.headers.origin)) return toHttpError(forbidden(FOREIGN_ORIGIN));
    return (await load()).handleUpgrade(request, socket, head);
  };

  server.on('upgrade', (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    // A client that resets mid-handshake must not take the process down.
    socket.on('error', () => socket.destroy());
    const ip = clientIp(request);
    const handled = (async () => {
      const refusal = await refusalOf(request, socket, head, ip);
      if (refusal === null) return;
      if (refusal.status === 401) await authFailures.failed(ip);
      if (!socket.destroyed) refuseUpgrade(socket, refusal);
    })();
    handled.catch((error: unknown) => {
      logger.error({ err: error }, 'local voice upgrade failed');
      if (!socket.destroyed) socket.destroy();
    });
  });

  return {
    async close(graceMs) {
      if (endpoint !== null) await (await endpoint).close(graceMs);
    },
  };
}

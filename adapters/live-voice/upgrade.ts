import type { Container } from 'inversify';
import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import type { Logger } from 'pino';
import { VoiceTokenRedeemer } from '../../application/live/ports.js';
import { Clock } from '../../application/shared/ports.js';
import { SiteAddressing } from '../../application/site/site-addressing.js';
import { projectOfSiteHost } from '../../domain/site/site-origin.js';
import { LOCAL_VOICE_PATH } from './address.js';
import type { LocalVoiceEndpoint } from './endpoint.js';
import { refuseUpgrade } from './refuse-upgrade.js';

export interface AttachedVoiceEndpoint {
  /** Closes its connections (within `graceMs`); call before waiting for the HTTP server to drain. */
  close(graceMs: number): Promise<void>;
}

/** Whether the request names a project's site host (`<project>.<sites domain>`), which serves nothing of the service. */
function onSiteHost(request: IncomingMessage, sitesDomain: string): boolean {
  const host = (request.headers.host ?? '').toLowerCase().replace(/:\d+$/, '').replace(/\.$/, '');
  return projectOfSiteHost(host, sitesDomain) !== null;
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
 */
export function attachLocalVoiceEndpoint(server: Server, container: Container, logger: Logger): AttachedVoiceEndpoint {
  let endpoint: Promise<LocalVoiceEndpoint> | null = null;
  const load = () =>
    (endpoint ??= import('./endpoint.js').then(
      ({ LocalVoiceEndpoint }) =>
        new LocalVoiceEndpoint(container.get<VoiceTokenRedeemer>(VoiceTokenRedeemer), container.get<Clock>(Clock), logger.child({ component: 'local-voice' })),
    ));

  const { sitesDomain } = container.get<SiteAddressing>(SiteAddressing);
  server.on('upgrade', (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    // A client that resets mid-handshake must not take the process down.
    socket.on('error', () => socket.destroy());
    const handled = (async () => {
      if (pathOf(request) !== LOCAL_VOICE_PATH || onSiteHost(request, sitesDomain)) return refuseUpgrade(socket, 404, 'Not found');
      await (await load()).handleUpgrade(request, socket, head);
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

import type { Container } from 'inversify';
import type { IncomingMessage } from 'node:http';
import type { Logger } from 'pino';
import { VoiceTokenRedeemer } from '../../application/live/ports.js';
import { Clock } from '../../application/shared/ports.js';
import { forbidden } from '../../domain/shared/errors.js';
import { toHttpError } from '../http/error-mapping.js';
import type { AuthFailureLimit } from '../http/middleware/auth-failure-limit.js';
import { FOREIGN_ORIGIN, ownOriginCheck } from '../shared/own-origin.js';
import type { UpgradeRoutes } from '../shared/upgrade-routes.js';
import { LOCAL_VOICE_PATH } from './address.js';
import type { LocalVoiceEndpoint } from './endpoint.js';
import type { VoiceSessionLimits } from './session.js';

export interface AttachedVoiceEndpoint {
  /** Closes its connections (within `graceMs`); call before waiting for the HTTP server to drain. */
  close(graceMs: number): Promise<void>;
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

/**
 * Serves the embedded voice endpoint at its path of the upgrade routes. Its code, and `ws`, load
 * when the first connection arrives. In order: the 401 lockout of the caller's address (429),
 * the page's `Origin` (403: only the service's own pages hold the conversation, so no other site
 * can open a connection with a token it got hold of), then the endpoint's own checks; a refused
 * token (401) counts toward the lockout as any other 401.
 */
export function attachLocalVoiceEndpoint(upgrades: UpgradeRoutes, options: LocalVoiceOptions): AttachedVoiceEndpoint {
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

  upgrades.route(LOCAL_VOICE_PATH, async (request, socket, head) => {
    const ip = clientIp(request);
    const locked = await authFailures.refusalOf(ip);
    if (locked !== null) return toHttpError(locked);
    if (!ownOrigin(request.headers.origin)) return toHttpError(forbidden(FOREIGN_ORIGIN));
    const refusal = await (await load()).handleUpgrade(request, socket, head);
    if (refusal?.status === 401) await authFailures.failed(ip);
    return refusal;
  });

  return {
    async close(graceMs) {
      if (endpoint !== null) await (await endpoint).close(graceMs);
    },
  };
}

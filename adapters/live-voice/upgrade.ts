import type { Container } from 'inversify';
import type { Logger } from 'pino';
import { VoiceTokenRedeemer } from '../../application/live/ports.js';
import { Clock } from '../../application/shared/ports.js';
import type { UpgradeRoutes } from '../shared/upgrade-routes.js';
import { LOCAL_VOICE_PATH } from './address.js';
import type { LocalVoiceEndpoint } from './endpoint.js';

export interface AttachedVoiceEndpoint {
  /** Closes its connections (within `graceMs`); call before waiting for the HTTP server to drain. */
  close(graceMs: number): Promise<void>;
}

/**
 * Serves the embedded voice endpoint on the HTTP server's WebSocket upgrades at its path. Its
 * code, and `ws`, load when the first connection arrives.
 */
export function attachLocalVoiceEndpoint(upgrades: UpgradeRoutes, container: Container, logger: Logger): AttachedVoiceEndpoint {
  let endpoint: Promise<LocalVoiceEndpoint> | null = null;
  const load = () =>
    (endpoint ??= import('./endpoint.js').then(
      ({ LocalVoiceEndpoint }) =>
        new LocalVoiceEndpoint(container.get<VoiceTokenRedeemer>(VoiceTokenRedeemer), container.get<Clock>(Clock), logger.child({ component: 'local-voice' })),
    ));

  upgrades.route(LOCAL_VOICE_PATH, async (request, socket, head) => (await load()).handleUpgrade(request, socket, head));

  return {
    async close(graceMs) {
      if (endpoint !== null) await (await endpoint).close(graceMs);
    },
  };
}

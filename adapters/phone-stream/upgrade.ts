import type { Container } from 'inversify';
import type { Logger } from 'pino';
import { ExecuteTool } from '../../application/live/execute-tool.js';
import { VoiceAgent } from '../../application/live/voice-agent.js';
import { OpenCallerConversation } from '../../application/telephony/open-caller-conversation.js';
import { CALLER_STREAM_PATH } from '../../application/telephony/webhook-paths.js';
import { WebhookSignature } from '../../application/telephony/webhook-request.js';
import type { UpgradeRoutes } from '../shared/upgrade-routes.js';
import type { CallerStreamEndpoint } from './endpoint.js';

export interface AttachedCallerStreams {
  /** Ends its streams (within `graceMs`). */
  close(graceMs: number): Promise<void>;
}

/** Serves calls' media streams at their path; the code, `ws` and the voice agent load with the first call. */
export function attachCallerStreams(upgrades: UpgradeRoutes, container: Container, logger: Logger): AttachedCallerStreams {
  let endpoint: Promise<CallerStreamEndpoint> | null = null;
  const load = () =>
    (endpoint ??= import('./endpoint.js').then(
      ({ CallerStreamEndpoint }) =>
        new CallerStreamEndpoint(container.get(WebhookSignature), {
          open: container.get(OpenCallerConversation),
          tools: container.get(ExecuteTool),
          agent: container.get<VoiceAgent>(VoiceAgent),
          logger: logger.child({ component: 'caller-stream' }),
        }),
    ));

  upgrades.route(CALLER_STREAM_PATH, async (request, socket, head) => (await load()).handleUpgrade(request, socket, head));

  return {
    async close(graceMs) {
      if (endpoint !== null) await (await endpoint).close(graceMs);
    },
  };
}

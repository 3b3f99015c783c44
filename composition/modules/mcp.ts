import { ContainerModule } from 'inversify';
import type { Logger } from 'pino';
import { McpSettings } from '../../adapters/mcp/settings.js';
import type { Config } from '../config.js';
import { createLogger } from '../logger.js';

/** What the MCP endpoint (built on its first request, see adapters/http/mcp/routes.ts) reads from the configuration. */
export const mcpModule = (config: Config, logger?: Logger) =>
  new ContainerModule(({ bind }) => {
    const log = (logger ?? createLogger(config.LOG_LEVEL)).child({ component: 'mcp' });
    bind(McpSettings).toConstantValue({
      subscriptionPollMs: config.MCP_SUBSCRIPTION_POLL_MS,
      reportWatchFailure: (cause: unknown) => log.error({ err: cause }, 'an MCP subscription could not look at what it watches'),
    } satisfies McpSettings);
  });

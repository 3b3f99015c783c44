import { createServer, ServerResponse, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Logger } from 'pino';
import { endMcpSubscriptions } from '../adapters/http/mcp/routes.js';
import { SiteDeployment } from '../application/site/site-deployment.js';
import { RateLimiter } from '../application/shared/ports.js';
import { createHttpApp } from '../adapters/http/app.js';
import { AuthFailureLimit } from '../adapters/http/middleware/auth-failure-limit.js';
import { answerUnparsableRequest } from '../adapters/http/unparsable-request.js';
import { attachLocalVoiceEndpoint } from '../adapters/live-voice/upgrade.js';
import { attachCallerStreams } from '../adapters/phone-stream/upgrade.js';
import { attachUpgradeRoutes } from '../adapters/shared/upgrade-routes.js';
import type { Config } from './config.js';
import { buildContainer, type Composition, type Override } from './container.js';
import { createLogger } from './logger.js';
import { reportSearchBackfill } from './startup-progress.js';
import { SearchBackfill } from '../infrastructure/search/index-build.js';
import { scheduleUploadSweep } from '../infrastructure/media/upload-sweeper.js';
import { scheduleOAuthSweep } from '../infrastructure/oauth/oauth-sweeper.js';
import { scheduleWorkflowUpkeep } from '../infrastructure/activity/upkeep-schedule.js';
import { WebhookDispatcher } from '../infrastructure/webhooks/dispatcher.js';
import { ReleaseScheduler } from '../infrastructure/releases/release-scheduler.js';
import { Embeddings } from '../application/search/semantic/ports.js';
import { PageVectorRefresher } from '../infrastructure/embeddings/page-vector-refresher.js';
import { EditAnnouncements } from '../application/presence/edit-announcements.js';
import { EditHub } from '../application/presence/edit-hub.js';
import { requestArrived } from '../infrastructure/sqlite/request-batches.js';

export interface RunningServer {
  readonly url: string;
  readonly server: Server;
  readonly composition: Composition;
  readonly logger: Logger;
  /** Stops accepting, lets in-flight requests finish (up to `graceMs`), then closes the store. */
  close(graceMs?: number): Promise<void>;
}

export async function startServer(config: Config, options: { overrides?: readonly Override[]; logger?: Logger } = {}): Promise<RunningServer> {
  const logger = options.logger ?? createLogger(config.LOG_LEVEL);
  const composition = await buildContainer(config, options.overrides, logger);
  const authFailures = new AuthFailureLimit(composition.container.get<RateLimiter>(RateLimiter), config.AUTH_FAILURE_LIMIT);
  const app = createHttpApp({
    container: composition.container,
    logger,
    authFailures,
    rateLimits: { mcp: config.MCP_RATE_LIMIT, oauth: config.OAUTH_RATE_LIMIT, 'sign-in': config.SIGN_IN_RATE_LIMIT },
    trustedProxies: config.TRUST_PROXY,
  });
  const handle = app.callback();
  // Each request opens or joins the loop turn's request batch: the SQLite caches check for other
  // instances' commits once per batch (see infrastructure/sqlite/request-batches.ts).
  const server = createServer((req, res) => {
    requestArrived();
    return handle(req, res);
  });
  server.on('clientError', answerUnparsableRequest);
  // Behind a load balancer, idle keep-alive sockets must outlive its own idle timeout.
  server.keepAliveTimeout = 65_000;
  const upgrades = attachUpgradeRoutes(server, logger, config.SITES_DOMAIN);
  // The embedded voice endpoint exists only while the service issues the voice tokens itself.
  const voice =
    config.VOICE_PROVIDER === 'local'
      ? attachLocalVoiceEndpoint(upgrades, {
          container: composition.container,
          logger,
          publicBaseUrl: config.publicBaseUrl,
          authFailures,
          // The address Koa would give the request (TRUST_PROXY), so an upgrade is counted where its other requests are.
          clientIp: (request) => app.createContext(request, new ServerResponse(request)).ip,
          limits: { idleMs: config.LOCAL_VOICE_IDLE_SECONDS * 1000, maxMs: config.LOCAL_VOICE_MAX_SECONDS * 1000 },
        })
      : null;
  const callers = attachCallerStreams(upgrades, composition.container, logger);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.PORT, config.HOST, () => resolve());
  });
  const uploadSweep = scheduleUploadSweep(composition.container, logger);
  const oauthSweep = scheduleOAuthSweep(composition.container, logger);
  const workflowUpkeep = scheduleWorkflowUpkeep(composition.container, logger);
  // Events recorded before a crash (or by another instance) are delivered from here on.
  const webhooks = config.WEBHOOK_DISPATCHER ? composition.container.get(WebhookDispatcher) : null;
  webhooks?.start(logger);
  // Releases due now (their time passed while every instance was down included) run from here on.
  const releases = composition.container.get(ReleaseScheduler);
  releases.start(logger);
  // Pages' vectors are made in the background, and only when an embeddings provider is configured.
  const embeddings = composition.container.get<Embeddings | null>(Embeddings);
  const vectorRefresher = embeddings === null ? null : composition.container.get(PageVectorRefresher);
  if (embeddings !== null) vectorRefresher?.start(logger, embeddings.model);
  const { port } = server.address() as AddressInfo;
  // Publishes whose deploy failed or was cut short (the process died) reach their site now.
  const catchingUp = composition.container
    .get(SiteDeployment)
    .catchUp()
    .then(
      (failures) => failures.forEach(({ projectId, error }) => logger.error({ project_id: projectId, err: error }, 'site deploy at start-up failed')),
      (error: unknown) => logger.error({ err: error }, 'site deploys at start-up failed'),
    );
  void reportSearchBackfill(composition.container.get<SearchBackfill>(SearchBackfill), logger);
  const host = config.HOST.includes(':') ? `[${config.HOST}]` : config.HOST;

  let closing: Promise<void> | null = null;
  const close = (graceMs = 10_000) =>
    (closing ??= (async () => {
      const drained = new Promise<void>((resolve) => server.close(() => resolve()));
      // Edit Mode's streams never end on their own: end them, so the drain does not wait for them.
      await composition.container.get(EditHub).stop();
      // So do MCP subscriptions' streams.
      await endMcpSubscriptions(composition.container);
      // Upgraded sockets are the endpoint's, not the HTTP server's: it closes them, or the drain never ends.
      const voiceClosed = Promise.all([voice?.close(Math.min(graceMs, 2000)), callers.close(Math.min(graceMs, 2000))]);
      // Keep-alive sockets become idle as their in-flight request finishes: close them as they do.
      const sweeper = setInterval(() => server.closeIdleConnections(), 50);
      server.closeIdleConnections();
      const deadline = setTimeout(() => server.closeAllConnections(), graceMs);
      await voiceClosed;
      await drained;
      clearInterval(sweeper);
      clearTimeout(deadline);
      await catchingUp;
      uploadSweep.stop();
      oauthSweep.stop();
      workflowUpkeep.stop();
      // A release run under way finishes (its end recorded) before the store closes.
      await releases.stop();
      // The batch of pages being embedded finishes (its request has its own timeout) before the store closes.
      await vectorRefresher?.stop();
      // Attempts in flight finish (each within its 10 s timeout) and are recorded before the store closes.
      await webhooks?.stop();
      // Saves of the last moments are announced (batched: SAVED_BATCH_MS) before the store closes.
      await composition.container.get(EditAnnouncements).flush();
      await composition.close();
    })());

  return { url: `http://${host}:${port}`, server, composition, logger, close };
}

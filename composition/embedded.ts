/**
 * The service as a module, to start in the caller's own process: the entry `dist/server/embedded.js`
 * of the server bundle, beside `main.js`. The test harness (test/support/test-app.ts) starts it
 * with `TEST_SERVER=bundle`, so the HTTP suites run against the code that ships, not only against
 * the TypeScript sources. A class of the sources and the bundle's copy of it are two identities to
 * the container: the harness finds the bundle's by a use case's operation (in `ROUTES`) or, for
 * the few other classes tests reach for in the container, by their name here.
 */
export { loadConfig } from './config.js';
export { startServer } from './server.js';
export { ROUTES } from '../adapters/http/routes.js';

export { AssetCatalog } from '../adapters/http/assets/asset-catalog.js';
export { WorkflowUpkeep } from '../application/activity/workflow-upkeep.js';
export { LiveAccess } from '../application/live/live-access.js';
export { ImageVariants } from '../application/media/image-variants.js';
export { SweepUploads } from '../application/media/sweep-uploads.js';
export { EditHub } from '../application/presence/edit-hub.js';
export { ProjectAccess } from '../application/projects/project-access.js';
export { SemanticSearch } from '../application/search/semantic/semantic-search.js';
export { SetTrialEnd } from '../application/projects/set-trial-end.js';
export { DomainLookup } from '../application/site/domains/domain-lookup.js';
export { SiteDeployment } from '../application/site/site-deployment.js';
export { PageVectorRefresher } from '../infrastructure/embeddings/page-vector-refresher.js';
export { ReleaseScheduler } from '../infrastructure/releases/release-scheduler.js';
export { WebhookDispatcher } from '../infrastructure/webhooks/dispatcher.js';

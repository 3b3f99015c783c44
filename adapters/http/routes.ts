import { accountRoutes } from './accounts/routes.js';
import { assetRoutes } from './assets/routes.js';
import { apiKeyRoutes } from './api-keys/routes.js';
import { connectorRoutes } from './connectors/routes.js';
import { draftRoutes } from './drafts/routes.js';
import { healthRoutes } from './health/routes.js';
import { ingestionRoutes } from './ingestion/routes.js';
import { liveRoutes } from './live/routes.js';
import { mcpRoutes } from './mcp/routes.js';
import { metricsRoutes } from './metrics/routes.js';
import { oauthRoutes } from './oauth/routes.js';
import { onboardingRoutes } from './onboarding/routes.js';
import { mediaRoutes } from './media/routes.js';
import { pageRoutes } from './pages/routes.js';
import { memberRoutes } from './projects/member-routes.js';
import { publishingRoutes } from './publishing/routes.js';
import { projectRoutes } from './projects/routes.js';
import { projectSettingsRoutes } from './projects/settings-routes.js';
import { searchRoutes } from './search/routes.js';
import type { Route } from './routing/route.js';
import { signInRoutes } from './sign-in/routes.js';
import { siteRoutes } from './site/routes.js';
import { telephonyRoutes } from './telephony/routes.js';
import { templateRoutes } from './templates/routes.js';
import { webhookRoutes } from './webhooks/routes.js';

/** Every route of the API, one table per feature: a new feature adds one line here. */
export const ROUTES: readonly Route[] = [
  ...healthRoutes,
  ...assetRoutes,
  ...signInRoutes,
  ...metricsRoutes,
  ...accountRoutes,
  ...projectRoutes,
  ...projectSettingsRoutes,
  ...memberRoutes,
  ...siteRoutes,
  ...templateRoutes,
  ...pageRoutes,
  ...searchRoutes,
  ...draftRoutes,
  ...publishingRoutes,
  ...liveRoutes,
  ...apiKeyRoutes,
  ...mcpRoutes,
  ...oauthRoutes,
  ...connectorRoutes,
  ...onboardingRoutes,
  ...telephonyRoutes,
  ...ingestionRoutes,
  ...mediaRoutes,
  ...webhookRoutes,
];

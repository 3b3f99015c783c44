import { registerAccountRoutes } from './accounts/routes.js';
import { registerDraftRoutes } from './drafts/routes.js';
import { registerHealthRoutes } from './health/routes.js';
import { registerLiveRoutes } from './live/routes.js';
import { registerPageRoutes } from './pages/routes.js';
import { registerMemberRoutes } from './projects/member-routes.js';
import { registerProjectRoutes } from './projects/routes.js';
import { registerProjectSettingsRoutes } from './projects/settings-routes.js';
import type { RegisterRoutes } from './routing.js';
import { registerTemplateRoutes } from './templates/routes.js';

/** Every feature's routes, in one list: a new feature adds one line here. */
export const FEATURE_ROUTES: readonly RegisterRoutes[] = [
  registerHealthRoutes,
  registerAccountRoutes,
  registerProjectRoutes,
  registerProjectSettingsRoutes,
  registerMemberRoutes,
  registerTemplateRoutes,
  registerPageRoutes,
  registerDraftRoutes,
  registerLiveRoutes,
];

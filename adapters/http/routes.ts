import { registerAccountRoutes } from './accounts/routes.js';
import { registerHealthRoutes } from './health/routes.js';
import { registerMemberRoutes } from './projects/member-routes.js';
import { registerProjectRoutes } from './projects/routes.js';
import type { RegisterRoutes } from './routing.js';

/** Every feature's routes, in one list: a new feature adds one line here. */
export const FEATURE_ROUTES: readonly RegisterRoutes[] = [
  registerHealthRoutes,
  registerAccountRoutes,
  registerProjectRoutes,
  registerMemberRoutes,
];

import type { MongoIndex } from '../schema.js';

export const SITE_NAVIGATION = 'site_navigation';
export const DOMAINS = 'domains';
export const SITE_DEPLOY_LEASES = 'site_deploy_leases';

export const SITE_INDEXES: readonly MongoIndex[] = [
  { collection: SITE_NAVIGATION, key: { project_id: 1, kind: 1, language: 1, position: 1 } },
  { collection: DOMAINS, key: { project_id: 1, hostname: 1 }, options: { unique: true } },
  // A verified hostname belongs to one project, whatever the timing of requests; pending ones may repeat.
  { collection: DOMAINS, key: { hostname: 1 }, options: { unique: true, partialFilterExpression: { status: 'verified' } } },
  // An ended lease is taken over in place; one nobody took over is dropped by the server (a project deleted meanwhile).
  { collection: SITE_DEPLOY_LEASES, key: { expires_at: 1 }, options: { expireAfterSeconds: 0 } },
];

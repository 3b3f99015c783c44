import { UpdateSiteSettings, UpdateSiteSettingsInput } from '../../../application/site/update-site-settings.js';
import { PROJECT } from '../routing/path-params.js';
import { patch, type Route } from '../routing/route.js';

/** The project's site: where the live agent appears on it. */
export const siteRoutes: readonly Route[] = [patch(`${PROJECT}/settings/site`, UpdateSiteSettings, { body: UpdateSiteSettingsInput })];

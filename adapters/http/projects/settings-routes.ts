import { GetModules } from '../../../application/projects/get-modules.js';
import { GetSettings } from '../../../application/projects/get-settings.js';
import { UpdateLiveAgentSettings, UpdateLiveAgentSettingsInput } from '../../../application/projects/update-live-agent-settings.js';
import { UpdateModules, UpdateModulesInput } from '../../../application/projects/update-modules.js';
import { PROJECT } from '../routing/path-params.js';
import { get, patch, type Route } from '../routing/route.js';

/** A project's modules and settings (the site settings have their own feature: site/). */
export const projectSettingsRoutes: readonly Route[] = [
  get(`${PROJECT}/modules`, GetModules),
  patch(`${PROJECT}/modules`, UpdateModules, { body: UpdateModulesInput }),
  get(`${PROJECT}/settings`, GetSettings),
  patch(`${PROJECT}/settings/live-agent`, UpdateLiveAgentSettings, { body: UpdateLiveAgentSettingsInput }),
];

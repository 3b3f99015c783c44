import { GetModules } from '../../../application/projects/get-modules.js';
import { GetSettings } from '../../../application/projects/get-settings.js';
import { PHONE_NUMBER_TAKEN, UpdateLiveAgentSettings, UpdateLiveAgentSettingsInput } from '../../../application/projects/update-live-agent-settings.js';
import { UpdateModules, UpdateModulesInput } from '../../../application/projects/update-modules.js';
import { PROJECT } from '../routing/path-params.js';
import { get, patch, type Route } from '../routing/route.js';
import { ProjectModules, ProjectSettings } from './responses.js';

/** A project's modules and settings (the site settings have their own feature: site/). */
export const projectSettingsRoutes: readonly Route[] = [
  get(`${PROJECT}/modules`, GetModules, { response: ProjectModules, access: 'read_configuration (read)' }),
  patch(`${PROJECT}/modules`, UpdateModules, { body: UpdateModulesInput, response: ProjectModules, access: 'manage_modules (write)' }),
  get(`${PROJECT}/settings`, GetSettings, { response: ProjectSettings, access: 'read_configuration (read)' }),
  patch(`${PROJECT}/settings/live-agent`, UpdateLiveAgentSettings, {
    body: UpdateLiveAgentSettingsInput,
    response: ProjectSettings,
    access: 'manage_settings (write)',
    refusals: [{ status: 409, when: `Another project answers calls to that number (${PHONE_NUMBER_TAKEN}).` }],
    description:
      'Phone numbers are normalised to E.164, or refused with 400. `access`: `members` (the default, the specification’s flow) or `public` ' +
      '(anyone may talk without signing in: see the live voice endpoints). `page_heading` (one line, up to 200 characters) and `page_text` ' +
      '(up to 4,000) are the destination page’s own heading and text, shown from the next publish. `question_retention_days` (1 to 3650, 90 by default): ' +
      'how long a question the agent could not answer is kept (see `GET /api/projects/{projectId}/unanswered-questions`); a shorter time applies to those already kept.',
  }),
];

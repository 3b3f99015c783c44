import { GetModules } from '../../../application/projects/get-modules.js';
import { GetSettings } from '../../../application/projects/get-settings.js';
import { UpdateLiveAgentSettings, UpdateLiveAgentSettingsInput } from '../../../application/projects/update-live-agent-settings.js';
import { UpdateModules, UpdateModulesInput } from '../../../application/projects/update-modules.js';
import { actorOf } from '../middleware/authenticated.js';
import { reply } from '../respond.js';
import { replyWithBody, type RegisterRoutes } from '../routing.js';

/** A project's modules and settings (the site settings belong to the pages feature). */
export const registerProjectSettingsRoutes: RegisterRoutes = (router, { container, authenticated }) => {
  router.get('/api/projects/:id/modules', authenticated, async (ctx) => {
    reply(ctx, await container.get(GetModules).execute(actorOf(ctx), { projectId: ctx.params.id! }));
  });
  router.patch('/api/projects/:id/modules', authenticated, (ctx) =>
    replyWithBody(ctx, UpdateModulesInput, (modules) =>
      container.get(UpdateModules).execute(actorOf(ctx), { projectId: ctx.params.id!, modules }),
    ),
  );

  router.get('/api/projects/:id/settings', authenticated, async (ctx) => {
    reply(ctx, await container.get(GetSettings).execute(actorOf(ctx), { projectId: ctx.params.id! }));
  });
  router.patch('/api/projects/:id/settings/live-agent', authenticated, (ctx) =>
    replyWithBody(ctx, UpdateLiveAgentSettingsInput, (changes) =>
      container.get(UpdateLiveAgentSettings).execute(actorOf(ctx), { projectId: ctx.params.id!, changes }),
    ),
  );
};

import { CreateProjectTemplate, CreateProjectTemplateInput } from '../../../application/templates/create-project-template.js';
import { DeleteProjectTemplate } from '../../../application/templates/delete-project-template.js';
import { GetProjectTemplate } from '../../../application/templates/get-project-template.js';
import { ListDocTemplates } from '../../../application/templates/list-doc-templates.js';
import { ListProjectTemplates } from '../../../application/templates/list-project-templates.js';
import { ListStarterKits } from '../../../application/templates/list-starter-kits.js';
import { ReplaceProjectTemplate, ReplaceProjectTemplateInput } from '../../../application/templates/replace-project-template.js';
import { actorOf } from '../middleware/authenticated.js';
import { reply } from '../respond.js';
import { replyWithBody, type RegisterRoutes } from '../routing.js';

export const registerTemplateRoutes: RegisterRoutes = (router, { container, authenticated }) => {
  router.get('/api/templates/doc', authenticated, async (ctx) => {
    reply(ctx, await container.get(ListDocTemplates).execute(actorOf(ctx)));
  });
  router.get('/api/templates/project', authenticated, async (ctx) => {
    reply(ctx, await container.get(ListStarterKits).execute(actorOf(ctx)));
  });

  const base = '/api/projects/:id/templates';
  router.get(base, authenticated, async (ctx) => {
    reply(ctx, await container.get(ListProjectTemplates).execute(actorOf(ctx), { projectId: ctx.params.id! }));
  });
  router.post(base, authenticated, (ctx) =>
    replyWithBody(ctx, CreateProjectTemplateInput, (template) =>
      container.get(CreateProjectTemplate).execute(actorOf(ctx), { projectId: ctx.params.id!, template }), 201),
  );
  router.get(`${base}/:template_id`, authenticated, async (ctx) => {
    reply(ctx, await container.get(GetProjectTemplate).execute(actorOf(ctx), { projectId: ctx.params.id!, templateId: ctx.params.template_id! }));
  });
  router.put(`${base}/:template_id`, authenticated, (ctx) =>
    replyWithBody(ctx, ReplaceProjectTemplateInput, (template) =>
      container.get(ReplaceProjectTemplate).execute(actorOf(ctx), { projectId: ctx.params.id!, templateId: ctx.params.template_id!, template }),
    ),
  );
  router.delete(`${base}/:template_id`, authenticated, async (ctx) => {
    reply(ctx, await container.get(DeleteProjectTemplate).execute(actorOf(ctx), { projectId: ctx.params.id!, templateId: ctx.params.template_id! }), 204);
  });
};

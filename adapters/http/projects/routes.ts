import { CreateProject, CreateProjectInput } from '../../../application/projects/create-project.js';
import { DeleteProject } from '../../../application/projects/delete-project.js';
import { GetProject } from '../../../application/projects/get-project.js';
import { ListProjects } from '../../../application/projects/list-projects.js';
import { UpdateProject, UpdateProjectInput } from '../../../application/projects/update-project.js';
import { actorOf } from '../middleware/authenticated.js';
import { reply } from '../respond.js';
import { replyWithBody, type RegisterRoutes } from '../routing.js';

export const registerProjectRoutes: RegisterRoutes = (router, { container, authenticated }) => {
  router.get('/api/projects', authenticated, async (ctx) => {
    reply(ctx, await container.get(ListProjects).execute(actorOf(ctx)));
  });
  router.post('/api/projects', authenticated, (ctx) =>
    replyWithBody(ctx, CreateProjectInput, (input) => container.get(CreateProject).execute(actorOf(ctx), input), 201),
  );
  router.get('/api/projects/:id', authenticated, async (ctx) => {
    reply(ctx, await container.get(GetProject).execute(actorOf(ctx), { projectId: ctx.params.id! }));
  });
  router.patch('/api/projects/:id', authenticated, (ctx) =>
    replyWithBody(ctx, UpdateProjectInput, (changes) =>
      container.get(UpdateProject).execute(actorOf(ctx), { projectId: ctx.params.id!, changes }),
    ),
  );
  router.delete('/api/projects/:id', authenticated, async (ctx) => {
    reply(ctx, await container.get(DeleteProject).execute(actorOf(ctx), { projectId: ctx.params.id! }), 204);
  });
};

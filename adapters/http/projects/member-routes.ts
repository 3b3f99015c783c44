import { AddMember, AddMemberInput } from '../../../application/projects/add-member.js';
import { ListMembers } from '../../../application/projects/list-members.js';
import { RemoveMember } from '../../../application/projects/remove-member.js';
import { UpdateMember, UpdateMemberInput } from '../../../application/projects/update-member.js';
import { actorOf } from '../middleware/authenticated.js';
import { reply } from '../respond.js';
import { replyWithBody, type RegisterRoutes } from '../routing.js';

export const registerMemberRoutes: RegisterRoutes = (router, { container, authenticated }) => {
  router.get('/api/projects/:id/members', authenticated, async (ctx) => {
    reply(ctx, await container.get(ListMembers).execute(actorOf(ctx), { projectId: ctx.params.id! }));
  });
  router.post('/api/projects/:id/members', authenticated, (ctx) =>
    replyWithBody(ctx, AddMemberInput, (member) =>
      container.get(AddMember).execute(actorOf(ctx), { projectId: ctx.params.id!, member }), 201),
  );
  router.patch('/api/projects/:id/members/:user_id', authenticated, (ctx) =>
    replyWithBody(ctx, UpdateMemberInput, (changes) =>
      container.get(UpdateMember).execute(actorOf(ctx), { projectId: ctx.params.id!, userId: ctx.params.user_id!, changes }),
    ),
  );
  router.delete('/api/projects/:id/members/:user_id', authenticated, async (ctx) => {
    const input = { projectId: ctx.params.id!, userId: ctx.params.user_id! };
    reply(ctx, await container.get(RemoveMember).execute(actorOf(ctx), input), 204);
  });
};

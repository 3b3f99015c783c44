import { GetAccount } from '../../../application/accounts/get-account.js';
import { actorOf } from '../middleware/authenticated.js';
import { reply } from '../respond.js';
import type { RegisterRoutes } from '../routing.js';

export const registerAccountRoutes: RegisterRoutes = (router, { container, authenticated }) => {
  router.get('/api/accounts/me', authenticated, async (ctx) => {
    reply(ctx, await container.get(GetAccount).execute(actorOf(ctx)));
  });
};

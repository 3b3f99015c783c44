import * as E from 'fp-ts/lib/Either.js';
import { CreatePage, CreatePageInput } from '../../../application/pages/create-page.js';
import { DeletePage } from '../../../application/pages/delete-page.js';
import { GetPage } from '../../../application/pages/get-page.js';
import { ListPages, ListPagesInput } from '../../../application/pages/list-pages.js';
import { SetPageVisibility, SetPageVisibilityInput } from '../../../application/pages/set-page-visibility.js';
import { UpdatePage, UpdatePageInput } from '../../../application/pages/update-page.js';
import { UpdateSiteSettings, UpdateSiteSettingsInput } from '../../../application/projects/update-site-settings.js';
import { decodeInput } from '../../../application/shared/decode.js';
import { actorOf } from '../middleware/authenticated.js';
import { reply } from '../respond.js';
import { replyWithBody, type RegisterRoutes } from '../routing.js';

/** Live pages (and drafts, read-only here) and the live agent's site placement. */
export const registerPageRoutes: RegisterRoutes = (router, { container, authenticated }) => {
  const base = '/api/projects/:id/pages';

  router.post(base, authenticated, (ctx) =>
    replyWithBody(ctx, CreatePageInput, (page) => container.get(CreatePage).execute(actorOf(ctx), { projectId: ctx.params.id!, page }), 201),
  );
  router.get(base, authenticated, async (ctx) => {
    const query = decodeInput(ListPagesInput, ctx.query);
    if (E.isLeft(query)) return reply(ctx, query);
    reply(ctx, await container.get(ListPages).execute(actorOf(ctx), { projectId: ctx.params.id!, query: query.right }));
  });
  router.get(`${base}/:page_id`, authenticated, async (ctx) => {
    reply(ctx, await container.get(GetPage).execute(actorOf(ctx), { projectId: ctx.params.id!, pageId: ctx.params.page_id! }));
  });
  router.patch(`${base}/:page_id`, authenticated, (ctx) =>
    replyWithBody(ctx, UpdatePageInput, (changes) =>
      container.get(UpdatePage).execute(actorOf(ctx), { projectId: ctx.params.id!, pageId: ctx.params.page_id!, changes }),
    ),
  );
  router.delete(`${base}/:page_id`, authenticated, async (ctx) => {
    reply(ctx, await container.get(DeletePage).execute(actorOf(ctx), { projectId: ctx.params.id!, pageId: ctx.params.page_id! }), 204);
  });
  router.patch(`${base}/:page_id/visibility`, authenticated, (ctx) =>
    replyWithBody(ctx, SetPageVisibilityInput, ({ visibility }) =>
      container.get(SetPageVisibility).execute(actorOf(ctx), { projectId: ctx.params.id!, pageId: ctx.params.page_id!, visibility }),
    ),
  );

  router.patch('/api/projects/:id/settings/site', authenticated, (ctx) =>
    replyWithBody(ctx, UpdateSiteSettingsInput, (changes) =>
      container.get(UpdateSiteSettings).execute(actorOf(ctx), { projectId: ctx.params.id!, changes }),
    ),
  );
};

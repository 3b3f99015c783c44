import * as E from 'fp-ts/lib/Either.js';
import { DiscardDraft, DiscardDraftInput } from '../../../application/drafts/discard-draft.js';
import { GetDraft } from '../../../application/drafts/get-draft.js';
import { GetDraftVersion } from '../../../application/drafts/get-draft-version.js';
import { ListDraftVersions } from '../../../application/drafts/list-draft-versions.js';
import { OpenDraft, OpenDraftInput } from '../../../application/drafts/open-draft.js';
import { RestoreDraftVersion, RestoreDraftVersionInput } from '../../../application/drafts/restore-draft-version.js';
import { SaveDraft, SaveDraftInput } from '../../../application/drafts/save-draft.js';
import { UploadCustomPage, UploadCustomPageInput } from '../../../application/drafts/upload-custom-page.js';
import { decodeInput } from '../../../application/shared/decode.js';
import { actorOf } from '../middleware/authenticated.js';
import { reply } from '../respond.js';
import { replyWithBody, type RegisterRoutes } from '../routing.js';

/** Edit Mode: open, read, save and discard drafts, their versions, and custom page uploads. */
export const registerDraftRoutes: RegisterRoutes = (router, { container, authenticated }) => {
  const base = '/api/projects/:projectId/docs/edit';

  router.post(`${base}/open`, authenticated, (ctx) =>
    replyWithBody(ctx, OpenDraftInput, (input) => container.get(OpenDraft).execute(actorOf(ctx), { projectId: ctx.params.projectId!, ...input })),
  );
  router.post(`${base}/save`, authenticated, (ctx) =>
    replyWithBody(ctx, SaveDraftInput, (input) => container.get(SaveDraft).execute(actorOf(ctx), { projectId: ctx.params.projectId!, ...input })),
  );
  router.post(`${base}/discard`, authenticated, (ctx) =>
    replyWithBody(ctx, DiscardDraftInput, (input) => container.get(DiscardDraft).execute(actorOf(ctx), { projectId: ctx.params.projectId!, ...input })),
  );
  router.post(`${base}/upload-custom-page`, authenticated, async (ctx) => {
    const input = decodeInput(UploadCustomPageInput, ctx.request.body ?? {});
    if (E.isLeft(input)) return reply(ctx, input);
    const result = await container.get(UploadCustomPage).execute(actorOf(ctx), { projectId: ctx.params.projectId!, ...input.right });
    // 201 when the upload made a new draft, 200 when it replaced the body of the existing one.
    reply(ctx, result, E.isRight(result) && result.right.action === 'created' ? 201 : 200);
  });

  router.get(`${base}/:draftId`, authenticated, async (ctx) => {
    reply(ctx, await container.get(GetDraft).execute(actorOf(ctx), { projectId: ctx.params.projectId!, draftId: ctx.params.draftId! }));
  });
  router.get(`${base}/:draftId/versions`, authenticated, async (ctx) => {
    reply(ctx, await container.get(ListDraftVersions).execute(actorOf(ctx), { projectId: ctx.params.projectId!, draftId: ctx.params.draftId! }));
  });
  router.get(`${base}/:draftId/versions/:versionId`, authenticated, async (ctx) => {
    const { projectId, draftId, versionId } = ctx.params as Record<string, string>;
    reply(ctx, await container.get(GetDraftVersion).execute(actorOf(ctx), { projectId: projectId!, draftId: draftId!, versionId: versionId! }));
  });
  router.post(`${base}/:draftId/versions/:versionId/restore`, authenticated, (ctx) =>
    replyWithBody(ctx, RestoreDraftVersionInput, (input) => {
      const { projectId, draftId, versionId } = ctx.params as Record<string, string>;
      return container.get(RestoreDraftVersion).execute(actorOf(ctx), { projectId: projectId!, draftId: draftId!, versionId: versionId!, ...input });
    }),
  );
};

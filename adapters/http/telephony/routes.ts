import * as E from 'fp-ts/lib/Either.js';
import type { Container } from 'inversify';
import type { Context } from 'koa';
import { AnswerHold } from '../../../application/telephony/answer-hold.js';
import { AnswerIncomingCall, type CallMarkup } from '../../../application/telephony/answer-incoming-call.js';
import { ListTransfers, ListTransfersInput } from '../../../application/telephony/list-transfers.js';
import { ReceiveTransferStatus } from '../../../application/telephony/receive-transfer-status.js';
import { HOLD_WEBHOOK_PATH, TRANSFER_STATUS_PATH, VOICE_WEBHOOK_PATH } from '../../../application/telephony/webhook-paths.js';
import type { WebhookRequest } from '../../../application/telephony/webhook-request.js';
import type { AppError } from '../../../domain/shared/errors.js';
import { formBodyReader } from '../middleware/form-body.js';
import { replyError } from '../respond.js';
import { PROJECT } from '../routing/path-params.js';
import type { HandlerDoc } from '../routing/operation-doc.js';
import { get, handler, type Route } from '../routing/route.js';
import { HOLD_WEBHOOK, TRANSFER_STATUS_WEBHOOK, VOICE_WEBHOOK } from './operations.js';
import { TransferList } from './responses.js';

const readForm = formBodyReader();

/**
 * A telephony webhook: not authenticated by a bearer token (the provider has none) but by
 * its signature, which the use case checks over the form parameters and the path (with the
 * query string) the request arrived on.
 */
function webhook(
  path: string,
  doc: HandlerDoc,
  run: (container: Container, request: WebhookRequest, ctx: Context) => Promise<E.Either<AppError, CallMarkup | void>>,
): Route {
  return handler(
    'POST',
    path,
    async (ctx, container) => {
      const form = await readForm(ctx);
      if (form.kind === 'refused') return replyError(ctx, form.error);
      const request = { path: ctx.url, signature: ctx.get('x-twilio-signature'), params: form.params };
      const result = await run(container, request, ctx);
      if (E.isLeft(result)) return replyError(ctx, result.left);
      if (result.right === undefined) {
        ctx.status = 204;
        return;
      }
      ctx.type = result.right.contentType;
      ctx.body = result.right.body;
    },
    { auth: false, doc },
  );
}

/**
 * Telephony: the Twilio webhooks (the voice webhook of the project's number, the transfer
 * room's wait URL, the manager's call status callbacks) and the managers' list of transfers.
 */
export const telephonyRoutes: readonly Route[] = [
  webhook(VOICE_WEBHOOK_PATH, VOICE_WEBHOOK, (container, request) => container.get(AnswerIncomingCall).execute(request)),
  webhook(HOLD_WEBHOOK_PATH, HOLD_WEBHOOK, (container, request) => container.get(AnswerHold).execute(request)),
  webhook(TRANSFER_STATUS_PATH, TRANSFER_STATUS_WEBHOOK, (container, request, ctx) =>
    container.get(ReceiveTransferStatus).execute({ ...request, transferId: (ctx.params as Record<string, string>).transferId ?? '' }),
  ),
  get(`${PROJECT}/transfers`, ListTransfers, {
    query: ListTransfersInput,
    response: TransferList,
    access: 'read_transfers (read)',
    description: "The live agent's transfers to the manager, newest first: dialing, connected, no_answer, failed or completed.",
  }),
];

import * as E from 'fp-ts/lib/Either.js';
import { inject, injectable } from 'inversify';
import type { AppError } from '../../domain/shared/errors.js';
import type { CallMarkup } from './answer-incoming-call.js';
import { TelephonyWebhooks } from './ports.js';
import { WebhookSignature, type WebhookRequest } from './webhook-request.js';

/** The transfer room's wait URL: what a caller hears on hold until the manager joins. */
@injectable()
export class AnswerHold {
  constructor(
    @inject(WebhookSignature) private readonly signature: WebhookSignature,
    @inject(TelephonyWebhooks) private readonly webhooks: TelephonyWebhooks,
  ) {}

  async execute(request: WebhookRequest): Promise<E.Either<AppError, CallMarkup>> {
    const params = this.signature.check(request);
    if (E.isLeft(params)) return params;
    return E.right(this.webhooks.render({ kind: 'hold', language: 'en-US' }));
  }
}

import * as E from 'fp-ts/lib/Either.js';
import { inject, injectable } from 'inversify';
import type { AppError } from '../../domain/shared/errors.js';
import { TelephonyWebhooks } from './ports.js';
import { RecordTransferProgress } from './record-transfer-progress.js';
import { WebhookSignature, type WebhookRequest } from './webhook-request.js';

/**
 * The status callback of a manager's call: the signed report moves the transfer on. Reports
 * about unknown transfers, or that change nothing, are acknowledged all the same (the
 * provider would otherwise keep failing on them).
 */
@injectable()
export class ReceiveTransferStatus {
  constructor(
    @inject(WebhookSignature) private readonly signature: WebhookSignature,
    @inject(TelephonyWebhooks) private readonly webhooks: TelephonyWebhooks,
    @inject(RecordTransferProgress) private readonly progress: RecordTransferProgress,
  ) {}

  async execute(request: WebhookRequest & { readonly transferId: string }): Promise<E.Either<AppError, void>> {
    const params = this.signature.check(request);
    if (E.isLeft(params)) return params;
    const event = this.webhooks.callEvent(params.right);
    if (event !== null) await this.progress.report(request.transferId, event);
    return E.right(undefined);
  }
}

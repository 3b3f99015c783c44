import * as E from 'fp-ts/lib/Either.js';
import { inject, injectable } from 'inversify';
import { forbidden, type AppError } from '../../domain/shared/errors.js';
import { TelephonySettings, TelephonyWebhooks } from './ports.js';

export const INVALID_SIGNATURE = 'Invalid telephony webhook signature';

/**
 * A webhook request as the HTTP adapter hands it over: the path it arrived on (with its query
 * string), the provider's signature header, and the form parameters.
 */
export interface WebhookRequest {
  readonly path: string;
  /** Empty when the request carried none. */
  readonly signature: string;
  readonly params: Readonly<Record<string, string>>;
}

/**
 * Checks that a webhook request comes from the telephony provider: its signature must sign
 * `PUBLIC_BASE_URL` + the path it arrived on, with the parameters it carries. Behind a proxy
 * the request's own host may differ; what the provider signed is the public address.
 */
@injectable()
export class WebhookSignature {
  constructor(
    @inject(TelephonyWebhooks) private readonly webhooks: TelephonyWebhooks,
    @inject(TelephonySettings) private readonly settings: TelephonySettings,
  ) {}

  /**
   * Whether a media stream's WebSocket request is the provider's: its signature must sign the
   * stream's address as the service gave it (it carries no parameters). No stream, no request.
   */
  checkStream(signature: string): boolean {
    const url = this.settings.voiceStreamUrl;
    return url !== null && signature !== '' && this.webhooks.verify(url, {}, signature);
  }

  check(request: WebhookRequest): E.Either<AppError, Readonly<Record<string, string>>> {
    const url = `${this.settings.publicBaseUrl}${request.path}`;
    return request.signature !== '' && this.webhooks.verify(url, request.params, request.signature)
      ? E.right(request.params)
      : E.left(forbidden(INVALID_SIGNATURE));
  }
}

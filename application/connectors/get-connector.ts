import * as E from 'fp-ts/lib/Either.js';
import * as t from 'io-ts';
import { inject, injectable } from 'inversify';
import type { Actor } from '../../domain/identity/actor.js';
import { isConnectorId } from '../../domain/oauth/connectors.js';
import { notFound, type AppError } from '../../domain/shared/errors.js';
import { requireSignedInUser } from '../identity/signed-in-user.js';
import { CONNECTOR_NOT_FOUND, ConnectorViews, type ConnectorView } from './connector-views.js';

export const GetConnectorInput = t.type({ connectorId: t.string });
export type GetConnectorInput = t.TypeOf<typeof GetConnectorInput>;

/** `GET /api/account/connectors/:connectorId` (`claude`, `other`): that connector and its grants. */
@injectable()
export class GetConnector {
  static readonly operation = 'get_connector';

  constructor(@inject(ConnectorViews) private readonly views: ConnectorViews) {}

  async execute(actor: Actor, input: GetConnectorInput): Promise<E.Either<AppError, ConnectorView>> {
    const user = requireSignedInUser(actor);
    if (E.isLeft(user)) return user;
    if (!isConnectorId(input.connectorId)) return E.left(notFound(CONNECTOR_NOT_FOUND));
    return E.right(await this.views.one(user.right.userId, input.connectorId));
  }
}

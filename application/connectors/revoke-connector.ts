import * as E from 'fp-ts/lib/Either.js';
import * as t from 'io-ts';
import { inject, injectable } from 'inversify';
import type { Actor } from '../../domain/identity/actor.js';
import { isConnectorId } from '../../domain/oauth/connectors.js';
import { notFound, type AppError } from '../../domain/shared/errors.js';
import { requireSignedInUser } from '../identity/signed-in-user.js';
import { ConnectorGrants } from './connector-grants.js';
import { CONNECTOR_NOT_FOUND } from './connector-views.js';

export const RevokeConnectorInput = t.type({ connectorId: t.string });
export type RevokeConnectorInput = t.TypeOf<typeof RevokeConnectorInput>;

/**
 * `DELETE /api/account/connectors/:connectorId`: disconnects the connector, revoking every
 * grant the caller gave it. Each grant goes with all its codes and tokens in one step, so
 * every access and refresh token of it is refused from the next request on.
 */
@injectable()
export class RevokeConnector {
  static readonly operation = 'revoke_connector';

  constructor(@inject(ConnectorGrants) private readonly grants: ConnectorGrants) {}

  async execute(actor: Actor, input: RevokeConnectorInput): Promise<E.Either<AppError, void>> {
    const user = requireSignedInUser(actor);
    if (E.isLeft(user)) return user;
    if (!isConnectorId(input.connectorId)) return E.left(notFound(CONNECTOR_NOT_FOUND));
    const grouped = await this.grants.byConnector(user.right.userId);
    for (const grant of grouped.get(input.connectorId) ?? []) await this.grants.revoke(grant.grant_id);
    return E.right(undefined);
  }
}

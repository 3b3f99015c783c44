import * as E from 'fp-ts/lib/Either.js';
import * as t from 'io-ts';
import { inject, injectable } from 'inversify';
import type { Actor } from '../../domain/identity/actor.js';
import { isConnectorId } from '../../domain/oauth/connectors.js';
import { notFound, type AppError } from '../../domain/shared/errors.js';
import { requireSignedInUser } from '../identity/signed-in-user.js';
import { ConnectorGrants } from './connector-grants.js';
import { CONNECTOR_NOT_FOUND, GRANT_NOT_FOUND } from './connector-views.js';

export const RevokeConnectorGrantInput = t.type({ connectorId: t.string, grantId: t.string });
export type RevokeConnectorGrantInput = t.TypeOf<typeof RevokeConnectorGrantInput>;

/**
 * `DELETE /api/account/connectors/:connectorId/grants/:grantId`: revokes one grant of the
 * caller's, with all its tokens at once. Another user's grant, or one of another connector,
 * is a 404 like an unknown one.
 */
@injectable()
export class RevokeConnectorGrant {
  static readonly operation = 'revoke_connector_grant';

  constructor(@inject(ConnectorGrants) private readonly grants: ConnectorGrants) {}

  async execute(actor: Actor, input: RevokeConnectorGrantInput): Promise<E.Either<AppError, void>> {
    const user = requireSignedInUser(actor);
    if (E.isLeft(user)) return user;
    if (!isConnectorId(input.connectorId)) return E.left(notFound(CONNECTOR_NOT_FOUND));
    const grouped = await this.grants.byConnector(user.right.userId);
    const owned = (grouped.get(input.connectorId) ?? []).some((grant) => grant.grant_id === input.grantId);
    if (!owned || !(await this.grants.revoke(input.grantId))) return E.left(notFound(GRANT_NOT_FOUND));
    return E.right(undefined);
  }
}

import * as E from 'fp-ts/lib/Either.js';
import { inject, injectable } from 'inversify';
import type { Actor } from '../../domain/identity/actor.js';
import type { AppError } from '../../domain/shared/errors.js';
import { requireSignedInUser } from '../identity/signed-in-user.js';
import { ConnectorViews, type ConnectorView } from './connector-views.js';

/** `GET /api/account/connectors`: the caller's OAuth grants, grouped by connector. */
@injectable()
export class ListConnectors {
  static readonly operation = 'list_connectors';

  constructor(@inject(ConnectorViews) private readonly views: ConnectorViews) {}

  async execute(actor: Actor): Promise<E.Either<AppError, { connectors: ConnectorView[] }>> {
    const user = requireSignedInUser(actor);
    if (E.isLeft(user)) return user;
    return E.right({ connectors: await this.views.all(user.right.userId) });
  }
}

import * as E from 'fp-ts/lib/Either.js';
import { isSignedInUser, type Actor, type UserActor } from '../../domain/identity/actor.js';
import { forbidden, type AppError } from '../../domain/shared/errors.js';
import { NEEDS_USER } from '../projects/project-access.js';

/**
 * The user, when they signed in themselves: account-level work (the account, creating a
 * project, managing connectors) is refused to API keys (which stand for a project, not a
 * person) and, as `Insufficient permission`, to OAuth clients acting for the user, whatever
 * their scopes: those reach project content only (domain/identity/capabilities.ts).
 */
export function requireSignedInUser(actor: Actor): E.Either<AppError, UserActor> {
  if (isSignedInUser(actor)) return E.right(actor);
  return E.left(actor.kind === 'api_key' ? forbidden(NEEDS_USER) : forbidden());
}

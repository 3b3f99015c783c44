import * as E from 'fp-ts/lib/Either.js';
import { isSignedInUser, type Actor, type UserActor } from '../../domain/identity/actor.js';
import { forbidden, type AppError } from '../../domain/shared/errors.js';
import { NEEDS_USER } from '../projects/project-access.js';

export const NEEDS_SIGNED_IN_USER = 'OAuth clients cannot do this: it needs the user signed in with their own ID token';

/**
 * The user, when they signed in themselves: account-level work (creating a project, managing
 * connectors) is refused to API keys and to OAuth clients acting for the user, whatever
 * their scopes (those reach project content only).
 */
export function requireSignedInUser(actor: Actor): E.Either<AppError, UserActor> {
  if (isSignedInUser(actor)) return E.right(actor);
  return E.left(forbidden(actor.kind === 'api_key' ? NEEDS_USER : NEEDS_SIGNED_IN_USER));
}

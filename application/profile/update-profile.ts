import * as E from 'fp-ts/lib/Either.js';
import { inject, injectable } from 'inversify';
import { readProfileArgs, type ProfileArgs } from '../../domain/profile/profile-args.js';
import { emptyProfile, type Profile } from '../../domain/profile/profile.js';
import type { Project } from '../../domain/projects/project.js';
import type { AppError } from '../../domain/shared/errors.js';
import { Clock } from '../shared/ports.js';
import { ProfileRepository } from './ports.js';

export interface UpdateProfileInput {
  /** The project the caller was authorized on (by the live access policy). */
  readonly project: Project;
  /** Whose profile: the speaker's key (a member's user id, a visitor's or a caller's key). */
  readonly owner: string;
  /** Untrusted tool arguments, validated field by field. */
  readonly args: Readonly<Record<string, unknown>>;
}

export interface UpdateProfileOutput {
  readonly profile: Profile;
  readonly args: ProfileArgs;
  /** False when the call carried nothing to save (no args, or only rejected ones). */
  readonly wrote: boolean;
}

/**
 * `update_profile`: saves every accepted field of the caller's profile in the project and
 * reports the rejected ones; with nothing to save it writes nothing and returns the profile as
 * it is (an empty one in the project's language when the caller has none yet).
 */
@injectable()
export class UpdateProfile {
  constructor(
    @inject(ProfileRepository) private readonly profiles: ProfileRepository,
    @inject(Clock) private readonly clock: Clock,
  ) {}

  async execute(input: UpdateProfileInput): Promise<E.Either<AppError, UpdateProfileOutput>> {
    const now = this.clock.now();
    const current =
      (await this.profiles.find(input.project.id, input.owner)) ??
      emptyProfile({ projectId: input.project.id, userId: input.owner, language: input.project.default_language, now });
    const args = readProfileArgs(input.args, current.language);
    if (Object.keys(args.changes).length === 0) return E.right({ profile: current, args, wrote: false });
    const profile = await this.profiles.merge(current, args.changes, now);
    return E.right({ profile, args, wrote: true });
  }
}

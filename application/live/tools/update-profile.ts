import * as E from 'fp-ts/lib/Either.js';
import { inject, injectable } from 'inversify';
import { profileCard } from '../../../domain/profile/card.js';
import { spokenResult } from '../../../domain/profile/spoken.js';
import { UpdateProfile } from '../../profile/update-profile.js';
import { ResolveCardLabels } from '../../translation/resolve-card-labels.js';
import { callerOf, type LiveTool, type ToolContext, type ToolOutcome } from '../live-tool.js';

/**
 * `update_profile`: saves what the caller said about themselves and answers with the profile
 * card, its labels in the profile's language. A language change is answered only once the
 * labels of the new language are stored (or known to be unavailable: English then).
 */
@injectable()
export class UpdateProfileTool implements LiveTool {
  readonly name = 'update_profile';

  constructor(
    @inject(UpdateProfile) private readonly updateProfile: UpdateProfile,
    @inject(ResolveCardLabels) private readonly cardLabels: ResolveCardLabels,
  ) {}

  async run(context: ToolContext, args: Readonly<Record<string, unknown>>): Promise<ToolOutcome> {
    const updated = await this.updateProfile.execute({ project: context.project, owner: callerOf(context).userId, args });
    if (E.isLeft(updated)) return { result: `The profile could not be updated: ${updated.left.message}.` };
    const { profile } = updated.right;
    const labels = await this.cardLabels.execute(context.project.id, profile.language);
    return { result: spokenResult(updated.right.args, profile), widget: profileCard(profile, labels) };
  }
}

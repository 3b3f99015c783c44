import * as E from 'fp-ts/lib/Either.js';
import { SetPlan } from '../../../application/projects/set-plan.js';
import { SetTrialEnd } from '../../../application/projects/set-trial-end.js';
import { EXIT, failed, type CommandContext } from './command.js';
import { projectStores, serviceSettingsOf, withStorage } from './store.js';

/** `set-plan <project_id> <plan>` and `set-trial-end <project_id> <iso-time>`: the project's plan and trial end after the change. */
export async function changePlan(args: { kind: 'plan' | 'trial_end'; projectId: string; value: string }, context: CommandContext): Promise<number> {
  const { config } = context;
  return withStorage(config, async (storage) => {
    const { projects } = projectStores(storage);
    const result =
      args.kind === 'plan'
        ? await new SetPlan(projects, serviceSettingsOf(config)).execute({
            projectId: args.projectId,
            plan: args.value,
          })
        : await new SetTrialEnd(projects).execute({ projectId: args.projectId, trialEndsAt: args.value });
    if (E.isLeft(result)) return failed(context, result.left);
    const { id, plan, trial_ends_at } = result.right;
    context.print({ id, plan, trial_ends_at });
    return EXIT.ok;
  });
}

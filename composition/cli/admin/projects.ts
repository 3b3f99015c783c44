import * as E from 'fp-ts/lib/Either.js';
import { GrantAdmin } from '../../../application/projects/grant-admin.js';
import { ListAllProjects } from '../../../application/projects/list-all-projects.js';
import { ListProjectMembers } from '../../../application/projects/list-project-members.js';
import { EXIT, failed, type CommandContext } from './command.js';
import { outboxEvents, projectStores, systemClock, withStorage } from './store.js';

/** `projects`: one JSON line per project (id, name, plan, trial end, member count). */
export async function listProjects(context: CommandContext): Promise<number> {
  return withStorage(context.config, async (storage) => {
    const listed = await new ListAllProjects(projectStores(storage).projects).execute();
    if (E.isLeft(listed)) return failed(context, listed.left);
    for await (const project of listed.right) context.print(project);
    return EXIT.ok;
  });
}

/** `members <project_id>`: one JSON line per member. */
export async function listMembers(args: { projectId: string }, context: CommandContext): Promise<number> {
  return withStorage(context.config, async (storage) => {
    const { projects, memberships, accounts } = projectStores(storage);
    const listed = await new ListProjectMembers(projects, memberships, accounts).execute(args);
    if (E.isLeft(listed)) return failed(context, listed.left);
    for (const member of listed.right.members) context.print(member);
    return EXIT.ok;
  });
}

/** `grant-admin <project_id> <user_id>`: the membership as it now is, and what changed. */
export async function grantAdmin(args: { projectId: string; userId: string }, context: CommandContext): Promise<number> {
  return withStorage(context.config, async (storage) => {
    const { projects, memberships, accounts } = projectStores(storage);
    const granted = await new GrantAdmin(projects, memberships, accounts, systemClock, outboxEvents).execute({
      projectId: args.projectId,
      user_id: args.userId,
    });
    if (E.isLeft(granted)) return failed(context, granted.left);
    context.print({ project_id: args.projectId, ...granted.right.member, change: granted.right.change });
    return EXIT.ok;
  });
}

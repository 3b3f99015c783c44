import * as E from 'fp-ts/lib/Either.js';
import { USER_ID_MAX } from '../../../application/projects/add-member.js';
import type { RebuildScope } from '../../../application/search/rebuild-search-index.js';
import { PROJECT_NAME_MAX } from '../../../domain/projects/project.js';
import { command, parseCommandLine, positionalCommand, type AdminCommand, type CommandLine } from './command.js';

/** Every admin command, in the order the usage lists them. Each imports its implementation only when it runs. */
export const ADMIN_COMMANDS: readonly AdminCommand[] = [
  positionalCommand({
    name: 'projects',
    summary: 'list every project: id, name, plan, trial end, member count (JSON lines)',
    arguments: [],
    build: () => ({}),
    run: async (_args, context) => (await import('./projects.js')).listProjects(context),
  }),
  positionalCommand({
    name: 'members',
    summary: "list a project's members (JSON lines)",
    arguments: ['project_id'],
    build: ([projectId]) => ({ projectId: projectId! }),
    run: async (args, context) => (await import('./projects.js')).listMembers(args, context),
  }),
  positionalCommand({
    name: 'grant-admin',
    summary: 'make a user an admin of a project, provisioned (adds the membership if missing)',
    arguments: ['project_id', 'user_id'],
    build: ([projectId, userId]) => ({ projectId: projectId!, userId: userId! }),
    run: async (args, context) => (await import('./projects.js')).grantAdmin(args, context),
  }),
  positionalCommand({
    name: 'revoke-key',
    synopsis: '<key_id | key_prefix | key>',
    summary: 'revoke an API key at once, named by its id, its csk_ prefix, or the key itself',
    arguments: ['key'],
    build: ([key]) => ({ key: key! }),
    run: async (args, context) => (await import('./keys.js')).revokeKey(args, context),
  }),
  command({
    name: 'reindex',
    synopsis: '<project_id> | --all',
    summary: 'rebuild the search index of one project or of all, with progress',
    parse: (argv) =>
      E.chain(({ positionals: [projectId], values }: CommandLine): E.Either<string, RebuildScope> => {
        if (values.all === true && projectId === undefined) return E.right({ all: true as const });
        if (values.all !== true && projectId !== undefined) return E.right({ projectId });
        return E.left('reindex: name one <project_id>, or --all for every project');
      })(parseCommandLine('reindex', argv, { optional: ['project_id'], options: { all: { type: 'boolean' } } })),
    run: async (scope, context) => (await import('./reindex.js')).reindex(scope, context),
  }),
  positionalCommand({
    name: 'migrations',
    summary: "show the store's migration status (SQLite versions, MongoDB indexes) without changing it",
    arguments: [],
    build: () => ({}),
    run: async (_args, context) => (await import('./migrations.js')).migrationStatus(context),
  }),
  positionalCommand({
    name: 'backup',
    summary: 'copy the SQLite store to a new file, consistently, while the service runs',
    arguments: ['file'],
    build: ([file]) => ({ file: file! }),
    run: async (args, context) => (await import('./backup.js')).backup(args, context),
  }),
  positionalCommand({
    name: 'restore',
    summary: 'replace the SQLite store with a checked backup (the service must be stopped)',
    arguments: ['file'],
    build: ([file]) => ({ file: file! }),
    run: async (args, context) => (await import('./backup.js')).restore(args, context),
  }),
  positionalCommand({
    name: 'export',
    summary: 'write a project (content, navigation, settings, images, members) to a new archive file',
    arguments: ['project_id', 'file'],
    build: ([projectId, file]) => ({ projectId: projectId!, file: file! }),
    run: async (args, context) => (await import('./portability.js')).exportProject(args, context),
  }),
  command({
    name: 'import',
    synopsis: '<file> [--name <name>] [--admin <user_id>] [--without-members]',
    summary: 'create a new project from an archive, every id new (this instance or another)',
    parse: (argv) => E.chain(importOptions)(parseCommandLine('import', argv, { required: ['file'], options: IMPORT_OPTIONS })),
    run: async (args, context) => (await import('./portability.js')).importProject(args, context),
  }),
  positionalCommand({
    name: 'set-plan',
    summary: 'move a project to a plan of PLANS_JSON',
    arguments: ['project_id', 'plan'],
    build: ([projectId, value]) => ({ kind: 'plan' as const, projectId: projectId!, value: value! }),
    run: async (args, context) => (await import('./plans.js')).changePlan(args, context),
  }),
  positionalCommand({
    name: 'set-trial-end',
    summary: "set when a project's trial ends",
    arguments: ['project_id', 'iso-time'],
    build: ([projectId, value]) => ({
      kind: 'trial_end' as const,
      projectId: projectId!,
      value: value!,
    }),
    run: async (args, context) => (await import('./plans.js')).changePlan(args, context),
  }),
];

const IMPORT_OPTIONS = { name: { type: 'string' }, admin: { type: 'string' }, 'without-members': { type: 'boolean' } } as const;

function importOptions({
  positionals: [file],
  values,
}: CommandLine): E.Either<string, { file: string; name?: string; admin?: string; withoutMembers: boolean }> {
  const name = typeof values.name === 'string' ? values.name.trim() : undefined;
  const admin = typeof values.admin === 'string' ? values.admin.trim() : undefined;
  const withoutMembers = values['without-members'] === true;
  if (name !== undefined && name.length > PROJECT_NAME_MAX) return E.left(`import: --name must be at most ${PROJECT_NAME_MAX} characters`);
  if (admin !== undefined && admin.length > USER_ID_MAX) return E.left(`import: --admin must be at most ${USER_ID_MAX} characters`);
  if (withoutMembers && admin === undefined) return E.left('import: --without-members needs --admin <user_id> (a project needs an admin)');
  return E.right({ file: file!, ...(name !== undefined && { name }), ...(admin !== undefined && { admin }), withoutMembers });
}

/** The usage text: one line per command, then how to get it. */
export function usage(): string {
  const width = Math.max(...ADMIN_COMMANDS.map((c) => `${c.name} ${c.synopsis}`.trim().length));
  const lines = ADMIN_COMMANDS.map((c) => `  ${`${c.name} ${c.synopsis}`.trim().padEnd(width)}  ${c.summary}`);
  return [
    'usage: npm run admin -- <command> [arguments]',
    '       node dist/composition/cli/admin.js <command> [arguments]   (built: production dependencies are enough)',
    '',
    'Commands (against the store of DATA_DIR, or MONGODB_URI, as the service is configured; they also work while it runs):',
    ...lines,
    '',
    'Results go to stdout as JSON; progress and messages to stderr (a bar on a terminal, JSON lines otherwise).',
    'Exit codes: 0 done, 1 refused or failed (the message says why), 2 bad usage. See docs/operations.md.',
  ].join('\n');
}

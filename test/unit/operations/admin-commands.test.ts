import { expect } from 'chai';
import * as E from 'fp-ts/lib/Either.js';
import { ADMIN_COMMANDS, usage } from '../../../composition/cli/admin/commands.js';

const parse = (name: string, ...argv: string[]) => {
  const found = ADMIN_COMMANDS.find((c) => c.name === name);
  if (found === undefined) throw new Error(`no command ${name}`);
  return found.parse(argv);
};

describe('Admin CLI: command lines', () => {
  it('lists every command in the usage, with its arguments', () => {
    const text = usage();
    expect(text.split('\n')[0]).to.equal('usage: npm run admin -- <command> [arguments]');
    for (const command of ADMIN_COMMANDS) expect(text).to.include(`  ${`${command.name} ${command.synopsis}`.trim()} `);
    expect(ADMIN_COMMANDS.map((c) => c.name)).to.deep.equal([
      'projects',
      'members',
      'grant-admin',
      'revoke-key',
      'reindex',
      'migrations',
      'backup',
      'restore',
      'export',
      'import',
      'set-plan',
      'set-trial-end',
    ]);
  });

  it('takes each command’s arguments', () => {
    expect(parse('projects')).to.deep.equal(E.right({}));
    expect(parse('members', 'p1')).to.deep.equal(E.right({ projectId: 'p1' }));
    expect(parse('grant-admin', 'p1', ' alice ')).to.deep.equal(E.right({ projectId: 'p1', userId: 'alice' }));
    expect(parse('revoke-key', 'csk_abcdefghijkl')).to.deep.equal(E.right({ key: 'csk_abcdefghijkl' }));
    expect(parse('reindex', 'p1')).to.deep.equal(E.right({ projectId: 'p1' }));
    expect(parse('reindex', '--all')).to.deep.equal(E.right({ all: true }));
    expect(parse('migrations')).to.deep.equal(E.right({}));
    expect(parse('backup', 'store.sqlite')).to.deep.equal(E.right({ file: 'store.sqlite' }));
    expect(parse('restore', 'store.sqlite')).to.deep.equal(E.right({ file: 'store.sqlite' }));
    expect(parse('export', 'p1', 'p1.jsonl.gz')).to.deep.equal(E.right({ projectId: 'p1', file: 'p1.jsonl.gz' }));
    expect(parse('import', 'p1.jsonl.gz')).to.deep.equal(E.right({ file: 'p1.jsonl.gz', withoutMembers: false }));
    expect(parse('import', 'p1.jsonl.gz', '--name', 'Copy', '--admin', 'alice', '--without-members')).to.deep.equal(
      E.right({ file: 'p1.jsonl.gz', name: 'Copy', admin: 'alice', withoutMembers: true }),
    );
    expect(parse('import', '--admin=alice', 'p1.jsonl.gz')).to.deep.equal(E.right({ file: 'p1.jsonl.gz', admin: 'alice', withoutMembers: false }));
    expect(parse('set-plan', 'p1', 'pro')).to.deep.equal(E.right({ kind: 'plan', projectId: 'p1', value: 'pro' }));
    expect(parse('set-trial-end', 'p1', '2030-01-01T00:00:00Z')).to.deep.equal(E.right({ kind: 'trial_end', projectId: 'p1', value: '2030-01-01T00:00:00Z' }));
  });

  const refusals: Array<[string, string[], string]> = [
    ['projects', ['extra'], 'projects: unexpected argument "extra"'],
    ['projects', ['--all'], 'projects: unknown option --all'],
    ['members', [], 'members: missing <project_id>'],
    ['members', ['p1', 'p2'], 'members: unexpected argument "p2"'],
    ['members', [' '], 'members: <project_id> must not be empty'],
    ['grant-admin', ['p1'], 'grant-admin: missing <user_id>'],
    ['grant-admin', [], 'grant-admin: missing <project_id>'],
    ['revoke-key', [], 'revoke-key: missing <key>'],
    ['reindex', [], 'reindex: name one <project_id>, or --all for every project'],
    ['reindex', ['p1', '--all'], 'reindex: name one <project_id>, or --all for every project'],
    ['reindex', ['p1', 'p2'], 'reindex: unexpected argument "p2"'],
    ['reindex', ['--all=yes'], 'reindex: --all takes no value'],
    ['migrations', ['now'], 'migrations: unexpected argument "now"'],
    ['backup', [], 'backup: missing <file>'],
    ['restore', ['a', 'b'], 'restore: unexpected argument "b"'],
    ['export', ['p1'], 'export: missing <file>'],
    ['import', [], 'import: missing <file>'],
    ['import', ['a.gz', '--name'], 'import: --name needs a value'],
    ['import', ['a.gz', '--name=', 'x'], 'import: --name must not be empty'],
    ['import', ['a.gz', '-n', 'x'], 'import: unknown option -n'],
    ['import', ['a.gz', '--name', ' '], 'import: --name must not be empty'],
    ['import', ['a.gz', '--name', 'x'.repeat(201)], 'import: --name must be at most 200 characters'],
    ['import', ['a.gz', '--without-members'], 'import: --without-members needs --admin <user_id> (a project needs an admin)'],
    ['import', ['a.gz', '--members'], 'import: unknown option --members'],
    ['set-plan', ['p1'], 'set-plan: missing <plan>'],
    ['set-trial-end', ['p1', 'x', 'y'], 'set-trial-end: unexpected argument "y"'],
  ];
  for (const [name, argv, message] of refusals) {
    it(`refuses ${name} ${argv.join(' ')}`.trimEnd(), () => {
      const parsed = parse(name, ...argv);
      expect(parsed).to.deep.equal(E.left(message));
    });
  }
});

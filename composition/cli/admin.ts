import * as E from 'fp-ts/lib/Either.js';
import { loadConfig } from '../config.js';
import { EXIT, type CommandContext } from './admin/command.js';
import { ADMIN_COMMANDS, usage } from './admin/commands.js';
import { progressReporter } from './progress.js';

/**
 * Operator commands, with no HTTP surface: `npm run admin -- <command> ...` (`usage` lists
 * them; docs/operations.md explains each). They open the same store as the service (SQLite in
 * WAL mode takes a second process safely; MongoDB is shared), so they work while it runs.
 * Arguments are checked before anything is opened or loaded: a bad one prints the usage and
 * exits 2 at once.
 */
async function main(argv: readonly string[]): Promise<number> {
  const [name, ...rest] = argv;
  if (name === 'help' || name === '--help' || name === '-h') {
    process.stdout.write(`${usage()}\n`);
    return EXIT.ok;
  }
  const found = ADMIN_COMMANDS.find((c) => c.name === name);
  if (found === undefined) {
    process.stderr.write(`${name === undefined ? 'missing <command>' : `unknown command "${name}"`}\n\n${usage()}\n`);
    return EXIT.usage;
  }
  const args = found.parse(rest);
  if (E.isLeft(args)) {
    process.stderr.write(`${args.left}\n\n${usage()}\n`);
    return EXIT.usage;
  }
  const config = loadConfig(process.env);
  if (E.isLeft(config)) {
    process.stderr.write(`Invalid configuration:\n  ${config.left.join('\n  ')}\n`);
    return EXIT.failed;
  }
  const progress = progressReporter(process.stderr);
  const context: CommandContext = {
    config: config.right,
    progress,
    print: (value) => process.stdout.write(`${JSON.stringify(value)}\n`),
    say: (message) => process.stderr.write(`${message}\n`),
  };
  try {
    return await found.run(args.right, context);
  } finally {
    progress.finish();
  }
}

main(process.argv.slice(2)).then(
  (code) => {
    // Exit once stdout has drained (a long listing piped into another program).
    process.exitCode = code;
  },
  (error: unknown) => {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.exitCode = EXIT.failed;
  },
);

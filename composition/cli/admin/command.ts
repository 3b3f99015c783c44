import * as E from 'fp-ts/lib/Either.js';
import { parseArgs, type ParseArgsConfig } from 'node:util';
import type { AppError } from '../../../domain/shared/errors.js';
import type { Config } from '../../config.js';
import type { ProgressReporter } from '../progress.js';

/** What a command gets to work with: the decoded environment, its outputs, progress on stderr. */
export interface CommandContext {
  readonly config: Config;
  /** A result, as one JSON line on stdout. */
  print(value: unknown): void;
  /** A message for the operator, on stderr. */
  say(message: string): void;
  readonly progress: ProgressReporter;
}

/** Exit codes: 0 done, 1 refused or failed (the message says why), 2 bad usage. */
export const EXIT = { ok: 0, failed: 1, usage: 2 } as const;

/**
 * One admin command: its usage line, how its arguments are checked (before anything is opened),
 * and how it runs. `run` imports its implementation only when called: a command loads what it
 * needs and nothing else, and a bad argument is answered at once.
 */
export interface AdminCommand {
  readonly name: string;
  /** Arguments after the name, as the usage shows them. */
  readonly synopsis: string;
  readonly summary: string;
  parse(argv: readonly string[]): E.Either<string, unknown>;
  run(args: unknown, context: CommandContext): Promise<number>;
}

/** A command whose parsed arguments have type `A` (the table holds them type-erased). */
export function command<A>(spec: {
  name: string;
  synopsis: string;
  summary: string;
  parse: (argv: readonly string[]) => E.Either<string, A>;
  run: (args: A, context: CommandContext) => Promise<number>;
}): AdminCommand {
  return { ...spec, run: (args, context) => spec.run(args as A, context) };
}

/** A command of positional arguments only (named as the usage shows them), built into `A`. */
export function positionalCommand<A>(spec: {
  name: string;
  synopsis?: string;
  summary: string;
  arguments: readonly string[];
  build: (values: string[]) => A;
  run: (args: A, context: CommandContext) => Promise<number>;
}): AdminCommand {
  return command({
    name: spec.name,
    synopsis: spec.synopsis ?? spec.arguments.map((a) => `<${a}>`).join(' '),
    summary: spec.summary,
    parse: (argv) => E.map((line: CommandLine) => spec.build(line.positionals))(parseCommandLine(spec.name, argv, { required: spec.arguments })),
    run: spec.run,
  });
}

type Options = NonNullable<ParseArgsConfig['options']>;

/** What a command line may hold besides the command's name. */
export interface CommandLineShape {
  /** Positional arguments that must be there, by name (as the usage shows them). */
  readonly required?: readonly string[];
  /** Positional arguments that may follow them. */
  readonly optional?: readonly string[];
  readonly options?: Options;
}

export interface CommandLine {
  readonly positionals: string[];
  readonly values: Record<string, string | boolean | undefined>;
}

/**
 * Parses `argv`: node's parseArgs reads the tokens, and the checks here word every refusal the
 * same on every Node version: a missing, extra or empty argument, an unknown option, an option
 * without its value or with a value it does not take.
 */
export function parseCommandLine(name: string, argv: readonly string[], shape: CommandLineShape = {}): E.Either<string, CommandLine> {
  const required = shape.required ?? [];
  const optional = shape.optional ?? [];
  const options = shape.options ?? {};
  const { tokens } = parseArgs({ args: [...argv], options, allowPositionals: true, strict: false, tokens: true });
  const given: string[] = [];
  const values: Record<string, string | boolean | undefined> = {};
  for (const token of tokens) {
    if (token.kind === 'positional') given.push(token.value.trim());
    if (token.kind !== 'option') continue;
    const declared = options[token.name];
    if (declared === undefined) return E.left(`${name}: unknown option ${token.rawName}`);
    if (declared.type === 'boolean' && token.value !== undefined) return E.left(`${name}: ${token.rawName} takes no value`);
    if (declared.type === 'string' && token.value === undefined) return E.left(`${name}: ${token.rawName} needs a value`);
    if (declared.type === 'string' && token.value!.trim() === '') return E.left(`${name}: ${token.rawName} must not be empty`);
    values[token.name] = declared.type === 'boolean' ? true : token.value;
  }
  if (given.length < required.length) return E.left(`${name}: missing <${required[given.length]}>`);
  if (given.length > required.length + optional.length) return E.left(`${name}: unexpected argument "${given[required.length + optional.length]}"`);
  const empty = given.findIndex((value) => value === '');
  if (empty !== -1) return E.left(`${name}: <${[...required, ...optional][empty]}> must not be empty`);
  return E.right({ positionals: given, values });
}

/** Prints an application error's message and answers the failure exit code. */
export function failed(context: CommandContext, error: AppError): number {
  context.progress.finish();
  context.say(error.message);
  return EXIT.failed;
}

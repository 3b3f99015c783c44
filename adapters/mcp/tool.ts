import type * as E from 'fp-ts/lib/Either.js';
import * as t from 'io-ts';
import type { Capability } from '../../domain/identity/capabilities.js';
import { trimmedString } from '../../domain/shared/codecs.js';
import type { AppError } from '../../domain/shared/errors.js';
import type { UseCaseClass } from '../http/routing/route.js';
import { inputPart, UseCaseInput } from '../shared/use-case-input.js';
import { jsonSchemaOf, objectSchema, type JsonSchema } from './json-schema.js';
import { iconsFor, type ToolIcon } from './tool-icons.js';

/** The MCP tool annotations (hints to clients; authorization is the use case's, never these). */
export interface ToolAnnotations {
  readonly readOnlyHint: boolean;
  readonly destructiveHint: boolean;
  readonly idempotentHint: boolean;
  /** The tools touch this service's own data only. */
  readonly openWorldHint: false;
}

export const READ_ONLY: ToolAnnotations = { readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false };
export const writes = (hints: { destructive: boolean; idempotent: boolean }): ToolAnnotations => ({
  readOnlyHint: false,
  destructiveHint: hints.destructive,
  idempotentHint: hints.idempotent,
  openWorldHint: false,
});

/**
 * How a tool fits its use case's answer into an MCP result of bounded size: a content window,
 * a page of a list. `args` are the arguments this shaping adds (a cursor, an offset).
 */
export interface ToolOutput<O> {
  readonly args?: t.Mixed;
  /** The shaped answer's codec, from the REST route's response codec (the tool's `outputSchema`). */
  codec(response: t.Mixed): t.Mixed;
  shape(output: O, args: Readonly<Record<string, unknown>>): E.Either<AppError, unknown>;
  /** Makes a shaped answer that came out over the size budget fit, when the shape knows how. */
  fit?(output: O, args: Readonly<Record<string, unknown>>): E.Either<AppError, unknown>;
}

/** A tool, as the registry runs it and `tools/list` advertises it. */
export interface McpTool {
  readonly name: string;
  readonly title: string;
  readonly description: string;
  /** What its use case asks of the caller: `tools/list` shows it only to credentials that may have it somewhere. */
  readonly capability: Capability;
  readonly annotations: ToolAnnotations;
  readonly useCase: UseCaseClass<never, unknown>;
  /** Whether it works on one project (the `project_id` argument, defaulting to an API key's own). */
  readonly project: boolean;
  /** Decodes the arguments with `argsCodec`; the REST codec's keys go to the use case as they are. */
  readonly input: UseCaseInput<'arguments'>;
  /** Arguments standing for REST path parameters: argument name → use-case input key. */
  readonly params: Readonly<Record<string, string>>;
  readonly output: ToolOutput<unknown> | undefined;
  /** Every argument the tool takes, as one codec: decoding it (through `input`) is the only validation. */
  readonly argsCodec: t.Mixed;
  readonly inputSchema: JsonSchema & { type: 'object' };
  /** The REST route's response codec (a test holds it to the route's, so the two never drift). */
  readonly response: t.Mixed;
  /** What `structuredContent` holds: the response codec, as the tool's `output` shapes it. */
  readonly outputSchema: JsonSchema & { type: 'object' };
  readonly icons: readonly ToolIcon[];
}

/** An identifier argument (a REST path parameter). */
const IdArg = trimmedString(200);

export const PROJECT_ID_ARG = 'project_id';
const ProjectIdArgs = t.partial({ [PROJECT_ID_ARG]: IdArg });

/** What the tool's own arguments mean, put before the rule each codec states. */
const ARGUMENT_MEANINGS: Readonly<Record<string, string>> = {
  project_id: "The project's id. May be left out with an API key, which works on its own project",
  cursor: 'next_cursor from the previous answer, for the next part of the list',
  content_offset: 'content_window.next_offset from the previous answer, for the next part of the content',
};

function describeArguments(properties: Readonly<Record<string, JsonSchema>>, params: readonly string[]): Record<string, JsonSchema> {
  const described: Record<string, JsonSchema> = {};
  for (const [name, schema] of Object.entries(properties)) {
    const meaning = ARGUMENT_MEANINGS[name] ?? (params.includes(name) ? `The ${name.replace(/_?[iI]d$/, '').replace(/_/g, ' ')}'s id` : undefined);
    described[name] = meaning === undefined ? schema : { ...schema, description: `${meaning} (${schema.description ?? schema.type})` };
  }
  return described;
}

type ToolInput<P extends boolean, B, K extends string> = (P extends true ? { readonly projectId: string } : unknown) & B & { readonly [X in K]: string };

interface ToolDeclaration<O, B, K extends string, P extends boolean> {
  readonly name: string;
  readonly title: string;
  readonly description: string;
  readonly capability: Capability;
  readonly annotations: ToolAnnotations;
  /** The use case its REST route runs; the compiler checks the arguments give it its whole input. */
  readonly useCase: UseCaseClass<ToolInput<NoInfer<P>, NoInfer<B>, NoInfer<K>>, O>;
  /** False for tools outside any project (default true). */
  readonly project?: P;
  /** The REST route's body or query codec: the same decoding, the same messages. */
  readonly input?: t.Type<B, unknown, unknown>;
  /** Arguments for the REST route's path parameters, snake_case (`page_id` → `pageId`). */
  readonly params?: Readonly<Record<string, K>>;
  /** The REST route's response codec: the compiler checks it describes the use case's answer. */
  readonly response: t.Type<NoInfer<O>, unknown, unknown>;
  readonly output?: ToolOutput<NoInfer<O>>;
}

/**
 * Declares a tool from the same use case and codec as its REST route. Adding a tool is one
 * declaration in tools.ts, e.g. for the publishing issue:
 *
 *   tool({ name: 'publish_preview', title: 'Preview a publish', description: '...', capability: 'publish',
 *          annotations: writes({ destructive: false, idempotent: false }),
 *          useCase: PublishDryRun, input: PublishDryRunInput })
 *
 * and, when the answer can grow without bound, an `output` from tool-output.ts.
 */
export function tool<O, B = unknown, K extends string = never, P extends boolean = true>(declaration: ToolDeclaration<O, B, K, P>): McpTool {
  const params = declaration.params ?? {};
  const project = declaration.project ?? true;
  const parts: t.Mixed[] = [];
  if (project) parts.push(ProjectIdArgs);
  if (declaration.input) parts.push(declaration.input as t.Mixed);
  const paramNames = Object.keys(params);
  if (paramNames.length > 0) parts.push(t.type(Object.fromEntries(paramNames.map((name) => [name, IdArg]))));
  if (declaration.output?.args) parts.push(declaration.output.args);
  // io-ts types intersections of up to five members; at run time it takes any number.
  const intersection = t.intersection as unknown as (codecs: t.Mixed[]) => t.Mixed;
  const argsCodec = parts.length === 0 ? t.type({}) : parts.length === 1 ? parts[0]! : intersection(parts);
  const { required, properties } = objectSchema(argsCodec);
  const schema = { type: 'object' as const, properties: describeArguments(properties, paramNames) };
  return {
    name: declaration.name,
    title: declaration.title,
    description: declaration.description,
    capability: declaration.capability,
    annotations: declaration.annotations,
    useCase: declaration.useCase as unknown as UseCaseClass<never, unknown>,
    project,
    input: new UseCaseInput({ arguments: inputPart(argsCodec, declaration.input as t.Mixed | undefined) }),
    params,
    output: declaration.output as ToolOutput<unknown> | undefined,
    argsCodec,
    inputSchema: required.length === 0 ? schema : { ...schema, required },
    response: declaration.response as t.Mixed,
    outputSchema: outputSchemaOf(declaration.name, declaration.output?.codec(declaration.response as t.Mixed) ?? declaration.response),
    icons: iconsFor(declaration.annotations),
  };
}

/** MCP requires `structuredContent` to be an object: a tool answering anything else stops the server at start. */
function outputSchemaOf(name: string, codec: t.Mixed): JsonSchema & { type: 'object' } {
  const schema = jsonSchemaOf(codec);
  if (schema.type !== 'object') throw new Error(`MCP tool "${name}" answers ${schema.type ?? 'a non-object'}: its outputSchema must be an object`);
  return schema as JsonSchema & { type: 'object' };
}

import * as E from 'fp-ts/lib/Either.js';
import type { Container } from 'inversify';
import { ProtocolError, ProtocolErrorCode, type CallToolResult, type Tool } from '@modelcontextprotocol/server';
import type { Actor } from '../../domain/identity/actor.js';
import { mayAnywhere } from '../../domain/identity/capabilities.js';
import { invalid, type AppError } from '../../domain/shared/errors.js';
import { runUseCase } from '../shared/run-use-case.js';
import { TOO_LARGE, withinBudget } from './tool-output.js';
import { PROJECT_ID_ARG, type McpTool } from './tool.js';

type RunnableUseCase = { execute: (actor: Actor, input: unknown) => Promise<E.Either<AppError, unknown>> };

/** An unexpected failure inside a tool: the caller sees an opaque error, the log gets `cause`. */
export type ReportInternal = (cause: unknown, details: Readonly<Record<string, unknown>>) => void;

const PROJECT_ID_REQUIRED = 'project_id is required';
const INTERNAL_ERROR_MESSAGE = 'Internal server error';

/**
 * The tools, run for one credential: `tools/list` shows the tools it may call, and
 * `tools/call` decodes the arguments with the tool's codec (the REST codec plus the tool's own
 * arguments), runs the use case and shapes its answer. A use-case failure is a result with
 * `isError: true` and the REST API's message; an unknown tool is a JSON-RPC error.
 */
export class ToolRegistry {
  private readonly tools: ReadonlyMap<string, McpTool>;
  private readonly useCases = new Map<string, RunnableUseCase>();
  /** The result of a read, by the use case's answer object (see `call`). */
  private readonly results = new WeakMap<object, CallToolResult>();

  constructor(
    tools: readonly McpTool[],
    private readonly container: Container,
  ) {
    const byName = new Map<string, McpTool>();
    for (const declared of tools) {
      if (byName.has(declared.name)) throw new Error(`Two MCP tools are named "${declared.name}"`);
      byName.set(declared.name, declared);
    }
    this.tools = byName;
  }

  has(name: string): boolean {
    return this.tools.has(name);
  }

  /** The tools the actor may call on some project (the use case still decides every call). */
  listFor(actor: Actor): Tool[] {
    return (
      [...this.tools.values()]
        .filter((declared) => mayAnywhere(actor, declared.capability))
        // JsonSchema is the JSON subset the SDK's own type spells as nested JSON values.
        .map(({ name, title, description, inputSchema, outputSchema, annotations, icons }) => ({
          name,
          title,
          description,
          inputSchema: inputSchema as Tool['inputSchema'],
          outputSchema: outputSchema as unknown as Tool['outputSchema'],
          annotations: { title, ...annotations },
          icons: icons.map((icon) => ({ ...icon, sizes: [...icon.sizes] })),
        }))
    );
  }

  async call(actor: Actor, name: string, args: Readonly<Record<string, unknown>>, reportInternal: ReportInternal): Promise<CallToolResult> {
    const declared = this.tools.get(name);
    if (declared === undefined) throw new ProtocolError(ProtocolErrorCode.InvalidParams, `Unknown tool: ${name}`);
    let answer: E.Either<AppError, { raw: unknown; output: unknown; args: Record<string, unknown> }>;
    try {
      answer = await this.run(declared, actor, args, reportInternal);
    } catch (cause) {
      reportInternal(cause, { event: 'mcp tool failed', tool: name });
      throw new ProtocolError(ProtocolErrorCode.InternalError, INTERNAL_ERROR_MESSAGE);
    }
    if (E.isLeft(answer)) return failure(answer.left, reportInternal, name);
    const { raw, output, args: values } = answer.right;
    // A read answered with the use case's own object, unshaped: the stores hand out one object per
    // revision (the SQLite document cache drops it on any change, here or on another instance),
    // so its text is made once per revision. Only after the use case's access check answered it.
    let once = declared.annotations.readOnlyHint === true && output === raw && typeof raw === 'object' && raw !== null;
    const known = once ? this.results.get(raw as object) : undefined;
    if (known !== undefined) return known;
    let structured = output;
    let text = JSON.stringify(structured);
    if (!withinBudget(text) && declared.output?.fit !== undefined) {
      once = false;
      const fitted = declared.output.fit(answer.right.raw, values);
      if (E.isLeft(fitted)) return failure(fitted.left, reportInternal, name);
      structured = fitted.right;
      text = JSON.stringify(structured);
    }
    if (!withinBudget(text)) return failure(invalid(TOO_LARGE), reportInternal, name);
    // The text is the structured answer's JSON, for clients that read text only (MCP's advice).
    const result: CallToolResult = { content: [{ type: 'text', text }], structuredContent: structured as Record<string, unknown> };
    if (once) this.results.set(raw as object, result);
    return result;
  }

  /** The use case's answer (`raw`), shaped (`output`), with the decoded arguments. */
  private async run(
    declared: McpTool,
    actor: Actor,
    args: Readonly<Record<string, unknown>>,
    reportInternal: ReportInternal,
  ): Promise<E.Either<AppError, { raw: unknown; output: unknown; args: Record<string, unknown> }>> {
    const decoded = declared.input.decode({ arguments: args });
    if (E.isLeft(decoded)) return decoded;
    const values = decoded.right.arguments;
    // The tool's own arguments stand for the REST path: bound last, as path parameters are.
    const bound: Record<string, unknown> = {};
    for (const [arg, key] of Object.entries(declared.params)) bound[key] = values[arg];
    if (declared.project) {
      // An API key's own project is the default; naming another one is its 404 (ProjectAccess).
      const projectId = (values[PROJECT_ID_ARG] as string | undefined) ?? (actor.kind === 'api_key' ? actor.projectId : undefined);
      if (projectId === undefined) return E.left(invalid(PROJECT_ID_REQUIRED));
      bound.projectId = projectId;
    }
    const input = declared.input.assemble(decoded.right, bound);
    const run = { container: this.container, useCase: declared.useCase, writes: !declared.annotations.readOnlyHint };
    const params = Object.fromEntries(Object.values(declared.params).map((key) => [key, bound[key]]));
    const result = await runUseCase(run, this.useCaseOf(declared) as never, actor, input, { via: 'mcp', bound: params, report: reportInternal });
    if (E.isLeft(result)) return result;
    const shaped = declared.output === undefined ? result : declared.output.shape(result.right, values);
    return E.isLeft(shaped) ? shaped : E.right({ raw: result.right, output: shaped.right, args: values });
  }

  /** Resolved on first use: tests bind fakes after the app is built, as the route table allows. */
  private useCaseOf(declared: McpTool): RunnableUseCase {
    let useCase = this.useCases.get(declared.name);
    if (useCase === undefined) {
      useCase = this.container.get(declared.useCase as never) as RunnableUseCase;
      this.useCases.set(declared.name, useCase);
    }
    return useCase;
  }
}

/** The REST API's message; a conflict's details (the current revision) follow as JSON. */
function failure(error: AppError, reportInternal: ReportInternal, tool: string): CallToolResult {
  if (error._tag === 'Internal') reportInternal(error.cause, { ...error.details, tool });
  const content: CallToolResult['content'] = [{ type: 'text', text: error.message }];
  if (error._tag === 'Conflict' && error.details !== undefined) content.push({ type: 'text', text: JSON.stringify(error.details) });
  return { content, isError: true };
}

import * as E from 'fp-ts/lib/Either.js';
import * as t from 'io-ts';
import { inject, injectable, multiInject } from 'inversify';
import { ONBOARDING_DISABLED } from '../../domain/live/live-access.js';
import { speakerKey } from '../../domain/live/live-speaker.js';
import { mayRunTool, publicToolRefused } from '../../domain/live/public-access.js';
import { SitePage } from '../../domain/live/site-page.js';
import { JsonObject, trimmedString } from '../../domain/shared/codecs.js';
import { forbidden, internal, invalid, unauthenticated, type AppError } from '../../domain/shared/errors.js';
import type { LiveCaller } from './live-caller.js';
import { LiveAccess } from './live-access.js';
import { LiveTool, type ToolOutcome } from './live-tool.js';
import { PublicToolCalls } from './public-tool-calls.js';

const TOOL_NAME_MAX = 100;
export const TOOL_FAILED = 'Tool execution failed';

/**
 * `args` is optional and defaults to `{}`; when present it must be an object. `page`: the path of
 * the site's page the conversation runs on (what an unanswered question is recorded with).
 */
export const ExecuteToolInput = t.intersection([t.type({ tool_name: trimmedString(TOOL_NAME_MAX) }), t.partial({ args: JsonObject, page: SitePage })]);
export type ExecuteToolInput = t.TypeOf<typeof ExecuteToolInput>;

/** The tool execution response: `widget` only when the tool produced one. */
export interface ToolResponse {
  readonly result: string;
  readonly widget?: ToolOutcome['widget'];
}

/**
 * Runs the tool the voice AI asked for. Tools are the `LiveTool` multi-binding (zero or more,
 * bound by their own feature modules); this use case only picks one by name and guards it
 * with the live access rule, the public's set of tools and, for onboarding tools, the
 * onboarding module; a public speaker's call counts on their session's allowance first. The
 * phone bridge runs its callers' tools through it too.
 */
@injectable()
export class ExecuteTool {
  static readonly operation = 'execute_tool';

  private readonly tools: ReadonlyMap<string, LiveTool>;

  constructor(
    @inject(LiveAccess) private readonly access: LiveAccess,
    @multiInject(LiveTool) tools: readonly LiveTool[],
    @inject(PublicToolCalls) private readonly publicCalls: PublicToolCalls,
  ) {
    const byName = new Map<string, LiveTool>();
    for (const tool of tools) {
      // Two tools under one name would make dispatch depend on binding order: refuse to start.
      if (byName.has(tool.name)) throw new Error(`Two live tools are bound under the name "${tool.name}"`);
      byName.set(tool.name, tool);
    }
    this.tools = byName;
  }

  /** A tool that throws is an `Internal` failure: the caller hears nothing of its cause. */
  async execute(caller: LiveCaller, input: { projectId: string } & ExecuteToolInput): Promise<E.Either<AppError, ToolResponse>> {
    const context = await this.access.require(caller, input.projectId);
    if (E.isLeft(context)) return context;
    // Tools run for someone: a visitor token, or the member's ID token (no session start here).
    if (context.right.kind === 'newcomer') return E.left(unauthenticated());
    const { project, speaker } = context.right;
    const { tool_name: name, args = {} } = input;
    const tool = this.tools.get(name);
    if (tool === undefined) return E.left(invalid(`Unknown tool: ${name}`));
    if (!mayRunTool(speaker, name)) return E.left(forbidden(publicToolRefused(name)));
    if (tool.module === 'onboarding' && !project.modules.onboarding) return E.left(forbidden(ONBOARDING_DISABLED));
    // The public's calls count on their session's allowance (members are trusted with theirs).
    if (context.right.kind === 'public') {
      const refused = await this.publicCalls.spend(project.id, speaker, tool.writes === true);
      if (refused !== null) return E.isLeft(refused) ? refused : E.right({ result: refused.right });
    }

    let outcome: ToolOutcome;
    try {
      outcome = await tool.run({ project, speaker, page: input.page ?? null }, args);
    } catch (cause) {
      return E.left(internal(TOOL_FAILED, cause, { event: 'live tool failed', tool: name, project_id: input.projectId, user_id: speakerKey(speaker) }));
    }
    return E.right(outcome.widget === undefined ? { result: outcome.result } : { result: outcome.result, widget: outcome.widget });
  }
}

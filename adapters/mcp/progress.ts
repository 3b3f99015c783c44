import { LOG_LEVEL_META_KEY, type CallToolResult, type LoggingLevel, type ServerContext } from '@modelcontextprotocol/server';

/** The tools whose run is long enough to report: publishing (many pages) and deploying the site. */
const REPORTED = new Set(['publish_confirm', 'publish_release']);
/** Started, pages made live, site deployed. */
const TOTAL = 3;

/**
 * Runs a publishing tool, telling a client that asked (`_meta.progressToken`) how far it got,
 * and logging (`notifications/message`, at the level the client set) what went live. The
 * promotion and the deploy are one use case, so the steps are its start and its two outcomes,
 * reported as they are known; a client that asked for neither gets its plain JSON answer.
 */
export async function withProgress(ctx: ServerContext, tool: string, run: () => Promise<CallToolResult>): Promise<CallToolResult> {
  if (!REPORTED.has(tool)) return run();
  const progressToken = ctx.mcpReq._meta?.progressToken;
  const progress = async (step: number, message: string) => {
    if (progressToken === undefined) return;
    await ctx.mcpReq.notify({ method: 'notifications/progress', params: { progressToken, progress: step, total: TOTAL, message } });
  };
  // Only to a client that is listening: a 2025-era request has no level of its own (stateless),
  // and a message sent unasked would turn its plain JSON answer into a stream.
  const envelope = (ctx.mcpReq.envelope ?? {}) as Readonly<Record<string, unknown>>;
  const listening = progressToken !== undefined || envelope[LOG_LEVEL_META_KEY] !== undefined;
  const log = async (level: LoggingLevel, data: unknown) => {
    if (listening) await ctx.mcpReq.log(level, data, 'publishing');
  };
  await progress(0, `${tool}: started`);
  const result = await run();
  if (result.isError === true) {
    await log('warning', { tool, refused: (result.content[0] as { text?: string } | undefined)?.text });
    return result;
  }
  // A publish answers how many pages it promoted; a release, its items.
  const answer = (result.structuredContent ?? {}) as { promoted?: number; items?: unknown[]; deployed_at?: string; publish_id?: string };
  await progress(2, `${answer.promoted ?? answer.items?.length ?? 0} page(s) made live`);
  await progress(TOTAL, `Site deployed at ${answer.deployed_at ?? 'once due'}`);
  await log('info', { tool, ...answer });
  return result;
}

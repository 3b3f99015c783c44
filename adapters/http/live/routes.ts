import * as E from 'fp-ts/lib/Either.js';
import type { Context } from 'koa';
import { ExecuteTool, ExecuteToolInput, ToolExecutionFailed } from '../../../application/live/execute-tool.js';
import { FailureLog } from '../../../application/live/ports.js';
import { StartLiveSession } from '../../../application/live/start-live-session.js';
import type { LiveSessionKind } from '../../../domain/live/live-session.js';
import { invalid, type AppError } from '../../../domain/shared/errors.js';
import { actorOf } from '../middleware/authenticated.js';
import { reply, sendError } from '../respond.js';
import { replyWithBody, type RegisterRoutes } from '../routing.js';

export const PROJECT_HEADER = 'x-project-id';

/** Live voice names its project in a header, not the path; its absence is a 400 (after the 401). */
function projectIdOf(ctx: Context): E.Either<AppError, string> {
  const value = ctx.get(PROJECT_HEADER).trim();
  return value === '' ? E.left(invalid(`${PROJECT_HEADER} header is required`)) : E.right(value);
}

const TOOL_FAILED = { status: 500, body: { error: 'Tool execution failed' } } as const;

/** `POST /api/live/session`, `/api/live/session/resume` and `/api/live/tools/execute`. */
export const registerLiveRoutes: RegisterRoutes = (router, { container, authenticated }) => {
  const session = (kind: LiveSessionKind) => async (ctx: Context) => {
    const projectId = projectIdOf(ctx);
    if (E.isLeft(projectId)) return reply(ctx, projectId);
    // The answer holds a bearer token: no cache may keep it.
    ctx.set('cache-control', 'no-store');
    reply(ctx, await container.get(StartLiveSession).execute(actorOf(ctx), { projectId: projectId.right, kind }));
  };
  router.post('/api/live/session', authenticated, session('start'));
  router.post('/api/live/session/resume', authenticated, session('resume'));

  router.post('/api/live/tools/execute', authenticated, async (ctx) => {
    const projectId = projectIdOf(ctx);
    if (E.isLeft(projectId)) return reply(ctx, projectId);
    const actor = actorOf(ctx);
    try {
      await replyWithBody(ctx, ExecuteToolInput, (call) => container.get(ExecuteTool).execute(actor, { projectId: projectId.right, call }));
    } catch (error) {
      if (!(error instanceof ToolExecutionFailed)) throw error;
      container.get<FailureLog>(FailureLog).record('live tool failed', error.cause, {
        request_id: ctx.state.requestId,
        tool: error.toolName,
        project_id: projectId.right,
        user_id: actor.userId,
      });
      sendError(ctx, TOOL_FAILED);
    }
  });
};

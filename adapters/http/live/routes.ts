import { ExecuteTool, ExecuteToolInput } from '../../../application/live/execute-tool.js';
import { StartLiveSession } from '../../../application/live/start-live-session.js';
import { post, type Route } from '../routing/route.js';

/** Live voice names its project in a header, not the path; its absence is a 400 (after the 401). */
const PROJECT_HEADER = { projectId: 'x-project-id' } as const;

/** `POST /api/live/session`, `/api/live/session/resume` and `/api/live/tools/execute`. */
export const liveRoutes: readonly Route[] = [
  // The answer holds a bearer token: no cache may keep it.
  post('/api/live/session', StartLiveSession, { headers: PROJECT_HEADER, constants: { kind: 'start' } as const, noStore: true }),
  post('/api/live/session/resume', StartLiveSession, { headers: PROJECT_HEADER, constants: { kind: 'resume' } as const, noStore: true }),
  post('/api/live/tools/execute', ExecuteTool, { headers: PROJECT_HEADER, body: ExecuteToolInput }),
];

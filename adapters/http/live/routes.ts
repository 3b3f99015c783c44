import { ExecuteTool, ExecuteToolInput, TOOL_FAILED } from '../../../application/live/execute-tool.js';
import { StartLiveSession } from '../../../application/live/start-live-session.js';
import { ONBOARDING_DISABLED } from '../../../domain/live/live-access.js';
import { PUBLIC_TOOLS, publicToolRefused } from '../../../domain/live/public-access.js';
import { tooFastMessage } from '../../../domain/live/tool-allowance.js';
import type { Refusal } from '../routing/operation-doc.js';
import { handler, livePost, type Route } from '../routing/route.js';
import { EMBED_PATH, serveEmbedPage } from './embed-page.js';
import { LIVE_EMBED_PAGE } from './operations.js';
import { DAILY_QUOTA, LiveSession, ToolResult } from './responses.js';

/** Live voice names its project in a header, not the path; its absence is a 400 (after the 401). */
const PROJECT_HEADER = { projectId: 'x-project-id' } as const;

const VOICE_DOWN: Refusal = { status: 503, when: 'The voice provider could not issue a token (no quota is used).' };

const SESSION =
  'Checks, in this order: the ID token (401), `x-project-id` (400), the project (404), membership, provisioning, the voice module and the trial (403), ' +
  "then the user's daily quota (429), reserved atomically with the session: concurrent starts cannot exceed it. " +
  'On a project whose live agent is open to the public (`PATCH /api/projects/{projectId}/settings/live-agent` `{"access":"public"}`), a caller ' +
  'without a credential starts as a new visitor (the answer adds `visitor_token`), and a visitor token starts or resumes as that visitor; ' +
  "the voice module and the trial (403), then the project's daily budget of public sessions and the address's daily limit (429), reserved atomically " +
  'with the session. Without a credential on any other project (or none that exists), the answer is the plain 401.';

/** `POST /api/live/session`, `/api/live/session/resume` and `/api/live/tools/execute`, and the conversation frame the agent's launcher opens. */
export const liveRoutes: readonly Route[] = [
  // Public, as the site that frames it: the person signs in inside it.
  handler('GET', EMBED_PATH, serveEmbedPage, { auth: false, limited: false, doc: LIVE_EMBED_PAGE }),
  // The answer holds a bearer token: no cache may keep it.
  livePost('/api/live/session', StartLiveSession, {
    headers: PROJECT_HEADER,
    constants: { kind: 'start' } as const,
    noStore: true,
    response: LiveSession,
    access: 'live speaker',
    refusals: [DAILY_QUOTA, VOICE_DOWN],
    summary: 'Start a live voice session',
    description: `Mints an ephemeral voice session token (30 minutes, single use). ${SESSION}`,
  }),
  livePost('/api/live/session/resume', StartLiveSession, {
    headers: PROJECT_HEADER,
    constants: { kind: 'resume' } as const,
    noStore: true,
    response: LiveSession,
    access: 'live speaker',
    refusals: [DAILY_QUOTA, VOICE_DOWN],
    summary: 'Resume a live voice session',
    description: `A fresh token to reconnect after a dropped WebSocket; it counts against the quota like a start. ${SESSION}`,
  }),
  livePost('/api/live/tools/execute', ExecuteTool, {
    headers: PROJECT_HEADER,
    body: ExecuteToolInput,
    response: ToolResult,
    access: 'live speaker',
    example: { tool_name: 'update_profile', args: { first_name: 'Ada', language: 'en' } },
    refusals: [
      { status: 403, when: `An onboarding tool on a project without the onboarding module (\`${ONBOARDING_DISABLED}\`).` },
      { status: 403, when: `A public visitor asked for a tool that is not theirs (\`${publicToolRefused('confirm')}\`).` },
      { status: 500, when: `The tool failed unexpectedly (\`${TOOL_FAILED}\`).` },
      {
        status: 429,
        when:
          `A public visitor's session made more tool calls in a minute than \`LIVE_PUBLIC_TOOL_RATE\` allows (\`${tooFastMessage(20)}\`); ` +
          '`Retry-After` is the time to the end of that minute.',
      },
    ],
    description:
      'Runs a tool the voice AI asked for: `update_profile`, `ask`, `answer`, `transfer_to_manager`, and with the onboarding module `search_company`, ' +
      '`select_company`, `run_extraction`, `set_field`, `confirm`. Bad argument values are not errors: `result` says what was not accepted. No daily quota is used. ' +
      '`page`, the path of the site’s page the conversation runs on (`/en/delivery/`), is what a question `ask` cannot answer (or `answer` proposes) is recorded with ' +
      'on the list of unanswered questions. ' +
      `A public visitor (its visitor token) runs only ${PUBLIC_TOOLS.map((name) => `\`${name}\``).join(', ')}, on its own profile, ` +
      'and each call counts on its latest session (start or resume): past `LIVE_PUBLIC_TOOL_CALLS` calls, or `LIVE_PUBLIC_TOOL_WRITES` calls of ' +
      '`answer` and `transfer_to_manager`, the tool does not run and `result` asks the agent to tell the visitor so.',
  }),
];

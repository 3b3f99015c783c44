import { SignInError } from '../../sign-in/types.js';
import { ApiError, createApiClient, type components } from '../../typescript/client.js';
import type { VisitorTokens } from './visitor.js';

/**
 * The live voice endpoints, as the agent calls them, through the typed client of the API
 * (clients/typescript/): every request the browser agent makes to the service goes through here.
 */

/** Where the token opens the voice connection (the session response's `connection`). */
export type VoiceConnection = components['schemas']['VoiceConnection'];

/** The live session response. */
export type SessionGrant = components['schemas']['LiveSession'];

/** The tool execution response. */
type ToolAnswer = components['schemas']['ToolResult'];

/** A refusal or failure, in words the person can read (the service's own message where it gives one). */
interface ApiFailure {
  readonly ok: false;
  readonly status: number;
  readonly message: string;
}

type ApiResult<T> = { readonly ok: true; readonly value: T } | ApiFailure;

export interface LiveApi {
  /** `POST /api/live/session`, or `/session/resume` after a dropped connection (same rules, same quota). */
  startSession(kind: 'start' | 'resume'): Promise<ApiResult<SessionGrant>>;
  /** `POST /api/live/tools/execute`. */
  executeTool(name: string, args: Readonly<Record<string, unknown>>): Promise<ApiResult<ToolAnswer>>;
}

const UNREACHABLE = 'Could not reach the service. Check your connection, then try again.';
const SERVER_FAILED = 'Sorry, something went wrong on our side. Please try again in a moment.';
const SIGNED_OUT = 'Your sign-in has ended. Sign in again to talk to the agent.';
const UNEXPECTED = 'The service answered in a way this page does not understand. Reload the page to try again.';

/**
 * Who calls: a member (their ID token), or, on a project open to the public, a visitor: its
 * visitor token once it has one (kept by `visitors`), none for a new visitor.
 */
export type LiveCaller = { readonly idToken: () => Promise<string> } | { readonly visitors: VisitorTokens };

export function liveApi(options: { readonly origin: string; readonly projectId: string; readonly caller: LiveCaller; readonly page?: string }): LiveApi {
  const { caller } = options;
  const api = createApiClient(options.origin, 'idToken' in caller ? { idToken: caller.idToken } : null);
  const visitors = 'visitors' in caller ? caller.visitors : null;
  const project = () => {
    const token = visitors?.current() ?? null;
    return { params: { header: { 'x-project-id': options.projectId } }, ...(token !== null && { headers: { authorization: `Bearer ${token}` } }) };
  };

  /** The call's answer, or its refusal (the typed client's ApiError), the sign-in's end, or no network, in words. */
  async function attempt<T>(call: () => Promise<T>): Promise<ApiResult<T>> {
    try {
      return { ok: true, value: await call() };
    } catch (error) {
      if (error instanceof ApiError) return { ok: false, status: error.status, message: failureMessage(error.status, error.message, visitors !== null) };
      // The sign-in's own errors (nobody signed in any more) are thrown by the credential, before any request.
      if (error instanceof SignInError) return { ok: false, status: 401, message: SIGNED_OUT };
      return { ok: false, status: 0, message: UNREACHABLE };
    }
  }

  return {
    async startSession(kind) {
      const call = () => attempt(() => (kind === 'start' ? api.POST('/api/live/session', project()) : api.POST('/api/live/session/resume', project())));
      let answer = await call();
      // A visitor token that expired (or was revoked): a start goes on as a new visitor, a resume cannot.
      if (!answer.ok && answer.status === 401 && visitors?.current() != null) {
        visitors.forget();
        if (kind === 'start') answer = await call();
      }
      if (!answer.ok) return answer;
      if (visitors !== null && answer.value.visitor_token !== undefined) visitors.keep(answer.value.visitor_token, answer.value.visitor_expires_at ?? '');
      // The address a WebSocket is opened to: a WebSocket address, or nothing is opened.
      if (!/^wss?:\/\//.test(answer.value.connection.url)) return { ok: false, status: 200, message: UNEXPECTED };
      return answer;
    },
    executeTool(name, args) {
      const page = options.page === undefined ? {} : { page: options.page };
      return attempt(() => api.POST('/api/live/tools/execute', { ...project(), body: { tool_name: name, args: { ...args }, ...page } }));
    },
  };
}

/**
 * What the person reads: the service's own message for a refusal (the 403 and 429 messages
 * are written for people; a visitor's 401 too), an apology for a failure on the service's side.
 */
function failureMessage(status: number, message: string, visitor: boolean): string {
  if (status === 401 && !visitor) return SIGNED_OUT;
  if (status >= 500 && status !== 503) return SERVER_FAILED;
  return message;
}

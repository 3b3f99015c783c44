/**
 * The live voice endpoints, as the agent calls them: every request the browser agent makes to
 * the service goes through here (one place to move onto the generated API client).
 */

/** Where the token opens the voice connection (the session response's `connection`). */
export interface VoiceConnection {
  readonly url: string;
  readonly model: string;
}

/** The live session response. */
export interface SessionGrant {
  readonly token: string;
  readonly greeting: string;
  readonly voice: string;
  readonly connection: VoiceConnection;
}

/** The tool execution response. */
export interface ToolAnswer {
  readonly result: string;
  readonly widget?: unknown;
}

/** A refusal or failure, in words the person can read (the service's own message where it gives one). */
export interface ApiFailure {
  readonly ok: false;
  readonly status: number;
  readonly message: string;
}

export type ApiResult<T> = { readonly ok: true; readonly value: T } | ApiFailure;

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

export function liveApi(options: { readonly origin: string; readonly projectId: string; readonly idToken: () => Promise<string> }): LiveApi {
  async function post(path: string, body?: unknown): Promise<ApiResult<unknown>> {
    let token: string;
    try {
      token = await options.idToken();
    } catch {
      return { ok: false, status: 401, message: SIGNED_OUT };
    }
    let response: Response;
    try {
      response = await fetch(`${options.origin}${path}`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${token}`,
          'x-project-id': options.projectId,
          accept: 'application/json',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        credentials: 'omit',
      });
    } catch {
      return { ok: false, status: 0, message: UNREACHABLE };
    }
    const parsed: unknown = await response.json().catch(() => null);
    if (response.ok) return { ok: true, value: parsed };
    return { ok: false, status: response.status, message: failureMessage(response.status, parsed) };
  }

  return {
    async startSession(kind) {
      const answer = await post(kind === 'start' ? '/api/live/session' : '/api/live/session/resume');
      if (!answer.ok) return answer;
      const grant = answer.value as Partial<SessionGrant> | null;
      const connection = grant?.connection;
      const valid =
        typeof grant?.token === 'string' &&
        typeof grant.voice === 'string' &&
        typeof connection?.url === 'string' &&
        /^wss?:\/\//.test(connection.url) &&
        typeof connection.model === 'string';
      if (!valid) return { ok: false, status: 200, message: UNEXPECTED };
      return {
        ok: true,
        value: { token: grant.token!, greeting: typeof grant.greeting === 'string' ? grant.greeting : '', voice: grant.voice!, connection: connection! },
      };
    },
    async executeTool(name, args) {
      const answer = await post('/api/live/tools/execute', { tool_name: name, args });
      if (!answer.ok) return answer;
      const body = answer.value as Partial<ToolAnswer> | null;
      if (typeof body?.result !== 'string') return { ok: false, status: 200, message: UNEXPECTED };
      return { ok: true, value: { result: body.result, ...(body.widget !== undefined && { widget: body.widget }) } };
    },
  };
}

/**
 * What the person reads: the service's own message for a refusal (the 403 and 429 messages
 * are written for people), an apology for a failure on the service's side.
 */
function failureMessage(status: number, body: unknown): string {
  const error = typeof body === 'object' && body !== null ? (body as { error?: unknown }).error : undefined;
  const message = typeof error === 'string' && error !== '' ? error : null;
  if (status === 401) return SIGNED_OUT;
  if (status >= 500 && status !== 503) return SERVER_FAILED;
  return message ?? (status >= 500 ? SERVER_FAILED : `The service refused the request (status ${status}).`);
}

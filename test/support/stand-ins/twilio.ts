import { LoopbackJsonServer, type StandInRequest } from './loopback-json-server.js';

export interface TwilioRequest {
  readonly method: string;
  readonly path: string;
  /** The form parameters, repeated ones as lists. */
  readonly form: Record<string, string | string[]>;
}

const twilioError = (status: number, code: number, message: string) => ({
  status,
  body: { code, message, more_info: `https://www.twilio.com/docs/errors/${code}`, status },
});

/**
 * A loopback stand-in of the Twilio REST API parts a transfer uses: updating a call
 * (`POST /2010-04-01/Accounts/{AccountSid}/Calls/{CallSid}.json` with `Twiml` or `Status`) and
 * adding a conference participant (`POST .../Conferences/{name}/Participants.json`). It checks
 * what Twilio checks (HTTP Basic auth with the account SID and auth token, the account in the
 * path, a form body, the required parameters), answers Twilio's shapes and error bodies
 * (`{ code, message, more_info, status }`), and records every request.
 */
export class TwilioStandIn {
  readonly requests: TwilioRequest[] = [];
  /** Destination prefixes whose calls fail with Twilio error 21215 (geographic permissions). */
  readonly geoBlocked: string[] = [];
  private server: LoopbackJsonServer | null = null;
  private sequence = 0;

  private constructor(
    readonly accountSid: string,
    private readonly authToken: string,
  ) {}

  static async start(accountSid: string, authToken: string): Promise<TwilioStandIn> {
    const standIn = new TwilioStandIn(accountSid, authToken);
    standIn.server = await LoopbackJsonServer.start((request) => standIn.handle(request));
    return standIn;
  }

  get url(): string {
    return this.server!.url;
  }

  /** The requests to one kind of endpoint. */
  of(kind: 'call' | 'participant'): TwilioRequest[] {
    return this.requests.filter((r) => (kind === 'call' ? /\/Calls\/[^/]+\.json$/ : /\/Participants\.json$/).test(r.path));
  }

  stop(): Promise<void> {
    return this.server!.stop();
  }

  private handle(request: StandInRequest): { status: number; body: unknown } {
    const form: Record<string, string | string[]> = {};
    for (const [key, value] of new URLSearchParams(request.raw)) {
      const seen = form[key];
      form[key] = seen === undefined ? value : Array.isArray(seen) ? [...seen, value] : [seen, value];
    }
    this.requests.push({ method: request.method, path: request.path, form });
    const expected = `Basic ${Buffer.from(`${this.accountSid}:${this.authToken}`).toString('base64')}`;
    if (request.headers.authorization !== expected) return twilioError(401, 20003, 'Authenticate');
    if (request.method !== 'POST') return twilioError(405, 20004, 'Method not allowed');
    if (!String(request.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded')) return twilioError(400, 20001, 'Invalid content type');
    const base = `/2010-04-01/Accounts/${this.accountSid}`;
    const call = request.path.match(new RegExp(`^${base}/Calls/(CA[0-9a-f]{32}|[A-Za-z0-9]+)\\.json$`));
    if (call !== null) {
      if (form.Twiml === undefined && form.Status === undefined && form.Url === undefined)
        return twilioError(400, 21220, 'Invalid call state: nothing to update');
      return { status: 200, body: { sid: call[1], account_sid: this.accountSid, status: form.Status === 'completed' ? 'completed' : 'in-progress' } };
    }
    const participant = request.path.match(new RegExp(`^${base}/Conferences/([^/]+)/Participants\\.json$`));
    if (participant !== null) {
      const to = form.To;
      if (typeof form.From !== 'string' || typeof to !== 'string') return twilioError(400, 21604, "A 'To' and a 'From' phone number are required");
      if (this.geoBlocked.some((prefix) => to.startsWith(prefix))) {
        return twilioError(
          400,
          21215,
          `Account not authorized to call ${to}. Perhaps you need to enable some international permissions: https://www.twilio.com/console/voice/calls/geo-permissions/low-risk`,
        );
      }
      const callSid = `CA${(++this.sequence).toString(16).padStart(32, '0')}`;
      return {
        status: 201,
        body: {
          account_sid: this.accountSid,
          call_sid: callSid,
          conference_sid: `CF${'0'.repeat(32)}`,
          label: form.Label ?? null,
          status: 'queued',
          muted: false,
          hold: false,
        },
      };
    }
    return twilioError(404, 20404, `The requested resource ${request.path} was not found`);
  }
}

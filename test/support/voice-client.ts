import { WebSocket } from 'ws';

/** The refusal of an upgrade: its HTTP status and JSON body. */
export interface UpgradeRefusal {
  readonly status: number;
  readonly body: unknown;
  /** Its `Retry-After`, when it has one. */
  readonly retryAfter?: string;
}

/**
 * A test's client of a Gemini Live protocol endpoint (the embedded one or a stand-in): opens
 * the WebSocket, keeps every server message (text or binary frames, parsed), and waits for the
 * ones a test expects.
 */
export class VoiceClient {
  readonly messages: any[] = [];
  readonly closed: Promise<{ code: number; reason: string }>;
  private waiters: Array<() => void> = [];

  private constructor(readonly socket: WebSocket) {
    socket.on('message', (data) => {
      this.messages.push(JSON.parse(data.toString()));
      for (const wake of this.waiters.splice(0)) wake();
    });
    this.closed = new Promise((resolve) =>
      socket.on('close', (code, reason) => {
        resolve({ code, reason: reason.toString() });
        for (const wake of this.waiters.splice(0)) wake();
      }),
    );
  }

  /** Opens `url?access_token=token` (with `headers`: an `origin`, say); a refused upgrade rejects with its status and body. */
  static async open(url: string, token: string, headers: Record<string, string> = {}): Promise<VoiceClient> {
    return new VoiceClient(await openSocket(`${url}?access_token=${encodeURIComponent(token)}`, headers));
  }

  /** The refusal an upgrade is answered with (fails when it opens). */
  static async refusal(url: string, token: string, headers: Record<string, string> = {}): Promise<UpgradeRefusal> {
    try {
      const client = await VoiceClient.open(url, token, headers);
      client.socket.close();
    } catch (error) {
      const refusal = (error as { refusal?: UpgradeRefusal }).refusal;
      if (refusal !== undefined) return refusal;
      throw error;
    }
    throw new Error('the connection opened');
  }

  send(message: unknown): void {
    this.socket.send(JSON.stringify(message));
  }

  /** The first message (after those already taken by `since`) that `matches`; rejects if the connection closes first. */
  async next(matches: (message: any) => boolean, since = 0): Promise<any> {
    for (;;) {
      const found = this.messages.slice(since).find(matches);
      if (found !== undefined) return found;
      if (this.socket.readyState === WebSocket.CLOSED) throw new Error(`closed before a matching message; got ${JSON.stringify(this.messages.slice(since))}`);
      await new Promise<void>((resolve) => this.waiters.push(resolve));
    }
  }

  /** Text the agent said (output transcriptions), in order. */
  get said(): string[] {
    return this.messages.flatMap((m) => (m.serverContent?.outputTranscription ? [(m.serverContent.outputTranscription.text as string).trim()] : []));
  }
}

/** A WebSocket once open; a refused upgrade rejects with its status and body (`refusal`). */
export function openSocket(url: string, headers: Record<string, string> = {}): Promise<WebSocket> {
  const socket = new WebSocket(url, { headers });
  return new Promise((resolve, reject) => {
    socket.once('open', () => resolve(socket));
    socket.once('unexpected-response', (_request, response) => {
      let text = '';
      response.on('data', (chunk: Buffer) => (text += chunk.toString()));
      response.on('end', () =>
        reject(
          Object.assign(new Error(`upgrade refused: ${response.statusCode}`), {
            refusal: refusalOf(response.statusCode ?? 0, text, response.headers['retry-after']),
          }),
        ),
      );
    });
    socket.once('error', reject);
  });
}

function refusalOf(status: number, text: string, retryAfter: string | undefined): UpgradeRefusal {
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // Not JSON: the test sees the text.
  }
  return { status, body, ...(retryAfter !== undefined && { retryAfter }) };
}

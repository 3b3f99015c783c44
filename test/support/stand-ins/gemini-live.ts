import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type RawData, type WebSocket } from 'ws';

const LIVE_PATH = '/ws/google.ai.generativelanguage.v1alpha.GenerativeService.BidiGenerateContentConstrained';
/** The method an API key opens (a server's own client: `key=`), in the SDK's default API version. */
const KEY_PATH = '/ws/google.ai.generativelanguage.v1beta.GenerativeService.BidiGenerateContent';
const INVALID_ARGUMENT = 'Request contains an invalid argument.';

/**
 * A loopback stand-in of the Gemini Live API's WebSocket (BidiGenerateContentConstrained, the
 * method ephemeral tokens open, and BidiGenerateContent with the API key, what a server's own
 * client opens), on the token stand-in's port. It takes only tokens the token stand-in issued,
 * each once, or the API key; checks the setup (model, AUDIO, the live tools' declarations)
 * and the microphone audio (base64 PCM16 at 16 kHz) as the real API does, closing with 1007
 * (or 1008 for another model) otherwise; answers `setupComplete`; and sends, on the test's
 * command, what the real API sends: audio with its transcription, tool calls, goAway,
 * resumption handles, closes. Server messages go as binary frames, as the real API's do.
 */
export class GeminiLiveStandIn {
  readonly sessions: LiveSessionStandIn[] = [];
  private readonly used = new Set<string>();
  private readonly wss = new WebSocketServer({ noServer: true });
  private waiters: Array<() => void> = [];

  constructor(
    server: Server,
    private readonly options: { readonly model: string; readonly issued: readonly string[]; readonly apiKey?: string },
  ) {
    server.on('upgrade', (request: IncomingMessage, socket: Duplex, head: Buffer) => this.upgrade(request, socket, head));
  }

  /** The `index`th session that completed its setup (0 the first), once it has. */
  async session(index: number): Promise<LiveSessionStandIn> {
    for (;;) {
      const ready = this.sessions.filter((s) => s.setup !== null);
      if (ready[index] !== undefined) return ready[index];
      await new Promise<void>((resolve) => this.waiters.push(resolve));
    }
  }

  /** Closes every connection (as the API would, going away) and stops taking new ones. */
  stop(): void {
    for (const session of this.sessions) session.socket.terminate();
    this.wss.close();
  }

  private upgrade(request: IncomingMessage, socket: Duplex, head: Buffer): void {
    // Not `new URL(target, base)`: a target starting `//` would be read as a host.
    const url = new URL(`http://stand-in.invalid${request.url ?? '/'}`);
    // The API's front end takes the SDK's doubled slash (`wss://host//ws/...`) as one.
    const path = url.pathname.replace(/\/{2,}/g, '/');
    let token: string;
    if (path === KEY_PATH) {
      token = url.searchParams.get('key') ?? '';
      if (this.options.apiKey === undefined || token !== this.options.apiKey)
        return refuse(socket, 400, 'INVALID_ARGUMENT', 'API key not valid. Please pass a valid API key.');
    } else if (path === LIVE_PATH) {
      token = url.searchParams.get('access_token') ?? '';
      if (!this.options.issued.includes(token)) return refuse(socket, 401, 'UNAUTHENTICATED', 'The access token is not valid.');
      if (this.used.has(token)) return refuse(socket, 401, 'UNAUTHENTICATED', 'The access token has already been used.');
      this.used.add(token);
    } else return refuse(socket, 404, 'NOT_FOUND', `no WebSocket method at ${url.pathname}`);
    this.wss.handleUpgrade(request, socket, head, (ws) => {
      const session = new LiveSessionStandIn(ws, `models/${this.options.model}`, token, () => {
        for (const wake of this.waiters.splice(0)) wake();
      });
      this.sessions.push(session);
    });
  }
}

function refuse(socket: Duplex, status: number, code: string, message: string): void {
  const body = JSON.stringify({ error: { code: status, message, status: code } });
  socket.end(`HTTP/1.1 ${status} ${code}\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`);
}

/** One connection to the stand-in, which the test drives. */
export class LiveSessionStandIn {
  /** The setup message, once received and accepted. */
  setup: any = null;
  /** Every client message after the setup, parsed. */
  readonly received: any[] = [];
  readonly closed: Promise<{ code: number; reason: string }>;
  private waiters: Array<() => void> = [];
  private nextCall = 0;

  constructor(
    readonly socket: WebSocket,
    private readonly model: string,
    readonly token: string,
    private readonly onSetup: () => void,
  ) {
    socket.on('message', (data) => this.receive(data));
    this.closed = new Promise((resolve) =>
      socket.on('close', (code, reason) => {
        resolve({ code, reason: reason.toString() });
        this.wake();
      }),
    );
  }

  /** Microphone audio received so far, in bytes of PCM. */
  get audioBytes(): number {
    return this.received.reduce((sum, m) => sum + (m.realtimeInput?.audio ? Buffer.from(m.realtimeInput.audio.data, 'base64').length : 0), 0);
  }

  /** The texts the client sent (realtime text and user turns). */
  get texts(): string[] {
    return this.received.flatMap((m) => [
      ...(typeof m.realtimeInput?.text === 'string' ? [m.realtimeInput.text] : []),
      ...(m.clientContent?.turns ?? []).flatMap((turn: any) => (turn.parts ?? []).map((part: any) => part.text)),
    ]);
  }

  /** The first client message that `matches` (waits for it); rejects once the connection closed without one. */
  async waitFor(matches: (message: any) => boolean): Promise<any> {
    for (;;) {
      const found = this.received.find(matches);
      if (found !== undefined) return found;
      if (this.socket.readyState >= this.socket.CLOSING)
        throw new Error(`closed without a matching message; got ${JSON.stringify(this.received).slice(0, 500)}`);
      await new Promise<void>((resolve) => this.waiters.push(resolve));
    }
  }

  send(message: unknown): void {
    this.socket.send(Buffer.from(JSON.stringify(message)), { binary: true });
  }

  /** A model turn: the words as an output transcription, 24 kHz audio (a tone per word), then turnComplete. */
  speak(text: string): void {
    this.send({ serverContent: { outputTranscription: { text } } });
    for (const _word of text.split(/\s+/))
      this.send({ serverContent: { modelTurn: { parts: [{ inlineData: { mimeType: 'audio/pcm;rate=24000', data: tone() } }] } } });
    this.send({ serverContent: { generationComplete: true } });
    this.send({ serverContent: { turnComplete: true } });
  }

  /** Sends a toolCall and waits for the client's functionResponses to each of its calls. */
  async toolCall(calls: ReadonlyArray<{ name: unknown; args?: unknown; id?: string }>): Promise<any[]> {
    const functionCalls = calls.map((call) => ({ id: call.id ?? `fc-${++this.nextCall}`, ...call }));
    this.send({ toolCall: { functionCalls } });
    const ids = new Set(functionCalls.map((call) => call.id));
    const responses: any[] = [];
    while (responses.length < ids.size) {
      const message = await this.waitFor((m) => m.toolResponse?.functionResponses?.some((r: any) => ids.has(r.id) && !responses.includes(r)));
      responses.push(...message.toolResponse.functionResponses.filter((r: any) => ids.has(r.id) && !responses.includes(r)));
    }
    return functionCalls.map((call) => responses.find((r) => r.id === call.id));
  }

  goAway(timeLeft = '5s'): void {
    this.send({ goAway: { timeLeft } });
  }

  resumptionUpdate(newHandle: string): void {
    this.send({ sessionResumptionUpdate: { newHandle, resumable: true } });
  }

  close(code: number, reason = ''): void {
    this.socket.close(code, reason);
  }

  private receive(data: RawData): void {
    let message: any;
    try {
      message = JSON.parse(data.toString());
    } catch {
      return this.close(1007, INVALID_ARGUMENT);
    }
    if (this.setup === null) {
      const problem = setupProblem(message?.setup, this.model);
      if (problem !== null) return this.close(problem.code, problem.reason);
      this.setup = message.setup;
      this.send({ setupComplete: {} });
      this.onSetup();
      return;
    }
    const audio = message?.realtimeInput?.audio;
    if (audio !== undefined && !validAudio(audio)) return this.close(1007, INVALID_ARGUMENT);
    if (message?.setup !== undefined) return this.close(1007, INVALID_ARGUMENT);
    this.received.push(message);
    this.wake();
  }

  private wake(): void {
    for (const wake of this.waiters.splice(0)) wake();
  }
}

/** What the real API checks of a setup: the model the token is for, audio out, well-formed function declarations. */
function setupProblem(setup: any, model: string): { code: number; reason: string } | null {
  if (typeof setup !== 'object' || setup === null) return { code: 1007, reason: INVALID_ARGUMENT };
  if (setup.model !== model) return { code: 1008, reason: `${String(setup.model)} is not found for API version v1alpha` };
  const modalities = setup.generationConfig?.responseModalities;
  if (!Array.isArray(modalities) || modalities.length !== 1 || modalities[0] !== 'AUDIO') return { code: 1007, reason: INVALID_ARGUMENT };
  const declarations = (setup.tools ?? []).flatMap((tool: any) => tool.functionDeclarations ?? []);
  const valid = declarations.every(
    (d: any) =>
      typeof d.name === 'string' && /^[A-Za-z_][A-Za-z0-9_]{0,63}$/.test(d.name) && typeof d.description === 'string' && d.parameters?.type === 'OBJECT',
  );
  return valid && declarations.length > 0 ? null : { code: 1007, reason: INVALID_ARGUMENT };
}

function validAudio(audio: any): boolean {
  if (audio?.mimeType !== 'audio/pcm;rate=16000' || typeof audio.data !== 'string') return false;
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(audio.data) || audio.data.length % 4 !== 0) return false;
  return Buffer.from(audio.data, 'base64').length % 2 === 0;
}

/** 100 ms of a 440 Hz tone, 16-bit PCM at 24 kHz, base64. */
function tone(): string {
  const samples = 2400;
  const bytes = Buffer.alloc(samples * 2);
  for (let i = 0; i < samples; i++) bytes.writeInt16LE(Math.round(6000 * Math.sin((2 * Math.PI * 440 * i) / 24_000)), i * 2);
  return bytes.toString('base64');
}

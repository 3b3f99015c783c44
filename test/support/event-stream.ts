/** A server-sent event as a reader gets it. */
export interface ServerSentEvent {
  readonly type: string;
  readonly data: any;
}

/**
 * A stream of server-sent events read as Edit Mode reads it: `fetch` with the `Authorization`
 * header and a streamed body, parsed frame by frame. `next` waits for the next event that
 * matches (each event is handed out once, in order).
 */
export class EventStreamReader {
  readonly events: ServerSentEvent[] = [];
  private taken = 0;
  private wake: (() => void) | null = null;
  private ended = false;

  private constructor(
    readonly status: number,
    readonly headers: Headers,
    private readonly controller: AbortController,
  ) {}

  static async open(url: string, headers: Record<string, string>): Promise<EventStreamReader> {
    const controller = new AbortController();
    const response = await fetch(url, { headers: { accept: 'text/event-stream', ...headers }, signal: controller.signal });
    const reader = new EventStreamReader(response.status, response.headers, controller);
    if (response.body !== null && response.status === 200) void reader.read(response.body);
    return reader;
  }

  /** The next event (of `type`, matching `where`) after those already taken; fails after `timeoutMs`. */
  async next(type: string, where: (data: any) => boolean = () => true, timeoutMs = 10_000): Promise<ServerSentEvent> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      while (this.taken < this.events.length) {
        const event = this.events[this.taken++]!;
        if (event.type === type && where(event.data)) return event;
      }
      if (this.ended) throw new Error(`the stream ended before a ${type} event: ${JSON.stringify(this.events)}`);
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`no ${type} event in time; got ${JSON.stringify(this.events.map((e) => e.type))}`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, Math.min(left, 200));
        this.wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
    }
  }

  /** Waits until `holds` is true of all the events received so far (`what` names it in the failure); fails after `timeoutMs`. */
  async until(holds: (events: readonly ServerSentEvent[]) => boolean, what: string, timeoutMs = 10_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (!holds(this.events)) {
      const left = deadline - Date.now();
      if (left <= 0 || this.ended) throw new Error(`${this.ended ? 'the stream ended' : 'not in time'}: ${what}; got ${JSON.stringify(this.events)}`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, Math.min(left, 200));
        this.wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
    }
  }

  /** Whether the server ended the stream. */
  get isEnded(): boolean {
    return this.ended;
  }

  close(): void {
    this.controller.abort();
  }

  private async read(body: ReadableStream<Uint8Array>): Promise<void> {
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for await (const chunk of body) {
        buffer += decoder.decode(chunk, { stream: true });
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          this.take(buffer.slice(0, end));
          buffer = buffer.slice(end + 2);
        }
      }
    } catch {
      // Aborted by close().
    } finally {
      this.ended = true;
      this.wake?.();
    }
  }

  private take(frame: string): void {
    const lines = frame.split('\n');
    const type = lines.find((line) => line.startsWith('event: '))?.slice('event: '.length);
    const data = lines.find((line) => line.startsWith('data: '))?.slice('data: '.length);
    if (type === undefined || data === undefined) return;
    this.events.push({ type, data: JSON.parse(data) });
    this.wake?.();
  }
}

import { ApiError } from '../../api.js';

/** Someone with the draft open, as the `presence` event lists them (one line per person, their tabs in `sessions`). */
export interface Editor {
  readonly user_id: string;
  readonly name: string;
  readonly since: string;
  readonly editing: boolean;
  readonly sessions: readonly string[];
}

/** One open stream of the draft (a person with two tabs has two). */
export interface Session {
  readonly session_id: string;
  readonly user_id: string;
  readonly name: string;
  readonly since: string;
  readonly editing: boolean;
}

/** What the draft's stream tells (docs/workflow.md#presence-and-take-over). */
export type DraftEvent =
  | { readonly type: 'presence'; readonly data: { readonly session_id: string; readonly editors: readonly Editor[]; readonly sessions: readonly Session[] } }
  | { readonly type: 'joined'; readonly data: { readonly session: Session } }
  | { readonly type: 'left'; readonly data: { readonly session_id: string; readonly user_id: string } }
  | {
      readonly type: 'saved';
      readonly data: { readonly revision: number; readonly by: { readonly user_id: string; readonly name: string }; readonly at: string };
    }
  | {
      readonly type: 'taken_over';
      readonly data: { readonly by: { readonly user_id: string; readonly name: string; readonly session_id: string | null }; readonly at: string };
    }
  | { readonly type: 'published'; readonly data: { readonly page_id: string; readonly at: string } };

export interface DraftEventsListener {
  event(event: DraftEvent): void;
  /** The stream is open (`live`), was lost and is being opened again (`reconnecting`), or was refused (`refused`: not tried again). */
  connection(state: 'live' | 'reconnecting' | 'refused', failure?: unknown): void;
}

/** Waits this long before opening a lost stream again, unless the service said otherwise (`retry:`). */
const DEFAULT_RETRY_MS = 3000;

/**
 * Reads a draft's server-sent events from `open` (a fetch with the Authorization header: see
 * workflow-api.ts) and hands each to the listener; a stream that ends or fails is opened again
 * after the service's `retry` wait, until `close`.
 */
export function readDraftEvents(open: (signal: AbortSignal) => Promise<ReadableStream<Uint8Array>>, listener: DraftEventsListener): { close(): void } {
  const abort = new AbortController();
  let retryMs = DEFAULT_RETRY_MS;

  async function readOnce(): Promise<void> {
    const reader = (await open(abort.signal)).getReader();
    listener.connection('live');
    const decoder = new TextDecoder();
    let buffered = '';
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      buffered += decoder.decode(value, { stream: true });
      // Events end with a blank line; what follows the last one waits for more.
      const frames = buffered.split(/\r?\n\r?\n/);
      buffered = frames.pop() ?? '';
      for (const frame of frames) dispatch(frame);
    }
  }

  function dispatch(frame: string): void {
    let type = 'message';
    const data: string[] = [];
    for (const line of frame.split(/\r?\n/)) {
      if (line.startsWith(':')) continue;
      const colon = line.indexOf(':');
      const field = colon === -1 ? line : line.slice(0, colon);
      const value = colon === -1 ? '' : line.slice(colon + 1).replace(/^ /, '');
      if (field === 'event') type = value;
      else if (field === 'data') data.push(value);
      else if (field === 'retry' && /^\d+$/.test(value)) retryMs = Number(value);
    }
    if (data.length === 0) return;
    try {
      listener.event({ type, data: JSON.parse(data.join('\n')) } as DraftEvent);
    } catch {
      // Not JSON: not one of the draft's events.
    }
  }

  void (async () => {
    while (!abort.signal.aborted) {
      try {
        await readOnce();
      } catch (failure) {
        // A refusal (the role, the draft gone) stays one; offline, dropped, busy: tried again below.
        if (failure instanceof ApiError && failure.status >= 400 && failure.status < 500 && failure.status !== 429) {
          listener.connection('refused', failure);
          return;
        }
      }
      if (abort.signal.aborted) return;
      listener.connection('reconnecting');
      await new Promise((resolve) => setTimeout(resolve, retryMs));
    }
  })();

  return { close: () => abort.abort() };
}

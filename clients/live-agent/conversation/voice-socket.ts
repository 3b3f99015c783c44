import type { VoiceConnection } from './api.js';
import { serverEvents, type ServerEvent } from './protocol.js';

export interface VoiceSocketHandlers {
  onEvent(event: ServerEvent): void;
  /** The connection ended: `opened` tells whether its setup had completed. */
  onClose(close: { readonly code: number; readonly reason: string; readonly opened: boolean }): void;
}

/**
 * One WebSocket to the voice AI, opened with a single-use token: sends the setup first, and
 * hands every server message (text or binary frames: the Live API sends binary) to its handler
 * as events, in order. After `detach()` it reports nothing more.
 */
export class VoiceSocket {
  private readonly socket: WebSocket;
  private attached = true;
  private opened = false;

  constructor(connection: VoiceConnection, token: string, setup: unknown, handlers: VoiceSocketHandlers) {
    const url = new URL(connection.url);
    url.searchParams.set('access_token', token);
    this.socket = new WebSocket(url.href);
    this.socket.binaryType = 'arraybuffer';
    this.socket.onopen = () => this.send(setup);
    this.socket.onmessage = (message: MessageEvent<string | ArrayBuffer>) => {
      if (!this.attached) return;
      const text = typeof message.data === 'string' ? message.data : new TextDecoder().decode(message.data);
      for (const event of serverEvents(text)) {
        if (event.kind === 'setupComplete') this.opened = true;
        // A handler may detach this socket (a goAway): the rest of the message is not for the next one.
        if (this.attached) handlers.onEvent(event);
      }
    };
    this.socket.onclose = (close) => {
      if (this.attached) handlers.onClose({ code: close.code, reason: close.reason, opened: this.opened });
      this.attached = false;
    };
  }

  send(message: unknown): void {
    if (this.socket.readyState === WebSocket.OPEN) this.socket.send(JSON.stringify(message));
  }

  /** Stops reporting, and closes the connection normally. */
  detach(): void {
    this.attached = false;
    if (this.socket.readyState === WebSocket.OPEN || this.socket.readyState === WebSocket.CONNECTING) this.socket.close(1000, 'Client closed');
  }
}

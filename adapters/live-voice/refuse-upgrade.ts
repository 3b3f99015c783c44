import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';

/** Answers an upgrade request with a plain HTTP error, as every other route does: `{ "error": ... }`. */
export function refuseUpgrade(socket: Duplex, status: number, message: string): void {
  const body = JSON.stringify({ error: message });
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? 'Error'}\r\nContent-Type: application/json; charset=utf-8\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\nCache-Control: no-store\r\nConnection: close\r\n\r\n${body}`,
  );
}

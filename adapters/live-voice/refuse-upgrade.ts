import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';

/** Answers an upgrade request with a plain HTTP error, as every other route does: `{ "error": ... }` (and `headers`, such as `Retry-After`). */
export function refuseUpgrade(socket: Duplex, status: number, message: string, headers: Readonly<Record<string, string>> = {}): void {
  const body = JSON.stringify({ error: message });
  const extra = Object.entries(headers)
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('');
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? 'Error'}\r\nContent-Type: application/json; charset=utf-8\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\nCache-Control: no-store\r\nX-Content-Type-Options: nosniff\r\n${extra}Connection: close\r\n\r\n${body}`,
  );
}

import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import type { HttpError } from '../http/error-mapping.js';

/** Answers an upgrade request with a plain HTTP error, as every other route does: `{ "error": ... }`, with its headers (`Retry-After`, ...). */
export function refuseUpgrade(socket: Duplex, { status, body, headers = {} }: HttpError): void {
  const text = JSON.stringify(body);
  const extra = Object.entries(headers)
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('');
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? 'Error'}\r\nContent-Type: application/json; charset=utf-8\r\n` +
      `Content-Length: ${Buffer.byteLength(text)}\r\nCache-Control: no-store\r\nX-Content-Type-Options: nosniff\r\n${extra}Connection: close\r\n\r\n${text}`,
  );
}

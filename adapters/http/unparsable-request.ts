import type { Duplex } from 'node:stream';

/** Node's parser errors (llhttp codes), and the status and message each is answered with. */
const ANSWERS: Readonly<Record<string, readonly [status: number, reason: string, message: string]>> = {
  HPE_HEADER_OVERFLOW: [431, 'Request Header Fields Too Large', 'Request header fields too large'],
  HPE_CHUNK_EXTENSIONS_OVERFLOW: [413, 'Payload Too Large', 'Chunk extensions too large'],
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'Request Timeout', 'Request timeout: the request was not received in time'],
};
const BAD_REQUEST = [400, 'Bad Request', 'Bad request: the request could not be parsed'] as const;

/**
 * The server's `clientError` listener: a request Node cannot parse (a malformed request line or
 * header, headers over the limit, a request not received in time) never reaches Koa, and Node
 * would answer it with a bare status line. It gets the JSON `{ error }` of every other error
 * instead, then the connection closes, as Node's own answer does. Nothing is answered once a
 * response has started, or on a connection the client already closed.
 */
export function answerUnparsableRequest(error: Error & { code?: string }, socket: Duplex & { bytesWritten?: number }): void {
  if (socket.writable && (socket.bytesWritten ?? 0) === 0) {
    const [status, reason, message] = ANSWERS[error.code ?? ''] ?? BAD_REQUEST;
    const body = JSON.stringify({ error: message });
    socket.write(
      `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nX-Content-Type-Options: nosniff\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}

import type { IncomingMessage } from 'node:http';
import type { Context } from 'koa';

/** At most this much of a body nobody reads is received and dropped so that its answer arrives. */
const LINGER_MAX_BYTES = 32 * 1024 * 1024;
/** And for at most this long: a client that stalls has its connection cut. */
const LINGER_MAX_MS = 10_000;

/**
 * Whether the answer is given while the client is still sending a body nobody will read, on a
 * connection that closes after it (a 413 closes it, and so does a client's `Connection:
 * close`; on a connection kept alive, Node reads the rest of the body itself).
 */
export function answersBeforeTheBody(ctx: Context): boolean {
  if (ctx.req.complete || ctx.respond === false) return false;
  return String(ctx.response.get('connection') ?? '').toLowerCase() === 'close' || !ctx.res.shouldKeepAlive;
}

/**
 * Sends the answer, then receives and drops the rest of the request body before the connection
 * closes, as nginx's lingering close does. Closing a socket while the client's bytes still
 * arrive makes the kernel reset the connection, and a client that sends its whole body before
 * reading (most uploads) loses the answer with it: it sees the connection drop and nothing
 * else. Only an answer Koa would send in one piece (JSON, text, bytes) is sent this way, and a
 * body declared far larger than the bound is not waited for (it could not arrive in time).
 */
export async function answerThenLinger(ctx: Context): Promise<void> {
  const { body } = ctx;
  const declared = ctx.request.length;
  if (declared !== undefined && declared > LINGER_MAX_BYTES) return;
  let payload: Buffer;
  if (typeof body === 'string') payload = Buffer.from(body);
  else if (Buffer.isBuffer(body)) payload = body;
  else if (typeof body === 'object' && body !== null && typeof (body as { pipe?: unknown }).pipe !== 'function') payload = Buffer.from(JSON.stringify(body));
  else return;
  ctx.respond = false;
  const { res } = ctx;
  res.statusCode = ctx.status;
  res.setHeader('content-length', payload.length);
  // The whole answer, its length declared: the client can read it while it still sends.
  res.write(payload);
  await dropRestOf(ctx.req);
  if (!res.destroyed) res.end();
}

/** Reads the request to its end and drops what it reads; past the bounds the connection is cut. */
function dropRestOf(req: IncomingMessage): Promise<void> {
  return new Promise((resolve) => {
    let dropped = 0;
    const done = () => {
      clearTimeout(timer);
      req.off('readable', drop).off('end', done).off('close', done).off('error', done);
      resolve();
    };
    const cut = () => {
      req.socket.destroy();
      done();
    };
    // `read()` rather than `resume()`: whoever stopped reading may have left a 'readable' listener, which makes resume() do nothing.
    function drop(): void {
      for (let chunk: Buffer | null = req.read(); chunk !== null; chunk = req.read()) {
        dropped += chunk.length;
        if (dropped > LINGER_MAX_BYTES) return cut();
      }
    }
    const timer = setTimeout(cut, LINGER_MAX_MS);
    timer.unref();
    req.on('readable', drop).once('end', done).once('close', done).once('error', done);
    drop();
  });
}

// The baseline: a bare Koa app with one JSON route, nothing else. Every figure of the
// benchmark is reported as a ratio of this one, measured in the same run on the same machine.
import Koa from 'koa';

const app = new Koa();
// A scenario that answers bytes rather than JSON (an image) is compared with this app sending
// the same bytes from memory: `PUT /bytes` keeps them, `GET /bytes` answers them. The load
// generator's own cost grows with what it reads, so only such a pair says what the service adds.
let bytes = { type: 'application/octet-stream', body: Buffer.alloc(0) };
app.use(async (ctx) => {
  if (ctx.path !== '/bytes') {
    ctx.body = { status: 'ok' };
    return;
  }
  if (ctx.method === 'PUT') {
    const chunks = [];
    for await (const chunk of ctx.req) chunks.push(chunk);
    bytes = { type: ctx.get('content-type') || bytes.type, body: Buffer.concat(chunks) };
    ctx.status = 204;
    return;
  }
  ctx.type = bytes.type;
  ctx.body = bytes.body;
});
const server = app.listen(Number(process.env.PORT ?? 0), '127.0.0.1', () => {
  process.stdout.write(`${JSON.stringify({ port: server.address().port })}\n`);
});

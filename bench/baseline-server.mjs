// The baseline: a bare Koa app, nothing else. Every figure of the benchmark is reported as a
// ratio of this one, measured in the same run on the same machine.
import Koa from 'koa';

const app = new Koa();
// A scenario that answers bytes rather than JSON (an image, a page) is compared with this app
// sending the same bytes from memory: `PUT /bytes/<name>` keeps them, `GET /bytes/<name>`
// answers them. The load generator's own cost grows with what it reads, so only such a pair
// says what the service adds.
const byName = new Map();
const BYTES = /^\/bytes\/([\w-]+)$/;
const readBody = async (req) => {
  const chunks = [];
  for await (const chunk of req) chunks.push(chunk);
  return Buffer.concat(chunks);
};
app.use(async (ctx) => {
  // `POST /json`: a JSON body read and parsed, a small JSON answer (what an autosave is compared with).
  if (ctx.method === 'POST' && ctx.path === '/json') {
    const body = JSON.parse((await readBody(ctx.req)).toString('utf8'));
    ctx.body = { ok: typeof body === 'object' };
    return;
  }
  const named = BYTES.exec(ctx.path);
  if (named === null) {
    ctx.body = { status: 'ok' };
    return;
  }
  if (ctx.method === 'PUT') {
    byName.set(named[1], { type: ctx.get('content-type') || 'application/octet-stream', body: await readBody(ctx.req) });
    ctx.status = 204;
    return;
  }
  const bytes = byName.get(named[1]);
  if (bytes === undefined) return;
  ctx.type = bytes.type;
  ctx.body = bytes.body;
});
const server = app.listen(Number(process.env.PORT ?? 0), '127.0.0.1', () => {
  process.stdout.write(`${JSON.stringify({ port: server.address().port })}\n`);
});

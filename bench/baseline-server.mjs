// The baseline: a bare Koa app with one JSON route, nothing else. Every figure of the
// benchmark is reported as a ratio of this one, measured in the same run on the same machine.
import Koa from 'koa';

const app = new Koa();
app.use((ctx) => {
  ctx.body = { status: 'ok' };
});
const server = app.listen(Number(process.env.PORT ?? 0), '127.0.0.1', () => {
  process.stdout.write(`${JSON.stringify({ port: server.address().port })}\n`);
});

import Router from '@koa/router';
import Koa from 'koa';
import Database from 'better-sqlite3';
const mode = process.env.MODE;
const db = new Database(process.env.EXCL ? '/tmp/bdx.sqlite' : '/tmp/bd/content-service.sqlite'); if (process.env.EXCL) db.pragma('locking_mode = EXCLUSIVE'); if (process.env.MMAP) db.pragma('mmap_size = 268435456'); if (process.env.NOSYNC) db.pragma('synchronous = NORMAL');
db.pragma('journal_mode = WAL');
const stmt = db.prepare(`SELECT p.*, m.role AS m_role FROM projects p LEFT JOIN memberships m ON m.project_id = p.id AND m.user_id = ? WHERE p.id = ?`);
const app = new Koa();
const router = new Router();
const small = { status: 'ok' };
router.get('/api/projects/:id', (ctx) => {
  if (mode === 'sql') stmt.get('bench', ctx.params.id);
  if (mode === 'sql2') { stmt.get('bench', ctx.params.id); stmt.get('bench', ctx.params.id); }
  ctx.body = small;
});
app.use(router.routes());
const s = app.listen(3229, '127.0.0.1'); process.on('SIGINT', () => { s.close(); process.exit(0); });

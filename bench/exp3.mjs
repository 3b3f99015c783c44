import Router from '@koa/router';
import Koa from 'koa';
const mode = process.env.MODE;
const app = new Koa();
const router = new Router();
const sample = {"id":"0mwpzsznt791373c13b4c7750","name":"b","default_language":"en","plan":"trial","trial_ends_at":"2026-12-05T05:56:06.659Z","modules":{"voice":false,"onboarding":false},"settings":{"site":{"live_agent_placement":"none","live_agent_slug":null},"live_agent":{"greeting":"","voice":"Puck","manager_phone":null}},"created_at":"2026-11-21T05:56:06.659Z"};
if (mode === 'bare-small') app.use((ctx) => { ctx.body = { status: 'ok' }; });
if (mode === 'bare-big') app.use((ctx) => { ctx.body = sample; });
if (mode === 'router-small') { router.get('/api/projects/:id', (ctx) => { ctx.body = { status: 'ok' }; }); app.use(router.routes()); }
if (mode === 'router-big') { router.get('/api/projects/:id', (ctx) => { ctx.body = sample; }); app.use(router.routes()); }
const s = app.listen(3226, '127.0.0.1'); process.on('SIGINT', () => { s.close(); process.exit(0); });

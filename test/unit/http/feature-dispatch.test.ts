import Router from '@koa/router';
import { expect } from 'chai';
import Koa from 'koa';
import type { AddressInfo } from 'node:net';
import { FeatureDispatch } from '../../../adapters/http/feature-dispatch.js';

/** Dispatch by path must never hide a route: every path reaches the router that can answer it. */
describe('FeatureDispatch', () => {
  const answer = (name: string) => (ctx: Koa.Context) => {
    ctx.body = { by: name, params: ctx.params };
  };

  async function serve(routers: Router[]) {
    const app = new Koa();
    app.use(new FeatureDispatch(routers).middleware());
    const server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const call = async (method: string, path: string) => {
      const response = await fetch(`${base}${path}`, { method });
      const text = await response.text();
      const body = response.headers.get("content-type")?.includes("json") ? JSON.parse(text) : text;
      return { status: response.status, body, allow: response.headers.get("allow") };
    };
    return { call, close: () => new Promise((resolve) => server.close(resolve)) };
  }

  it('hands each path to the feature whose route matches, literals and params alike', async () => {
    const projects = new Router();
    projects.get('/api/projects', answer('projects-list'));
    projects.get('/api/projects/:id', answer('project'));
    projects.patch('/api/projects/:id/settings/live-agent', answer('live-agent'));
    const pages = new Router();
    pages.get('/api/projects/:id/pages/:page_id', answer('page'));
    pages.patch('/api/projects/:id/settings/site', answer('site'));
    const health = new Router();
    health.get('/healthz', answer('health'));
    const { call, close } = await serve([projects, pages, health]);
    try {
      expect((await call('GET', '/api/projects')).body.by).to.equal('projects-list');
      expect((await call('GET', '/api/projects/p1')).body).to.deep.equal({ by: 'project', params: { id: 'p1' } });
      expect((await call('GET', '/api/projects/p1/pages/x')).body).to.deep.equal({ by: 'page', params: { id: 'p1', page_id: 'x' } });
      expect((await call('PATCH', '/api/projects/p1/settings/site')).body.by).to.equal('site');
      expect((await call('PATCH', '/api/projects/p1/settings/live-agent')).body.by).to.equal('live-agent');
      expect((await call('GET', '/healthz')).body.by).to.equal('health');
      expect((await call('GET', '/api/projects/pages/pages/pages')).body.by).to.equal('page');
    } finally {
      await close();
    }
  });

  it('hands a path only to the routers with a route of that exact shape', async () => {
    const projects = new Router();
    projects.get('/api/projects/:id', answer('project'));
    const drafts = new Router();
    let draftsConsulted = 0;
    drafts.use((_ctx, next) => {
      draftsConsulted += 1;
      return next();
    });
    drafts.get('/api/projects/:id/docs/edit/:draftId/versions/:versionId', answer('version'));
    const { call, close } = await serve([projects, drafts]);
    try {
      expect((await call('GET', '/api/projects/p1')).body.by).to.equal('project');
      expect(draftsConsulted).to.equal(0);
      expect((await call('GET', '/api/projects/p1/docs/edit/d1/versions/v1')).body).to.deep.equal({
        by: 'version',
        params: { id: 'p1', draftId: 'd1', versionId: 'v1' },
      });
    } finally {
      await close();
    }
  });

  it('leaves unknown paths alone and answers a wrong method with 405 and Allow', async () => {
    const projects = new Router();
    projects.get('/api/projects/:id', answer('project'));
    projects.delete('/api/projects/:id', answer('delete'));
    const { call, close } = await serve([projects]);
    try {
      expect((await call('GET', '/nowhere')).status).to.equal(404);
      expect((await call('GET', '/api/projects/p1/deeper/still')).status).to.equal(404);
      const wrong = await call('PUT', '/api/projects/p1');
      expect(wrong.status).to.equal(405);
      expect(wrong.allow).to.include('GET').and.include('DELETE');
    } finally {
      await close();
    }
  });
});

import { expect } from 'chai';
import { request as httpRequest } from 'node:http';
import { ProjectRepository } from '../../../application/projects/ports.js';
import { SqliteProjectRepository } from '../../../infrastructure/sqlite/projects/project-repository.js';
import { TestApp } from '../../support/test-app.js';

/** The HTTP conventions every endpoint shares: JSON errors, limits, request ids, health. */
describe('HTTP conventions', () => {
  let app: TestApp;
  before(async () => {
    app = await TestApp.start();
  });
  after(() => app.stop());

  const projectCount = async (user: string) => (await app.request('GET', '/api/projects', { as: user })).body.projects.length;

  it('answers unknown routes with 404 JSON and wrong methods with 405 JSON', async () => {
    const missing = await app.request('GET', '/api/nothing-here');
    expect(missing.status).to.equal(404);
    expect(missing.body).to.deep.equal({ error: 'Not found' });
    const wrong = await app.request('PUT', '/api/projects', { as: 'alice', body: {} });
    expect(wrong.status).to.equal(405);
    expect(wrong.body).to.deep.equal({ error: 'Method not allowed' });
    expect(wrong.headers.get('allow')).to.include('POST');
  });

  it('answers malformed JSON with 400 and changes nothing', async () => {
    const response = await app.request('POST', '/api/projects', { as: 'json-user', body: '{"name": "x",' });
    expect(response.status).to.equal(400);
    expect(response.body).to.deep.equal({ error: 'Malformed JSON body' });
    expect(await projectCount('json-user')).to.equal(0);
  });

  it('answers a body with a __proto__ key, however escaped, as malformed JSON, and changes nothing', async () => {
    for (const key of ['__proto__', '\\u005f_proto__', '__pr\\u006fto__']) {
      const response = await app.request('POST', '/api/projects', { as: 'proto-user', body: `{"name":"x","nested":{"${key}":{"polluted":true}}}` });
      expect([response.status, response.body], key).to.deep.equal([400, { error: 'Malformed JSON body' }]);
    }
    expect(await projectCount('proto-user')).to.equal(0);
    // The same letters as a value, or in a longer key, are nothing special.
    const fine = await app.request('POST', '/api/projects', { as: 'proto-user', body: '{"name":"__proto__","x":{"__proto__x":1}}' });
    expect([fine.status, fine.body.name]).to.deep.equal([201, '__proto__']);
  });

  it('answers a JSON body that is not an object with 400', async () => {
    const response = await app.request('POST', '/api/projects', { as: 'json-user', body: '"just a string"' });
    expect(response.status).to.equal(400);
  });

  it('answers a body over 1 MB with 413 before the handler runs', async () => {
    const big = JSON.stringify({ name: 'x'.repeat(1024 * 1024) });
    const response = await app.request('POST', '/api/projects', { as: 'big-user', body: big });
    expect(response.status).to.equal(413);
    expect(response.body).to.deep.equal({ error: 'Payload too large' });
    expect(await projectCount('big-user')).to.equal(0);
  });

  it('answers a chunked body over 1 MB with 413 too', async () => {
    const token = await app.token('chunk-user');
    const status = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = httpRequest(`${app.url}/api/projects`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'transfer-encoding': 'chunked' },
      });
      req.on('response', (res) => {
        let body = '';
        res.on('data', (chunk) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      });
      req.on('error', reject);
      req.write('{"name":"');
      for (let i = 0; i < 17; i += 1) req.write('y'.repeat(64 * 1024));
      req.end('"}');
    });
    expect(status.status).to.equal(413);
    expect(JSON.parse(status.body)).to.deep.equal({ error: 'Payload too large' });
    expect(await projectCount('chunk-user')).to.equal(0);
  });

  it('answers a non-JSON body with 415', async () => {
    const response = await app.request('POST', '/api/projects', {
      as: 'alice',
      body: 'name=x',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(response.status).to.equal(415);
    expect(response.body.error).to.match(/application\/json/);
  });

  it('reads every JSON media type: PATCH with application/merge-patch+json changes the project', async () => {
    const projectId = await app.createProject('patcher');
    const name = async () => (await app.request('GET', `/api/projects/${projectId}`, { as: 'patcher' })).body.name;
    for (const [type, value] of [
      ['application/merge-patch+json', 'Merged'],
      ['application/json; charset=utf-8', 'With charset'],
      ['application/vnd.api+json', 'Vendor type'],
    ]) {
      const response = await app.request('PATCH', `/api/projects/${projectId}`, { as: 'patcher', body: { name: value }, headers: { 'content-type': type! } });
      expect([response.status, response.body.name], type).to.deep.equal([200, value]);
      expect(await name(), type).to.equal(value);
    }
  });

  it('answers 415 to a PATCH whose body is not JSON, changing nothing', async () => {
    const projectId = await app.createProject('patcher');
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'application/xml']) {
      const response = await app.request('PATCH', `/api/projects/${projectId}`, {
        as: 'patcher',
        body: JSON.stringify({ name: 'Ignored' }),
        headers: { 'content-type': type },
      });
      expect([response.status, response.body], type).to.deep.equal([415, { error: 'Unsupported media type: send application/json' }]);
    }
    expect((await app.request('GET', `/api/projects/${projectId}`, { as: 'patcher' })).body.name).to.equal('Test project');
  });

  it('echoes a sane x-request-id and makes one up otherwise', async () => {
    const echoed = await app.request('GET', '/healthz', { headers: { 'x-request-id': 'abc-123' } });
    expect(echoed.headers.get('x-request-id')).to.equal('abc-123');
    const generated = await app.request('GET', '/healthz', { headers: { 'x-request-id': 'bad id with spaces' } });
    expect(generated.headers.get('x-request-id')).to.match(/^[0-9a-f-]{36}$/);
    const error = await app.request('GET', '/nope');
    expect(error.headers.get('x-request-id')).to.be.a('string');
  });

  it('serves /healthz and /readyz without authentication', async () => {
    expect((await app.request('GET', '/healthz')).body).to.deep.equal({ status: 'ok' });
    expect((await app.request('GET', '/readyz')).body).to.deep.equal({ status: 'ready' });
  });
});

describe('HTTP unexpected failures', () => {
  it('answers 500 with an opaque JSON body, never a stack trace', async () => {
    class BrokenProjects extends SqliteProjectRepository {
      override async listForUser(): Promise<never> {
        throw new Error('database exploded at /secret/path.ts:42');
      }
    }
    const app = await TestApp.start();
    try {
      const storage = app.running.composition.storage;
      if (storage.kind !== 'sqlite') throw new Error('this test runs on SQLite');
      app.running.composition.container.rebind(ProjectRepository).toConstantValue(new BrokenProjects(storage.db));
      const response = await app.request('GET', '/api/projects', { as: 'alice' });
      expect(response.status).to.equal(500);
      expect(response.body).to.deep.equal({ error: 'Internal server error' });
    } finally {
      await app.stop();
    }
  });
});

describe('HTTP readiness', () => {
  it('answers /readyz 503 when the store is gone', async () => {
    const app = await TestApp.start();
    try {
      const storage = app.running.composition.storage;
      if (storage.kind === 'sqlite') storage.db.close();
      const response = await app.request('GET', '/readyz');
      expect(response.status).to.equal(503);
      expect(response.body).to.deep.equal({ error: 'Storage unavailable' });
      expect((await app.request('GET', '/healthz')).status).to.equal(200);
    } finally {
      await app.running.server.close();
    }
  });
});

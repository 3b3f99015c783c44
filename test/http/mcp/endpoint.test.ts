import { expect } from 'chai';
import { TestApp } from '../../support/test-app.js';
import { createKey } from '../api-keys/support.js';
import { keyHeaders, rpc } from './support.js';

const listTools = { jsonrpc: '2.0', id: 1, method: 'tools/list' };

/** `POST /mcp` as plain HTTP: methods, Origin, body limit, the 2025-era wire, the rate limits. */
describe('HTTP /mcp endpoint', () => {
  let app: TestApp;
  let projectId: string;
  let key: string;
  let ip = 0;
  /** Each test counts its limits on an address of its own (TRUST_PROXY=1: the last X-Forwarded-For entry). */
  let from: Record<string, string>;
  const auth = () => ({ ...keyHeaders(key, projectId), ...from });

  before(async () => {
    app = await TestApp.start({ env: { TRUST_PROXY: '1', AUTH_FAILURE_LIMIT: '10' } });
    projectId = await app.createProject('alice');
    key = (await createKey(app, projectId, 'alice', 'member')).key;
  });
  beforeEach(() => {
    ip += 1;
    from = { 'x-forwarded-for': `203.0.113.${ip}` };
  });
  after(() => app.stop());

  it('answers GET and DELETE with 405, Allow: POST, as JSON', async () => {
    for (const method of ['GET', 'DELETE']) {
      const response = await app.request(method, '/mcp', { headers: auth() });
      expect(response.status, method).to.equal(405);
      expect(response.headers.get('allow')).to.equal('POST');
      expect(response.body).to.deep.equal({ error: 'Method not allowed' });
    }
  });

  it("refuses a foreign Origin with 403 before authentication; accepts this service's own, or none", async () => {
    const foreign = await rpc(app, listTools, { origin: 'https://evil.example', ...from });
    expect(foreign).to.deep.include({ status: 403, body: { error: 'Origin not allowed' } });
    const own = await rpc(app, listTools, { origin: new URL(app.config.publicBaseUrl).origin, ...auth() });
    expect(own.status).to.equal(200);
    expect((await rpc(app, listTools, auth())).status).to.equal(200);
  });

  it('needs a credential (401), and takes at most 1 MB of body (413)', async () => {
    expect(await rpc(app, listTools, from)).to.deep.include({ status: 401, body: { error: 'Authentication required' } });
    const huge = { ...listTools, params: { padding: 'x'.repeat(1024 * 1024) } };
    expect((await rpc(app, huge, auth())).status).to.equal(413);
  });

  it('speaks 2025-06-18 statelessly with JSON answers: initialize, then tools/call with no session', async () => {
    const init = await rpc(
      app,
      { jsonrpc: '2.0', id: 1, method: 'initialize', params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'curl', version: '1' } } },
      auth(),
    );
    expect(init.status).to.equal(200);
    expect(init.headers.get('content-type')).to.match(/^application\/json/);
    expect(init.headers.get('mcp-session-id')).to.equal(null);
    expect(init.headers.get('x-request-id')).to.be.a('string');
    expect(init.body.result).to.deep.include({ protocolVersion: '2025-06-18', serverInfo: { name: 'content-service', version: '0.1.0' } });

    const call = await rpc(app, { jsonrpc: '2.0', id: 2, method: 'tools/call', params: { name: 'list_projects', arguments: {} } }, auth());
    expect(call.status).to.equal(200);
    expect(JSON.parse(call.body.result.content[0].text).projects.map((p: { id: string }) => p.id)).to.deep.equal([projectId]);

    const notification = await rpc(app, { jsonrpc: '2.0', method: 'notifications/initialized' }, auth());
    expect(notification.status).to.equal(202);
  });

  it('follows the 2025 Streamable HTTP rules: 406 without both media types in Accept, batches, bad versions, bad messages', async () => {
    const notAcceptable = await rpc(app, listTools, { ...auth(), accept: 'application/json' });
    expect(notAcceptable.status).to.equal(406);
    expect(notAcceptable.body.error).to.deep.equal({ code: -32000, message: 'Not Acceptable: Client must accept both application/json and text/event-stream' });

    const batch = await rpc(app, [listTools, { jsonrpc: '2.0', id: 'b', method: 'ping' }, { jsonrpc: '2.0', method: 'notifications/initialized' }], auth());
    expect(batch.status).to.equal(200);
    expect(batch.body.map((answer: { id: unknown }) => answer.id)).to.deep.equal([1, 'b']);
    expect(batch.body[1]).to.deep.equal({ jsonrpc: '2.0', id: 'b', result: {} });

    // Two requests sharing an id could not be told apart in the answer: the batch is refused, nothing runs.
    const sameId = await rpc(app, [listTools, { jsonrpc: '2.0', id: 1, method: 'ping' }, { jsonrpc: '2.0', id: 'b', method: 'ping' }], auth());
    expect(sameId.status).to.equal(400);
    expect(sameId.body).to.deep.equal({
      jsonrpc: '2.0',
      id: null,
      error: { code: -32600, message: 'Invalid Request: two requests of the batch share the id 1' },
    });
    const distinctTypes = await rpc(app, [listTools, { jsonrpc: '2.0', id: '1', method: 'ping' }], auth());
    expect(distinctTypes.body.map((answer: { id: unknown }) => answer.id)).to.deep.equal([1, '1']);
    expect(distinctTypes.body[1]).to.deep.equal({ jsonrpc: '2.0', id: '1', result: {} });

    const version = await rpc(app, listTools, { ...auth(), 'mcp-protocol-version': '1999-01-01' });
    expect(version.status).to.equal(400);
    expect(version.body.error.message).to.match(/^Bad Request: Unsupported protocol version: 1999-01-01 \(supported versions: 2025-11-25, 2025-06-18/);

    const twoInits = await rpc(
      app,
      [
        { jsonrpc: '2.0', id: 1, method: 'initialize', params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'x', version: '1' } } },
        listTools,
      ],
      auth(),
    );
    expect(twoInits.body.error).to.deep.equal({ code: -32600, message: 'Invalid Request: Only one initialization request is allowed' });

    const unknownMethod = await rpc(app, { jsonrpc: '2.0', id: 9, method: 'sampling/createMessage' }, auth());
    expect(unknownMethod.body).to.deep.include({ id: 9, error: { code: -32601, message: 'Method not found' } });

    for (const body of [{ hello: 'world' }, [{ jsonrpc: '2.0', id: 1 }], 'text']) {
      const response = await rpc(app, body, auth());
      expect(response.status, JSON.stringify(body)).to.be.within(400, 499);
    }
  });

  describe('rate limit: 60 requests in any 60-second window per IP', () => {
    it('refuses the 61st request inside 60 s (429, Retry-After), and admits one exactly when the oldest leaves', async () => {
      app.clock.set('2026-03-01T10:00:00.000Z');
      for (let i = 0; i < 60; i += 1) {
        expect((await rpc(app, listTools, auth())).status, `request ${i + 1}`).to.equal(200);
        if (i < 59) app.clock.advance(1_000);
      }
      // 10:00:59: the first of the 60 (10:00:00) leaves the window at 10:01:00.
      const limited = await rpc(app, listTools, auth());
      expect(limited).to.deep.include({ status: 429, body: { error: 'Too many requests' } });
      expect(limited.headers.get('retry-after')).to.equal('1');
      app.clock.advance(999);
      expect((await rpc(app, listTools, auth())).headers.get('retry-after')).to.equal('1');
      app.clock.advance(1);
      expect((await rpc(app, listTools, auth())).status).to.equal(200);
      const next = await rpc(app, listTools, auth());
      expect(next.status).to.equal(429);
      expect(next.headers.get('retry-after')).to.equal('1'); // the second one (10:00:01) leaves at 10:01:01
    });

    it('caps a burst at the end of one minute and the start of the next at 60 (no double burst)', async () => {
      app.clock.set('2026-03-01T11:00:59.000Z');
      const burst = async () => {
        const statuses = await Promise.all(Array.from({ length: 60 }, () => rpc(app, listTools, auth()).then((r) => r.status)));
        return statuses.filter((s) => s === 200).length;
      };
      expect(await burst()).to.equal(60);
      app.clock.set('2026-03-01T11:01:00.500Z');
      expect(await burst()).to.equal(0);
      const limited = await rpc(app, listTools, auth());
      expect(limited.headers.get('retry-after')).to.equal('59');
      app.clock.set('2026-03-01T11:01:59.000Z');
      expect((await rpc(app, listTools, auth())).status).to.equal(200);
    });

    it('counts per client IP (X-Forwarded-For as TRUST_PROXY says), so another address is unaffected', async () => {
      app.clock.set('2026-03-01T12:00:00.000Z');
      for (let i = 0; i < 60; i += 1) await rpc(app, listTools, auth());
      expect((await rpc(app, listTools, auth())).status).to.equal(429);
      expect((await rpc(app, listTools, { ...auth(), 'x-forwarded-for': '198.51.100.7' })).status).to.equal(200);
      // The client's own leftmost entries are not trusted: only the last hop is the address.
      expect((await rpc(app, listTools, { ...auth(), 'x-forwarded-for': `198.51.100.9, ${from['x-forwarded-for']}` })).status).to.equal(429);
    });
  });

  it('turns the 11th 401 within a minute into 429, even for a good key, until the minute has passed', async () => {
    app.clock.set('2026-03-01T13:00:00.000Z');
    for (let i = 0; i < 10; i += 1) {
      expect((await rpc(app, listTools, { ...keyHeaders(`csk_${'x'.repeat(55)}`, projectId), ...from })).status).to.equal(401);
    }
    const limited = await rpc(app, listTools, auth());
    expect(limited).to.deep.include({ status: 429, body: { error: 'Too many failed authentication attempts' } });
    expect(limited.headers.get('retry-after')).to.equal('60');
    app.clock.advance(60_000);
    expect((await rpc(app, listTools, auth())).status).to.equal(200);
  });
});

import { expect } from 'chai';
import { connect } from 'node:net';
import { TestApp } from '../../support/test-app.js';

/** Sends `request` as written on a fresh connection and answers everything the server sent back. */
function rawExchange(url: string, request: string): Promise<string> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => socket.end(request));
    let answer = '';
    socket.setEncoding('latin1');
    socket.on('data', (chunk: string) => (answer += chunk));
    socket.on('error', reject);
    socket.on('close', () => resolve(answer));
  });
}

/** A raw HTTP answer split into its status, headers and body. */
function parsed(answer: string): { status: number; type: string | undefined; nosniff: boolean; body: unknown } {
  const [head = '', body = ''] = answer.split('\r\n\r\n');
  const [statusLine = '', ...headerLines] = head.split('\r\n');
  const type = headerLines.find((line) => /^content-type:/i.test(line))?.replace(/^content-type:\s*/i, '');
  const nosniff = headerLines.some((line) => /^x-content-type-options:\s*nosniff$/i.test(line));
  return { status: Number(statusLine.split(' ')[1]), type, nosniff, body: body === '' ? undefined : JSON.parse(body) };
}

/**
 * Every 4xx answer is JSON `{ error: string }`: the OAuth library's unknown paths and its
 * errors for clients that do not ask for a page, a path no handler answers, and a request
 * Node cannot even parse.
 */
describe('HTTP conventions: every 4xx is a JSON error', () => {
  let app: TestApp;
  before(async () => {
    app = await TestApp.start({ env: { OAUTH_RATE_LIMIT: '100000' } });
  });
  after(() => app.stop());

  const jsonError = async (method: string, path: string, headers: Record<string, string> = {}) => {
    const response = await fetch(`${app.url}${path}`, { method, headers });
    const text = await response.text();
    return { status: response.status, type: response.headers.get('content-type'), body: text === '' ? text : JSON.parse(text) };
  };

  for (const [method, path] of [
    ['GET', '/oauth/unknown'],
    ['POST', '/oauth/unknown'],
    ['GET', '/oauth/introspect'],
    ['POST', '/oauth/introspect'],
    ['POST', '/oauth/userinfo'],
    ['GET', '/oauth/token'],
    ['GET', '/oauth/register'],
    ['POST', '/oauth/jwks'],
    ['GET', '/sites//x'],
    ['GET', '/sites//'],
  ] as const) {
    it(`answers ${method} ${path} with 404 { error }`, async () => {
      expect(await jsonError(method, path)).to.deep.equal({ status: 404, type: 'application/json; charset=utf-8', body: { error: 'Not found' } });
    });
  }

  it('answers a method no OAuth endpoint takes with 405 { error } and Allow (client management is off: no PUT, no DELETE)', async () => {
    for (const method of ['PUT', 'DELETE']) {
      const response = await fetch(`${app.url}/oauth/reg/some-client`, { method });
      expect([method, response.status, response.headers.get('allow'), await response.json()]).to.deep.equal([
        method,
        405,
        'GET, POST, OPTIONS',
        { error: 'Method not allowed' },
      ]);
    }
  });

  it("answers the authorization endpoint's refusals with { error, error_description } JSON, and a browser with a page", async () => {
    const refused = await jsonError('GET', '/oauth/authorize?client_id=unknown');
    expect(refused.status).to.equal(400);
    expect(refused.type).to.equal('application/json; charset=utf-8');
    expect(refused.body).to.have.keys('error', 'error_description');
    expect((refused.body as { error: unknown }).error).to.be.a('string');

    const browser = await fetch(`${app.url}/oauth/authorize?client_id=unknown`, { headers: { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' } });
    expect([browser.status, browser.headers.get('content-type')]).to.deep.equal([400, 'text/html; charset=utf-8']);
    expect(await browser.text()).to.include('Cannot continue');
  });

  it('answers a request Node cannot parse with 400 { error }, and headers too large with 431 { error }', async () => {
    const malformed = parsed(await rawExchange(app.url, 'GET /healthz HTTP/1.1\r\nHost: x\r\nThis is not a header\r\n\r\n'));
    expect(malformed).to.deep.equal({
      status: 400,
      type: 'application/json; charset=utf-8',
      nosniff: true,
      body: { error: 'Bad request: the request could not be parsed' },
    });
    const huge = parsed(await rawExchange(app.url, `GET /healthz HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`));
    expect(huge).to.deep.equal({ status: 431, type: 'application/json; charset=utf-8', nosniff: true, body: { error: 'Request header fields too large' } });
  });

  it('sends X-Content-Type-Options: nosniff with every JSON answer: success, refusals, unknown paths and methods, the OAuth and MCP libraries', async () => {
    const token = await app.token('nosniff-user');
    const answers = await Promise.all(
      (
        [
          ['GET', '/api/projects', { authorization: `Bearer ${token}` }],
          ['POST', '/api/projects', { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, '{"name":'],
          ['GET', '/api/projects', {}],
          ['GET', '/api/projects/unknown', { authorization: `Bearer ${token}` }],
          ['GET', '/no/such/path', {}],
          ['DELETE', '/healthz', {}],
          ['GET', '/oauth/unknown', {}],
          ['POST', '/oauth/token', { 'content-type': 'application/x-www-form-urlencoded' }, 'grant_type=nothing'],
          ['POST', '/mcp', { 'content-type': 'application/json' }, '{}'],
        ] as const
      ).map(async ([method, path, headers, body]) => {
        const response = await fetch(`${app.url}${path}`, { method, headers, ...(body !== undefined && { body }) });
        await response.arrayBuffer();
        return [method, path, response.status, response.headers.get('content-type')?.split(';')[0], response.headers.get('x-content-type-options')];
      }),
    );
    expect(answers).to.deep.equal([
      ['GET', '/api/projects', 200, 'application/json', 'nosniff'],
      ['POST', '/api/projects', 400, 'application/json', 'nosniff'],
      ['GET', '/api/projects', 401, 'application/json', 'nosniff'],
      ['GET', '/api/projects/unknown', 404, 'application/json', 'nosniff'],
      ['GET', '/no/such/path', 404, 'application/json', 'nosniff'],
      ['DELETE', '/healthz', 405, 'application/json', 'nosniff'],
      ['GET', '/oauth/unknown', 404, 'application/json', 'nosniff'],
      ['POST', '/oauth/token', 400, 'application/json', 'nosniff'],
      ['POST', '/mcp', 401, 'application/json', 'nosniff'],
    ]);
  });
});

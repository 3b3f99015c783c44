import { expect } from 'chai';
import { request as httpRequest } from 'node:http';
import { expectError } from '../../support/expect.js';
import { TestApp } from '../../support/test-app.js';

/**
 * A request that repeats a credential header is refused (400): serving the first of two
 * Authorization headers would let a proxy that reads the last one disagree on who is calling.
 * fetch merges repeated headers, so these requests are written with node:http's raw headers.
 */
describe('HTTP repeated credential headers', () => {
  let app: TestApp;
  let projectId: string;
  before(async () => {
    app = await TestApp.start();
    projectId = await app.createProject('alice');
    await app.request('PATCH', `/api/projects/${projectId}/modules`, { as: 'alice', body: { voice: true } });
  });
  after(() => app.stop());

  /** Sends `headers` exactly as listed ([name, value] pairs, repeats kept) and reads the JSON answer. */
  const raw = (method: string, path: string, headers: ReadonlyArray<readonly [string, string]>) =>
    new Promise<{ status: number; body: unknown }>((resolve, reject) => {
      // Raw headers are sent as given: Node adds no Host (nor a length, and would send a POST chunked).
      const sent = [['host', new URL(app.url).host], ['content-length', '0'], ...headers];
      const req = httpRequest(`${app.url}${path}`, { method, headers: sent.flat() as string[] });
      req.on('response', (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text === '' ? undefined : JSON.parse(text) }));
      });
      req.on('error', reject);
      req.end();
    });
  const bearer = async (user: string) => `Bearer ${await app.token(user)}`;

  it('serves one Authorization header', async () => {
    const response = await raw('GET', '/api/accounts/me', [['authorization', await bearer('alice')]]);
    expect(response.status).to.equal(200);
  });

  it('refuses two Authorization headers with 400, whatever their case and values', async () => {
    for (const headers of [
      [
        ['authorization', await bearer('alice')],
        ['authorization', await bearer('mallory')],
      ],
      [
        ['Authorization', await bearer('alice')],
        ['authorization', await bearer('alice')],
      ],
    ] as const) {
      const response = await raw('GET', '/api/accounts/me', headers);
      expectError(response, 400, 'authorization header must be sent once');
    }
  });

  it('refuses two x-api-key headers with 400', async () => {
    const response = await raw('GET', '/api/accounts/me', [
      ['authorization', await bearer('alice')],
      ['x-api-key', 'k1'],
      ['X-Api-Key', 'k2'],
    ]);
    expectError(response, 400, 'x-api-key header must be sent once');
  });

  it('refuses two x-project-id headers with 400 (live voice binds a session to one project)', async () => {
    const other = await app.createProject('alice');
    const headers = [
      ['authorization', await bearer('alice')],
      ['x-project-id', projectId],
      ['x-project-id', other],
    ] as const;
    const response = await raw('POST', '/api/live/session', headers);
    expectError(response, 400, 'x-project-id header must be sent once');
    const once = await raw('POST', '/api/live/session', [
      ['authorization', await bearer('alice')],
      ['x-project-id', projectId],
    ]);
    expect(once.status).to.equal(200);
  });
});

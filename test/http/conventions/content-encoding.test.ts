import { expect } from 'chai';
import { brotliCompressSync, deflateSync, gzipSync } from 'node:zlib';
import { TestApp } from '../../support/test-app.js';
import { createKey } from '../api-keys/support.js';

const ENCODERS = { gzip: gzipSync, br: brotliCompressSync, deflate: deflateSync } as const;
type Encoding = keyof typeof ENCODERS;
const ENCODINGS = Object.keys(ENCODERS) as Encoding[];

/** Not compressed at all, and compressed but cut short: both are a client's mistake. */
const broken = (encoding: Encoding) => [
  Buffer.from('{"name":"not compressed at all"}'),
  ENCODERS[encoding](Buffer.from('{"name":"cut short"}')).subarray(0, 6),
];

/**
 * A request body sent with `Content-Encoding` is decoded before it is parsed: a valid one works
 * as if sent plain, one that does not decode is 400 `{ error }` (never a 500) on the JSON
 * routes, `/mcp` and the form posts, and an encoding the service does not speak is 415.
 */
describe('HTTP conventions: Content-Encoding of request bodies', () => {
  let app: TestApp;
  let project: string;
  let key: string;
  before(async () => {
    app = await TestApp.start({ env: { MCP_RATE_LIMIT: '100000' } });
    project = await app.createProject('alice');
    key = (await createKey(app, project, 'alice')).key;
  });
  after(() => app.stop());

  const send = async (path: string, encoding: string, body: Buffer, headers: Record<string, string> = {}) => {
    const response = await fetch(`${app.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-encoding': encoding, ...headers },
      body,
    });
    return { status: response.status, type: response.headers.get('content-type'), body: (await response.json()) as any };
  };
  const asAlice = async () => ({ authorization: `Bearer ${await app.token('alice')}` });
  const pageCount = async () => (await app.request('GET', `/api/projects/${project}/pages`, { as: 'alice' })).body.pages.length;

  for (const encoding of ENCODINGS) {
    it(`decodes a valid ${encoding} JSON body`, async () => {
      const body = ENCODERS[encoding](Buffer.from(JSON.stringify({ name: `Sent as ${encoding}` })));
      const created = await send('/api/projects', encoding, body, await asAlice());
      expect([created.status, created.body.name]).to.deep.equal([201, `Sent as ${encoding}`]);
    });

    it(`answers a body that is not valid ${encoding} data with 400 on a REST JSON route, changing nothing`, async () => {
      const before = await pageCount();
      for (const body of broken(encoding)) {
        const refused = await send(`/api/projects/${project}/pages`, encoding, body, await asAlice());
        expect(refused).to.deep.equal({
          status: 400,
          type: 'application/json; charset=utf-8',
          body: { error: `Malformed request body: it is not valid ${encoding} data (Content-Encoding)` },
        });
      }
      expect(await pageCount()).to.equal(before);
    });

    it(`answers a body that is not valid ${encoding} data with 400 on /mcp`, async () => {
      for (const body of broken(encoding)) {
        const refused = await send('/mcp', encoding, body, { 'x-api-key': key, 'x-project-id': project, accept: 'application/json, text/event-stream' });
        expect(refused).to.deep.include({ status: 400, body: { error: `Malformed request body: it is not valid ${encoding} data (Content-Encoding)` } });
      }
    });

    it(`answers a form that is not valid ${encoding} data with 400: the OAuth interaction form and the telephony webhook`, async () => {
      for (const path of ['/oauth/interaction/some-uid', '/api/live/twilio/voice']) {
        for (const body of broken(encoding)) {
          const refused = await send(path, encoding, body, { 'content-type': 'application/x-www-form-urlencoded' });
          expect(refused, path).to.deep.include({
            status: 400,
            body: { error: `Malformed request body: it is not valid ${encoding} data (Content-Encoding)` },
          });
        }
      }
    });
  }

  it('answers an encoding it does not speak with 415, JSON and forms alike', async () => {
    const json = await send('/api/projects', 'compress', Buffer.from('{"name":"x"}'), await asAlice());
    expect(json).to.deep.include({ status: 415 });
    expect(json.body.error).to.be.a('string');
    const form = await send('/oauth/interaction/some-uid', 'compress', Buffer.from('a=b'), { 'content-type': 'application/x-www-form-urlencoded' });
    expect(form).to.deep.include({ status: 415 });
    expect(form.body.error).to.be.a('string');
  });
});

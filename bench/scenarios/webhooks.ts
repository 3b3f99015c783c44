import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { mintDevToken } from '../../infrastructure/auth/dev-issuer.js';
import type { BenchContext } from '../context.js';
import { freePort, startProcess, waitUntilUp, type Scenario, type Timing } from '../harness.js';
import { SERVER_ENTRY } from '../../tools/build-server.js';

const CONTENT = '# A page\n\n' + 'Some paragraph of markdown text. '.repeat(60);

/**
 * Issue 14: outgoing webhooks. Recording events must add at most 10% to an autosave or a page
 * update: each is measured in a project without webhooks and in one with a webhook subscribed
 * to every event, in the same run (compare the two rows). The bench server runs without its
 * dispatcher (WEBHOOK_DISPATCHER=false in bench/run.ts), so these rows measure recording
 * alone, not delivering. (An autosave reports no event: its row shows the cost of the check.)
 */
export async function webhookScenarios(ctx: BenchContext): Promise<Scenario[]> {
  const scenarios: Scenario[] = [];
  for (const subscribed of [false, true]) {
    const projectId = await ctx.createProject(ctx.ownerToken, `Bench webhooks ${subscribed ? 'on' : 'off'}`);
    const api = `/api/projects/${projectId}`;
    if (subscribed) await ctx.call('POST', `${api}/webhooks`, ctx.ownerToken, { url: 'http://127.0.0.1:9/never-called', events: ['*'] });
    const page = await ctx.call('POST', `${api}/pages`, ctx.ownerToken, {
      slug: 'updated',
      language: 'en',
      doc_template_id: 'page',
      metadata: { title: 'Updated' },
      content: CONTENT,
    });
    await ctx.call('POST', `${api}/pages`, ctx.ownerToken, {
      slug: 'edited',
      language: 'en',
      doc_template_id: 'page',
      metadata: { title: 'Edited' },
      content: CONTENT,
    });
    const { draftId } = await ctx.call('POST', `${api}/docs/edit/open`, ctx.ownerToken, { slug: 'edited', language: 'en' });
    const headers = { ...ctx.auth(ctx.ownerToken), 'content-type': 'application/json' };
    const label = subscribed ? 'a webhook subscribed to *' : 'no webhook';
    scenarios.push(
      {
        name: `POST /docs/edit/save (autosave), ${label}`,
        requests: [
          {
            method: 'POST',
            path: `${api}/docs/edit/save`,
            headers,
            body: JSON.stringify({ draftId, metadata: { title: 'Typing' }, content: CONTENT, language: 'en', autosave: true }),
          },
        ],
        expectStatus: 200,
      },
      {
        name: `PATCH /pages/:pageId (page.updated), ${label}`,
        requests: [
          { method: 'PATCH', path: `${api}/pages/${page.id}`, headers, body: JSON.stringify({ content: CONTENT, metadata: { description: 'changed' } }) },
        ],
        expectStatus: 200,
      },
    );
  }
  return scenarios;
}

const EVENTS = 2000;

/** Counts requests and answers 204 at once; notes when the first and the last arrived. */
async function countingReceiver(): Promise<{ server: Server; url: string; times: number[] }> {
  const times: number[] = [];
  const server = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      times.push(performance.now());
      res.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/in`, times };
}

/**
 * The dispatcher's throughput (target: at least 500 deliveries per second to a loopback
 * receiver, i.e. at most 2 ms per delivery). A server of its own on a fresh DATA_DIR records
 * 2,000 pings with its dispatcher off; a second server started on the same data then delivers
 * them: timed from the first delivery to the last.
 */
export async function webhookDeliveryTimings(_ctx: BenchContext): Promise<Timing[]> {
  const dataDir = mkdtempSync(join(tmpdir(), 'content-service-bench-webhooks-'));
  const receiver = await countingReceiver();
  const start = async (dispatcher: boolean) => {
    const port = await freePort();
    const child = startProcess(process.execPath, [SERVER_ENTRY], {
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ALLOW_PRIVATE_WEBHOOKS: 'true',
      WEBHOOK_DISPATCHER: String(dispatcher),
    });
    await waitUntilUp(`http://127.0.0.1:${port}/healthz`);
    return { child, url: `http://127.0.0.1:${port}` };
  };
  try {
    const recorder = await start(false);
    const token = await mintDevToken(dataDir, { sub: 'bench-webhooks', ttlSeconds: 3600 });
    const call = async (path: string, body?: unknown) => {
      const response = await fetch(`${recorder.url}${path}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      if (!response.ok) throw new Error(`POST ${path}: ${response.status} ${await response.text()}`);
      return response.json() as Promise<any>;
    };
    const projectId = (await call('/api/projects', { name: 'Bench deliveries' })).id as string;
    const webhook = await call(`/api/projects/${projectId}/webhooks`, { url: receiver.url, events: ['*'] });
    let sent = 0;
    await Promise.all(
      Array.from({ length: 16 }, async () => {
        while (sent < EVENTS) {
          sent += 1;
          await call(`/api/projects/${projectId}/webhooks/${webhook.id}/ping`);
        }
      }),
    );
    recorder.child.kill('SIGTERM');
    await new Promise((resolve) => recorder.child.once('exit', resolve));

    const dispatcher = await start(true);
    const deadline = Date.now() + 120_000;
    while (receiver.times.length < EVENTS && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
    dispatcher.child.kill('SIGTERM');
    await new Promise((resolve) => dispatcher.child.once('exit', resolve));
    if (receiver.times.length < EVENTS) throw new Error(`only ${receiver.times.length} of ${EVENTS} webhooks arrived`);
    const ms = receiver.times[EVENTS - 1]! - receiver.times[0]!;
    return [{ name: `webhook deliveries to a loopback receiver (target: ≤ 2 ms each, 500/s), ${EVENTS} events`, ms, units: EVENTS - 1 }];
  } finally {
    receiver.server.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

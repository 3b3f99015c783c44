import { expect } from 'chai';
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { mintDevToken } from '../../../infrastructure/auth/dev-issuer.js';
import { finished, startTsDirect, waitForLine } from '../../support/processes.js';
import { WebhookReceiver } from '../../support/stand-ins/webhook-receiver.js';
import { TestApp } from '../../support/test-app.js';

interface Server {
  readonly child: ChildProcess;
  readonly url: string;
  readonly exit: ReturnType<typeof finished>;
}

async function startServer(dataDir: string, env: Record<string, string> = {}): Promise<Server> {
  const child = startTsDirect('composition/main.ts', [], { DATA_DIR: dataDir, PORT: '0', LOG_LEVEL: 'info', ALLOW_PRIVATE_WEBHOOKS: 'true', ...env });
  const exit = finished(child);
  const { url } = JSON.parse(await waitForLine(child, /content service listening/)) as { url: string };
  return { child, url, exit };
}

describe('Webhook events survive a killed process', function () {
  this.timeout(60_000);
  let dataDir: string;
  let receiver: WebhookReceiver;
  let server: Server | null = null;
  let restarted: TestApp | null = null;

  before(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'content-service-webhook-crash-'));
    receiver = await WebhookReceiver.start();
  });
  after(async () => {
    await restarted?.stop({ keepData: true });
    if (server !== null && server.child.exitCode === null) {
      server.child.kill('SIGTERM');
      await server.exit;
    }
    await receiver.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('delivers every committed change after a SIGKILL and restart, and nothing for writes that did not commit', async () => {
    const token = await mintDevToken(dataDir, { sub: 'owner', ttlSeconds: 3600 });
    // The first process records events but never delivers them: all of them are waiting when it dies.
    server = await startServer(dataDir, { WEBHOOK_DISPATCHER: 'false' });
    const call = async (method: string, path: string, body?: unknown) => {
      const response = await fetch(`${server!.url}${path}`, {
        method,
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: response.status, body: (await response.json().catch(() => null)) as any };
    };
    const projectId = (await call('POST', '/api/projects', { name: 'Crash' })).body.id as string;
    const api = `/api/projects/${projectId}`;
    expect((await call('POST', `${api}/webhooks`, { url: receiver.url, events: ['*'] })).status).to.equal(201);
    const page = (slug: string) => ({ slug, language: 'en', doc_template_id: 'page', content: `# ${slug}` });

    const first = (await call('POST', `${api}/pages`, page('first'))).body;
    expect((await call('PATCH', `${api}/pages/${first.id}`, { content: 'v2' })).status).to.equal(200);
    // Refused writes, rolled back inside their transaction: no event.
    expect((await call('POST', `${api}/pages`, page('first'))).status).to.equal(409);
    expect((await call('PATCH', `${api}/pages/${first.id}`, { content: 'stale', revision: 1 })).status).to.equal(409);
    expect((await call('POST', `${api}/members`, { user_id: 'bob', role: 'member' })).status).to.equal(201);
    expect((await call('POST', `${api}/members`, { user_id: 'bob', role: 'member' })).status).to.equal(409);

    // A burst of creates, cut by SIGKILL partway: those in flight either committed or never happened.
    let created = 0;
    let killed = false;
    await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        call('POST', `${api}/pages`, page(`burst-${i}`)).then(
          (response) => {
            if (response.status === 201) created += 1;
            if (created >= 15 && !killed) {
              killed = true;
              server!.child.kill('SIGKILL');
            }
          },
          () => undefined,
        ),
      ),
    );
    await server.exit;
    expect(killed).to.equal(true);
    expect(receiver.received).to.deep.equal([]);

    // Restarted on the same data (in this process: quicker to start), dispatcher on: everything recorded reaches the receiver.
    restarted = await TestApp.start({ dataDir, env: { ALLOW_PRIVATE_WEBHOOKS: 'true' } });
    const pages = (await restarted.request('GET', `${api}/pages?limit=100`, { as: 'owner' })).body.pages as Array<{
      id: string;
      slug: string;
      revision: number;
    }>;
    const burst = pages.filter((p) => p.slug.startsWith('burst-'));
    expect(burst.length).to.be.at.least(15);
    const expected = 2 + 1 + burst.length;
    await receiver.waitFor(expected, undefined, 15_000);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const bodies = receiver.received.map((r) => r.body);
    expect(bodies).to.have.length(expected);
    expect(new Set(receiver.received.map((r) => r.headers['webhook-id'])).size).to.equal(expected);
    const createdIds = bodies.filter((b) => b.type === 'page.created').map((b) => b.data.page.id as string);
    expect(new Set(createdIds)).to.deep.equal(new Set(pages.map((p) => p.id)));
    expect(bodies.filter((b) => b.type === 'page.updated').map((b) => [b.data.page.id, b.data.page.revision])).to.deep.equal([[first.id, 2]]);
    expect(bodies.filter((b) => b.type === 'member.added').map((b) => b.data.member.user_id)).to.deep.equal(['bob']);
  });
});

import { expect } from 'chai';
import { pino } from 'pino';
import { PREVIEW_STYLESHEETS_PATH } from '../../../adapters/http/edit-mode/page.js';
import { PagePreview } from '../../../application/drafts/ports.js';
import { ProjectRepository } from '../../../application/projects/ports.js';
import { SitePagePreview } from '../../../infrastructure/site/page-preview.js';
import { SqliteProjectRepository } from '../../../infrastructure/sqlite/projects/project-repository.js';
import { setUpTeam, TEAM } from '../../support/fixtures.js';
import { TestApp } from '../../support/test-app.js';
import { newDraft } from '../publishing/support.js';

/** pino's numbers for the levels the request log uses. */
const LEVELS = { info: 30, warn: 40, error: 50 } as const;

/**
 * One log line per request, classed by its status so that an operator can filter on it: a
 * success or a redirect is `info`, a client's mistake `warn`, a server failure `error`.
 */
describe('HTTP conventions: the request log classes each answer by its status', () => {
  let app: TestApp;
  const lines: Array<Record<string, unknown>> = [];
  before(async () => {
    app = await TestApp.start({ logger: pino({ level: 'info' }, { write: (line: string) => void lines.push(JSON.parse(line)) }) });
  });
  after(() => app.stop());

  /** The request line logged for the request sent with this id. */
  const logged = async (requestId: string, send: (headers: Record<string, string>) => Promise<{ status: number }>) => {
    const { status } = await send({ 'x-request-id': requestId });
    const line = lines.find((entry) => entry.request_id === requestId && entry.msg === 'request');
    return { status, level: line?.level, outcome: line?.outcome, logged: line?.status };
  };

  it('logs a 400 as a client error (warn), never as a redirect or a success', async () => {
    const malformed = await logged('log-400', (headers) => app.request('POST', '/api/projects', { as: 'alice', body: '{"name":', headers }));
    expect(malformed).to.deep.equal({ status: 400, level: LEVELS.warn, outcome: 'client_error', logged: 400 });
    const missing = await logged('log-404', (headers) => app.request('GET', '/api/nothing-here', { headers }));
    expect(missing).to.deep.equal({ status: 404, level: LEVELS.warn, outcome: 'client_error', logged: 404 });
  });

  it('logs a success and a redirect as info, each as what it is', async () => {
    const ok = await logged('log-200', (headers) => app.request('GET', '/healthz', { headers }));
    expect(ok).to.deep.equal({ status: 200, level: LEVELS.info, outcome: 'success', logged: 200 });
    const moved = await logged('log-308', (headers) => fetch(`${app.url}/sites/someproject`, { headers, redirect: 'manual' }));
    expect(moved).to.deep.equal({ status: 308, level: LEVELS.info, outcome: 'redirect', logged: 308 });
  });

  it('logs a 500 as a server error', async () => {
    class BrokenProjects extends SqliteProjectRepository {
      override async listForUser(): Promise<never> {
        throw new Error('database exploded');
      }
    }
    const own: Array<Record<string, unknown>> = [];
    const broken = await TestApp.start({ logger: pino({ level: 'info' }, { write: (line: string) => void own.push(JSON.parse(line)) }) });
    try {
      const storage = broken.running.composition.storage;
      if (storage.kind !== 'sqlite') throw new Error('this test runs on SQLite');
      broken.running.composition.container.rebind(ProjectRepository).toConstantValue(new BrokenProjects(storage.db));
      const { status } = await broken.request('GET', '/api/projects', { as: 'alice', headers: { 'x-request-id': 'log-500' } });
      const line = own.find((entry) => entry.request_id === 'log-500' && entry.msg === 'request');
      expect({ status, level: line?.level, outcome: line?.outcome, logged: line?.status }).to.deep.equal({
        status: 500,
        level: LEVELS.error,
        outcome: 'server_error',
        logged: 500,
      });
    } finally {
      await broken.stop();
    }
  });
});

/**
 * A preview link's token is a credential (whoever has the link sees the draft): the request log
 * writes its path with the token redacted, whatever the answer (a view, a wrong method, an
 * unknown path below it, a failure) and however the path spells its prefix. Issue 41, finding 13.
 */
describe('HTTP conventions: the request log never holds a preview link token', () => {
  it('logs every request to a preview link with /preview/[redacted], a 500 included', async () => {
    const lines: string[] = [];
    // The preview's renderer, until the test breaks it: the page a link opens then fails with 500.
    const renderer = new SitePagePreview(PREVIEW_STYLESHEETS_PATH);
    let broken = false;
    const preview: PagePreview = {
      render: (page, look) => (broken ? Promise.reject(new Error('the renderer exploded')) : renderer.render(page, look)),
      stylesheet: (fileName) => renderer.stylesheet(fileName),
      icon: (fileName) => renderer.icon(fileName),
    };
    const app = await TestApp.start({
      logger: pino({ level: 'info' }, { write: (line: string) => void lines.push(line) }),
      overrides: [{ token: PagePreview, value: preview }],
    });
    try {
      const project = await setUpTeam(app);
      const draft = await newDraft(app, project, 'secret-plans');
      const created = await app.request('POST', `/api/projects/${project}/preview-links`, { as: TEAM.manager, body: { draft_id: draft } });
      const token = new URL(created.body.url as string).pathname.split('/')[2]!;
      expect(token).to.have.length.greaterThan(30);

      const send = async (method: string, path: string, requestId: string) => {
        const response = await fetch(`${app.url}${path}`, { method, headers: { 'x-request-id': requestId } });
        await response.arrayBuffer();
        const line = lines.map((text) => JSON.parse(text)).find((entry) => entry.request_id === requestId && entry.msg === 'request');
        return [requestId, response.status, line?.path];
      };
      const answers = [
        await send('GET', `/preview/${token}`, 'preview-view'),
        await send('GET', `/preview/${token}/${draft}`, 'preview-item'),
        await send('POST', `/preview/${token}`, 'preview-method'),
        await send('GET', `/preview/${token}/a/b`, 'preview-unknown'),
        await send('GET', `/%70review/${token}`, 'preview-encoded'),
      ];
      broken = true;
      answers.push(await send('GET', `/preview/${token}`, 'preview-500'));

      expect(answers).to.deep.equal([
        ['preview-view', 200, '/preview/[redacted]'],
        ['preview-item', 200, `/preview/[redacted]/${draft}`],
        ['preview-method', 405, '/preview/[redacted]'],
        ['preview-unknown', 404, '/preview/[redacted]/a/b'],
        ['preview-encoded', 200, '/%70review/[redacted]'],
        ['preview-500', 500, '/preview/[redacted]'],
      ]);
      expect(
        lines.some((line) => line.includes('unhandled error') && line.includes('preview-500')),
        'the failure is logged',
      ).to.equal(true);
      expect(lines.filter((line) => line.includes(token))).to.deep.equal([]);
    } finally {
      await app.stop();
    }
  });
});

/** An invitation's token is a credential too (whoever holds the link joins the project): redacted from the portal's page for it and from its accept. Issue 43. */
describe('HTTP conventions: the request log never holds an invitation token', () => {
  it('logs the invitation page and its accept with the token redacted', async () => {
    const lines: string[] = [];
    const app = await TestApp.start({ logger: pino({ level: 'info' }, { write: (line: string) => void lines.push(line) }) });
    try {
      const project = await setUpTeam(app);
      const created = await app.request('POST', `/api/projects/${project}/invitations`, {
        as: TEAM.manager,
        body: { email: 'ana@example.com', role: 'member' },
      });
      const token = new URL(created.body.url as string).pathname.split('/').pop()!;
      expect(token).to.have.length.greaterThan(30);
      const send = async (method: string, path: string, requestId: string) => {
        const response = await fetch(`${app.url}${path}`, { method, headers: { 'x-request-id': requestId } });
        await response.arrayBuffer();
        const line = lines.map((text) => JSON.parse(text)).find((entry) => entry.request_id === requestId && entry.msg === 'request');
        return [requestId, response.status, line?.path];
      };
      expect([
        await send('GET', `/edit/invite/${token}`, 'invite-page'),
        await send('POST', `/api/invitations/${token}/accept`, 'invite-accept'),
      ]).to.deep.equal([
        ['invite-page', 200, '/edit/invite/[redacted]'],
        ['invite-accept', 401, '/api/invitations/[redacted]/accept'],
      ]);
      expect(lines.filter((line) => line.includes(token))).to.deep.equal([]);
    } finally {
      await app.stop();
    }
  });
});

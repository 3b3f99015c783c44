import { expect } from 'chai';
import { pino } from 'pino';
import { ProjectRepository } from '../../../application/projects/ports.js';
import { SqliteProjectRepository } from '../../../infrastructure/sqlite/projects/project-repository.js';
import { TestApp } from '../../support/test-app.js';

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

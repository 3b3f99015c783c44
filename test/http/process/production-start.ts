import { expect } from 'chai';
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest, type ClientRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { finished, ROOT, startTsDirect, waitForLine } from '../../support/processes.js';
import { TEST_AUDIENCE, TEST_ISSUER, TestIssuer } from '../../support/tokens.js';

/** True while any process of the group `pgid` (a detached child's id) still runs. */
function groupAlive(pgid: number): boolean {
  try {
    process.kill(-pgid, 0);
    return true;
  } catch {
    return false;
  }
}

/** The processes of group `pgid`, one `pid command line` each, for a failure's message. */
const groupMembers = (pgid: number): string =>
  execFileSync('ps', ['-e', '-o', 'pgid=,pid=,args='], { encoding: 'utf8' })
    .split('\n')
    .filter((line) => line.trim().split(/\s+/)[0] === String(pgid))
    .join('\n') || '(none)';

/**
 * Waits until no process of group `pgid` runs: a process exits a moment after its parent saw it
 * go (npm exits once it has reaped node; the kernel still lists others briefly). An orphaned
 * server would listen on for ever, so a bound of seconds tells the two apart.
 */
async function groupGone(pgid: number): Promise<boolean> {
  for (let waited = 0; waited < 100 && groupAlive(pgid); waited += 1) await new Promise((resolve) => setTimeout(resolve, 100));
  return !groupAlive(pgid);
}

/** What a supervisor does: stop the process it started, and nothing else of the service survives. */
export function describeProductionStart(): void {
  describe('Production start and stop', function () {
    this.timeout(300_000);
    let dataDir: string;
    const started: ChildProcess[] = [];
    beforeEach(() => {
      dataDir = mkdtempSync(join(tmpdir(), 'content-service-start-'));
    });
    afterEach(() => {
      // A test that failed half-way must not leave a server behind.
      for (const child of started.splice(0)) if (child.pid !== undefined && groupAlive(child.pid)) process.kill(-child.pid, 'SIGKILL');
      rmSync(dataDir, { recursive: true, force: true });
    });

    it('npm start: SIGTERM to npm stops the service and leaves no process of it running', async () => {
      // Its own process group, as under a supervisor; PATH leads to the Node running this suite.
      const npm = spawn('npm', ['start'], {
        cwd: ROOT,
        detached: true,
        env: { PATH: `${dirname(process.execPath)}:${process.env.PATH ?? ''}`, HOME: process.env.HOME ?? '', DATA_DIR: dataDir, PORT: '0', LOG_LEVEL: 'info' },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      started.push(npm);
      let stdout = '';
      npm.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
      npm.stderr.resume();
      const exit = once(npm, 'exit') as Promise<[number | null, NodeJS.Signals | null]>;
      // `prestart` builds first (the compiler is installed here).
      const line = await waitForLine(npm, /content service listening/, 240_000);
      const { url } = JSON.parse(line) as { url: string };
      expect((await fetch(`${url}/healthz`)).status).to.equal(200);

      npm.kill('SIGTERM');
      const [code, signal] = await exit;
      if (!(await groupGone(npm.pid!))) expect.fail(`a process of \`npm start\` outlived npm:\n${groupMembers(npm.pid!)}`);
      expect({ code, signal }).to.deep.equal({ code: 0, signal: null });
      expect(stdout).to.include('shutting down');
    });

    describe('SIGTERM drains the service', () => {
      let issuer: TestIssuer;
      let server: ChildProcess;
      let url: string;

      const start = async (env: Record<string, string> = {}) => {
        issuer = await TestIssuer.create();
        const jwks = join(dataDir, 'jwks.json');
        writeFileSync(jwks, JSON.stringify(issuer.jwks));
        const auth = { AUTH_JWKS_FILE: jwks, AUTH_ISSUER: TEST_ISSUER, AUTH_AUDIENCE: TEST_AUDIENCE };
        // `node` itself, as the documented production command runs it (here on the sources).
        server = startTsDirect('composition/main.ts', [], { DATA_DIR: dataDir, PORT: '0', LOG_LEVEL: 'info', ...auth, ...env });
        started.push(server);
        url = (JSON.parse(await waitForLine(server, /content service listening/, 60_000)) as { url: string }).url;
      };

      /**
       * A project creation whose body arrives in two parts: the request is in flight between them.
       * Resolves once the server has read its headers: it answers `Expect: 100-continue` with a
       * `100 Continue` only then (Node's server does, before handing the request to Koa), so the
       * request is certainly the server's, not a connection still waiting in the backlog.
       */
      const halfSentCreate = async () => {
        const body = JSON.stringify({ name: 'Drained', default_language: 'en' });
        const request: ClientRequest = httpRequest(`${url}/api/projects`, {
          method: 'POST',
          headers: {
            authorization: `Bearer ${await issuer.token({ sub: 'alice' })}`,
            'content-type': 'application/json',
            'content-length': body.length,
            expect: '100-continue',
          },
        });
        const continued = once(request, 'continue');
        const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
          request.on('error', reject);
          request.on('response', (response) => {
            let text = '';
            response.on('data', (chunk: Buffer) => (text += chunk.toString()));
            response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }));
          });
        });
        request.flushHeaders();
        await continued;
        request.write(body.slice(0, 10));
        return { request, rest: body.slice(10), answer };
      };

      /** How a new connection's request failed (null: it was answered). */
      const newConnectionFailure = async () => {
        const error = await fetch(`${url}/healthz`).then(
          () => null,
          (failure: unknown) => failure,
        );
        return (error as { cause?: { code?: string } } | null)?.cause?.code;
      };

      it('finishes a request in flight, refuses new connections meanwhile, then exits 0', async () => {
        await start();
        const exit = finished(server);
        // The server has the request and waits for the rest of its body when the signal arrives.
        const { request, rest, answer } = await halfSentCreate();
        const stopping = waitForLine(server, /shutting down/);
        server.kill('SIGTERM');
        await stopping;
        // A connection that reached the backlog just before the listener closed is reset; after that, refused.
        expect(await newConnectionFailure()).to.be.oneOf(['ECONNREFUSED', 'ECONNRESET']);
        expect(await newConnectionFailure()).to.equal('ECONNREFUSED');

        request.end(rest);
        const created = await answer;
        expect(created.status, created.body).to.equal(201);
        expect(JSON.parse(created.body)).to.include({ name: 'Drained' });
        expect((await exit).code).to.equal(0);
      });

      it('cuts a request still unfinished when the grace ends, and exits 0', async () => {
        await start({ SHUTDOWN_GRACE_MS: '200' });
        const exit = finished(server);
        const { answer } = await halfSentCreate();
        server.kill('SIGTERM');
        // The rest of the body never comes: the connection is closed at the grace's end.
        const failure = await answer.then(
          () => null,
          (error: unknown) => error as { code?: string },
        );
        expect(failure?.code).to.equal('ECONNRESET');
        expect((await exit).code).to.equal(0);
      });
    });
  });
}

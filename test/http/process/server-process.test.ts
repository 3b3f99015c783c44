import { expect } from 'chai';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { finished, runTs, startTsDirect, waitForLine } from '../../support/processes.js';

/** The real entry points as an operator runs them: `npm start` and `npm run token`. */
describe('Server process', function () {
  this.timeout(60_000);
  let dataDir: string;
  beforeEach(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'content-service-process-'));
  });
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  it('stops at start-up with one line per bad variable', async () => {
    const result = await runTs('composition/main.ts', [], { DATA_DIR: dataDir, PORT: 'abc', TRIAL_DAYS: 'many' });
    expect(result.code).to.equal(1);
    expect(result.stderr).to.equal(
      'Invalid configuration:\n  PORT: must be a port number from 0 to 65535, got "abc"\n  TRIAL_DAYS: must be an integer from 0 to 3650, got "many"\n',
    );
  });

  it('serves with the dev issuer, accepts tokens from npm run token, and shuts down cleanly on SIGTERM', async () => {
    // As `npm run dev` runs it (node --import=tsx): through the tsx launcher, a SIGTERM that came
    // while the launcher was still handing signals over killed it (exit 143) under load.
    const server = startTsDirect('composition/main.ts', [], { DATA_DIR: dataDir, PORT: '0', LOG_LEVEL: 'info' });
    const exit = finished(server);
    const line = await waitForLine(server, /content service listening/);
    const { url } = JSON.parse(line) as { url: string };

    const minted = await runTs('composition/cli/token.ts', ['--sub', 'dev-user', '--email', 'dev@example.com'], { DATA_DIR: dataDir });
    expect(minted.code, minted.stderr).to.equal(0);
    const token = minted.stdout.trim();
    const me = await fetch(`${url}/api/accounts/me`, { headers: { authorization: `Bearer ${token}` } });
    expect(await me.json()).to.deep.equal({ user_id: 'dev-user', email: 'dev@example.com', projects: [] });

    server.kill('SIGTERM');
    const { code, stdout } = await exit;
    expect(code).to.equal(0);
    expect(stdout).to.include('shutting down');
    expect(stdout).to.not.include(token);
  });

  it('refuses to mint dev tokens when a real identity provider is configured', async () => {
    const result = await runTs('composition/cli/token.ts', ['--sub', 'x'], { DATA_DIR: dataDir, AUTH_FIREBASE_PROJECT_ID: 'my-project' });
    expect(result.code).to.equal(1);
    expect(result.stderr).to.match(/AUTH_\* is configured/);
  });
});

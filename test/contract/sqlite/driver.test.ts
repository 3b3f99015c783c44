import { expect } from 'chai';
import { spawn } from 'node:child_process';
import { pathToFileURL } from 'node:url';
import { driverPackage, loadDriver } from '../../../infrastructure/sqlite/driver.js';
import { finished, ROOT } from '../../support/processes.js';

/**
 * The driver chosen for this Node line survives what better-sqlite3 12 does not on Node 24.19+
 * and 26.4+: statements collected by the garbage collector outside a JavaScript context, and at
 * exit (nodejs/node#65446 aborts such a process with `Assertion failed: (env) != nullptr`). CI
 * runs this on every supported line.
 */
describe('SQLite driver', function () {
  this.timeout(60_000);

  it('lets statements be collected while idle and at exit without aborting the process', async () => {
    const driver = pathToFileURL(`${ROOT}infrastructure/sqlite/driver.ts`).href;
    const script = `
      import { Database } from ${JSON.stringify(driver)};
      const db = new Database(':memory:');
      db.exec('CREATE TABLE t (x INTEGER)');
      for (let i = 0; i < 20000; i++) db.prepare('SELECT ' + i + ' AS v').get();
      globalThis.gc();
      // An idle turn: the collector's weak callbacks run with no JavaScript on the stack.
      await new Promise((resolve) => setTimeout(resolve, 50));
      for (let i = 0; i < 5000; i++) db.prepare('INSERT INTO t VALUES (?)').run(i);
      process.stdout.write(String(db.prepare('SELECT count(*) FROM t').pluck().get()));
    `;
    const child = spawn(process.execPath, ['--import=tsx', '--expose-gc', '--input-type=module', '-e', script], {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const { code, stdout, stderr } = await finished(child);
    expect(stderr).to.not.include('Assertion failed');
    expect({ code, stdout }).to.deep.equal({ code: 0, stdout: '5000' });
  });

  it('is better-sqlite3 13 (better-sqlite3-napi) from Node 22 on, 12 on Node 20', () => {
    expect(['20.19.5', '22.14.0', '24.21.0', '26.10.0'].map(driverPackage)).to.deep.equal([
      'better-sqlite3',
      'better-sqlite3-napi',
      'better-sqlite3-napi',
      'better-sqlite3-napi',
    ]);
  });

  it('says what to install when the driver is missing or does not load', () => {
    const missing = Object.assign(
      () => {
        throw new Error('unreachable');
      },
      {
        resolve: (id: string) => {
          throw new Error(`Cannot find module '${id}'`);
        },
      },
    );
    expect(() => loadDriver('24.21.0', missing as never)).to.throw(
      'better-sqlite3-napi is not installed, and the SQLite store needs it on Node 24.21.0.\nOn Node 22 and later the store uses better-sqlite3 13, an optional dependency named better-sqlite3-napi: install without --omit=optional (`npm ci` installs it), on Node 22.14 or later.',
    );
    const broken = Object.assign(
      () => {
        throw new Error('The module was compiled against a different Node.js version (NODE_MODULE_VERSION 137)');
      },
      { resolve: (id: string) => `/app/node_modules/${id}/lib/index.js` },
    );
    expect(() => loadDriver('20.19.5', broken as never)).to.throw(
      'better-sqlite3 did not load on Node 20.19.5: The module was compiled against a different Node.js version (NODE_MODULE_VERSION 137)\nOn Node 20 the store uses better-sqlite3 12, built at install: run `npm rebuild better-sqlite3` and read its output (a C++ toolchain and Python are needed).',
    );
  });
});

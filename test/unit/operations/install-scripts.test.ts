import { expect } from 'chai';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from '../../support/processes.js';

interface LockEntry {
  readonly name?: string;
  readonly hasInstallScript?: boolean;
}

const read = (file: string) => JSON.parse(readFileSync(join(ROOT, file), 'utf8')) as Record<string, any>;
const pkg = read('package.json') as { allowScripts?: Record<string, boolean> };
const lock = read('package-lock.json') as { packages: Record<string, LockEntry> };

/** The package name of a lock entry: its own `name` (an alias's real package) or its folder's. */
const nameOf = (path: string, entry: LockEntry) => entry.name ?? path.slice(path.lastIndexOf('node_modules/') + 'node_modules/'.length);

/**
 * npm 11.19 and later run a dependency's install scripts only when package.json's `allowScripts`
 * approves them, and skip the others silently: a plain `npm ci` would then leave better-sqlite3
 * 12, the SQLite driver on Node 20, without its compiled binding.
 */
describe('package.json allowScripts, read against the lock file', () => {
  const withScripts = Object.entries(lock.packages)
    .filter(([path, entry]) => path !== '' && entry.hasInstallScript === true)
    .map(([path, entry]) => nameOf(path, entry));

  it('decides for every locked package with an install script: run it, or not', () => {
    expect(withScripts).to.include('better-sqlite3');
    const undecided = [...new Set(withScripts)].filter((name) => typeof pkg.allowScripts?.[name] !== 'boolean');
    expect(undecided, 'add them with `npm install-scripts approve <pkg>` or `deny <pkg>`').to.deep.equal([]);
  });

  it('runs the install of better-sqlite3 (it compiles the Node 20 driver) and of esbuild (the browser bundles)', () => {
    expect(pkg.allowScripts).to.include({ 'better-sqlite3': true, esbuild: true });
  });

  it('names no package the lock file does not hold', () => {
    expect(Object.keys(pkg.allowScripts ?? {}).filter((name) => !withScripts.includes(name))).to.deep.equal([]);
  });
});

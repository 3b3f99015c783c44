import { expect } from 'chai';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from '../support/processes.js';

/** Files under a folder, recursively. */
function filesUnder(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

/**
 * The console's screens and dialogs (the portal and its Edit Mode) as the browser tests look at
 * them: every literal name given to `lookAt` or `screenshot` that starts `portal-` or
 * `edit-mode-` (names built at run time are other surfaces: the live agent's placements).
 */
function consoleViews(): string[] {
  const names = filesUnder(join(ROOT, 'test/browser'))
    .filter((file) => file.endsWith('.test.ts'))
    .flatMap((file) => [...readFileSync(file, 'utf8').matchAll(/\b(?:lookAt|screenshot)\(\s*\w+,\s*'((?:portal|edit-mode)-[a-z0-9-]+)'/g)].map((m) => m[1]!));
  return [...new Set(names)].sort();
}

/**
 * Issue 43: every console screen and dialog is in docs/screenshots/ as a phone (390 px) and a
 * desktop (1280 px) show it, refreshed from a browser run's SCREENSHOTS_DIR by
 * tools/docs-screenshots.ts (docs/testing.md). A screen added with its test but whose
 * pictures were never taken fails here.
 */
describe('Docs: screenshots of every console screen and dialog', () => {
  it('finds the console’s views in the browser tests', () => {
    expect(consoleViews()).to.include.members(['portal-members', 'portal-projects', 'edit-mode-publish-page']);
  });

  it('holds each at 390 and at 1280 px', () => {
    const missing = consoleViews().flatMap((name) => [`${name}.png`, `${name}-390.png`].filter((file) => !existsSync(join(ROOT, 'docs/screenshots', file))));
    expect(missing, 'take them: SCREENSHOTS_DIR=/tmp/shots npx mocha <the browser test>, then npx tsx tools/docs-screenshots.ts /tmp/shots').to.deep.equal([]);
  });
});

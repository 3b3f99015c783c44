/**
 * Brings the console's screenshots into docs/screenshots/: every `portal-*` and `edit-mode-*`
 * PNG a browser run saved (SCREENSHOTS_DIR), re-encoded with a palette (a third of the size;
 * screens are flat colours and text), replacing the pictures of the same name.
 *
 *   SCREENSHOTS_DIR=/tmp/shots npx mocha 'test/browser/{portal,edit-mode}/**\/*.test.ts'
 *   npx tsx tools/docs-screenshots.ts /tmp/shots
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { ROOT } from './build-clients.js';

const CONSOLE = /^(?:portal|edit-mode)-[a-z0-9-]+\.png$/;

async function main(from: string | undefined): Promise<void> {
  if (from === undefined) throw new Error('usage: npx tsx tools/docs-screenshots.ts <the SCREENSHOTS_DIR of a browser run>');
  const names = readdirSync(from).filter((name) => CONSOLE.test(name));
  for (const name of names)
    await sharp(join(from, name))
      .png({ palette: true, compressionLevel: 9 })
      .toFile(join(ROOT, 'docs/screenshots', name));
  process.stdout.write(`${names.length} screenshots into docs/screenshots/\n`);
}

await main(process.argv[2]);

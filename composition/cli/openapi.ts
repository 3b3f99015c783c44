import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { generatedClientFiles, staleClientFiles } from '../openapi-client.js';

/**
 * `npm run openapi`: writes the API description and the typed client's types
 * (clients/typescript/) from the route table. `npm run openapi -- --check` (part of
 * `npm run lint`) fails when the files in the repository are not what the route table gives.
 */
async function main(): Promise<void> {
  const { values } = parseArgs({ options: { check: { type: 'boolean', default: false } }, strict: true });
  const root = process.cwd();
  if (values.check) {
    const stale = await staleClientFiles(root);
    if (stale.length > 0) throw new Error(`The typed client is stale (${stale.join(', ')}): run npm run openapi and commit the result`);
    return;
  }
  for (const [path, content] of Object.entries(await generatedClientFiles(root))) await writeFile(join(root, path), content);
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});

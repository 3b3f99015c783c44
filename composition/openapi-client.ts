import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { buildOpenApiDocument } from '../adapters/http/openapi/document.js';
import { ROUTE_GROUPS } from '../adapters/http/routes.js';

/** The generated client's folder, from the repository's root. */
const CLIENT_DIR = 'clients/typescript';

const TYPES_HEADER = `/**
 * The API's types, generated from openapi.json (the description GET /openapi.json serves) by
 * openapi-typescript. Do not edit: \`npm run openapi\` writes it again from the route table.
 */

`;

/**
 * The files of the typed client that come from the route table: the OpenAPI document itself
 * and its TypeScript types (openapi-typescript), formatted as the repository's Prettier does.
 * No server runs: the document is built from the route table, as the service builds it.
 */
export async function generatedClientFiles(root: string): Promise<Record<string, string>> {
  const [{ default: openapiTS, astToString }, prettier] = await Promise.all([import('openapi-typescript'), import('prettier')]);
  const document = buildOpenApiDocument(ROUTE_GROUPS);
  const options = (await prettier.resolveConfig(join(root, CLIENT_DIR, 'schema.ts'))) ?? {};
  const types = astToString(await openapiTS(structuredClone(document) as never, { alphabetize: false, emptyObjectsUnknown: true }));
  return {
    [`${CLIENT_DIR}/openapi.json`]: await prettier.format(JSON.stringify(document), { ...options, parser: 'json' }),
    [`${CLIENT_DIR}/schema.ts`]: await prettier.format(TYPES_HEADER + types, { ...options, parser: 'typescript' }),
  };
}

/** The generated files that differ from what the repository holds (by path). */
export async function staleClientFiles(root: string): Promise<string[]> {
  const files = await generatedClientFiles(root);
  const stale: string[] = [];
  for (const [path, content] of Object.entries(files)) {
    const held = await readFile(join(root, path), 'utf8').catch(() => null);
    if (held !== content) stale.push(path);
  }
  return stale;
}

import { readlink } from 'node:fs/promises';
import { join } from 'node:path';
import { listed, missing } from './disk-manifests.js';

const PROJECT_ID = /^[A-Za-z0-9_-]{1,128}$/;

/**
 * Projects whose site is still in the layout deploys used before sites were releases of a
 * ReleaseStore: `<root>/<project>/releases/<release>/…` and a `current` link naming the live
 * one. The start-up catch-up deploys each of them into the store in use (its folders go at that
 * project's first collection on disk; with the store in the database, the folder may be deleted
 * once every site is there: docs/operations.md).
 */
export async function legacySiteProjects(root: string): Promise<string[]> {
  const found: string[] = [];
  for (const projectId of await listed(root)) {
    if (!PROJECT_ID.test(projectId)) continue;
    const linked = await readlink(join(root, projectId, 'current')).then(
      () => true,
      // EINVAL: `current` is there and is no link (a folder of another kind).
      (error: unknown) => (missing(error) || (error as { code?: unknown }).code === 'EINVAL' ? false : Promise.reject(error)),
    );
    if (linked) found.push(projectId);
  }
  return found.sort();
}

import { ContainerModule } from 'inversify';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { AssetCatalog } from '../../adapters/http/assets/asset-catalog.js';
import { ASSETS_FOLDER } from '../../adapters/http/assets/manifest.js';

/**
 * The project's root: the folder holding package.json, above this file as a source
 * (`composition/modules/`, run by tsx), compiled (`dist/composition/modules/`) and bundled
 * (a chunk in `dist/server/`).
 */
function projectRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  while (!existsSync(join(dir, 'package.json'))) {
    const parent = dirname(dir);
    if (parent === dir) throw new Error(`no package.json above ${fileURLToPath(import.meta.url)}`);
    dir = parent;
  }
  return dir;
}

/** The browser bundles `npm run build` wrote to `dist/assets/`. */
export const loadAssetCatalog = (): AssetCatalog => AssetCatalog.load(join(projectRoot(), ASSETS_FOLDER));

/** The browser bundles, read when the HTTP app is built. */
export const assetsModule = () =>
  new ContainerModule(({ bind }) => {
    bind(AssetCatalog).toDynamicValue(loadAssetCatalog);
  });

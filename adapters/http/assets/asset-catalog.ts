import * as E from 'fp-ts/lib/Either.js';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describeErrors } from '../../../application/shared/decode.js';
import { AssetManifest, ENCODING_SUFFIX, ENCODINGS, MANIFEST_FILE, type Encoding } from './manifest.js';

/** Where the bundles are served: `/assets/<name>-<hash>.<ext>`. */
const ASSETS_PATH = '/assets/';

/** One built file, held in memory with its precompressed variants. */
export interface ServedAsset {
  readonly contentType: string;
  readonly etag: string;
  readonly bytes: Buffer;
  /** Precompressed variants, brotli first, each with an ETag of its own (a different representation). */
  readonly variants: ReadonlyArray<{ readonly encoding: Encoding; readonly bytes: Buffer; readonly etag: string }>;
  /** Every ETag a client may hold for the file, in any encoding. */
  readonly etags: ReadonlySet<string>;
}

/** The URLs (paths under `/assets/`) of what a page loads for an entry. */
export interface EntryAssets {
  readonly script: string | null;
  readonly styles: readonly string[];
  /** Chunks the script imports at once: `<link rel="modulepreload">` saves a round trip per chunk. */
  readonly preload: readonly string[];
}

/**
 * The browser bundles `npm run build` wrote (see tools/build-clients.ts), read once at start:
 * they are small, never change while the process runs, and are served on every page load.
 */
export class AssetCatalog {
  constructor(
    private readonly files: ReadonlyMap<string, ServedAsset>,
    private readonly entries: ReadonlyMap<string, EntryAssets>,
  ) {}

  /** Reads the manifest and every file it lists; a missing or inconsistent build stops the start with what to run. */
  static load(dir: string): AssetCatalog {
    const manifest = readManifest(dir);
    const files = new Map<string, ServedAsset>();
    for (const [name, file] of Object.entries(manifest.files)) {
      const bytes = readBuilt(dir, name);
      if (bytes.length !== file.bytes) throw new Error(`${join(dir, name)} is not the file the manifest lists: run \`npm run build\` again`);
      const variants = ENCODINGS.filter((encoding) => file.encoded[encoding] !== undefined).map((encoding) => ({
        encoding,
        bytes: readBuilt(dir, name + ENCODING_SUFFIX[encoding]),
        etag: `${file.etag.slice(0, -1)}-${encoding}"`,
      }));
      files.set(name, { contentType: file.contentType, etag: file.etag, bytes, variants, etags: new Set([file.etag, ...variants.map((v) => v.etag)]) });
    }
    const url = (name: string) => {
      if (!files.has(name)) throw new Error(`the manifest in ${dir} names ${name} but lists no such file`);
      return ASSETS_PATH + name;
    };
    const entries = new Map(
      Object.entries(manifest.entries).map(([name, entry]) => [
        name,
        { script: entry.script === null ? null : url(entry.script), styles: entry.styles.map(url), preload: entry.imports.map(url) },
      ]),
    );
    return new AssetCatalog(files, entries);
  }

  /** The file named `name` (`consent-AB12CD34.js`), if the build wrote it. */
  file(name: string): ServedAsset | undefined {
    return this.files.get(name);
  }

  /** What a page loads for the entry (`consent`, `page`, ...); an unknown entry is a programming error. */
  entry(name: string): EntryAssets {
    const entry = this.entries.get(name);
    if (entry === undefined) throw new Error(`no browser entry named ${name}: add it to ENTRIES in tools/build-clients.ts`);
    return entry;
  }
}

function readManifest(dir: string): AssetManifest {
  let text: string;
  try {
    text = readFileSync(join(dir, MANIFEST_FILE), 'utf8');
  } catch {
    throw new Error(`The browser bundles are not built (no ${join(dir, MANIFEST_FILE)}): run \`npm run build\``);
  }
  const decoded = AssetManifest.decode(JSON.parse(text));
  if (E.isLeft(decoded))
    throw new Error(`${join(dir, MANIFEST_FILE)} is not a manifest this server reads (${describeErrors(decoded.left)}): run \`npm run build\``);
  return decoded.right;
}

function readBuilt(dir: string, name: string): Buffer {
  try {
    return readFileSync(join(dir, name));
  } catch {
    throw new Error(`${join(dir, name)} is missing although the manifest lists it: run \`npm run build\` again`);
  }
}

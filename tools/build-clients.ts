import { build, type BuildOptions, type Metafile, type OutputFile } from 'esbuild';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { extname, join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import {
  ASSETS_FOLDER,
  ENCODING_SUFFIX,
  ENCODINGS,
  MANIFEST_FILE,
  type AssetManifest,
  type Encoding,
  type ManifestEntry,
  type ManifestFile,
} from '../adapters/http/assets/manifest.js';
import { buildExtension } from './build-extension.js';

/**
 * Builds the browser code under `clients/` into `dist/assets/`: one esbuild run over every
 * entry (minified ES2020 modules, code split so that what two entries share is one chunk and a
 * lazily imported module is a chunk of its own), file names with a content hash, each file
 * precompressed (brotli, gzip), and the manifest the server reads to find an entry's files.
 * `npm run build` runs it after tsc; `npm run dev` and the tests run it when a source is newer
 * than the manifest.
 */

export const ROOT = fileURLToPath(new URL('../', import.meta.url));
export const OUT_DIR = join(ROOT, ASSETS_FOLDER);

/** Every entry a page of the service loads, by name (the stem of its file names). */
export const ENTRIES: Readonly<Record<string, string>> = {
  /** The look of the service's own pages (the OAuth consent and problem pages). */
  page: 'clients/pages/service-page.css',
  /** The "Preview of an unpublished draft" bar of a preview link's page (a theme page runs no script: CSS alone). */
  'preview-notice': 'clients/pages/preview-notice.css',
  /** The sign-in component as a module of its own, for a page that imports it by URL. */
  'sign-in': 'clients/sign-in/index.ts',
  /** Firebase Auth's web client: imported by the sign-in component only when a person signs in with it. */
  'sign-in-firebase': 'clients/sign-in/providers/firebase.ts',
  /** The page an OpenID provider sends a person back to: starts the authorization code flow, then exchanges the code. */
  'sign-in-callback': 'clients/sign-in/oidc-callback.ts',
  /** The OAuth consent page's script: the sign-in component, and Allow sending a fresh ID token. */
  consent: 'clients/consent/main.ts',
  /**
   * The portal (`/edit/`): its script and stylesheet. Its screens other than the pages are
   * chunks loaded when opened; the tus upload code is a chunk loaded with the first image.
   */
  portal: 'clients/portal/main.tsx',
  /** The one script of Edit Mode's preview frame (an opaque origin): it keeps the reader's place across renderings. */
  'edit-mode-preview': 'clients/portal/edit-mode/preview-frame.ts',
  /**
   * The live voice agent's launcher, on published sites: small, it draws the button and frames
   * the conversation (`live-agent-embed`) from the service's origin when a person opens it.
   */
  'live-agent': 'clients/live-agent/launcher.ts',
  /** The live agent's conversation frame (`/live/embed`): the sign-in, the protocol, the audio, the card. */
  'live-agent-embed': 'clients/live-agent/embed.ts',
};

/**
 * What each entry may weigh as first loaded (its script, the chunks it imports at once, its
 * styles), gzipped, in KB: the build fails above, naming the entry. A page's lazily imported
 * chunks (the portal's other screens, Firebase's client, the live agent's conversation) are
 * outside: they load when used.
 */
export const BUDGETS_KB: Readonly<Record<string, number>> = {
  page: 1,
  'preview-notice': 1,
  'sign-in': 8,
  'sign-in-firebase': 34,
  'sign-in-callback': 5,
  consent: 9,
  // Edit Mode grew presence, releases, preview links and compare (its diff is a chunk): 46 KB at first load.
  portal: 48,
  'live-agent': 4,
  'live-agent-embed': 20,
  'live-agent-capture': 1,
  'edit-mode-preview': 1,
};

/**
 * Entries built on their own, sharing no chunk with the others. The portal's tus upload code
 * bundles CommonJS libraries (url-parse, lodash.throttle, combine-errors), whose interop helper
 * esbuild puts in a chunk that every entry of the same build then imports, used or not: the
 * live agent's launcher, on every page of a published site, would wait for it too.
 */
const BUILT_ALONE: ReadonlySet<string> = new Set(['portal']);

/**
 * AudioWorklet modules: a page loads them by URL (`audioWorklet.addModule`), never by import,
 * so they are built first, on their own, and each one's file name is handed to the entries as
 * a constant (`define`), resolved against the importing chunk's own URL in the browser.
 */
export const WORKLETS: Readonly<Record<string, { readonly source: string; readonly constant: string }>> = {
  /** The live agent's microphone capture: PCM16 at 16 kHz, off the main thread. */
  'live-agent-capture': { source: 'clients/live-agent/audio/capture-worklet.ts', constant: '__LIVE_AGENT_CAPTURE_WORKLET__' },
};

const CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
};

export interface SizeRow {
  readonly name: string;
  readonly bytes: number;
  readonly gzip: number;
  readonly br: number;
}

export interface BuildResult {
  readonly manifest: AssetManifest;
  /** Every file with its raw, gzip and brotli sizes. */
  readonly sizes: readonly SizeRow[];
}

const COMMON = {
  absWorkingDir: ROOT,
  bundle: true,
  format: 'esm',
  platform: 'browser',
  target: 'es2020',
  // Public class fields (openapi-fetch has some) stay as they are: every browser that runs these
  // ES2020 modules has them (Chrome 72, Firefox 69, Safari 14). Lowered, they need esbuild's
  // helper runtime, which it puts in a chunk of its own that every entry then imports, even
  // when empty: one more round trip before the live agent's launcher runs, on every page.
  supported: { 'class-field': true },
  minify: true,
  charset: 'utf8',
  // Licence notices of bundled libraries go to a file beside each output, not into every page load.
  legalComments: 'external',
  entryNames: '[name]-[hash]',
  chunkNames: '[name]-[hash]',
  assetNames: '[name]-[hash]',
  tsconfig: join(ROOT, 'clients/tsconfig.json'),
  metafile: true,
  write: false,
  logLevel: 'warning',
} as const satisfies BuildOptions;

const WORKLET_SOURCES: Readonly<Record<string, string>> = Object.fromEntries(Object.entries(WORKLETS).map(([name, w]) => [name, w.source]));

export async function buildClients(outDir: string = OUT_DIR): Promise<BuildResult> {
  const worklets = await build({ ...COMMON, entryPoints: WORKLET_SOURCES, outdir: outDir });
  const workletFiles = entriesOf(worklets.metafile, outDir, WORKLET_SOURCES);
  const define = Object.fromEntries(Object.entries(WORKLETS).map(([name, w]) => [w.constant, JSON.stringify(workletFiles[name]!.script)]));
  const shared = Object.fromEntries(Object.entries(ENTRIES).filter(([name]) => !BUILT_ALONE.has(name)));
  const builds = [{ sources: shared, result: await build({ ...COMMON, entryPoints: shared, outdir: outDir, splitting: true, define }) }];
  for (const name of BUILT_ALONE) {
    const sources = { [name]: ENTRIES[name]! };
    builds.push({ sources, result: await build({ ...COMMON, entryPoints: sources, outdir: outDir, splitting: true, define }) });
  }
  // A chunk two builds share has one name (its hash) and the same bytes: it is written once.
  const outputs: OutputFile[] = [
    ...new Map([...worklets.outputFiles, ...builds.flatMap((b) => b.result.outputFiles)].map((output) => [output.path, output])).values(),
  ];

  mkdirSync(outDir, { recursive: true });
  const files: Record<string, ManifestFile> = {};
  const sizes: SizeRow[] = [];
  const written = new Set<string>([MANIFEST_FILE]);
  for (const output of outputs) {
    const name = relative(outDir, output.path);
    const contentType = CONTENT_TYPES[extname(name)];
    if (contentType === undefined) throw new Error(`the build wrote ${name}, whose content type the server does not know`);
    const bytes = Buffer.from(output.contents);
    const variants: Record<Encoding, Buffer> = { br: brotli(bytes), gzip: gzipSync(bytes, { level: 9 }) };
    const encoded: ManifestFile['encoded'] = {};
    writeIfChanged(join(outDir, name), bytes);
    written.add(name);
    for (const encoding of ENCODINGS) {
      // A variant no smaller than the file itself is not worth a header.
      if (variants[encoding].length >= bytes.length) continue;
      encoded[encoding] = variants[encoding].length;
      writeIfChanged(join(outDir, name + ENCODING_SUFFIX[encoding]), variants[encoding]);
      written.add(name + ENCODING_SUFFIX[encoding]);
    }
    const etag = `"${createHash('sha256').update(bytes).digest('base64url')}"`;
    files[name] = { contentType, etag, bytes: bytes.length, encoded };
    sizes.push({ name, bytes: bytes.length, gzip: variants.gzip.length, br: variants.br.length });
  }

  const entries = Object.assign({}, workletFiles, ...builds.map((b) => entriesOf(b.result.metafile, outDir, b.sources))) as Record<string, ManifestEntry>;
  const manifest: AssetManifest = { version: 1, entries, files };
  const over = overBudget({ manifest, sizes });
  if (over.length > 0) throw new Error(`the browser build is over its size budget (BUDGETS_KB in tools/build-clients.ts):\n${over.join('\n')}`);
  // The manifest goes last and whole (a rename): a server starting meanwhile reads the old one or the new one.
  const temporary = join(outDir, `.${MANIFEST_FILE}.${process.pid}`);
  writeFileSync(temporary, `${JSON.stringify(manifest, null, 2)}\n`);
  renameSync(temporary, join(outDir, MANIFEST_FILE));
  // Files of earlier builds go: a running server keeps the files it serves in memory.
  for (const stale of readdirSync(outDir)) if (!written.has(stale) && !stale.startsWith('.')) rmSync(join(outDir, stale), { force: true });
  return { manifest, sizes };
}

/** Each entry's script, its stylesheets and the chunks its script imports statically (transitively). */
function entriesOf(metafile: Metafile, outDir: string, sources: Readonly<Record<string, string>>): Record<string, ManifestEntry> {
  const nameOf = (path: string) => relative(outDir, join(ROOT, path));
  const sourceToEntry = new Map(Object.entries(sources).map(([entry, source]) => [source, entry]));
  const entries: Record<string, ManifestEntry> = {};
  for (const [path, output] of Object.entries(metafile.outputs)) {
    const entry = output.entryPoint === undefined ? undefined : sourceToEntry.get(output.entryPoint);
    if (entry === undefined) continue;
    if (path.endsWith('.css')) {
      entries[entry] = { script: null, styles: [nameOf(path)], imports: [] };
      continue;
    }
    const imports = new Set<string>();
    const visit = (from: string) => {
      for (const imported of metafile.outputs[from]?.imports ?? []) {
        if (imported.kind !== 'import-statement' || imports.has(nameOf(imported.path))) continue;
        imports.add(nameOf(imported.path));
        visit(imported.path);
      }
    };
    visit(path);
    entries[entry] = { script: nameOf(path), styles: output.cssBundle === undefined ? [] : [nameOf(output.cssBundle)], imports: [...imports] };
  }
  for (const entry of Object.keys(sources)) if (entries[entry] === undefined) throw new Error(`the build wrote no output for entry ${entry}`);
  return entries;
}

function brotli(bytes: Buffer): Buffer {
  return brotliCompressSync(bytes, {
    params: {
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
    },
  });
}

/** Same name, same bytes (the name holds their hash): an unchanged file is left alone. */
function writeIfChanged(path: string, bytes: Buffer): void {
  if (existsSync(path) && statSync(path).size === bytes.length) return;
  writeFileSync(path, bytes);
}

/** Sources whose change calls for a new build: the browser code, this build, and the installed libraries. */
const BUILD_INPUTS = ['clients', 'tools/build-clients.ts', 'adapters/http/assets/manifest.ts', 'package-lock.json'];

/** True when the manifest is missing or older than a source of the bundles. */
export function bundlesAreStale(outDir: string = OUT_DIR): boolean {
  const manifest = join(outDir, MANIFEST_FILE);
  if (!existsSync(manifest)) return true;
  const builtAt = statSync(manifest).mtimeMs;
  return BUILD_INPUTS.some((input) => newestChange(join(ROOT, input)) > builtAt);
}

function newestChange(path: string): number {
  const stat = statSync(path, { throwIfNoEntry: false });
  if (stat === undefined) return 0;
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((newest, child) => Math.max(newest, newestChange(join(path, child))), stat.mtimeMs);
}

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

/** What each entry loads at once (its script, its static imports, its styles), in bytes gzipped and brotli. */
export function firstLoads({ manifest, sizes }: BuildResult): Record<string, { gzip: number; br: number }> {
  const bySize = new Map(sizes.map((row) => [row.name, row]));
  return Object.fromEntries(
    Object.entries(manifest.entries).map(([name, entry]) => {
      const loaded = [entry.script, ...entry.imports, ...entry.styles].filter((f): f is string => f !== null).map((f) => bySize.get(f)!);
      return [name, { gzip: loaded.reduce((s, r) => s + r.gzip, 0), br: loaded.reduce((s, r) => s + r.br, 0) }];
    }),
  );
}

/** The entries whose first load is over their budget (or that have none), one line each. */
export function overBudget(result: BuildResult, budgets: Readonly<Record<string, number>> = BUDGETS_KB): string[] {
  return Object.entries(firstLoads(result)).flatMap(([name, { gzip }]) => {
    const budget = budgets[name];
    if (budget === undefined) return [`${name}: no budget (add one to BUDGETS_KB)`];
    return gzip > budget * 1024 ? [`${name}: ${kb(gzip)} gzipped at first load, over its ${budget} KB`] : [];
  });
}

/** The sizes table `npm run build` prints: every file, then what each entry loads at once, against its budget. */
export function sizeReport(result: BuildResult): string {
  const lines = [
    'file | bytes | gzip | brotli',
    ...result.sizes.filter((r) => !r.name.endsWith('.txt')).map((r) => `${r.name} | ${kb(r.bytes)} | ${kb(r.gzip)} | ${kb(r.br)}`),
  ];
  lines.push('', 'entry: first load (script, its static imports, its styles) | gzip | brotli | budget (gzip)');
  for (const [name, size] of Object.entries(firstLoads(result))) lines.push(`${name} | ${kb(size.gzip)} | ${kb(size.br)} | ${BUDGETS_KB[name] ?? '?'} KB`);
  return lines.join('\n');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const started = performance.now();
  const { argv } = process;
  // `--if-stale`: `npm run dev` rebuilds only when a source changed since the last build.
  if (argv.includes('--if-stale') && !bundlesAreStale()) process.exit(0);
  const result = await buildClients();
  process.stdout.write(`${sizeReport(result)}\nbrowser bundles written to ${ASSETS_FOLDER}/ in ${Math.round(performance.now() - started)} ms\n`);
  // The browser extension is not served: `npm run dev` (`--if-stale`) leaves it alone.
  if (!argv.includes('--if-stale')) {
    const extension = await buildExtension();
    const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
    process.stdout.write(
      `browser extension ${extension.version}: ${relative(ROOT, extension.folder)}/ (${kb(extension.unpackedBytes)}), ${relative(ROOT, extension.zip)} (${kb(extension.zipBytes)})\n`,
    );
  }
}

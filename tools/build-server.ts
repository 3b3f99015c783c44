import { build, type BuildOptions, type Metafile, type OutputFile, type Plugin } from 'esbuild';
import { mkdirSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/**
 * Bundles the compiled server (tsc's output in `dist/`) into `dist/server/`: the entry `main.js`
 * (what `npm start`, the Docker image and the bench run), the worker threads' scripts beside it
 * (page extraction, code highlighting), and the chunks they load. Start-up was almost all module loading: about 1,200 files, each
 * resolved, stat'ed, read and compiled one by one; a few large files load in a fraction of that
 * time. `npm run build` runs it after tsc. The unbundled `dist/composition/` stays, for the CLIs.
 */

export const ROOT = fileURLToPath(new URL('../', import.meta.url));
const OUT_FOLDER = 'dist/server';
export const SERVER_DIR = join(ROOT, OUT_FOLDER);
/** The bundled service, relative to the project's root: `node dist/server/main.js`. */
export const SERVER_ENTRY = `${OUT_FOLDER}/main.js`;

/** Entry files by output name, relative to the project's root; `main` is what start-up runs. */
type Entries = Readonly<Record<string, string>> & { readonly main: string };

/**
 * Each entry, by the name of its file in `dist/server/`. Chunks go into the same folder, so a
 * module's `import.meta.url` still finds what it looks for beside itself or above it: the
 * workers' scripts (`workerScript('extraction-worker', import.meta.url)`: the extraction and
 * the code highlighting), and package.json on the way up (composition/modules/assets.ts).
 */
export const ENTRIES: Entries = {
  main: 'dist/composition/main.js',
  // The service to start in-process (composition/embedded.ts): the HTTP suites run it with TEST_SERVER=bundle.
  embedded: 'dist/composition/embedded.js',
  'extraction-worker': 'dist/infrastructure/ingestion/extraction-worker.js',
  'highlight-worker': 'dist/infrastructure/site/render/theme/highlight-worker.js',
};

/**
 * Packages left out of the bundle and loaded from node_modules at run time, each with why.
 * Everything else the server imports is bundled. (The SQLite driver is not here: driver.ts
 * loads it by a name chosen at run time, through `createRequire`, which esbuild leaves alone.)
 */
const EXTERNAL_AT_START: Readonly<Record<string, string>> = {
  pino: 'the logger: starts its transports in worker threads from its own files, found by path',
};

/**
 * Packages the service loads only when first used (an `import()` on the first request that
 * needs one), left to node_modules so that they stay out of start-up: bundled, a package that
 * two lazy modules share would land in a chunk that start-up may load. The build fails when
 * start-up's chunks import one of them statically.
 */
const EXTERNAL_ON_FIRST_USE: Readonly<Record<string, string>> = {
  sharp: 'image resizing; a native addon (libvips), which no bundle can hold',
  mongodb: 'the MongoDB store, with STORAGE=mongo only',
  'oidc-provider': 'the OAuth server, on the first OAuth request',
  '@modelcontextprotocol/server': 'the MCP SDK, on the first POST /mcp',
  '@tus/server': 'resumable uploads, on the first tus request',
  '@tus/file-store': 'resumable uploads, on the first tus request',
  twilio: 'telephony, with TELEPHONY_PROVIDER=twilio only',
  '@google/genai':
    'Gemini: the voice tokens on the first live session, the embeddings on the first page or question embedded (EMBEDDINGS_PROVIDER=gemini), translation on the first page or labels translated (TRANSLATOR_PROVIDER=gemini)',
  shiki: "code highlighting, in its worker thread, on the first deployed or previewed page with a code block (it reads its grammars' files)",
  cheerio: 'company website extraction, on the first onboarding extraction',
  sitemap: 'the deployed site’s sitemap, on the first deploy',
  'file-type': 'image inspection, on the first image upload',
  'image-size': 'image inspection, on the first image upload',
  'pino-pretty': 'log lines for a person at a terminal (LOG_FORMAT=auto on a TTY, or pretty), loaded at start only then',
};

/**
 * In every chunk: bundled CommonJS code calls `require` (Node's own modules, optional
 * dependencies it tries), which an ES module does not have.
 */
const REQUIRE_BANNER = "import { createRequire as __bundleCreateRequire } from 'node:module'; const require = __bundleCreateRequire(import.meta.url);";

/**
 * fp-ts's ES modules (`fp-ts/es6/`) for the service's own `fp-ts/lib/` imports. A bundled
 * CommonJS module is reached through a getter per export (esbuild's interop, for live
 * bindings), so every `E.isLeft` or `E.right` on a hot path was a call and a megamorphic load
 * (about 5% of a page read's CPU in `perf`); its ES module is bundled as plain functions.
 * Libraries keep theirs (io-ts requires `fp-ts/lib`): an Either is a plain `{ _tag }` object,
 * the same from either copy.
 */
const FP_TS_AS_ES_MODULES: Plugin = {
  name: 'fp-ts as ES modules',
  setup(bundler) {
    bundler.onResolve({ filter: /^fp-ts\/lib\// }, (args) =>
      args.importer.includes('/node_modules/')
        ? undefined
        : bundler.resolve(args.path.replace('fp-ts/lib/', 'fp-ts/es6/'), { kind: args.kind, resolveDir: args.resolveDir, importer: args.importer }),
    );
  },
};

const OPTIONS = {
  absWorkingDir: ROOT,
  plugins: [FP_TS_AS_ES_MODULES],
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  chunkNames: '[name]-[hash]',
  external: [...Object.keys(EXTERNAL_AT_START), ...Object.keys(EXTERNAL_ON_FIRST_USE)],
  banner: { js: REQUIRE_BANNER },
  // Linked maps through tsc's own (esbuild follows them): a stack trace maps back to the .ts
  // sources (node --enable-source-maps). Positions only: the sources are not copied in.
  sourcemap: 'linked',
  sourcesContent: false,
  // The licences of bundled packages stay in node_modules, which ships with the service.
  legalComments: 'none',
  metafile: true,
  write: false,
  logLevel: 'warning',
} as const satisfies BuildOptions;

export interface ServerBuild {
  /** Every file written, relative to the output folder, with its size. */
  readonly files: readonly { readonly name: string; readonly bytes: number }[];
  /** The chunks start-up loads (the entry first), relative to the output folder. */
  readonly startUp: readonly string[];
}

/** Builds `entries` (the server's, unless a test gives others) into `outDir`; writes nothing when the bundle would not work. */
export async function buildServer({ entries = ENTRIES, outDir = SERVER_DIR }: { entries?: Entries; outDir?: string } = {}): Promise<ServerBuild> {
  const result = await build({ ...OPTIONS, entryPoints: entries, outdir: outDir });
  const startUp = startUpChunks(result.metafile, entries.main);
  const problems = [
    ...defaultOnlyCommonJs(result.metafile, result.outputFiles),
    ...lazyPackagesAtStart(result.metafile, startUp),
    ...unusedExternals(result.metafile),
  ];
  if (problems.length > 0) throw new Error(`the server bundle is not usable:\n${problems.map((p) => `- ${p}`).join('\n')}`);

  mkdirSync(outDir, { recursive: true });
  const written = new Set<string>();
  for (const output of result.outputFiles) {
    const name = relative(outDir, output.path);
    writeFileSync(output.path, output.contents);
    written.add(name);
  }
  // Chunks of earlier builds go (their names hold their hash): a server started from this
  // folder before the build loads its lazy chunks from it, so rebuild before restarting it.
  for (const stale of readdirSync(outDir)) if (!written.has(stale)) rmSync(join(outDir, stale), { force: true });
  return {
    files: result.outputFiles.map((o) => ({ name: relative(outDir, o.path), bytes: o.contents.length })),
    startUp: startUp.map((path) => relative(outDir, join(ROOT, path))),
  };
}

/**
 * With code splitting, an `import()` of a bundled CommonJS module becomes a chunk whose only
 * export is `default` (`export default require_x()`): the importer's named exports are
 * undefined (`E.isLeft is not a function`), where Node, and esbuild without splitting, give
 * them. Such an import must go: import the module statically, or ask an ES module for it.
 */
function defaultOnlyCommonJs(metafile: Metafile, outputs: readonly OutputFile[]): string[] {
  const problems: string[] = [];
  for (const output of outputs) {
    if (!output.path.endsWith('.js') || !/^export default require_[\w$]+\(\);?$/m.test(output.text)) continue;
    const module = metafile.outputs[relative(ROOT, output.path)]?.entryPoint ?? relative(ROOT, output.path);
    const importers = Object.entries(metafile.inputs)
      .filter(([, input]) => input.imports.some((i) => i.kind === 'dynamic-import' && i.path === module))
      .map(([path]) => path);
    problems.push(
      `${importers.join(', ') || 'a module'} imports the CommonJS module ${module} with import(): bundled, it has no named exports. Import it statically instead.`,
    );
  }
  return problems;
}

/**
 * The output files start-up loads: the entry's, the chunks of the modules the entry imports
 * itself with `import()` (main.ts's own run at once), and everything those import statically.
 * An `import()` deeper down runs on first use.
 */
function startUpChunks(metafile: Metafile, entryFile: string): string[] {
  const outputs = Object.entries(metafile.outputs);
  const entry = outputs.find(([, o]) => o.entryPoint === entryFile)![0];
  const importedAtOnce = new Set(metafile.inputs[entryFile]!.imports.filter((i) => i.kind === 'dynamic-import').map((i) => i.path));
  const roots = [entry, ...outputs.filter(([, o]) => o.entryPoint !== undefined && importedAtOnce.has(o.entryPoint)).map(([path]) => path)];
  const loaded = new Set<string>();
  const visit = (path: string) => {
    if (loaded.has(path)) return;
    loaded.add(path);
    for (const i of metafile.outputs[path]!.imports) if (i.kind === 'import-statement' && !i.external) visit(i.path);
  };
  roots.forEach(visit);
  return [...loaded];
}

const packageOf = (specifier: string): string => specifier.split('/', specifier.startsWith('@') ? 2 : 1).join('/');

/** A package of EXTERNAL_ON_FIRST_USE that a chunk of start-up imports other than by `import()`. */
function lazyPackagesAtStart(metafile: Metafile, startUp: readonly string[]): string[] {
  const problems: string[] = [];
  for (const chunk of startUp) {
    for (const i of metafile.outputs[chunk]!.imports) {
      if (!i.external || i.kind === 'dynamic-import' || EXTERNAL_ON_FIRST_USE[packageOf(i.path)] === undefined) continue;
      const from = Object.keys(metafile.outputs[chunk]!.inputs).filter((input) => metafile.inputs[input]?.imports.some((m) => m.path === i.path));
      problems.push(
        `${i.path} is loaded on first use, but start-up loads it (${chunk}, from ${from.join(', ') || 'bundled code'}). Import it with import() where it is used.`,
      );
    }
  }
  return problems;
}

/** An external that nothing bundled imports: the list says why each package is left out, so it holds no others. */
function unusedExternals(metafile: Metafile): string[] {
  const imported = new Set(Object.values(metafile.outputs).flatMap((o) => o.imports.filter((i) => i.external).map((i) => packageOf(i.path))));
  return OPTIONS.external
    .filter((name) => !imported.has(name))
    .map((name) => `${name} is listed as external, but nothing in the bundle imports it: take it off the list.`);
}

/** Sources whose change calls for a new bundle: the server's layers, this build, the compiler's settings and the installed libraries. */
const BUILD_INPUTS = [
  'domain',
  'application',
  'adapters',
  'infrastructure',
  'composition',
  'tools/build-server.ts',
  'tsconfig.json',
  'tsconfig.build.json',
  'package-lock.json',
];

/** True when the bundle is missing or older than a source of it. */
export function serverBundleIsStale(outDir: string = SERVER_DIR): boolean {
  const entry = statSync(join(outDir, 'main.js'), { throwIfNoEntry: false });
  if (entry === undefined) return true;
  return BUILD_INPUTS.some((input) => newestChange(join(ROOT, input)) > entry.mtimeMs);
}

function newestChange(path: string): number {
  const stat = statSync(path, { throwIfNoEntry: false });
  if (stat === undefined) return 0;
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((newest, child) => Math.max(newest, newestChange(join(path, child))), stat.mtimeMs);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const started = performance.now();
  const { files, startUp } = await buildServer().catch((error: unknown) => {
    // What is wrong, without a stack trace of the build tool itself.
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  });
  const kb = (names: readonly string[]) => `${(files.filter((f) => names.includes(f.name)).reduce((sum, f) => sum + f.bytes, 0) / 1024).toFixed(0)} KB`;
  const scripts = files.filter((f) => f.name.endsWith('.js')).map((f) => f.name);
  process.stdout.write(
    `server bundle written to ${OUT_FOLDER}/ in ${Math.round(performance.now() - started)} ms: ` +
      `${scripts.length} scripts, ${kb(scripts)}; start-up loads ${startUp.length} of them, ${kb(startUp)}\n`,
  );
}

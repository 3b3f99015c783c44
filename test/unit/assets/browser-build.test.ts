import { expect } from 'chai';
import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { AssetCatalog } from '../../../adapters/http/assets/asset-catalog.js';
import type { AssetManifest } from '../../../adapters/http/assets/manifest.js';
import { BUDGETS_KB, buildClients, bundlesAreStale, overBudget, type BuildResult } from '../../../tools/build-clients.js';

/** tools/build-clients.ts (what `npm run build` runs after tsc) and the catalog the server reads its output with. */
describe('The browser build', function () {
  this.timeout(60_000);
  let dir: string;
  let manifest: AssetManifest;
  let result: BuildResult;
  before(async () => {
    dir = mkdtempSync(join(tmpdir(), 'browser-build-'));
    writeFileSync(join(dir, 'chunk-OLDBUILD.js'), 'an earlier build');
    result = await buildClients(dir);
    manifest = result.manifest;
  });
  after(() => rmSync(dir, { recursive: true, force: true }));

  it('writes each entry with hashed names, and keeps the lazily imported Firebase chunk out of every first load', () => {
    expect(Object.keys(manifest.entries)).to.have.members([
      'page',
      'preview-notice',
      'sign-in',
      'sign-in-firebase',
      'sign-in-callback',
      'consent',
      'live-agent',
      'live-agent-embed',
      'live-agent-capture',
      'portal',
      'edit-mode-preview',
    ]);
    const firebase = manifest.entries['sign-in-firebase']!.script!;
    expect(firebase).to.match(/^sign-in-firebase-[A-Z0-9]{8}\.js$/);
    for (const name of ['sign-in', 'consent']) {
      const entry = manifest.entries[name]!;
      expect(entry.script).to.match(new RegExp(`^${name}-[A-Z0-9]{8}\\.js$`));
      expect(entry.styles).to.have.length(1);
      expect(entry.imports, name).to.not.include(firebase);
      const firstLoad = [entry.script!, ...entry.imports].map((file) => readFileSync(join(dir, file), 'utf8')).join('\n');
      expect(firstLoad).to.not.include('identitytoolkit');
      // The component imports the Firebase chunk when someone signs in with it, by its built name.
      expect(firstLoad).to.include(`import("./${firebase}")`);
    }
    expect(readFileSync(join(dir, firebase), 'utf8')).to.include('identitytoolkit.googleapis.com');
    expect(manifest.entries.page).to.deep.equal({ script: null, styles: [manifest.entries.page!.styles[0]!], imports: [] });
  });

  it('loads the live agent as a small launcher alone; the conversation is the frame’s own entry, on the service’s origin', () => {
    const launcher = manifest.entries['live-agent']!;
    expect(launcher.imports, 'nothing beside the launcher on a page load').to.deep.equal([]);
    const script = readFileSync(join(dir, launcher.script!), 'utf8');
    // The budget of what every page with the agent loads (gzipped): a button and a frame.
    expect(manifest.files[launcher.script!]!.encoded.gzip).to.be.below(4 * 1024);
    // Nothing of the conversation or the sign-in runs on the site's origin: no import, no storage, no token, no microphone.
    expect(script)
      .to.not.include('import(')
      .and.not.include('BidiGenerateContent')
      .and.not.include('audioWorklet')
      .and.not.include('localStorage')
      .and.not.include('getUserMedia');
    expect(script).to.include('/live/embed').and.include('postMessage');
    const embed = manifest.entries['live-agent-embed']!;
    const frame = [embed.script!, ...embed.imports].map((file) => readFileSync(join(dir, file), 'utf8')).join('\n');
    // The capture worklet is loaded by URL, named as the build wrote it (never a blob: URL).
    const worklet = manifest.entries['live-agent-capture']!.script!;
    expect(worklet).to.match(/^live-agent-capture-[A-Z0-9]{8}\.js$/);
    expect(frame).to.include(`"${worklet}"`).and.not.include('createObjectURL');
    expect(readFileSync(join(dir, worklet), 'utf8')).to.include('registerProcessor("pcm16-capture"');
  });

  it('holds every entry to its first-load budget, and names an entry over its budget or without one', () => {
    expect(overBudget(result)).to.deep.equal([]);
    const { consent: _consent, ...withoutConsent } = BUDGETS_KB;
    const problems = overBudget(result, { ...withoutConsent, portal: 1 });
    expect(problems).to.have.length(2);
    expect(problems[0]).to.match(/^consent: no budget|^portal: /);
    expect(problems.join('\n'))
      .to.match(/portal: \d+\.\d KB gzipped at first load, over its 1 KB/)
      .and.include('consent: no budget (add one to BUDGETS_KB)');
  });

  it('precompresses every file, each variant smaller than the file and the same bytes once decoded, and names them by their hash', () => {
    for (const [name, file] of Object.entries(manifest.files)) {
      const bytes = readFileSync(join(dir, name));
      expect(file.bytes).to.equal(bytes.length);
      expect(file.etag).to.equal(`"${createHash('sha256').update(bytes).digest('base64url')}"`);
      if (file.encoded.br !== undefined) expect(brotliDecompressSync(readFileSync(join(dir, `${name}.br`))).equals(bytes)).to.equal(true);
      if (file.encoded.gzip !== undefined) expect(gunzipSync(readFileSync(join(dir, `${name}.gz`))).equals(bytes)).to.equal(true);
      if (bytes.length > 1000) expect(file.encoded, name).to.have.keys('br', 'gzip');
    }
    const script = manifest.entries.consent!.script!;
    expect(manifest.files[script]!.contentType).to.equal('text/javascript; charset=utf-8');
    expect(manifest.files[manifest.entries.page!.styles[0]!]!.contentType).to.equal('text/css; charset=utf-8');
  });

  it('removes the files of an earlier build, and is up to date once written', () => {
    expect(readdirSync(dir)).to.not.include('chunk-OLDBUILD.js');
    expect(bundlesAreStale(dir)).to.equal(false);
    expect(bundlesAreStale(join(dir, 'nowhere'))).to.equal(true);
  });

  it('is what the server’s catalog reads: entry URLs under /assets/, every file with its variants', () => {
    const catalog = AssetCatalog.load(dir);
    const consent = catalog.entry('consent');
    expect(consent.script).to.equal(`/assets/${manifest.entries.consent!.script}`);
    expect(consent.preload).to.deep.equal(manifest.entries.consent!.imports.map((file) => `/assets/${file}`));
    const served = catalog.file(manifest.entries.consent!.script!)!;
    expect(served.variants.map((v) => v.encoding)).to.deep.equal(['br', 'gzip']);
    expect(catalog.file('manifest.json')).to.equal(undefined);
    expect(() => catalog.entry('nonexistent')).to.throw('no browser entry named nonexistent: add it to ENTRIES in tools/build-clients.ts');
  });

  it('stops the server’s start with what to run when the build is missing or damaged', () => {
    const empty = mkdtempSync(join(tmpdir(), 'browser-build-empty-'));
    try {
      expect(() => AssetCatalog.load(empty)).to.throw(`The browser bundles are not built (no ${join(empty, 'manifest.json')}): run \`npm run build\``);
      writeFileSync(join(empty, 'manifest.json'), JSON.stringify({ version: 2, entries: {}, files: {} }));
      expect(() => AssetCatalog.load(empty)).to.throw(/is not a manifest this server reads \(version must be 1\): run `npm run build`/);
      const script = manifest.entries.consent!.script!;
      writeFileSync(join(empty, 'manifest.json'), JSON.stringify({ ...manifest, files: { [script]: manifest.files[script] } }));
      expect(() => AssetCatalog.load(empty)).to.throw(`${join(empty, script)} is missing although the manifest lists it: run \`npm run build\` again`);
      writeFileSync(join(empty, script), 'truncated');
      expect(() => AssetCatalog.load(empty)).to.throw(`${join(empty, script)} is not the file the manifest lists: run \`npm run build\` again`);
    } finally {
      rmSync(empty, { recursive: true, force: true });
    }
    unlinkSync(join(dir, `${manifest.entries.consent!.script!}.br`));
    expect(() => AssetCatalog.load(dir)).to.throw(/\.js\.br is missing although the manifest lists it/);
  });
});

import { expect } from 'chai';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { buildServer, ROOT } from '../../../tools/build-server.js';

/**
 * tools/build-server.ts refuses a bundle that would not work, and writes nothing then. Each
 * case is a small program of its own, built with the server's options: in a folder under the
 * project (its node_modules resolve), as `main` plus the modules it imports.
 */
describe('The server build refuses a bundle that would not work', function () {
  this.timeout(60_000);
  let dir: string;
  beforeEach(() => {
    mkdirSync(join(ROOT, 'dist'), { recursive: true });
    dir = mkdtempSync(join(ROOT, 'dist', '.server-build-test-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  /** Writes the program's files, builds it, and answers the build's error message. */
  const refusal = async (files: Record<string, string>): Promise<string> => {
    for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
    const outDir = join(dir, 'out');
    const error = await buildServer({ entries: { main: relative(ROOT, join(dir, 'main.js')) }, outDir }).then(
      () => expect.fail('the build succeeded'),
      (failure: unknown) => failure as Error,
    );
    expect(existsSync(outDir), 'nothing written').to.equal(false);
    return error.message;
  };
  const at = (name: string) => relative(ROOT, join(dir, name));

  it('an import() of a bundled CommonJS module, whose named exports the bundle would lose', async () => {
    // (fp-ts/lib is bundled from its ES modules: see FP_TS_AS_ES_MODULES. io-ts has only CommonJS.)
    const message = await refusal({ 'main.js': "const t = await import('io-ts/lib/index.js');\nexport const string = t.string;\n" });
    expect(message).to.include(
      `- ${at('main.js')} imports the CommonJS module node_modules/io-ts/lib/index.js with import(): bundled, it has no named exports. Import it statically instead.`,
    );
  });

  it('a package loaded on first use that start-up would load: a module the entry itself imports imports it statically', async () => {
    const message = await refusal({
      'main.js': "await import('./server.js');\n",
      'server.js': "import sharp from 'sharp';\nexport const resize = () => sharp();\n",
    });
    expect(message).to.match(
      new RegExp(
        `- sharp is loaded on first use, but start-up loads it \\(${at('out')}/server-\\w+\\.js, from ${at('server.js')}\\)\\. Import it with import\\(\\) where it is used\\.`,
      ),
    );
  });

  it('an external nothing imports; a package imported statically by a module loaded on first use is no problem', async () => {
    const message = await refusal({
      'main.js': "await import('./server.js');\n",
      'server.js': "export const resize = async () => (await import('./resizer.js')).resize();\n",
      'resizer.js': "import sharp from 'sharp';\nexport const resize = () => sharp();\n",
    });
    expect(message).to.include('- mongodb is listed as external, but nothing in the bundle imports it: take it off the list.');
    expect(message).to.not.include('sharp');
    expect(message).to.not.include('CommonJS');
  });
});

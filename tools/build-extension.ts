import { build } from 'esbuild';
import { mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { deflateRawSync, crc32 } from 'node:zlib';
import sharp from 'sharp';

/**
 * Builds the browser extension (`clients/extension/`, Manifest V3) into `dist/extension/`: the
 * unpacked folder a browser loads (`unpacked/`) and the versioned zip a store takes
 * (`content-service-extension-<version>.zip`). Its scripts are bundled whole (no code is ever
 * loaded from elsewhere), its icons drawn here. The build fails over its size budget.
 */

const ROOT = fileURLToPath(new URL('../', import.meta.url));
const SOURCE = join(ROOT, 'clients/extension');
const EXTENSION_OUT = join(ROOT, 'dist/extension');

/** The budget (bytes): the whole unpacked folder, and the zip. */
const EXTENSION_BUDGET = { unpacked: 120 * 1024, zip: 50 * 1024 } as const;

export interface ExtensionBuild {
  readonly version: string;
  readonly folder: string;
  readonly zip: string;
  readonly unpackedBytes: number;
  readonly zipBytes: number;
}

/** A blue square with a white page folding down into it: the extension's icon, at any size. */
const ICON_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">
<rect width="64" height="64" rx="14" fill="#1d4ed8"/>
<path d="M20 12h18l10 10v18H20z" fill="#fff"/>
<path d="M38 12v10h10" fill="#c7d7fe"/>
<path d="M32 36v14m-7-7 7 7 7-7" stroke="#fff" stroke-width="5" fill="none" stroke-linecap="round" stroke-linejoin="round"/>
</svg>`;

export async function buildExtension(outDir: string = EXTENSION_OUT): Promise<ExtensionBuild> {
  const manifest = JSON.parse(readFileSync(join(SOURCE, 'manifest.json'), 'utf8')) as { version: string };
  const folder = join(outDir, 'unpacked');
  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(join(folder, 'icons'), { recursive: true });
  await build({
    absWorkingDir: ROOT,
    entryPoints: { background: join(SOURCE, 'background.ts'), popup: join(SOURCE, 'popup/main.ts') },
    outdir: folder,
    bundle: true,
    format: 'esm',
    platform: 'browser',
    target: 'chrome116',
    minify: true,
    charset: 'utf8',
    // Licence notices of the bundled libraries at the end of each script (a store reviewer reads them there).
    legalComments: 'eof',
    tsconfig: join(ROOT, 'clients/tsconfig.json'),
    logLevel: 'warning',
  });
  writeFileSync(join(folder, 'popup.html'), readFileSync(join(SOURCE, 'popup/popup.html')));
  writeFileSync(join(folder, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  for (const size of [16, 32, 48, 128]) {
    writeFileSync(
      join(folder, 'icons', `${size}.png`),
      await sharp(Buffer.from(ICON_SVG), { density: (72 * size) / 64 })
        .resize(size, size)
        .png()
        .toBuffer(),
    );
  }

  const files = filesOf(folder);
  const zip = join(outDir, `content-service-extension-${manifest.version}.zip`);
  writeFileSync(zip, zipOf(files.map((path) => ({ name: relative(folder, path), bytes: readFileSync(path) }))));
  const unpackedBytes = files.reduce((sum, path) => sum + statSync(path).size, 0);
  const zipBytes = statSync(zip).size;
  if (unpackedBytes > EXTENSION_BUDGET.unpacked || zipBytes > EXTENSION_BUDGET.zip) {
    throw new Error(
      `the extension is over its size budget: ${unpackedBytes} bytes unpacked (at most ${EXTENSION_BUDGET.unpacked}), ${zipBytes} zipped (at most ${EXTENSION_BUDGET.zip})`,
    );
  }
  return { version: manifest.version, folder, zip, unpackedBytes, zipBytes };
}

function filesOf(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true })
    .flatMap((entry) => (entry.isDirectory() ? filesOf(join(folder, entry.name)) : [join(folder, entry.name)]))
    .sort();
}

/** A zip archive (deflated entries, a fixed date: the same files make the same bytes). */
function zipOf(entries: ReadonlyArray<{ name: string; bytes: Buffer }>): Buffer {
  const DOS_DATE = (1 << 5) | 1; // 1980-01-01
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const { name, bytes } of entries) {
    const path = Buffer.from(name.split('\\').join('/'));
    const packed = deflateRawSync(bytes, { level: 9 });
    const crc = crc32(bytes);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x0800, 6); // UTF-8 names
    local.writeUInt16LE(8, 8); // deflate
    local.writeUInt16LE(0, 10);
    local.writeUInt16LE(DOS_DATE, 12);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(packed.length, 18);
    local.writeUInt32LE(bytes.length, 22);
    local.writeUInt16LE(path.length, 26);
    local.writeUInt16LE(0, 28);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    local.copy(central, 8, 6, 30);
    central.writeUInt32LE(offset, 42);
    locals.push(local, path, packed);
    centrals.push(central, path);
    offset += local.length + path.length + packed.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

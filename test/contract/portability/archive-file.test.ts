import { expect } from 'chai';
import { createWriteStream, existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGzip, gunzipSync, gzipSync } from 'node:zlib';
import type { ArchiveLine } from '../../../application/portability/ports.js';
import { readArchiveFile, writeArchiveFile } from '../../../infrastructure/portability/archive-file.js';

async function* records(list: readonly object[], failAt = -1): AsyncGenerator<object> {
  for (const [i, record] of list.entries()) {
    if (i === failAt) throw new Error('the store went away');
    yield record;
  }
}

const readAll = async (file: string, onBytes?: (read: number) => void): Promise<ArchiveLine[]> => {
  const lines: ArchiveLine[] = [];
  for await (const line of readArchiveFile(file, onBytes)) lines.push(line);
  return lines;
};

/** Writes a gzip file of `parts` (strings, or a count of `a`s to stream a megabyte at a time: no long string is ever held). */
async function gzipFile(file: string, parts: ReadonlyArray<string | { readonly as: number }>): Promise<void> {
  const megabyte = Buffer.alloc(1024 * 1024, 'a');
  const bytes = function* () {
    for (const part of parts) {
      if (typeof part === 'string') yield Buffer.from(part);
      else for (let left = part.as; left > 0; left -= megabyte.length) yield left >= megabyte.length ? megabyte : megabyte.subarray(0, left);
    }
  };
  await pipeline(Readable.from(bytes()), createGzip({ level: 1 }), createWriteStream(file));
}

describe('Archive files: gzip-compressed JSON lines, image bytes as base64', () => {
  let folder: string;
  beforeEach(() => (folder = mkdtempSync(join(tmpdir(), 'content-service-archive-file-'))));
  afterEach(() => rmSync(folder, { recursive: true, force: true }));

  it('writes records a line each, bytes of image chunks as base64, and reads them back as they were', async () => {
    const file = join(folder, 'a.jsonl.gz');
    const bytes = new Uint8Array([0, 1, 2, 250, 251, 255]);
    let written = 0;
    await writeArchiveFile(file, records([{ type: 'header', n: 1 }, { type: 'image_chunk', data: bytes }, { type: 'end' }]), (n) => (written = n));
    expect(written).to.equal(readFileSync(file).length);
    expect(gunzipSync(readFileSync(file)).toString('utf8')).to.equal('{"type":"header","n":1}\n{"type":"image_chunk","data":"AAEC+vv/"}\n{"type":"end"}\n');
    const read = await readAll(file);
    expect(read).to.deep.equal([
      { line: 1, record: { type: 'header', n: 1 } },
      { line: 2, record: { type: 'image_chunk', data: bytes } },
      { line: 3, record: { type: 'end' } },
    ]);
    expect((read[1] as { record: { data: unknown } }).record.data).to.be.instanceOf(Uint8Array);
  });

  it('never overwrites a file, and leaves nothing when the records fail midway', async () => {
    const file = join(folder, 'a.jsonl.gz');
    writeFileSync(file, 'precious');
    let failure: unknown;
    await writeArchiveFile(file, records([{ type: 'header' }])).catch((error: unknown) => (failure = error));
    expect((failure as Error).message).to.equal(`${file} already exists: an export never overwrites a file`);
    expect(readFileSync(file, 'utf8')).to.equal('precious');
    const other = join(folder, 'b.jsonl.gz');
    await writeArchiveFile(other, records([{ type: 'header' }, { type: 'end' }], 1)).catch((error: unknown) => (failure = error));
    expect((failure as Error).message).to.equal('the store went away');
    expect([existsSync(other), existsSync(`${other}.partial`)]).to.deep.equal([false, false]);
  });

  it('refuses a line longer than any record (600 MB) as soon as it outgrows 16 MiB, and reads no further', async () => {
    const file = join(folder, 'long-line.jsonl.gz');
    await gzipFile(file, ['{"type":"header"}\n{"type":"document","content":"', { as: 600 * 1024 * 1024 }, '"}\n{"type":"end"}\n']);
    let read = 0;
    expect(await readAll(file, (bytes) => (read = bytes))).to.deep.equal([
      { line: 1, record: { type: 'header' } },
      { line: 2, problem: 'a line longer than 16 MiB: no record of an archive is that long' },
    ]);
    expect(read, 'the file is left unread after the line').to.be.lessThan(statSync(file).size / 4);
  });

  it('refuses a line nesting arrays and objects deeper than 64 levels before parsing it, and reads no further', async () => {
    const file = join(folder, 'deep.jsonl.gz');
    const nested = (levels: number) => '['.repeat(levels) + ']'.repeat(levels);
    // {"type":"document","metadata":{"deep":[...]}}: the record and its metadata are two levels.
    await gzipFile(file, [
      `{"type":"document","metadata":{"deep":${nested(62)}}}\n`,
      `{"type":"document","metadata":{"deep":${nested(10_000)}}}\n`,
      '{"type":"end"}\n',
    ]);
    const lines = await readAll(file);
    expect(lines.map((line) => ('problem' in line ? line : line.line))).to.deep.equal([1, { line: 2, problem: 'JSON nested deeper than 64 levels' }]);
  });

  it('reads lines ended by CRLF, and a last line without a line break', async () => {
    const file = join(folder, 'crlf.jsonl.gz');
    await gzipFile(file, ['{"type":"header"}\r\n{"type":"project","name":"é"}\r\n{"type":"end"}']);
    expect(await readAll(file)).to.deep.equal([
      { line: 1, record: { type: 'header' } },
      { line: 2, record: { type: 'project', name: 'é' } },
      { line: 3, record: { type: 'end' } },
    ]);
  });

  it('says what is wrong with a file at the line where it goes wrong, and reads nothing after', async () => {
    const write = (name: string, bytes: Buffer) => (writeFileSync(join(folder, name), bytes), join(folder, name));
    expect(await readAll(write('text', Buffer.from('{"type":"header"}\n')))).to.deep.equal([
      { line: 1, problem: 'the file is not a gzip archive, or is damaged (incorrect header check)' },
    ]);
    expect(await readAll(write('lines', gzipSync('{"type":"header"}\nnot json\n{"type":"end"}\n')))).to.deep.equal([
      { line: 1, record: { type: 'header' } },
      { line: 2, problem: 'not a line of JSON' },
    ]);
    expect(await readAll(write('chunk', gzipSync('{"type":"image_chunk","data":"%%%"}\n')))).to.deep.equal([
      { line: 1, problem: 'image_chunk: data must be base64' },
    ]);
    const whole = gzipSync(Array.from({ length: 2000 }, (_, i) => JSON.stringify({ type: 'document', i, noise: Math.random() })).join('\n'));
    const cut = await readAll(write('cut', whole.subarray(0, whole.length / 2)));
    expect(cut.at(-1)).to.deep.equal({ line: cut.length, problem: 'the file is not a gzip archive, or is damaged (unexpected end of file)' });
    expect(cut.slice(0, -1).every((line) => 'record' in line)).to.equal(true);
    expect(await readAll(join(folder, 'missing'))).to.deep.equal([
      { line: 1, problem: `the file is not a gzip archive, or is damaged (ENOENT: no such file or directory, open '${join(folder, 'missing')}')` },
    ]);
  });
});

import { createReadStream, createWriteStream, existsSync, rmSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import type { ArchiveLine } from '../../application/portability/ports.js';
import { durablyRename } from '../sqlite/backup.js';

const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;

/** One record as a line of JSON; an image chunk's bytes as base64 (the archive format's rule). */
function lineOf(record: object): string {
  const { type, data } = record as { type?: unknown; data?: unknown };
  if (type === 'image_chunk' && data instanceof Uint8Array) {
    return `${JSON.stringify({ type, data: Buffer.from(data.buffer, data.byteOffset, data.byteLength).toString('base64') })}\n`;
  }
  return `${JSON.stringify(record)}\n`;
}

/** Counts the bytes that pass (the file's, for a progress bar in bytes). */
const counter = (onBytes: (total: number) => void) => {
  let total = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      onBytes((total += chunk.length));
      done(null, chunk);
    },
  });
};

/**
 * Writes records to a new archive file: gzip-compressed JSON lines. They go to `<file>.partial`
 * first, renamed into place once complete and flushed, so a file at `file` is always whole; a
 * failure (a record that cannot be read, a full disk) removes the partial file and throws.
 */
export async function writeArchiveFile(file: string, records: AsyncIterable<object>, onBytes: (written: number) => void = () => undefined): Promise<void> {
  if (existsSync(file)) throw new Error(`${file} already exists: an export never overwrites a file`);
  const partial = `${file}.partial`;
  try {
    await pipeline(
      Readable.from(
        (async function* () {
          for await (const record of records) yield lineOf(record);
        })(),
      ),
      createGzip(),
      counter(onBytes),
      createWriteStream(partial, { flags: 'wx' }),
    );
    durablyRename(partial, file);
  } catch (error) {
    rmSync(partial, { force: true });
    throw error;
  }
}

/**
 * Reads an archive file line by line: each line's JSON (an image chunk's base64 turned back
 * into bytes), or what is wrong with the file at that line (not gzip, damaged, a line that is
 * not JSON); nothing after a problem. `onBytes` hears how much of the file has been read.
 */
export async function* readArchiveFile(file: string, onBytes: (read: number) => void = () => undefined): AsyncGenerator<ArchiveLine> {
  const gunzip = createGunzip();
  // An error anywhere (a missing file, bad or cut gzip) ends the lines and rejects `piped`.
  const piped = pipeline(createReadStream(file), counter(onBytes), gunzip);
  piped.catch(() => undefined);
  const lines = createInterface({ input: gunzip, crlfDelay: Infinity });
  let line = 0;
  const damaged = (error: unknown): ArchiveLine => ({
    line: line + 1,
    problem: `the file is not a gzip archive, or is damaged (${error instanceof Error ? error.message : String(error)})`,
  });
  try {
    for await (const text of lines) {
      line += 1;
      const parsed = parseLine(text);
      if (typeof parsed === 'string') {
        yield { line, problem: parsed };
        return;
      }
      yield { line, record: parsed.record };
    }
    await piped;
  } catch (error) {
    yield damaged(error);
  } finally {
    lines.close();
    gunzip.destroy();
  }
}

function parseLine(text: string): { record: unknown } | string {
  let record: unknown;
  try {
    record = JSON.parse(text);
  } catch {
    return 'not a line of JSON';
  }
  const chunk = record as { type?: unknown; data?: unknown } | null;
  if (chunk?.type === 'image_chunk' && typeof chunk.data === 'string') {
    if (!BASE64.test(chunk.data)) return 'image_chunk: data must be base64';
    return { record: { type: 'image_chunk', data: new Uint8Array(Buffer.from(chunk.data, 'base64')) } };
  }
  return { record };
}

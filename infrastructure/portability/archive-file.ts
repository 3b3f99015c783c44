import { createReadStream, createWriteStream, existsSync, rmSync } from 'node:fs';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import type { ArchiveLine } from '../../application/portability/ports.js';
import { RECORD_MAX_BYTES } from '../../domain/portability/archive-records.js';
import { JSON_DEPTH_MAX, nestedTooDeep, nestsDeeperThan } from '../../domain/shared/json-depth.js';
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
 * not JSON or nests deeper than JSON_DEPTH_MAX, a line longer than any record: RECORD_MAX_BYTES);
 * nothing after a problem.
 * `onBytes` hears how much of the file has been read.
 *
 * Lines are cut from the decompressed bytes as they stream, and a line is refused as soon as it
 * outgrows the limit: no line is ever held whole past it (a file of one huge line, a few hundred
 * KB compressed, would otherwise grow a string of hundreds of MB, then fail with an uncaught
 * RangeError beyond V8's longest string).
 */
export async function* readArchiveFile(file: string, onBytes: (read: number) => void = () => undefined): AsyncGenerator<ArchiveLine> {
  const gunzip = createGunzip();
  // An error anywhere (a missing file, bad or cut gzip) ends the bytes and rejects `piped`.
  const piped = pipeline(createReadStream(file), counter(onBytes), gunzip);
  piped.catch(() => undefined);
  let line = 0;
  const lines = new LineSplitter(RECORD_MAX_BYTES);
  const damaged = (error: unknown): ArchiveLine => ({
    line: line + 1,
    problem: `the file is not a gzip archive, or is damaged (${error instanceof Error ? error.message : String(error)})`,
  });
  try {
    for await (const chunk of gunzip as AsyncIterable<Buffer>) {
      for (const text of lines.push(chunk)) {
        line += 1;
        const parsed = parseLine(text);
        yield typeof parsed === 'string' ? { line, problem: parsed } : { line, record: parsed.record };
        if (typeof parsed === 'string') return;
      }
      if (lines.overflowed) {
        yield { line: line + 1, problem: `a line longer than ${RECORD_MAX_BYTES / (1024 * 1024)} MiB: no record of an archive is that long` };
        return;
      }
    }
    await piped;
    const last = lines.end();
    if (last !== null) {
      line += 1;
      const parsed = parseLine(last);
      yield typeof parsed === 'string' ? { line, problem: parsed } : { line, record: parsed.record };
    }
  } catch (error) {
    yield damaged(error);
  } finally {
    gunzip.destroy();
  }
}

/**
 * Cuts a byte stream into lines (`\n` or `\r\n`), holding at most `maxBytes` of a line: once
 * the line being read grows past that, `overflowed` is set and nothing more is kept.
 */
class LineSplitter {
  private parts: Buffer[] = [];
  private held = 0;
  overflowed = false;

  constructor(private readonly maxBytes: number) {}

  /** The lines `chunk` completes. */
  push(chunk: Buffer): string[] {
    const complete: string[] = [];
    let start = 0;
    for (let end = chunk.indexOf(0x0a); end !== -1 && !this.overflowed; end = chunk.indexOf(0x0a, start)) {
      this.keep(chunk.subarray(start, end));
      if (!this.overflowed) complete.push(this.take());
      start = end + 1;
    }
    if (!this.overflowed) this.keep(chunk.subarray(start));
    return complete;
  }

  /** The last line, when the file does not end with a line break. */
  end(): string | null {
    return this.held === 0 && this.parts.length === 0 ? null : this.take();
  }

  private keep(part: Buffer): void {
    this.held += part.length;
    if (this.held > this.maxBytes) {
      this.overflowed = true;
      this.parts = [];
      return;
    }
    if (part.length > 0) this.parts.push(part);
  }

  private take(): string {
    const text = Buffer.concat(this.parts, this.held).toString('utf8');
    this.parts = [];
    this.held = 0;
    return text.endsWith('\r') ? text.slice(0, -1) : text;
  }
}

function parseLine(text: string): { record: unknown } | string {
  // As deep as a request body may be: what the API took in is far shallower in its record (a
  // page's metadata is a few levels), and the rules a record meets recurse into its values.
  if (nestsDeeperThan(text, JSON_DEPTH_MAX)) return nestedTooDeep(JSON_DEPTH_MAX);
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

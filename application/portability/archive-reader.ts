import * as E from 'fp-ts/lib/Either.js';
import type * as t from 'io-ts';
import { RECORD_CODECS, RECORD_RANK, type ArchiveRecord } from '../../domain/portability/archive-records.js';
import { describeErrors } from '../shared/decode.js';
import type { ArchiveLine } from './ports.js';

/** What is wrong with an archive, and where: the import stops and takes back what it wrote. */
export class ArchiveProblem extends Error {}

type RecordOf<K extends ArchiveRecord['type']> = Extract<ArchiveRecord, { type: K }>;

/**
 * Reads an archive's records one at a time, each checked against its type's codec and its
 * place in the archive's order (domain/portability/archive-records.ts).
 */
export class ArchiveReader {
  private readonly lines: AsyncIterator<ArchiveLine>;
  private rank = -1;
  private lineNumber = 0;

  constructor(lines: AsyncIterable<ArchiveLine>) {
    this.lines = lines[Symbol.asyncIterator]();
  }

  /** The next record, or null at the end of the file. */
  async next(): Promise<{ readonly line: number; readonly record: ArchiveRecord } | null> {
    const next = await this.lines.next();
    if (next.done === true) return null;
    const line = next.value;
    this.lineNumber = line.line;
    if ('problem' in line) throw this.problem(line.problem);
    const type = (line.record as { type?: unknown } | null)?.type;
    if (typeof type !== 'string' || !Object.hasOwn(RECORD_CODECS, type)) throw this.problem(`unknown record type ${JSON.stringify(type)}`);
    const kind = type as ArchiveRecord['type'];
    const decoded = (RECORD_CODECS[kind] as { decode(u: unknown): E.Either<t.Errors, ArchiveRecord> }).decode(line.record);
    if (E.isLeft(decoded)) throw this.problem(`${kind}: ${describeErrors(decoded.left)}`);
    if (RECORD_RANK[kind] < this.rank) throw this.problem(`a ${kind} record after the ${this.section()} ones: the archive is out of order`);
    this.rank = RECORD_RANK[kind];
    return { line: line.line, record: decoded.right };
  }

  /** The next record, which must be of type `kind`. */
  async expect<K extends ArchiveRecord['type']>(kind: K): Promise<RecordOf<K>> {
    const next = await this.next();
    if (next === null) throw this.ended(`a ${kind} record should follow`);
    if (next.record.type !== kind) throw this.problem(`a ${kind} record should be here, not ${next.record.type}`);
    return next.record as RecordOf<K>;
  }

  /** The bytes of the `count` image_chunk records that follow an image record. */
  async *chunks(count: number): AsyncGenerator<Uint8Array> {
    for (let i = 0; i < count; i += 1) yield (await this.expect('image_chunk')).data;
  }

  problem(message: string): ArchiveProblem {
    return new ArchiveProblem(`archive line ${this.lineNumber}: ${message}`);
  }

  /** The file ended too soon. */
  ended(message: string): ArchiveProblem {
    return new ArchiveProblem(this.lineNumber === 0 ? 'the archive is empty' : `the archive ends after line ${this.lineNumber}: ${message}`);
  }

  private section(): string {
    return Object.entries(RECORD_RANK).find(([, rank]) => rank === this.rank)?.[0] ?? 'header';
  }
}

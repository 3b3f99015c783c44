import { expect } from 'chai';
import { createHash } from 'node:crypto';
import type { BlobStore, StagedBlob } from '../../../application/media/ports.js';

/** A source of `chunks`, then optionally a failure (a client that hangs up). */
async function* source(chunks: readonly Uint8Array[], failAfter = false): AsyncGenerator<Uint8Array> {
  for (const chunk of chunks) yield chunk;
  if (failAfter) throw new Error('connection reset');
}

export async function readAll(stream: AsyncIterable<Uint8Array>): Promise<Buffer> {
  const chunks: Uint8Array[] = [];
  for await (const chunk of stream) chunks.push(chunk);
  return Buffer.concat(chunks);
}

const FAR_FUTURE = new Date(Date.now() + 365 * 24 * 3600 * 1000);
const LIMITS = { maxBytes: 1000, headBytes: 4 };
const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

async function staged(store: BlobStore, bytes: Uint8Array): Promise<StagedBlob> {
  const outcome = await store.stage(source([bytes.subarray(0, 3), bytes.subarray(3)]), LIMITS);
  if (outcome.kind !== 'staged') throw new Error('not staged');
  return outcome.blob;
}

/** What every adapter of BlobStore must do (fake, files under DATA_DIR, GridFS). */
export function blobStoreContract(store: () => BlobStore): void {
  it('stages while hashing, commits under a key, and reads the bytes back', async () => {
    const bytes = Buffer.from('hello, blob store');
    const blob = await staged(store(), bytes);
    expect(blob).to.deep.include({ size: bytes.length, sha256: sha256(bytes) });
    expect(Buffer.from(blob.head).toString()).to.equal('hell');
    expect(await store().stat('p1/images/a')).to.equal(null);
    await store().commit(blob, 'p1/images/a');
    expect(await store().stat('p1/images/a')).to.deep.equal({ size: bytes.length });
    const read = await store().open('p1/images/a');
    expect(read?.size).to.equal(bytes.length);
    expect((await readAll(read!.stream)).toString()).to.equal('hello, blob store');
    // Discarding a committed blob is a no-op: the caller discards in `finally`.
    await store().discard(blob);
    expect(await store().stat('p1/images/a')).to.deep.equal({ size: bytes.length });
    expect(await store().sweepStaged(FAR_FUTURE)).to.equal(0);
  });

  it('stops past maxBytes, keeping nothing', async () => {
    const outcome = await store().stage(source([Buffer.alloc(600), Buffer.alloc(401)]), LIMITS);
    expect(outcome.kind).to.equal('too_large');
    expect(await store().sweepStaged(FAR_FUTURE)).to.equal(0);
    const exact = await store().stage(source([Buffer.alloc(600), Buffer.alloc(400)]), LIMITS);
    expect(exact.kind).to.equal('staged');
  });

  it('keeps the first bytes of a key committed twice, and drops the second staged copy', async () => {
    const first = await staged(store(), Buffer.from('same key, first'));
    const second = await staged(store(), Buffer.from('same key, second'));
    await store().commit(first, 'p1/images/twice');
    await store().commit(second, 'p1/images/twice');
    expect((await readAll((await store().open('p1/images/twice'))!.stream)).toString()).to.equal('same key, first');
    expect(await store().sweepStaged(FAR_FUTURE)).to.equal(0);
  });

  it('drops a staged blob on discard, and one whose source failed', async () => {
    const blob = await staged(store(), Buffer.from('never committed'));
    await store().discard(blob);
    expect(await store().stage(source([Buffer.from('half of it')], true), LIMITS)).to.deep.equal({ kind: 'source_failed' });
    expect(await store().sweepStaged(FAR_FUTURE)).to.equal(0);
  });

  it('sweeps staged blobs older than the cut-off, not newer ones', async () => {
    await staged(store(), Buffer.from('left behind by a crash'));
    expect(await store().sweepStaged(new Date(Date.now() - 60_000))).to.equal(0);
    expect(await store().sweepStaged(FAR_FUTURE)).to.equal(1);
    expect(await store().sweepStaged(FAR_FUTURE)).to.equal(0);
  });

  it('puts, stats, opens and deletes by key; a missing key is null', async () => {
    await store().put('p2/variants/h/320.webp', Buffer.from('small'));
    expect(await store().stat('p2/variants/h/320.webp')).to.deep.equal({ size: 5 });
    expect((await readAll((await store().open('p2/variants/h/320.webp'))!.stream)).toString()).to.equal('small');
    await store().delete('p2/variants/h/320.webp');
    expect(await store().stat('p2/variants/h/320.webp')).to.equal(null);
    expect(await store().open('p2/variants/h/320.webp')).to.equal(null);
    await store().delete('p2/variants/h/320.webp');
  });

  it('deletes a folder of keys, and only that folder', async () => {
    for (const key of ['p3/variants/abc/320.webp', 'p3/variants/abc/640.webp', 'p3/variants/abcd/320.webp', 'p3/images/abc', 'p33/images/abc']) {
      await store().put(key, Buffer.from(key));
    }
    await store().deletePrefix('p3/variants/abc/');
    const left = [];
    for (const key of ['p3/variants/abc/320.webp', 'p3/variants/abc/640.webp', 'p3/variants/abcd/320.webp', 'p3/images/abc', 'p33/images/abc']) {
      if ((await store().stat(key)) !== null) left.push(key);
    }
    expect(left).to.deep.equal(['p3/variants/abcd/320.webp', 'p3/images/abc', 'p33/images/abc']);
    await store().deletePrefix('p3/');
    expect(await store().stat('p3/images/abc')).to.equal(null);
    expect(await store().stat('p33/images/abc')).to.not.equal(null);
  });

  it('refuses keys that could leave its folder, and prefixes that are not folders', async () => {
    for (const key of ['../escape', 'p1/../../x', '/abs', '.staging/x', 'p1//x', '']) {
      let refused = false;
      await store()
        .put(key, Buffer.from('x'))
        .catch(() => (refused = true));
      expect(refused, key).to.equal(true);
    }
    let refused = false;
    await store()
      .deletePrefix('p1')
      .catch(() => (refused = true));
    expect(refused).to.equal(true);
  });
}

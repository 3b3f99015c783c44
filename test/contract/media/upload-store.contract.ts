import { expect } from 'chai';
import type { UploadStore } from '../../../application/media/upload-store.js';

const bytesOf = async (store: UploadStore, id: string): Promise<string> => {
  const chunks: Uint8Array[] = [];
  for await (const chunk of store.bytes(id)) chunks.push(chunk);
  return Buffer.concat(chunks).toString();
};

let serial = 0;
const anId = () => `p1_${Date.now().toString(36)}${(serial += 1)}`;
const newUpload = (id: string, size: number | null = 10, createdAt = '2026-03-01T10:00:00.000Z') => ({
  id,
  size,
  metadata: { filename: 'a.png', empty: null },
  createdAt,
});

/** What every adapter of UploadStore must do (in-memory fake, SQLite, MongoDB GridFS). */
export function uploadStoreContract(store: () => UploadStore): void {
  it('creates an upload once, and finds it with its length, metadata and creation time', async () => {
    const id = anId();
    expect(await store().find(id)).to.equal(null);
    expect(await store().create(newUpload(id))).to.equal('created');
    expect(await store().create(newUpload(id, 99))).to.equal('exists');
    expect(await store().find(id)).to.deep.equal({ ...newUpload(id), offset: 0, imageId: null });
  });

  it('appends only at the offset it holds, in order, and reads the bytes back', async () => {
    const id = anId();
    await store().create(newUpload(id));
    expect(await store().append(id, 0, Buffer.from('hello'))).to.deep.equal({ kind: 'appended', offset: 5 });
    // A request that read the offset before another appended: refused, told the offset held now.
    expect(await store().append(id, 0, Buffer.from('HELLO'))).to.deep.equal({ kind: 'moved', offset: 5 });
    expect(await store().append(id, 7, Buffer.from('!!'))).to.deep.equal({ kind: 'moved', offset: 5 });
    expect(await store().append(id, 5, Buffer.from(' you'))).to.deep.equal({ kind: 'appended', offset: 9 });
    expect(await store().append(id, 9, Buffer.from('!'))).to.deep.equal({ kind: 'appended', offset: 10 });
    expect((await store().find(id))?.offset).to.equal(10);
    expect(await bytesOf(store(), id)).to.equal('hello you!');
    expect(await store().append(anId(), 0, Buffer.from('x'))).to.deep.equal({ kind: 'missing' });
  });

  it('keeps a body of several MiB whole, byte for byte', async () => {
    const id = anId();
    const body = Buffer.alloc(2.5 * 1024 * 1024);
    for (let i = 0; i < body.length; i += 1) body[i] = (i * 7919) % 251;
    await store().create(newUpload(id, body.length + 3));
    await store().append(id, 0, body);
    await store().append(id, body.length, Buffer.from('end'));
    const chunks: Uint8Array[] = [];
    for await (const chunk of store().bytes(id)) chunks.push(chunk);
    expect(Buffer.concat(chunks).equals(Buffer.concat([body, Buffer.from('end')]))).to.equal(true);
  });

  it('lets one of two appends at the same offset win', async () => {
    const id = anId();
    await store().create(newUpload(id));
    const outcomes = await Promise.all([store().append(id, 0, Buffer.from('aaaa')), store().append(id, 0, Buffer.from('bbbb'))]);
    expect(outcomes.map((o) => o.kind).sort()).to.deep.equal(['appended', 'moved']);
    const kept = await bytesOf(store(), id);
    expect(['aaaa', 'bbbb']).to.include(kept);
    expect((await store().find(id))?.offset).to.equal(4);
  });

  it('takes a deferred length once', async () => {
    const id = anId();
    await store().create(newUpload(id, null));
    await store().declareLength(id, 6);
    await store().declareLength(id, 8);
    expect((await store().find(id))?.size).to.equal(6);
  });

  it('completes into an image: the bytes go, the record stays at its offset, and takes no more bytes', async () => {
    const id = anId();
    await store().create(newUpload(id, 3));
    await store().append(id, 0, Buffer.from('abc'));
    await store().complete(id, 'img-1');
    expect(await store().find(id)).to.deep.include({ offset: 3, imageId: 'img-1' });
    expect(await bytesOf(store(), id)).to.equal('');
    expect(await store().append(id, 3, Buffer.from('d'))).to.deep.equal({ kind: 'moved', offset: 3 });
    await store().complete(anId(), 'img-2');
  });

  it('removes an upload with its bytes, and lists those started before a time', async () => {
    const old = anId();
    const recent = anId();
    await store().create(newUpload(old, 10, '2026-03-01T09:00:00.000Z'));
    await store().create(newUpload(recent, 10, '2026-03-01T11:00:00.000Z'));
    await store().append(old, 0, Buffer.from('old bytes'));
    const before = await store().startedBefore('2026-03-01T10:00:00.000Z');
    expect(before).to.include(old);
    expect(before).to.not.include(recent);
    expect(await store().remove(old)).to.equal(true);
    expect(await store().remove(old)).to.equal(false);
    expect(await store().find(old)).to.equal(null);
    expect(await bytesOf(store(), old)).to.equal('');
    expect(await store().startedBefore('2026-03-01T10:00:00.000Z')).to.not.include(old);
  });
}

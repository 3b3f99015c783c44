import { expect } from 'chai';
import { CachedBlobStore } from '../../../infrastructure/media/cached-blob-store.js';
import { readAll } from '../../contract/media/blob-store.contract.js';
import { InMemoryBlobStore } from '../../support/fakes/media.js';

/** Counts the reads that reach the store behind the cache. */
class CountingStore extends InMemoryBlobStore {
  opened: string[] = [];
  override open(key: string) {
    this.opened.push(key);
    return super.open(key);
  }
}

const bytesOf = (text: string) => Buffer.from(text);

describe('CachedBlobStore', () => {
  let store: CountingStore;
  let cache: CachedBlobStore;
  beforeEach(async () => {
    store = new CountingStore();
    cache = new CachedBlobStore(store, { totalBytes: 20, maxBlobBytes: 10 });
    await store.put('p/a', bytesOf('aaaaaaaa'));
    await store.put('p/b', bytesOf('bbbbbbbb'));
    await store.put('p/c', bytesOf('cccccccc'));
    await store.put('p/big', bytesOf('0123456789ab'));
  });

  it('answers a second read from memory, whole, with the same bytes', async () => {
    const first = await cache.open('p/a');
    const second = await cache.open('p/a');
    expect(store.opened).to.deep.equal(['p/a']);
    expect(Buffer.from(second!.bytes!).toString()).to.equal('aaaaaaaa');
    expect((await readAll(first!.stream)).toString()).to.equal('aaaaaaaa');
    expect((await readAll(second!.stream)).toString()).to.equal('aaaaaaaa');
    expect(second!.size).to.equal(8);
  });

  it('drops the least recently read blob when the budget is full', async () => {
    await cache.open('p/a');
    await cache.open('p/b');
    await cache.open('p/a'); // a is now the most recent: c pushes b out
    await cache.open('p/c');
    store.opened = [];
    await cache.open('p/a');
    await cache.open('p/c');
    await cache.open('p/b');
    expect(store.opened).to.deep.equal(['p/b']);
  });

  it('streams a blob over the per-blob limit every time, never holding it whole', async () => {
    const read = await cache.open('p/big');
    expect(read!.bytes).to.equal(undefined);
    expect((await readAll(read!.stream)).toString()).to.equal('0123456789ab');
    await cache.open('p/big');
    expect(store.opened).to.deep.equal(['p/big', 'p/big']);
  });

  it('forgets a key on delete, on a folder delete and on put; a missing key is not remembered', async () => {
    await cache.open('p/a');
    await cache.open('p/b');
    await cache.delete('p/a');
    expect(await cache.open('p/a')).to.equal(null);
    await cache.deletePrefix('p/');
    expect(await cache.open('p/b')).to.equal(null);
    await cache.put('p/b', bytesOf('new'));
    expect(Buffer.from((await cache.open('p/b'))!.bytes!).toString()).to.equal('new');
    await cache.put('p/b', bytesOf('newer'));
    expect(Buffer.from((await cache.open('p/b'))!.bytes!).toString()).to.equal('newer');
  });

  it('caches nothing with a budget of 0', async () => {
    const off = new CachedBlobStore(store, { totalBytes: 0, maxBlobBytes: 10 });
    await off.open('p/a');
    await off.open('p/a');
    expect(store.opened).to.deep.equal(['p/a', 'p/a']);
  });
});

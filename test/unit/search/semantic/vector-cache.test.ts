import { expect } from 'chai';
import { ProjectVectorCache, QueryVectorCache } from '../../../../application/search/semantic/vector-cache.js';
import type { PackedVectors } from '../../../../domain/search/vectors.js';

const packed = (rows: number, tag = 'v'): PackedVectors => ({
  page_ids: Array.from({ length: rows }, (_, i) => `${tag}-${i}`),
  languages: Array.from({ length: rows }, () => 'en'),
  dimensions: 1,
  matrix: new Float32Array(rows),
});

describe("ProjectVectorCache: projects' vectors in memory", () => {
  it('reads a project once while its version stays, and concurrent questions share the read', async () => {
    const cache = new ProjectVectorCache(1024);
    let reads = 0;
    const read = async () => ((reads += 1), packed(2));
    const [a, b] = await Promise.all([cache.get('p', '1', read), cache.get('p', '1', read)]);
    expect(a).to.equal(b);
    expect(await cache.get('p', '1', read)).to.equal(a);
    expect(reads).to.equal(1);
  });

  it('a small copy is read again before answering once the version moves', async () => {
    const cache = new ProjectVectorCache(1024);
    await cache.get('p', '1', async () => packed(2, 'old'));
    expect((await cache.get('p', '2', async () => packed(2, 'new'))).page_ids[0]).to.equal('new-0');
  });

  it('a big copy answers while its fresh read runs in the background; the next question has the fresh one', async () => {
    const cache = new ProjectVectorCache(1024 * 1024);
    await cache.get('p', '1', async () => packed(20_001, 'old'));
    let finish: (vectors: PackedVectors) => void = () => undefined;
    const slow = () => new Promise<PackedVectors>((resolve) => (finish = resolve));
    expect((await cache.get('p', '2', slow)).page_ids[0]).to.equal('old-0');
    expect((await cache.get('p', '2', slow)).page_ids[0], 'one read at a time').to.equal('old-0');
    finish(packed(20_001, 'new'));
    await new Promise((resolve) => setImmediate(resolve));
    expect((await cache.get('p', '2', slow)).page_ids[0]).to.equal('new-0');
  });

  it('keeps within its budget, least recently used dropped first; a project bigger than it is never kept', async () => {
    const cache = new ProjectVectorCache(3 * 4 * 100);
    const reads: string[] = [];
    const read = (project: string, rows: number) => async () => (reads.push(project), packed(rows));
    for (const project of ['a', 'b', 'c']) await cache.get(project, '1', read(project, 100));
    await cache.get('a', '1', read('a', 100));
    await cache.get('d', '1', read('d', 100));
    await cache.get('a', '1', read('a', 100));
    await cache.get('b', '1', read('b', 100));
    expect(reads).to.deep.equal(['a', 'b', 'c', 'd', 'b']);
    await cache.get('huge', '1', read('huge', 301));
    await cache.get('huge', '1', read('huge', 301));
    expect(reads.filter((r) => r === 'huge')).to.have.length(2);
  });

  it('a failed read fails the question waiting on it and keeps nothing; the next question reads again', async () => {
    const cache = new ProjectVectorCache(1024);
    let error: unknown = null;
    await cache.get('p', '1', () => Promise.reject(new Error('store down'))).catch((e: unknown) => (error = e));
    expect(String(error)).to.include('store down');
    expect((await cache.get('p', '1', async () => packed(1))).page_ids).to.deep.equal(['v-0']);
  });
});

describe('QueryVectorCache', () => {
  it('keeps the most recently used questions up to its capacity', () => {
    const cache = new QueryVectorCache(2);
    cache.set('a', Float32Array.of(1));
    cache.set('b', Float32Array.of(2));
    cache.get('a');
    cache.set('c', Float32Array.of(3));
    expect([cache.get('a')?.[0], cache.get('b'), cache.get('c')?.[0]]).to.deep.equal([1, undefined, 3]);
  });
});

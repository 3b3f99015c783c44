import { expect } from 'chai';
import { nearestRows, unitVector, VectorPacker } from '../../../../domain/search/vectors.js';

const bytes = (...values: number[]) => new Uint8Array(Float32Array.from(values).buffer);

describe('Vectors for semantic ranking', () => {
  it('unitVector scales to length 1 as 32-bit floats; nothing for no direction or a value that is not a number', () => {
    expect([...unitVector([3, 4])!]).to.deep.equal([Math.fround(0.6), Math.fround(0.8)]);
    expect(unitVector([0, 0, 0])).to.equal(null);
    expect(unitVector([1, Number.NaN])).to.equal(null);
    expect(unitVector([1, Infinity])).to.equal(null);
    expect(unitVector([])).to.equal(null);
  });

  it('nearestRows answers the most similar rows best first, at most `limit`, leaving out what `keep` refuses', () => {
    const rows = [
      [1, 0],
      [0, 1],
      [Math.SQRT1_2, Math.SQRT1_2],
      [-1, 0],
      [0.96, 0.28],
    ];
    const matrix = Float32Array.from(rows.flat());
    const query = Float32Array.of(1, 0);
    const best = nearestRows(matrix, query, 3);
    expect(best.map((r) => r.row)).to.deep.equal([0, 4, 2]);
    expect(best[1]!.similarity).to.be.closeTo(0.96, 1e-6);
    expect(nearestRows(matrix, query, 10).map((r) => r.row)).to.deep.equal([0, 4, 2, 1, 3]);
    expect(nearestRows(matrix, query, 2, (row) => row % 2 === 1).map((r) => r.row)).to.deep.equal([1, 3]);
    expect(nearestRows(matrix, query, 0)).to.deep.equal([]);
    expect(nearestRows(new Float32Array(0), query, 5)).to.deep.equal([]);
  });

  it('nearestRows keeps the best of many in order, whatever order they come in (against a full sort)', () => {
    const dims = 7;
    const count = 500;
    let seed = 42;
    const random = () => ((seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648) * 2 - 1;
    const matrix = new Float32Array(count * dims);
    for (let row = 0; row < count; row += 1) matrix.set(unitVector(Array.from({ length: dims }, random))!, row * dims);
    const query = unitVector(Array.from({ length: dims }, random))!;
    const all = Array.from({ length: count }, (_, row) => ({
      row,
      similarity: matrix.slice(row * dims, row * dims + dims).reduce((s, v, i) => s + v * query[i]!, 0),
    }));
    const expected = all.sort((a, b) => b.similarity - a.similarity).slice(0, 10);
    const best = nearestRows(matrix, query, 10);
    expect(best.map((r) => r.row)).to.deep.equal(expected.map((r) => r.row));
    best.forEach((r, i) => expect(r.similarity).to.be.closeTo(expected[i]!.similarity, 1e-5));
  });

  it('VectorPacker packs rows into one matrix, growing past the expected count, leaving out rows of another size', () => {
    const packer = new VectorPacker(1);
    packer.add('a', 'en', bytes(1, 2));
    packer.add('b', 'fr', bytes(3, 4));
    packer.add('odd', 'en', bytes(1, 2, 3));
    packer.add('c', 'ar', bytes(5, 6));
    packer.add('broken', 'en', new Uint8Array(5));
    const packed = packer.packed();
    expect(packed.page_ids).to.deep.equal(['a', 'b', 'c']);
    expect(packed.languages).to.deep.equal(['en', 'fr', 'ar']);
    expect(packed.dimensions).to.equal(2);
    expect([...packed.matrix]).to.deep.equal([1, 2, 3, 4, 5, 6]);
    expect(new VectorPacker(10).packed()).to.deep.equal({ page_ids: [], languages: [], dimensions: 0, matrix: new Float32Array(0) });
  });

  it('VectorPacker reads bytes at any offset (a driver buffer inside a bigger one)', () => {
    const backing = new Uint8Array(13);
    backing.set(bytes(7, 8), 1);
    const packer = new VectorPacker(1);
    packer.add('a', 'en', backing.subarray(1, 9));
    expect([...packer.packed().matrix]).to.deep.equal([7, 8]);
  });
});

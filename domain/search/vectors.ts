/**
 * `values` scaled to unit length, as 32-bit floats (what is stored and compared), or null when
 * they cannot be: a value that is not a finite number, or no direction at all (every value 0).
 * Providers answer unit vectors only at their full size (Gemini's below 3072 dimensions are not).
 */
export function unitVector(values: ArrayLike<number>): Float32Array | null {
  let sum = 0;
  for (let i = 0; i < values.length; i += 1) {
    const value = values[i]!;
    if (typeof value !== 'number' || !Number.isFinite(value)) return null;
    sum += value * value;
  }
  if (sum === 0 || !Number.isFinite(sum)) return null;
  const norm = Math.sqrt(sum);
  const unit = new Float32Array(values.length);
  for (let i = 0; i < values.length; i += 1) unit[i] = values[i]! / norm;
  return unit;
}

export interface SimilarRow {
  /** The row's index in the matrix. */
  readonly row: number;
  /** The cosine of the row and the query (both unit vectors): 1 the same direction, 0 unrelated. */
  readonly similarity: number;
}

/**
 * The `limit` rows of `matrix` (unit vectors of `query.length` floats each, one after another)
 * most similar to `query`, best first; `keep` leaves rows out (another language). Brute force:
 * one dot product per row, the best kept in a small sorted list (a row below the worst kept is
 * dropped at one comparison).
 */
export function nearestRows(matrix: Float32Array, query: Float32Array, limit: number, keep: (row: number) => boolean = () => true): SimilarRow[] {
  const dims = query.length;
  const rows = dims === 0 ? 0 : Math.floor(matrix.length / dims);
  const best: SimilarRow[] = [];
  if (limit <= 0) return best;
  for (let row = 0; row < rows; row += 1) {
    if (!keep(row)) continue;
    const similarity = dot(matrix, row * dims, query);
    if (best.length === limit && similarity <= best[best.length - 1]!.similarity) continue;
    let at = best.length === limit ? best.length - 1 : best.length;
    while (at > 0 && best[at - 1]!.similarity < similarity) {
      best[at] = best[at - 1]!;
      at -= 1;
    }
    best[at] = { row, similarity };
  }
  return best;
}

/** The dot product of `query` and the row of `matrix` starting at `offset`, four floats a step. */
function dot(matrix: Float32Array, offset: number, query: Float32Array): number {
  const dims = query.length;
  let a = 0;
  let b = 0;
  let c = 0;
  let d = 0;
  let i = 0;
  for (; i + 3 < dims; i += 4) {
    a += matrix[offset + i]! * query[i]!;
    b += matrix[offset + i + 1]! * query[i + 1]!;
    c += matrix[offset + i + 2]! * query[i + 2]!;
    d += matrix[offset + i + 3]! * query[i + 3]!;
  }
  for (; i < dims; i += 1) a += matrix[offset + i]! * query[i]!;
  return a + b + c + d;
}

/** A project's vectors packed for scoring: row i of `matrix` (`dimensions` floats) is page `page_ids[i]`'s. */
export interface PackedVectors {
  readonly page_ids: string[];
  readonly languages: string[];
  readonly dimensions: number;
  readonly matrix: Float32Array;
}

/**
 * Packs stored vectors (their floats' bytes) into one matrix as they are read, without a copy
 * of each: `expected` rows are made room for first, more if more come. A row of another size
 * than the first is left out (two models' vectors never share a matrix).
 */
export class VectorPacker {
  private readonly ids: string[] = [];
  private readonly languages: string[] = [];
  private dimensions = 0;
  private matrix = new Float32Array(0);

  constructor(private readonly expected: number) {}

  add(pageId: string, language: string, bytes: Uint8Array): void {
    if (bytes.byteLength === 0 || bytes.byteLength % 4 !== 0) return;
    if (this.dimensions === 0) {
      this.dimensions = bytes.byteLength / 4;
      this.matrix = new Float32Array(Math.max(1, this.expected) * this.dimensions);
    }
    if (bytes.byteLength !== this.dimensions * 4) return;
    const row = this.ids.length;
    if ((row + 1) * this.dimensions > this.matrix.length) {
      const grown = new Float32Array(this.matrix.length * 2);
      grown.set(this.matrix);
      this.matrix = grown;
    }
    new Uint8Array(this.matrix.buffer, row * this.dimensions * 4, bytes.byteLength).set(bytes);
    this.ids.push(pageId);
    this.languages.push(language);
  }

  packed(): PackedVectors {
    const used = this.ids.length * this.dimensions;
    const matrix = used === this.matrix.length ? this.matrix : this.matrix.slice(0, used);
    return { page_ids: this.ids, languages: this.languages, dimensions: this.dimensions, matrix };
  }
}

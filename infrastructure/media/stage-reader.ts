import { createHash } from 'node:crypto';

/** What staging learnt while reading a source. */
export interface StageDigest {
  readonly sha256: string;
  readonly size: number;
  readonly head: Uint8Array;
}

/**
 * Reads `source` chunk by chunk into `write`, hashing it and keeping its first `headBytes`.
 * Past `maxBytes` it stops asking for chunks without ending the source: a request body must
 * stay open so that its 413 can still be sent, and its owner closes it. A source that fails
 * is told apart from a failing `write` (which throws: the store's own trouble).
 */
export async function readStaged(
  source: AsyncIterable<Uint8Array>,
  limits: { readonly maxBytes: number; readonly headBytes: number },
  write: (chunk: Uint8Array) => Promise<void>,
): Promise<StageDigest | 'too_large' | 'source_failed'> {
  const hash = createHash('sha256');
  const head: Uint8Array[] = [];
  let headSize = 0;
  let size = 0;
  const chunks = source[Symbol.asyncIterator]();
  for (;;) {
    let next: IteratorResult<Uint8Array>;
    try {
      next = await chunks.next();
    } catch {
      return 'source_failed';
    }
    if (next.done === true) break;
    const chunk = next.value;
    size += chunk.byteLength;
    if (size > limits.maxBytes) return 'too_large';
    hash.update(chunk);
    if (headSize < limits.headBytes) {
      const part = chunk.subarray(0, limits.headBytes - headSize);
      head.push(part);
      headSize += part.byteLength;
    }
    await write(chunk);
  }
  return { sha256: hash.digest('hex'), size, head: Buffer.concat(head) };
}

/** Keys are relative paths of plain segments: no `..`, no absolute path, nothing hidden. */
const KEY = /^[A-Za-z0-9][A-Za-z0-9._-]*(?:\/[A-Za-z0-9][A-Za-z0-9._-]*)*$/;

export function checkedKey(key: string): string {
  if (!KEY.test(key) || key.split('/').includes('..')) throw new Error(`Invalid blob key: ${JSON.stringify(key)}`);
  return key;
}

/** A prefix is a folder of keys: a key followed by `/`. */
export function checkedPrefix(prefix: string): string {
  if (!prefix.endsWith('/')) throw new Error(`A blob prefix ends with "/": ${JSON.stringify(prefix)}`);
  return `${checkedKey(prefix.slice(0, -1))}/`;
}

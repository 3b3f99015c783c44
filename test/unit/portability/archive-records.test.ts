import { expect } from 'chai';
import * as E from 'fp-ts/lib/Either.js';
import { IMAGE_CHUNK_BYTES, NavigationRecord, RECORD_CODECS, ImageRecord } from '../../../domain/portability/archive-records.js';

const SHA = 'a'.repeat(64);
const image = (sha256: string) => ({
  type: 'image',
  image: { id: 'img-1', sha256, format: 'png', bytes: 10, width: 1, height: 1, created_by: 'alice', created_at: '2026-01-01T00:00:00.000Z' },
  chunks: 1,
});

describe('Project archive records', () => {
  it("holds an image's SHA-256 as exactly 64 lower-case hex digits", () => {
    expect(E.isRight(ImageRecord.decode(image(SHA)))).to.equal(true);
    for (const sha of [`x${SHA}`, `${SHA}x`, SHA.slice(1), SHA.toUpperCase()]) {
      expect(E.isLeft(ImageRecord.decode(image(sha))), sha).to.equal(true);
    }
  });

  it("holds an image chunk's bytes: 1 byte to 256 KiB, as bytes", () => {
    const chunk = (data: unknown) => E.isRight(RECORD_CODECS.image_chunk.decode({ type: 'image_chunk', data }));
    expect(chunk(new Uint8Array(1))).to.equal(true);
    expect(chunk(new Uint8Array(IMAGE_CHUNK_BYTES))).to.equal(true);
    expect(chunk(new Uint8Array(0))).to.equal(false);
    expect(chunk(new Uint8Array(IMAGE_CHUNK_BYTES + 1))).to.equal(false);
    expect(chunk('AAAA')).to.equal(false);
    expect(chunk([1, 2])).to.equal(false);
  });

  it('holds a sidebar group of at most 200 items', () => {
    const group = (count: number) =>
      NavigationRecord.decode({
        type: 'navigation',
        entry: {
          id: 'n1',
          language: 'en',
          position: 0,
          kind: 'sidebar_group',
          body: { title: 'Docs', items: Array.from({ length: count }, (_, i) => ({ slug: `page-${i}`, label: `Page ${i}` })) },
        },
      });
    expect(E.isRight(group(200))).to.equal(true);
    expect(E.isLeft(group(201))).to.equal(true);
  });
});

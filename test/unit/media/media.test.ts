import { expect } from 'chai';
import fc from 'fast-check';
import * as E from 'fp-ts/lib/Either.js';
import { SweepUploads } from '../../../application/media/sweep-uploads.js';
import type { ResumableUploads } from '../../../application/media/ports.js';
import { imageBlobKey, variantBlobKey } from '../../../domain/media/blob-keys.js';
import { parseMediaFileName } from '../../../domain/media/variants.js';
import { SniffingImageInspector } from '../../../infrastructure/media/image-inspector.js';
import { anImageFile } from '../../http/media/support.js';
import { bytesOf, mediaWorld } from './media-world.js';

const right = <A>(either: E.Either<unknown, A>): A => {
  if (E.isLeft(either)) throw new Error(`expected a success, got ${JSON.stringify(either.left)}`);
  return either.right;
};

describe('Media: image intake', () => {
  it('stores bytes once per hash, with the type and size the bytes say', async () => {
    const world = mediaWorld();
    const png = await anImageFile('png', 1, 30, 20);
    const first = right(await world.intake.store(world.projectId, 'editor', bytesOf(png.subarray(0, 10), png.subarray(10)), 1000));
    expect(first.created).to.equal(true);
    expect(first.image).to.include({ format: 'png', width: 30, height: 20, bytes: png.length, created_by: 'editor' });
    expect(world.blobs.blobs.get(imageBlobKey(first.image))).to.deep.equal(png);
    const again = right(await world.intake.store(world.projectId, 'owner', bytesOf(png), 1000));
    expect([again.created, again.image]).to.deep.equal([false, first.image]);
    expect(world.blobs.staged.size).to.equal(0);
  });

  it('swaps width and height of a JPEG turned a quarter by its EXIF orientation', async () => {
    const world = mediaWorld();
    const sharp = (await import('sharp')).default;
    const jpeg = await sharp({ create: { width: 60, height: 20, channels: 3, background: '#000' } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    expect(right(await world.intake.store(world.projectId, 'editor', bytesOf(jpeg), 10_000)).image).to.include({ width: 20, height: 60 });
  });

  it('refuses what is not a supported image (415) and what is over the limit (413), keeping nothing', async () => {
    const world = mediaWorld();
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>');
    expect(await world.intake.store(world.projectId, 'editor', bytesOf(svg), 1000)).to.deep.equal(
      E.left({ _tag: 'UnsupportedMediaType', message: 'Unsupported image type: send PNG, JPEG, GIF, WebP or AVIF' }),
    );
    const png = await anImageFile('png', 2);
    expect(await world.intake.store(world.projectId, 'editor', bytesOf(png), png.length - 1)).to.deep.equal(
      E.left({ _tag: 'PayloadTooLarge', message: `Image too large: at most ${(png.length - 1) / (1024 * 1024)} MB` }),
    );
    const cutOff = (async function* () {
      yield png.subarray(0, 10);
      throw new Error('socket hang up');
    })();
    expect(await world.intake.store(world.projectId, 'editor', cutOff, 1000)).to.deep.equal(
      E.left({ _tag: 'Invalid', message: 'The image was cut off before its end: send it again' }),
    );
    expect([world.blobs.blobs.size, world.blobs.staged.size, world.images.images.size]).to.deep.equal([0, 0, 0]);
  });
});

describe('Media: image variants (for the site deploy)', () => {
  const anImage = async (world: ReturnType<typeof mediaWorld>, width = 1200, height = 800) =>
    right(await world.intake.store(world.projectId, 'editor', bytesOf(await anImageFile('png', width, width, height)), 10_000_000)).image;

  it('makes a WebP variant once per image and width, even when asked at once, and keeps it in the blob store', async () => {
    const world = mediaWorld();
    const image = await anImage(world);
    const asked = await Promise.all([640, 640, 640].map((width) => world.variants.variant(world.projectId, image.id, width)));
    const variant = right(asked[0]!);
    expect(variant).to.deep.equal({
      image_id: image.id,
      width: 640,
      height: 427,
      bytes: 'webp 640x427'.length,
      content_type: 'image/webp',
      url: `/media/${world.projectId}/${image.id}-w640.webp`,
      key: variantBlobKey(image, 640),
    });
    expect(asked.map((a) => right(a))).to.deep.equal([variant, variant, variant]);
    expect(right(await world.variants.variant(world.projectId, image.id, 640))).to.deep.equal(variant);
    expect(world.resizer.calls).to.deep.equal([{ width: 640, height: 427 }]);
    expect(world.blobs.blobs.has(variant.key)).to.equal(true);
  });

  it("never enlarges: widths past the image's give the image's width, made once", async () => {
    const world = mediaWorld();
    const image = await anImage(world, 500, 250);
    const set = right(await world.variants.variants(world.projectId, image.id, [320, 640, 1280, 320]));
    expect(set.map((v) => [v.width, v.height])).to.deep.equal([
      [320, 160],
      [500, 250],
    ]);
    expect(world.resizer.calls).to.have.length(2);
  });

  it('refuses a width out of range and an unknown image', async () => {
    const world = mediaWorld();
    const image = await anImage(world);
    for (const width of [0, 15, 4097, 1.5, Number.NaN]) {
      expect(await world.variants.variant(world.projectId, image.id, width)).to.deep.equal(
        E.left({ _tag: 'Invalid', message: 'width must be an integer from 16 to 4096' }),
      );
    }
    expect(await world.variants.variant(world.projectId, 'missing', 320)).to.deep.equal(E.left({ _tag: 'NotFound', message: 'Image not found' }));
    expect(await world.variants.variant('other-project', image.id, 320)).to.deep.equal(E.left({ _tag: 'NotFound', message: 'Image not found' }));
  });

  it('reads media file names: images and variants, nothing else', () => {
    expect(parseMediaFileName('abc123.png')).to.deep.equal({ kind: 'image', imageId: 'abc123', ext: 'png' });
    expect(parseMediaFileName('abc123-w640.webp')).to.deep.equal({ kind: 'variant', imageId: 'abc123', width: 640 });
    for (const name of ['abc123', '../x.png', 'abc.png.exe', 'abc-w0640.webp', 'ABC.png', 'abc-w640.png', ''])
      expect(parseMediaFileName(name), name).to.equal(null);
  });
});

describe('Media: the abandoned-upload sweep', () => {
  it('asks for what started over a day ago, by the clock', async () => {
    const world = mediaWorld();
    const asked: Date[] = [];
    const uploads: ResumableUploads = { handle: () => Promise.reject(new Error('unused')), removeStartedBefore: async (before) => (asked.push(before), 2) };
    await world.blobs.stage(bytesOf(Buffer.from('crash leftovers')), { maxBytes: 100, headBytes: 10 });
    const sweep = new SweepUploads(uploads, world.blobs, world.clock);
    expect(await sweep.sweep()).to.deep.equal({ uploads: 2, staged: 0 });
    expect(asked[0]!.toISOString()).to.equal('2026-02-28T10:00:00.000Z');
    world.clock.advance(24 * 3600 * 1000 + 1);
    expect(await sweep.sweep()).to.deep.equal({ uploads: 2, staged: 1 });
  });
});

describe('Media: recognising an image from its bytes', () => {
  const inspector = new SniffingImageInspector();

  it('refuses every truncated header, even inside a larger buffer it must not read past', async () => {
    for (const format of ['png', 'jpeg', 'gif', 'webp', 'avif'] as const) {
      const whole = await anImageFile(format, 21, 333, 222);
      expect(await inspector.inspect(whole), format).to.deep.include({ width: 333, height: 222 });
      for (const cut of [4, 12, 20, 24, 30]) {
        const pooled = Buffer.concat([whole.subarray(0, cut)]);
        const facts = await inspector.inspect(pooled);
        expect(facts === null || (facts.width === 333 && facts.height === 222), `${format} cut at ${cut}: ${JSON.stringify(facts)}`).to.equal(true);
      }
    }
  });

  it('never throws on random bytes, and answers only sane sizes', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.uint8Array({ maxLength: 200 }),
          fc.constantFrom('png', 'gif', 'webp').chain((f) => fc.uint8Array({ maxLength: 64 }).map((tail) => ({ f, tail }))),
        ),
        async (value) => {
          const bytes = value instanceof Uint8Array ? value : Buffer.concat([(await anImageFile(value.f as 'png', 1)).subarray(0, 16), value.tail]);
          const facts = await inspector.inspect(bytes);
          if (facts !== null) expect(facts.width).to.be.within(1, 65_535);
        },
      ),
      { numRuns: 150 },
    );
  });
});

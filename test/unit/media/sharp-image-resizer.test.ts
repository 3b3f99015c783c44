import { expect } from 'chai';
import sharp from 'sharp';
import { SharpImageResizer } from '../../../infrastructure/media/sharp-image-resizer.js';
import { bytesOf } from './media-world.js';

describe('Media: WebP variants through sharp', () => {
  const resizer = new SharpImageResizer();

  it('makes a WebP of exactly the size asked, upright by the EXIF orientation', async () => {
    // 60 × 20 stored, turned a quarter by EXIF: shown 20 × 60.
    const jpeg = await sharp({ create: { width: 60, height: 20, channels: 3, background: '#c33' } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const webp = await resizer.toWebp(bytesOf(jpeg.subarray(0, 100), jpeg.subarray(100)), 10, 30);
    const metadata = await sharp(webp).metadata();
    expect([metadata.format, metadata.width, metadata.height, metadata.orientation]).to.deep.equal(['webp', 10, 30, undefined]);
  });

  it('keeps an animation animated', async () => {
    const frames = await Promise.all(
      ['#f00', '#0f0', '#00f'].map((background) =>
        sharp({ create: { width: 40, height: 40, channels: 4, background } })
          .png()
          .toBuffer(),
      ),
    );
    const gif = await sharp(frames, { join: { animated: true } })
      .gif()
      .toBuffer();
    const metadata = await sharp(await resizer.toWebp(bytesOf(gif), 20, 20), { animated: true }).metadata();
    expect([metadata.format, metadata.width, metadata.pageHeight, metadata.pages]).to.deep.equal(['webp', 20, 20, 3]);
  });
});

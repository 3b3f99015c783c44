import type { ImageResizer } from '../../application/media/ports.js';

/** Caps the pixels a variant may decode (a small file can claim a huge canvas): 100 megapixels. */
const MAX_INPUT_PIXELS = 100_000_000;

/**
 * Resized WebP copies through sharp (libvips): upright (EXIF orientation applied), animation
 * kept, metadata dropped. sharp (and its native library) loads on first use: only site deploys
 * resize, and every process start (the admin CLI too) would otherwise pay for it.
 */
export class SharpImageResizer implements ImageResizer {
  async toWebp(source: AsyncIterable<Uint8Array>, width: number, height: number): Promise<Uint8Array> {
    const { default: sharp } = await import('sharp');
    const chunks: Uint8Array[] = [];
    for await (const chunk of source) chunks.push(chunk);
    const image = sharp(Buffer.concat(chunks), { animated: true, limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' });
    return image.autoOrient().resize(width, height, { fit: 'fill' }).webp({ quality: 80 }).toBuffer();
  }
}

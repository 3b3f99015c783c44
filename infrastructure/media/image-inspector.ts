import type { ImageFacts, ImageInspector } from '../../application/media/ports.js';
import type { ImageFormat } from '../../domain/media/image.js';

/** Formats by the media type file-type reads from the magic bytes; anything else is refused. */
const FORMAT_OF: Readonly<Record<string, ImageFormat>> = {
  'image/png': 'png',
  // An animated PNG is a PNG to every browser.
  'image/apng': 'png',
  'image/jpeg': 'jpeg',
  'image/gif': 'gif',
  'image/webp': 'webp',
  'image/avif': 'avif',
};

/** Larger sides are no image anyone sends (JPEG, GIF and AVIF stop at 65 535 anyway): a corrupt header. */
const MAX_SIDE = 65_535;

/** EXIF orientations 5 to 8 turn the picture a quarter: it is shown with width and height swapped. */
const QUARTER_TURNS = new Set([5, 6, 7, 8]);

/**
 * Recognises an image from its first bytes: the type by file-type (magic numbers, never the
 * client's Content-Type), the size by image-size (header parsing, no decoding). Untrusted
 * input: a parse failure is "not an image", never an error. Both load on first use.
 */
export class SniffingImageInspector implements ImageInspector {
  async inspect(received: Uint8Array): Promise<ImageFacts | null> {
    const [{ fileTypeFromBuffer }, { imageSize }] = await Promise.all([import('file-type'), import('image-size')]);
    // A copy with a buffer of its own: a Node Buffer may be a view into a shared pool, and a
    // parser reading past the end of a truncated header would read other data there.
    const head = new Uint8Array(received);
    const format = await fileTypeFromBuffer(head).then(
      (type) => (type === undefined ? undefined : FORMAT_OF[type.mime]),
      () => undefined,
    );
    if (format === undefined) return null;
    let size;
    try {
      size = imageSize(head);
    } catch {
      return null;
    }
    const { width, height, orientation } = size;
    const side = (n: number) => Number.isInteger(n) && n > 0 && n <= MAX_SIDE;
    if (!side(width) || !side(height)) return null;
    return QUARTER_TURNS.has(orientation ?? 1) ? { format, width: height, height: width } : { format, width, height };
  }
}

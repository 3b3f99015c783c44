import * as E from 'fp-ts/lib/Either.js';
import { inject, injectable } from 'inversify';
import { imageUrlsOf, withImageUrls } from '../../domain/ingestion/markdown-images.js';
import { IMAGE_MAX_BYTES, imageUrl } from '../../domain/media/image.js';
import { ImageIntake } from '../media/image-intake.js';
import { RemoteImages } from './ports.js';

/** Images brought in per save at most: a page of hundreds of thumbnails keeps the rest as links. */
export const CAPTURED_IMAGES_MAX = 30;
/** Images fetched at once. */
const PARALLEL_FETCHES = 4;

/** What became of one image of a saved capture. */
export type ImageOutcome =
  | { readonly url: string; readonly status: 'imported'; readonly image_id: string; readonly image_url: string }
  | { readonly url: string; readonly status: 'failed'; readonly error: string };

export interface ImportedImages {
  /** The markdown, each image brought in pointing at the library's copy. */
  readonly content: string;
  /** One entry per distinct image address, in order of first use. */
  readonly images: readonly ImageOutcome[];
}

async function inTurns<T, R>(items: readonly T[], parallel: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(parallel, items.length) }, worker));
  return results;
}

/**
 * Brings the images a captured page links into the project's image library, so that its
 * draft does not hotlink another site: each one fetched by the service (RemoteImages: the
 * guarded fetch), recognised and stored as an upload is (ImageIntake: the same bytes are the
 * same image), and the markdown rewritten to the library's URL. An image that cannot be had
 * (refused address, no answer, not an image, too large) keeps its link and is reported. Not a
 * use case of its own: SaveCapture calls it after checking access.
 */
@injectable()
export class CaptureImages {
  constructor(
    @inject(RemoteImages) private readonly remote: RemoteImages,
    @inject(ImageIntake) private readonly intake: ImageIntake,
  ) {}

  async bringIn(projectId: string, savedBy: string, markdown: string): Promise<ImportedImages> {
    const urls = imageUrlsOf(markdown);
    const fetched = await inTurns(urls.slice(0, CAPTURED_IMAGES_MAX), PARALLEL_FETCHES, (url) => this.bringOne(projectId, savedBy, url));
    const outcomes: ImageOutcome[] = [
      ...fetched,
      ...urls
        .slice(CAPTURED_IMAGES_MAX)
        .map((url) => ({ url, status: 'failed' as const, error: `only the first ${CAPTURED_IMAGES_MAX} images of a page are brought in` })),
    ];
    const replacements = new Map(outcomes.flatMap((o) => (o.status === 'imported' ? [[o.url, o.image_url] as const] : [])));
    return { content: withImageUrls(markdown, replacements), images: outcomes };
  }

  private async bringOne(projectId: string, savedBy: string, url: string): Promise<ImageOutcome> {
    const fetched = await this.remote.fetch(url, IMAGE_MAX_BYTES);
    if (fetched.kind === 'failed') return { url, status: 'failed', error: fetched.reason };
    const stored = await this.intake.store(projectId, savedBy, single(fetched.body), IMAGE_MAX_BYTES);
    if (E.isLeft(stored)) return { url, status: 'failed', error: stored.left.message };
    const { image } = stored.right;
    return { url, status: 'imported', image_id: image.id, image_url: imageUrl(image) };
  }
}

async function* single(bytes: Uint8Array): AsyncGenerator<Uint8Array> {
  yield bytes;
}

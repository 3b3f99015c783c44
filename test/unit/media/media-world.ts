import { ImageIntake } from '../../../application/media/image-intake.js';
import { ImageVariants } from '../../../application/media/image-variants.js';
import { SniffingImageInspector } from '../../../infrastructure/media/image-inspector.js';
import { pagesWorld } from '../drafts/world.js';
import { FakeImageResizer, InMemoryBlobStore, InMemoryImageRepository } from '../../support/fakes/media.js';
import { inMemoryPages } from '../../support/fakes/pages.js';

/** The media services on in-memory fakes (the inspector is the real one: it does no I/O). */
export function mediaWorld() {
  const world = pagesWorld();
  const { state } = inMemoryPages(world.projectStore);
  const blobs = new InMemoryBlobStore(world.clock);
  const images = new InMemoryImageRepository(state);
  const resizer = new FakeImageResizer();
  const intake = new ImageIntake(blobs, new SniffingImageInspector(), images, world.clock, world.ids);
  const variants = new ImageVariants(images, blobs, resizer);
  return { ...world, blobs, images, resizer, intake, variants };
}

export async function* bytesOf(...chunks: Uint8Array[]): AsyncGenerator<Uint8Array> {
  for (const chunk of chunks) yield chunk;
}

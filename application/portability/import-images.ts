import { inject, injectable } from 'inversify';
import { imageBlobKey } from '../../domain/media/blob-keys.js';
import type { Image } from '../../domain/media/image.js';
import type { ImageRecord } from '../../domain/portability/archive-records.js';
import { BlobStore, ImageRepository } from '../media/ports.js';
import { IdGenerator } from '../shared/ports.js';
import type { ArchiveReader } from './archive-reader.js';

/**
 * An archive's image into the new project: its bytes (the chunk records after it) staged while
 * hashed, checked against the image's size and SHA-256, committed under the new project's key,
 * then the record (bytes first: a record never points at missing bytes). Answers its new id.
 */
@injectable()
export class ImportImages {
  constructor(
    @inject(BlobStore) private readonly blobs: BlobStore,
    @inject(ImageRepository) private readonly images: ImageRepository,
    @inject(IdGenerator) private readonly ids: IdGenerator,
  ) {}

  async store(projectId: string, { image: source, chunks }: ImageRecord, reader: ArchiveReader): Promise<string> {
    // Staging reports a failing source as such: keep the archive's own words for why it failed.
    let failure: unknown = null;
    const bytes = (async function* () {
      try {
        yield* reader.chunks(chunks);
      } catch (error) {
        failure = error;
        throw error;
      }
    })();
    const staged = await this.blobs.stage(bytes, { maxBytes: source.bytes, headBytes: 0 });
    if (staged.kind === 'source_failed') throw failure ?? reader.problem(`the bytes of image ${source.id} could not be read`);
    if (staged.kind === 'too_large') throw reader.problem(`image ${source.id} has more than the ${source.bytes} bytes it says`);
    const { blob } = staged;
    try {
      if (blob.size !== source.bytes || blob.sha256 !== source.sha256)
        throw reader.problem(`the bytes of image ${source.id} are not the ones it describes (size or SHA-256)`);
      const image: Image = { ...source, id: this.ids.next(), project_id: projectId };
      await this.blobs.commit(blob, imageBlobKey(image));
      const added = await this.images.add(image);
      if (added.kind !== 'created') throw reader.problem(`image ${source.id} has the bytes of an earlier image`);
      return image.id;
    } finally {
      await this.blobs.discard(blob);
    }
  }
}

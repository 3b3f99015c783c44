import { join } from 'node:path';
import { ContainerModule } from 'inversify';
import { DeleteImage } from '../../application/media/delete-image.js';
import { GetImage } from '../../application/media/get-image.js';
import { HandleResumableUpload } from '../../application/media/handle-resumable-upload.js';
import { ImageIntake } from '../../application/media/image-intake.js';
import { ImageVariants } from '../../application/media/image-variants.js';
import { ListImages } from '../../application/media/list-images.js';
import { MediaFiles } from '../../application/media/media-files.js';
import { BlobStore, ImageInspector, ImageRepository, ImageResizer, ResumableUploads } from '../../application/media/ports.js';
import { SweepUploads } from '../../application/media/sweep-uploads.js';
import { UploadImage } from '../../application/media/upload-image.js';
import type { UploadStore } from '../../application/media/upload-store.js';
import { Clock } from '../../application/shared/ports.js';
import type { Config } from '../config.js';
import { blobStoreOf, fileStorageOf, UPLOADS_FOLDER } from '../data-folders.js';
import { CachedBlobStore } from '../../infrastructure/media/cached-blob-store.js';
import { SniffingImageInspector } from '../../infrastructure/media/image-inspector.js';
import { SharpImageResizer } from '../../infrastructure/media/sharp-image-resizer.js';
import { TusUploads } from '../../infrastructure/media/tus-uploads.js';
import { GridFsUploadStore } from '../../infrastructure/mongo/media/gridfs-upload-store.js';
import { MongoImageRepository } from '../../infrastructure/mongo/media/image-repository.js';
import { SqliteImageRepository } from '../../infrastructure/sqlite/media/image-repository.js';
import { SqliteUploadStore } from '../../infrastructure/sqlite/media/upload-store.js';
import { byStorage, type Storage } from '../storage.js';
import { bindUseCases } from './bind-use-cases.js';

const MB = 1024 * 1024;
/** Photos and their resized copies fit; a rare larger file is streamed rather than crowding out dozens of them. */
const MAX_CACHED_BLOB_BYTES = 2 * MB;

/** Images: uploads (direct and tus), their bytes in the blob store, the public /media files, resized variants. */
export const mediaModule = (config: Config, storage: Storage) =>
  new ContainerModule(({ bind }) => {
    bind(BlobStore).toConstantValue(
      new CachedBlobStore(blobStoreOf(config, storage), { totalBytes: config.MEDIA_CACHE_MB * MB, maxBlobBytes: MAX_CACHED_BLOB_BYTES }),
    );
    bind(ImageRepository).toConstantValue(
      byStorage<ImageRepository>(storage, { sqlite: (db) => new SqliteImageRepository(db), mongo: (db, client) => new MongoImageRepository(db, client) }),
    );
    bind(ImageInspector).toConstantValue(new SniffingImageInspector());
    bind(ImageResizer).toConstantValue(new SharpImageResizer());
    // tus keeps uploads in progress under DATA_DIR, or in the store with FILE_STORAGE=store (any instance resumes any upload).
    const uploads =
      fileStorageOf(config) === 'store'
        ? { store: byStorage<UploadStore>(storage, { sqlite: (db) => new SqliteUploadStore(db), mongo: (db) => new GridFsUploadStore(db) }) }
        : { directory: join(config.DATA_DIR, UPLOADS_FOLDER) };
    bind(ResumableUploads).toDynamicValue((context) => new TusUploads(uploads, context.get(Clock), context.get(ImageIntake)));
    bindUseCases(bind, [ImageIntake, UploadImage, ListImages, GetImage, DeleteImage, MediaFiles, ImageVariants, HandleResumableUpload, SweepUploads]);
  });

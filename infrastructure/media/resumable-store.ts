import type { DataStore } from '@tus/server';
import type { UploadStore } from '../../application/media/upload-store.js';

/** Where uploads in progress live: files under a directory of DATA_DIR, or the store (FILE_STORAGE=store). */
export type UploadsLocation = { readonly directory: string } | { readonly store: UploadStore };

/** A tus data store as TusUploads uses it: the protocol's, and what turning an upload into an image needs. */
export interface ResumableStore extends DataStore {
  /** The image a completed upload became; null while it is in progress (or unknown). */
  imageOf(id: string): Promise<string | null>;
  /** The upload became `imageId`: its bytes go, its record stays until the sweep or a termination. */
  complete(id: string, imageId: string): Promise<void>;
  /** The bytes received. */
  bytesOf(id: string): AsyncIterable<Uint8Array>;
  /** Ids of the uploads created before `before`. */
  startedBefore(before: Date): Promise<string[]>;
}

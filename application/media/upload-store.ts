/**
 * Resumable uploads in progress (tus) kept in the store rather than under one instance's
 * DATA_DIR (FILE_STORAGE=store): an upload begun through one instance resumes through any
 * other on the same store.
 */

/** An upload in progress, as the store keeps it. */
export interface StoredUpload {
  readonly id: string;
  /** The whole upload's length in bytes; null while the client defers it (Upload-Defer-Length). */
  readonly size: number | null;
  /** Bytes received so far: the offset the next append must name. */
  readonly offset: number;
  readonly metadata: Readonly<Record<string, string | null>>;
  /** ISO time of its creation (the abandoned-upload sweep reads it). */
  readonly createdAt: string;
  /** The image the completed upload became (its bytes are gone then); null while in progress. */
  readonly imageId: string | null;
}

export type NewUpload = Pick<StoredUpload, 'id' | 'size' | 'metadata' | 'createdAt'>;

/**
 * An append, decided atomically against the offset the store holds: `moved` when another
 * request (on any instance) appended first or the upload is complete, with the offset held now.
 */
export type UploadAppendOutcome =
  { readonly kind: 'appended'; readonly offset: number } | { readonly kind: 'moved'; readonly offset: number } | { readonly kind: 'missing' };

export interface UploadStore {
  /** `exists` when an upload of that id is already kept (nothing changes). */
  create(upload: NewUpload): Promise<'created' | 'exists'>;
  find(id: string): Promise<StoredUpload | null>;
  /** Appends `bytes` at `at` when that is the offset held and the upload is in progress. */
  append(id: string, at: number, bytes: Uint8Array): Promise<UploadAppendOutcome>;
  /** Sets a deferred length (once: a length already known is kept). */
  declareLength(id: string, size: number): Promise<void>;
  /** The bytes received, in order (nothing for an unknown or completed upload). */
  bytes(id: string): AsyncIterable<Uint8Array>;
  /** The upload became `imageId`: its bytes go, its record stays (HEAD still names the image). */
  complete(id: string, imageId: string): Promise<void>;
  /** Forgets the upload and its bytes; false when it was not kept. */
  remove(id: string): Promise<boolean>;
  /** Ids of the uploads created before `before` (ISO time), for the sweep. */
  startedBefore(before: string): Promise<string[]>;
}

import type { Actor } from '../../domain/identity/actor.js';
import type { AppError } from '../../domain/shared/errors.js';
import type { Image, ImageFormat } from '../../domain/media/image.js';
import type { PageWindow } from '../shared/pagination.js';

/** Bytes received and hashed, not yet under a key: committed or discarded by the caller. */
export interface StagedBlob {
  readonly token: string;
  readonly sha256: string;
  readonly size: number;
  /** The first bytes (up to the `headBytes` asked for): enough to recognise an image. */
  readonly head: Uint8Array;
}

export type StageOutcome =
  | { readonly kind: 'staged'; readonly blob: StagedBlob }
  | { readonly kind: 'too_large' }
  /** The source broke off (a client that hung up mid-body); nothing is kept. */
  | { readonly kind: 'source_failed' };

export interface BlobRead {
  readonly size: number;
  readonly stream: AsyncIterable<Uint8Array>;
  /** The same bytes, whole, when the store already holds them in memory (a reader may skip the stream). */
  readonly bytes?: Uint8Array;
}

/**
 * Bytes by key (`<project_id>/...`): files under DATA_DIR, or MongoDB GridFS. Keys are
 * written once and never change: a key names its content (a hash, a width).
 */
export interface BlobStore {
  /** Streams `source` in while hashing it (SHA-256); stops reading past `maxBytes`. */
  stage(source: AsyncIterable<Uint8Array>, limits: { readonly maxBytes: number; readonly headBytes: number }): Promise<StageOutcome>;
  /** Puts a staged blob under `key`; when `key` already holds bytes they are kept (same key, same bytes). */
  commit(staged: StagedBlob, key: string): Promise<void>;
  /** Drops a staged blob; nothing happens when it was committed. */
  discard(staged: StagedBlob): Promise<void>;
  put(key: string, bytes: Uint8Array): Promise<void>;
  open(key: string): Promise<BlobRead | null>;
  stat(key: string): Promise<{ readonly size: number } | null>;
  delete(key: string): Promise<void>;
  /** Deletes every key that starts with `prefix` (a folder: it ends with `/`). */
  deletePrefix(prefix: string): Promise<void>;
  /** Drops staged blobs older than `before` (left by a crash mid-upload); how many. */
  sweepStaged(before: Date): Promise<number>;
}
export const BlobStore = Symbol.for('BlobStore');

export type AddImageOutcome = { readonly kind: 'created' | 'existing'; readonly image: Image };

export type DeleteImageOutcome =
  | { readonly kind: 'deleted'; readonly image: Image }
  | { readonly kind: 'not_found' }
  /** Live pages (a few of them) whose content or metadata holds the image's URL. */
  | { readonly kind: 'in_use'; readonly pages: ReadonlyArray<{ readonly slug: string; readonly language: string }> }
  /** The image is the site's logo (`settings.site.logo_image_id`). */
  | { readonly kind: 'logo' }
  /** The image is the site's icon (`settings.site.favicon_image_id`). */
  | { readonly kind: 'favicon' };

/** Images of a project; one per (project, SHA-256), enforced by the store. */
export interface ImageRepository {
  /** Stores `image`, or answers the image that already has its hash. */
  add(image: Image): Promise<AddImageOutcome>;
  find(projectId: string, id: string): Promise<Image | null>;
  findByHash(projectId: string, sha256: string): Promise<Image | null>;
  /** In id (upload) order. */
  list(projectId: string, window: PageWindow): Promise<Image[]>;
  /**
   * Deletes the image unless a live page of the project holds its URL (`usageNeedle`) in its
   * content or in a metadata value, or the project's site shows it as its logo; the checks and
   * the delete are one step.
   */
  deleteUnlessUsed(projectId: string, id: string): Promise<DeleteImageOutcome>;
}
export const ImageRepository = Symbol.for('ImageRepository');

export interface ImageFacts {
  readonly format: ImageFormat;
  /** As displayed (an EXIF rotation by a quarter turn swaps them). */
  readonly width: number;
  readonly height: number;
}

/** Recognises an image by its first bytes; null for anything else (SVG included). */
export interface ImageInspector {
  inspect(head: Uint8Array): Promise<ImageFacts | null>;
}
export const ImageInspector = Symbol.for('ImageInspector');

/** Makes a WebP copy of an image at exactly `width` × `height` (upright, first frame kept animated). */
export interface ImageResizer {
  toWebp(source: AsyncIterable<Uint8Array>, width: number, height: number): Promise<Uint8Array>;
}
export const ImageResizer = Symbol.for('ImageResizer');

/** Whose upload a tus request is (checked before the protocol runs). */
export interface UploadScope {
  readonly projectId: string;
  readonly actor: Actor;
}

/**
 * What a tus request comes to: the protocol's answer, or a completed upload refused as an image
 * (not an image, too large, cut off): nothing of it is kept, and the caller answers the error as
 * every other entry point does.
 */
export type ResumableUploadOutcome = { readonly kind: 'answer'; readonly response: Response } | { readonly kind: 'refused'; readonly error: AppError };

/**
 * The tus 1.0 resumable upload protocol (creation, offset, termination, checksum) on
 * web-standard requests. A completed upload becomes an image (ImageIntake), which the last
 * request's answer and HEAD name in `Content-Location` (`/api/projects/:id/images/:image_id`).
 */
export interface ResumableUploads {
  handle(request: Request, scope: UploadScope): Promise<ResumableUploadOutcome>;
  /** Deletes unfinished uploads started before `before`; how many. */
  removeStartedBefore(before: Date): Promise<number>;
}
export const ResumableUploads = Symbol.for('ResumableUploads');

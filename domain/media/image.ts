/** The raster formats the service stores, recognised by their bytes (never by a client's word). */
export const IMAGE_FORMATS = {
  png: { content_type: 'image/png', ext: 'png' },
  jpeg: { content_type: 'image/jpeg', ext: 'jpg' },
  gif: { content_type: 'image/gif', ext: 'gif' },
  webp: { content_type: 'image/webp', ext: 'webp' },
  avif: { content_type: 'image/avif', ext: 'avif' },
} as const;
export type ImageFormat = keyof typeof IMAGE_FORMATS;

/** Largest image sent in one request body. */
export const IMAGE_MAX_BYTES = 10 * 1024 * 1024;
/** Largest image sent as a resumable (tus) upload. */
export const UPLOAD_MAX_BYTES = 100 * 1024 * 1024;

/** An image of a project: stored once per content hash, addressed by its id. */
export interface Image {
  readonly id: string;
  readonly project_id: string;
  readonly sha256: string;
  readonly format: ImageFormat;
  readonly bytes: number;
  readonly width: number;
  readonly height: number;
  readonly created_by: string;
  readonly created_at: string;
}

/** An image as the API answers it. */
export interface ImageView {
  readonly id: string;
  readonly url: string;
  readonly content_type: string;
  readonly bytes: number;
  readonly width: number;
  readonly height: number;
  readonly sha256: string;
  readonly created_at: string;
}

/** Where an image's bytes are served (public: the deployed site links to it). */
export const imageUrl = (image: Pick<Image, 'project_id' | 'id' | 'format'>): string =>
  `/media/${image.project_id}/${image.id}.${IMAGE_FORMATS[image.format].ext}`;

export const viewOf = (image: Image): ImageView => ({
  id: image.id,
  url: imageUrl(image),
  content_type: IMAGE_FORMATS[image.format].content_type,
  bytes: image.bytes,
  width: image.width,
  height: image.height,
  sha256: image.sha256,
  created_at: image.created_at,
});

/**
 * What a page holds when it uses an image: the start of the image's URL (its variants' URLs
 * start the same way). Ids have a fixed length, so one id is never the start of another.
 */
export const usageNeedle = (projectId: string, imageId: string): string => `/media/${projectId}/${imageId}`;

/**
 * Whether a live page uses an image: its content, or a metadata value (a string, or a string in
 * a list, where image fields keep their URL) holds the image's URL. Every store answers alike.
 */
export function holdsImage(doc: { readonly content: string; readonly metadata: Readonly<Record<string, unknown>> }, needle: string): boolean {
  if (doc.content.includes(needle)) return true;
  return Object.values(doc.metadata).some((value) =>
    typeof value === 'string' ? value.includes(needle) : Array.isArray(value) && value.some((item) => typeof item === 'string' && item.includes(needle)),
  );
}

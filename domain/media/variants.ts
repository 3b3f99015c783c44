import type { Image } from './image.js';

export const VARIANT_MIN_WIDTH = 16;
export const VARIANT_MAX_WIDTH = 4096;
export const VARIANT_CONTENT_TYPE = 'image/webp';

/** A resized WebP copy of an image, for `srcset`. */
export interface ImageVariant {
  readonly image_id: string;
  readonly width: number;
  readonly height: number;
  readonly bytes: number;
  readonly content_type: typeof VARIANT_CONTENT_TYPE;
  readonly url: string;
  /** The blob store key of its bytes. */
  readonly key: string;
}

/** Variants never enlarge: asking for more than the image has gives the image's own width. */
export const variantWidth = (image: Pick<Image, 'width'>, requested: number): number => Math.min(requested, image.width);

export const isVariantWidth = (n: number): boolean => Number.isInteger(n) && n >= VARIANT_MIN_WIDTH && n <= VARIANT_MAX_WIDTH;

export const variantUrl = (image: Pick<Image, 'project_id' | 'id'>, width: number): string => `/media/${image.project_id}/${image.id}-w${width}.webp`;

/** A file name under `/media/<project_id>/`: an image (`<id>.<ext>`) or one of its variants (`<id>-w<width>.webp`). */
export type MediaFileName =
  { readonly kind: 'image'; readonly imageId: string; readonly ext: string } | { readonly kind: 'variant'; readonly imageId: string; readonly width: number };

export function parseMediaFileName(name: string): MediaFileName | null {
  const variant = /^([0-9a-z]{1,64})-w([1-9][0-9]{0,4})\.webp$/.exec(name);
  if (variant !== null) return { kind: 'variant', imageId: variant[1]!, width: Number(variant[2]) };
  const image = /^([0-9a-z]{1,64})\.([a-z]{3,4})$/.exec(name);
  return image === null ? null : { kind: 'image', imageId: image[1]!, ext: image[2]! };
}

/** The widths a deployed site offers of every image its pages show (`srcset`). */
export const SRCSET_WIDTHS: readonly number[] = [320, 640, 1280];

/** One `srcset` candidate: a variant's address and width. */
export interface SrcsetCandidate {
  readonly url: string;
  readonly width: number;
}

/**
 * The ids of the project's images a markdown body shows (`![alt](/media/<project>/<id>.<ext>)`,
 * relative or absolute), each once. Variants and other projects' media are not images of its own.
 */
export function imagesShownIn(projectId: string, markdown: string): string[] {
  const ids = new Set<string>();
  for (const match of markdown.matchAll(/!\[[^\]]*\]\(\s*<?([^\s)>]+)/g)) {
    const id = projectImageId(projectId, match[1]!);
    if (id !== null) ids.add(id);
  }
  return [...ids];
}

/** The id of the project's image an address names (`.../media/<project>/<id>.<ext>`), or null. */
export function projectImageId(projectId: string, url: string): string | null {
  const prefix = `/media/${projectId}/`;
  const at = url.indexOf(prefix);
  if (at === -1) return null;
  const name = parseMediaFileName(url.slice(at + prefix.length).split(/[?#]/)[0]!);
  return name?.kind === 'image' ? name.imageId : null;
}

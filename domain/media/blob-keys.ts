import type { Image } from './image.js';

/**
 * Where a project's bytes live in the blob store. Every key starts with the project id, so
 * deleting a project deletes one prefix; an image's bytes are keyed by their hash, so the same
 * bytes are stored once per project.
 */
export const projectBlobPrefix = (projectId: string): string => `${projectId}/`;

export const imageBlobKey = (image: Pick<Image, 'project_id' | 'sha256'>): string => `${image.project_id}/images/${image.sha256}`;

/** The folder of an image's resized copies (deleted with the image). */
export const variantBlobPrefix = (image: Pick<Image, 'project_id' | 'sha256'>): string => `${image.project_id}/variants/${image.sha256}/`;

export const variantBlobKey = (image: Pick<Image, 'project_id' | 'sha256'>, width: number): string => `${variantBlobPrefix(image)}${width}.webp`;

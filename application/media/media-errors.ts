import { invalid, payloadTooLarge, unsupportedMediaType, type AppError } from '../../domain/shared/errors.js';

/** Messages of the media use cases, so every entry point words them alike. */

export const IMAGE_NOT_FOUND = 'Image not found';
export const IMAGE_IN_USE = 'The image is used by a live page: remove it from the page first';
export const IMAGE_IS_FAVICON = "The image is the site's icon: choose another icon (or none) in the site settings first";
export const IMAGE_IS_LOGO = "The image is the site's logo: choose another logo (or none) in the site settings first";

export const notAnImage = (): AppError => unsupportedMediaType('Unsupported image type: send PNG, JPEG, GIF, WebP or AVIF');

export const imageTooLarge = (maxBytes: number): AppError => payloadTooLarge(`Image too large: at most ${maxBytes / (1024 * 1024)} MB`);

export const imageCutOff = (): AppError => invalid('The image was cut off before its end: send it again');

import { invalid, type AppError } from '../../domain/shared/errors.js';

/** Messages of the ingestion use cases, so every entry point words them alike. */

export const CAPTURE_NOT_FOUND = 'Capture not found';

export const unreadableCapture = (): AppError => invalid('The captured HTML could not be read: capture the page again');

import type { Capture } from '../../domain/ingestion/capture.js';
import type { ExtractedPage } from '../../domain/ingestion/proposal.js';
import type { PageWindow } from '../shared/pagination.js';

/** A capture without its HTML: what lists need. */
export type CaptureHeader = Omit<Capture, 'html'>;

/** Pages captured by the browser extension, per project. */
export interface CaptureRepository {
  add(capture: Capture): Promise<void>;
  find(projectId: string, id: string): Promise<Capture | null>;
  /** In id (capture) order. */
  list(projectId: string, window: PageWindow): Promise<CaptureHeader[]>;
  delete(projectId: string, id: string): Promise<boolean>;
}
export const CaptureRepository = Symbol.for('CaptureRepository');

/**
 * Finds a page's main content and turns it into markdown: links and images absolute against
 * `url`, scripts, styles, forms and tracking markup gone. Untrusted input: it never throws; null
 * when nothing at all could be read from the markup.
 */
export interface PageExtractor {
  extract(html: string, url: string): Promise<ExtractedPage | null>;
}
export const PageExtractor = Symbol.for('PageExtractor');

/** An image of a captured page, as its site answered it (bytes not yet recognised), or why it could not be had. */
export type RemoteImage = { readonly kind: 'fetched'; readonly body: Uint8Array } | { readonly kind: 'failed'; readonly reason: string };

/**
 * Fetches the images a captured page links, through the guarded fetch (never a private
 * address, within a time and size limit). Never throws for anything the remote side does.
 */
export interface RemoteImages {
  fetch(url: string, maxBytes: number): Promise<RemoteImage>;
}
export const RemoteImages = Symbol.for('RemoteImages');

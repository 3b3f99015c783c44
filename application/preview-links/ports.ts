import type { PreviewLink } from '../../domain/preview-links/preview-link.js';

export type OpenOutcome =
  /** Counted: this open is one of its views. */
  | { readonly kind: 'opened'; readonly link: PreviewLink }
  /** No such token (never made, or revoked). */
  | { readonly kind: 'not_found' }
  | { readonly kind: 'expired' }
  /** Its views are used up. */
  | { readonly kind: 'exhausted' };

/**
 * Preview links, found by the hash of their token. `open` counts a view in the same atomic
 * step that checks the link, so concurrent opens never exceed its limit.
 */
export interface PreviewLinkRepository {
  create(link: PreviewLink): Promise<void>;
  /** The project's links, newest first. */
  list(projectId: string): Promise<PreviewLink[]>;
  /** Deletes the link (it stops working at once); false when the project has none with that id. */
  revoke(projectId: string, linkId: string): Promise<boolean>;
  /** Checks the link at `now` and counts this view if it is still good. */
  open(tokenHash: string, now: string): Promise<OpenOutcome>;
}
export const PreviewLinkRepository = Symbol.for('PreviewLinkRepository');

/**
 * A link anyone may open, without an account, to see a draft (or each draft of a release) as
 * it will be deployed. Its token is shown once, at creation, and stored only as its hash.
 */
export interface PreviewLink {
  readonly id: string;
  readonly project_id: string;
  readonly token_hash: string;
  /** What it shows: a draft, or a release's drafts (exactly one of the two). */
  readonly draft_id: string | null;
  readonly release_id: string | null;
  readonly expires_at: string;
  /** Opens allowed in all (each page opened through the link counts one); null for no limit. */
  readonly max_views: number | null;
  readonly views: number;
  readonly created_by: string;
  readonly created_at: string;
}

/** The link as listed (its token is never shown again: it is not stored). */
export const previewLinkView = (link: PreviewLink) => ({
  id: link.id,
  draft_id: link.draft_id,
  release_id: link.release_id,
  expires_at: link.expires_at,
  max_views: link.max_views,
  views: link.views,
  created_by: link.created_by,
  created_at: link.created_at,
});

/** How long a link lives unless told otherwise: a week. */
export const DEFAULT_PREVIEW_SECONDS = 7 * 24 * 3600;
/** The longest a link may live: 30 days. */
export const MAX_PREVIEW_SECONDS = 30 * 24 * 3600;
export const MAX_PREVIEW_VIEWS = 1_000_000;

/**
 * Where preview links are served, on the service's address: `<PUBLIC_BASE_URL>/preview/<token>`.
 * Built by `previewLinkUrl` only (application/preview-links/preview-link-url.ts).
 */
export const PREVIEW_PATH = '/preview';

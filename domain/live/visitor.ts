/**
 * A public visitor of a project's live agent (access `public`): anonymous, one per browser. The
 * browser holds the visitor token it was given at its first session start and sends it as
 * `Authorization: Bearer <visitor_token>` to run tools, resume and start again, so its profile
 * carries over. The token is a random secret: only its SHA-256 hash is stored (it is verified,
 * never read back), and it lives a fixed 24 hours from its issue; after that the browser starts
 * as a new visitor.
 */
export interface Visitor {
  readonly id: string;
  readonly project_id: string;
  /** SHA-256 (hex) of the token. */
  readonly token_hash: string;
  readonly created_at: string;
  readonly expires_at: string;
}

/** What tells a visitor token from an ID token (a JWT, with dots) or an OAuth access token. */
export const VISITOR_TOKEN_PREFIX = 'lvv_';

const VISITOR_TOKEN_TTL_MS = 24 * 3_600_000;

/** Whether a bearer token is meant as a visitor token (checked, of course, against the store). */
export const looksLikeVisitorToken = (bearer: string): boolean => bearer.startsWith(VISITOR_TOKEN_PREFIX);

export function newVisitor(input: { id: string; projectId: string; tokenHash: string; now: Date }): Visitor {
  return {
    id: input.id,
    project_id: input.projectId,
    token_hash: input.tokenHash,
    created_at: input.now.toISOString(),
    expires_at: new Date(input.now.getTime() + VISITOR_TOKEN_TTL_MS).toISOString(),
  };
}

export const isVisitorExpired = (visitor: Visitor, now: Date): boolean => Date.parse(visitor.expires_at) <= now.getTime();

import type { Metadata } from '../../../domain/pages/metadata.js';
import type { PackedVectors } from '../../../domain/search/vectors.js';

/** What a text is embedded for: a page to be found (Gemini's RETRIEVAL_DOCUMENT) or a question looking for one (RETRIEVAL_QUERY). */
export type EmbeddingPurpose = 'document' | 'query';

/**
 * Why a provider gave no vectors (`cause`): `unavailable` (no answer, a timeout, 429 or 5xx, an
 * answer that is not vectors: try again later), `refused` (the key, the permission or the
 * model: every text would fail alike until an operator acts), `invalid` (the request was
 * refused as it stands, 400: likely one of the texts). `reason` says it in words, for the log.
 */
export interface EmbeddingFailure {
  readonly cause: 'unavailable' | 'refused' | 'invalid';
  readonly reason: string;
}

export type EmbeddingOutcome = { readonly kind: 'embedded'; readonly vectors: Float32Array[] } | ({ readonly kind: 'failed' } & EmbeddingFailure);

/**
 * Turns texts into vectors whose cosine says how close their meanings are. The service binds
 * this token to null when no provider is configured (`EMBEDDINGS_PROVIDER=none`, the default):
 * semantic ranking is then off, search is the lexical engine alone, and nothing is sent anywhere.
 */
export interface Embeddings {
  /**
   * The model and the size of its vectors ("gemini-embedding-001@256"): a stored vector made
   * by another is stale (vectors of two models do not compare).
   */
  readonly model: string;
  /** The most texts one request to the provider carries (`embed` sends more as several requests). */
  readonly batchSize: number;
  /**
   * One unit vector per text, in order, in requests of at most `batchSize` texts one after
   * another; the first request that fails ends the call (nothing is retried here). Never throws.
   */
  embed(texts: readonly string[], purpose: EmbeddingPurpose): Promise<EmbeddingOutcome>;
}
export const Embeddings = Symbol.for('Embeddings');

/** A page's vector as stored: made from the page at `revision` by `model`. */
export interface PageVector {
  readonly page_id: string;
  readonly project_id: string;
  readonly language: string;
  readonly revision: number;
  readonly model: string;
  readonly vector: Float32Array;
}

/** A live page claimed to be embedded, with what its text is made from. */
export interface PageToEmbed {
  readonly page_id: string;
  readonly project_id: string;
  readonly language: string;
  readonly revision: number;
  readonly slug: string;
  readonly metadata: Metadata;
  readonly content: string;
}

export interface ClaimRequest {
  /** The model vectors must be of: a vector of another model is stale. */
  readonly model: string;
  /** Live pages whose id sorts after this one (a pass's cursor); from the first when null. */
  readonly after: string | null;
  /** Live pages looked at, at most: bounds what one step costs the store. */
  readonly scan: number;
  /** Pages claimed, at most. */
  readonly limit: number;
  /** Names this claim: only its holder stores vectors for the pages it claimed. */
  readonly lease: string;
  readonly now: string;
  /** The claim holds its pages until then (another refresher skips them); a refresher that dies lets them go then. */
  readonly leaseUntil: string;
}

export interface ClaimedPages {
  readonly pages: PageToEmbed[];
  /** Where the pass goes on from (the last page looked at); null once it looked at the last live page. */
  readonly next: string | null;
}

/**
 * The vectors of live pages (public and unlisted, never drafts), one per page, with the page
 * revision and the model each was made from. Several refreshers (one per instance) share the
 * store: each claims the pages it embeds under a lease, atomically, so no two embed the same
 * page at once. Deleting a project deletes its vectors.
 */
export interface PageVectors {
  /**
   * Looks at up to `scan` live pages in id order after `after` and claims, up to `limit`, those
   * whose vector is missing, of another model or of another revision, unless a claim holds them
   * (another's lease, or a retry time) until after `now`. One atomic step.
   */
  claimStale(request: ClaimRequest): Promise<ClaimedPages>;
  /**
   * Stores the vectors of pages `lease` claimed (replacing older ones) and ends those claims; a
   * vector whose claim the lease no longer holds (it lapsed and another took the page), or whose
   * page is no longer live, is dropped. How many it stored.
   */
  store(vectors: readonly PageVector[], lease: string): Promise<number>;
  /** Ends the lease's claims of these pages; they may be claimed again from `retryAt` (the provider failed). */
  release(pageIds: readonly string[], lease: string, retryAt: string): Promise<void>;
  /**
   * Deletes the vectors, among up to `scan` in page id order after `after`, whose page is no
   * longer a live page (deleted), and answers how many it deleted and where to go on from (null at the end).
   */
  pruneGone(after: string | null, scan: number): Promise<{ readonly removed: number; readonly next: string | null }>;
  /** The project's vectors of `model`, packed into one matrix (a row per page). */
  vectorsOf(projectId: string, model: string): Promise<PackedVectors>;
  /** Changes whenever the project's stored vectors change (one cheap read: whether a copy of them is current). */
  versionOf(projectId: string): Promise<string>;
  /** Changes whenever a live page of any project is written, by any process (one cheap read: whether to look for stale vectors). */
  livePagesMark(): Promise<string>;
}
export const PageVectors = Symbol.for('PageVectors');

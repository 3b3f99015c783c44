import { inject, injectable } from 'inversify';
import { pageEmbeddingText } from '../../../domain/search/embedding-text.js';
import { Clock, IdGenerator } from '../../shared/ports.js';
import { Embeddings, PageVectors, type EmbeddingFailure, type PageToEmbed } from './ports.js';

/** Live pages one claim looks at: a step of the pass costs the store a bounded read. */
const SCAN = 500;
/** Pages embedded together: one request to the provider, a few seconds at most. */
const BATCH = 16;
/** How long a claim holds its pages: longer than a batch takes, even one page at a time. */
const LEASE_MS = 5 * 60_000;
/** A page whose text the provider refuses is tried again a day later (it may have been edited by then). */
const REFUSED_PAGE_RETRY_MS = 24 * 3_600_000;

export type RefreshOutcome =
  | { readonly kind: 'done'; readonly embedded: number }
  /** The provider failed: the batch under way is released until the pass's retry time; the pass stopped there. */
  | { readonly kind: 'failed'; readonly embedded: number; readonly failure: EmbeddingFailure };

export interface PassOptions {
  /** When a batch the provider failed may be claimed again. */
  readonly retryAfterMs: number;
  /** Asked between batches; false stops the pass (the service is stopping). */
  readonly keepGoing?: () => boolean;
  /** Awaited between steps, so a long pass lets requests run (the loop gives a turn of the event loop). */
  readonly between?: () => Promise<void>;
  /** Told of a page the provider refused to embed (tried again a day later). */
  readonly onRefused?: (page: PageToEmbed, reason: string) => void;
}

/**
 * Embeds the live pages whose vector is missing or stale (another revision, another model), a
 * batch at a time, each batch claimed under a lease so refreshers of other instances leave it
 * alone. Never throws for the provider: a failure is an outcome and the batch goes back to the
 * store with a retry time. Run in the background only (PageVectorRefresher), never in a request.
 */
@injectable()
export class RefreshPageVectors {
  constructor(
    @inject(Embeddings) private readonly embeddings: Embeddings | null,
    @inject(PageVectors) private readonly vectors: PageVectors,
    @inject(Clock) private readonly clock: Clock,
    @inject(IdGenerator) private readonly ids: IdGenerator,
  ) {}

  /** One pass over every live page of the store; without a provider, nothing (and nothing is sent). */
  async pass(options: PassOptions): Promise<RefreshOutcome> {
    const embeddings = this.embeddings;
    if (embeddings === null) return { kind: 'done', embedded: 0 };
    const lease = this.ids.next();
    let embedded = 0;
    let after: string | null = null;
    do {
      if (options.keepGoing?.() === false) break;
      const now = this.clock.now().getTime();
      const claimed = await this.vectors.claimStale({
        model: embeddings.model,
        after,
        scan: SCAN,
        limit: Math.min(BATCH, embeddings.batchSize),
        lease,
        now: new Date(now).toISOString(),
        leaseUntil: new Date(now + LEASE_MS).toISOString(),
      });
      after = claimed.next;
      if (claimed.pages.length > 0) {
        const outcome = await this.embedBatch(embeddings, claimed.pages, lease, options);
        embedded += outcome.embedded;
        if (outcome.failure !== null) return { kind: 'failed', embedded, failure: outcome.failure };
      }
      await options.between?.();
    } while (after !== null);
    return { kind: 'done', embedded };
  }

  /** Deletes the vectors of pages that are no longer live, through every stored vector; how many. */
  async prune(between?: () => Promise<void>): Promise<number> {
    let removed = 0;
    let after: string | null = null;
    do {
      const step = await this.vectors.pruneGone(after, SCAN);
      removed += step.removed;
      after = step.next;
      await between?.();
    } while (after !== null);
    return removed;
  }

  /**
   * A refused request (400) is likely one page's text: the batch is then embedded a page at a
   * time, so one page the provider will not take does not hold back the others.
   */
  private async embedBatch(
    embeddings: Embeddings,
    pages: readonly PageToEmbed[],
    lease: string,
    options: PassOptions,
  ): Promise<{ embedded: number; failure: EmbeddingFailure | null }> {
    const outcome = await embeddings.embed(pages.map(pageEmbeddingText), 'document');
    if (outcome.kind === 'embedded') return { embedded: await this.store(embeddings.model, pages, outcome.vectors, lease), failure: null };
    if (outcome.cause !== 'invalid' || pages.length === 1) {
      const retryAfter = outcome.cause === 'invalid' ? REFUSED_PAGE_RETRY_MS : options.retryAfterMs;
      if (outcome.cause === 'invalid') options.onRefused?.(pages[0]!, outcome.reason);
      await this.release(pages, lease, retryAfter);
      return { embedded: 0, failure: outcome.cause === 'invalid' ? null : { cause: outcome.cause, reason: outcome.reason } };
    }
    let embedded = 0;
    for (const [i, page] of pages.entries()) {
      const alone = await this.embedBatch(embeddings, [page], lease, options);
      embedded += alone.embedded;
      if (alone.failure !== null) {
        await this.release(pages.slice(i + 1), lease, options.retryAfterMs);
        return { embedded, failure: alone.failure };
      }
    }
    return { embedded, failure: null };
  }

  private store(model: string, pages: readonly PageToEmbed[], vectors: readonly Float32Array[], lease: string): Promise<number> {
    return this.vectors.store(
      pages.map((page, i) => ({
        page_id: page.page_id,
        project_id: page.project_id,
        language: page.language,
        revision: page.revision,
        model,
        vector: vectors[i]!,
      })),
      lease,
    );
  }

  private release(pages: readonly PageToEmbed[], lease: string, afterMs: number): Promise<void> {
    const retryAt = new Date(this.clock.now().getTime() + afterMs).toISOString();
    return this.vectors.release(
      pages.map((page) => page.page_id),
      lease,
      retryAt,
    );
  }
}

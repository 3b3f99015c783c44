/** How the start-up build of the search index for pages written before it ended. */
export type BackfillOutcome =
  | { readonly kind: 'complete'; readonly indexed: number }
  /** The store was closed first (a short-lived CLI); the next start carries on where it stopped. */
  | { readonly kind: 'stopped'; readonly indexed: number }
  | { readonly kind: 'failed'; readonly indexed: number; readonly error: unknown };

/** The build started with the store: it runs in the background, `done` says how it ended. */
export interface SearchBackfill {
  readonly done: Promise<BackfillOutcome>;
}
export const SearchBackfill = Symbol.for('SearchBackfill');

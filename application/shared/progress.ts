/**
 * How far a long operation has got, for whoever drives it (the admin CLI draws a bar on a
 * terminal, or logs JSON lines). `total` is absent when it is not known up front: a counter.
 */
export interface Progress {
  /** What is being counted: `pages`, `images`, `copy`. */
  readonly step: string;
  readonly done: number;
  readonly total?: number | undefined;
  /** What `done` counts when it is not items: `bytes`, `pages` of a database file. */
  readonly unit?: string | undefined;
}

export type ProgressListener = (progress: Progress) => void;

export const ignoreProgress: ProgressListener = () => undefined;

/** MongoDB's code for a write refused by a unique index: the store's own "one per ...". */
const DUPLICATE_KEY = 11000;

export const isDuplicateKey = (error: unknown): boolean => (error as { code?: unknown } | null)?.code === DUPLICATE_KEY;

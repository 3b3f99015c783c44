/** A document's metadata: the template's form values, keyed by field key. */
export type Metadata = Readonly<Record<string, unknown>>;

/**
 * A metadata change as sent by a client: a key with a value replaces, a key sent as `null`
 * is removed, keys not sent are kept. One level deep: an object value replaces the old one whole.
 */
export type MetadataPatch = Readonly<Record<string, unknown>>;

export function mergeMetadata(current: Metadata, patch: MetadataPatch): Metadata {
  // fromEntries defines own properties, so a key such as "__proto__" can never reach a prototype.
  const merged = new Map(Object.entries(current));
  for (const [key, value] of Object.entries(patch)) {
    if (value === null) merged.delete(key);
    else merged.set(key, value);
  }
  return Object.fromEntries(merged);
}

/** Metadata stored for a new document: removals mean nothing when there is nothing to remove. */
export const withoutNulls = (patch: MetadataPatch): Metadata => mergeMetadata({}, patch);

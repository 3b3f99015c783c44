import * as t from 'io-ts';

/**
 * What `npm run build` writes beside the browser bundles (`dist/assets/manifest.json`): each
 * entry's current file names, and each file's content type, ETag and precompressed variants.
 * File names carry a content hash, so a URL names its bytes forever and may be cached as such.
 */

/** The precompressed variants a file may have, written as `<name>.br` and `<name>.gz`. */
export const ENCODINGS = ['br', 'gzip'] as const;
export type Encoding = (typeof ENCODINGS)[number];
export const ENCODING_SUFFIX: Readonly<Record<Encoding, string>> = { br: '.br', gzip: '.gz' };

/** A page's entry: its module script, the stylesheets it needs, and the chunks its script imports at once. */
export const ManifestEntry = t.type({
  /** The module script (absent for a stylesheet-only entry). */
  script: t.union([t.string, t.null]),
  styles: t.array(t.string),
  /** Chunks the script imports statically, to preload beside it (never the lazily imported ones). */
  imports: t.array(t.string),
});
export type ManifestEntry = t.TypeOf<typeof ManifestEntry>;

export const ManifestFile = t.type({
  contentType: t.string,
  /** A strong ETag: the SHA-256 of the bytes. */
  etag: t.string,
  bytes: t.number,
  /** The variants written beside the file, each smaller than it, with their sizes. */
  encoded: t.partial({ br: t.number, gzip: t.number }),
});
export type ManifestFile = t.TypeOf<typeof ManifestFile>;

export const AssetManifest = t.type({
  version: t.literal(1),
  entries: t.record(t.string, ManifestEntry),
  files: t.record(t.string, ManifestFile),
});
export type AssetManifest = t.TypeOf<typeof AssetManifest>;

/** Where the build puts the bundles and their manifest, relative to the project's root. */
export const ASSETS_FOLDER = 'dist/assets';
export const MANIFEST_FILE = 'manifest.json';

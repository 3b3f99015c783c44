import type { MongoIndex } from '../schema.js';

export const SITE_NAVIGATION = 'site_navigation';
export const DOMAINS = 'domains';
export const SITE_DEPLOY_LEASES = 'site_deploy_leases';
/** Deployed sites in the store (MongoReleaseStore): the live release of each project, the versioned file rows, the blobs' GridFS bucket. */
export const SITE_CURRENT = 'site_current';
export const SITE_RELEASE_FILES = 'site_release_files';
export const SITE_BLOB_BUCKET = 'site_blobs';
/** The live-page journal (MongoLivePageJournal): one entry per live-page address a write changed, and each project's counter of them. */
export const LIVE_PAGE_JOURNAL = 'live_page_journal';
export const LIVE_PAGE_JOURNAL_MARKS = 'live_page_journal_marks';

export const SITE_INDEXES: readonly MongoIndex[] = [
  { collection: SITE_NAVIGATION, key: { project_id: 1, kind: 1, language: 1, position: 1 } },
  { collection: DOMAINS, key: { project_id: 1, hostname: 1 }, options: { unique: true } },
  // A verified hostname belongs to one project, whatever the timing of requests; pending ones may repeat.
  { collection: DOMAINS, key: { hostname: 1 }, options: { unique: true, partialFilterExpression: { status: 'verified' } } },
  // An ended lease is taken over in place; one nobody took over is dropped by the server (a project deleted meanwhile).
  { collection: SITE_DEPLOY_LEASES, key: { expires_at: 1 }, options: { expireAfterSeconds: 0 } },
  // One row per path and release it starts at; a release's files are read by path, by start, by end, by blob.
  { collection: SITE_RELEASE_FILES, key: { project_id: 1, path: 1, from_release: 1 }, options: { unique: true } },
  { collection: SITE_RELEASE_FILES, key: { project_id: 1, from_release: 1 } },
  { collection: SITE_RELEASE_FILES, key: { project_id: 1, to_release: 1 } },
  { collection: SITE_RELEASE_FILES, key: { project_id: 1, etag: 1 } },
  { collection: `${SITE_BLOB_BUCKET}.files`, key: { filename: 1 } },
  { collection: `${SITE_BLOB_BUCKET}.files`, key: { 'metadata.project_id': 1, 'metadata.checked': 1 } },
  // A project's changes after a mark, and those up to it to forget.
  { collection: LIVE_PAGE_JOURNAL, key: { project_id: 1, seq: 1 } },
  // Project deletion finds the counter by it; also creates the collection up front, so a counter's first upsert never creates it inside a transaction.
  { collection: LIVE_PAGE_JOURNAL_MARKS, key: { project_id: 1 } },
];

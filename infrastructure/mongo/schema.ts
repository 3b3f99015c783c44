import type { CreateIndexesOptions, Db, IndexSpecification } from 'mongodb';
import { ACTIVITY_INDEXES } from './activity/indexes.js';
import { API_KEY_INDEXES } from './api-keys/indexes.js';
import { APPROVAL_INDEXES } from './approvals/indexes.js';
import { LIVE_INDEXES } from './live/indexes.js';
import { ONBOARDING_INDEXES } from './onboarding/indexes.js';
import { INGESTION_INDEXES } from './ingestion/indexes.js';
import { MEDIA_INDEXES } from './media/indexes.js';
import { OAUTH_INDEXES } from './oauth/indexes.js';
import { PAGES_INDEXES } from './pages/indexes.js';
import { PROFILE_INDEXES } from './profile/indexes.js';
import { PRESENCE_INDEXES } from './presence/indexes.js';
import { INVITATION_INDEXES } from './invitations/indexes.js';
import { PREVIEW_LINK_INDEXES } from './preview-links/indexes.js';
import { PUBLISHING_INDEXES } from './publishing/indexes.js';
import { QUESTION_INDEXES } from './questions/indexes.js';
import { RELEASE_INDEXES } from './releases/indexes.js';
import { SITE_INDEXES } from './site/indexes.js';
import { SEARCH_INDEXES } from './search/indexes.js';
import { PAGE_VECTOR_INDEXES } from './search/page-vector-indexes.js';
import { TEMPLATES_INDEXES } from './templates/indexes.js';
import { FOUNDATION_INDEXES } from './projects/indexes.js';
import { TELEPHONY_INDEXES } from './telephony/indexes.js';
import { TRANSLATION_INDEXES } from './translation/indexes.js';
import { WEBHOOK_INDEXES } from './webhooks/indexes.js';

export interface MongoIndex {
  readonly collection: string;
  readonly key: IndexSpecification;
  readonly options?: CreateIndexesOptions;
  /** An index of an earlier version this one replaces, dropped first (a collection has one text index). */
  readonly replaces?: string;
}

/**
 * Every index the adapters rely on (uniqueness is how the store enforces "one per ..."),
 * by feature. createIndex is idempotent, so this runs at every start.
 */
export const MONGO_INDEXES: readonly MongoIndex[] = [
  ...FOUNDATION_INDEXES,
  ...TEMPLATES_INDEXES,
  ...PAGES_INDEXES,
  ...SEARCH_INDEXES,
  ...PAGE_VECTOR_INDEXES,
  ...LIVE_INDEXES,
  ...PROFILE_INDEXES,
  ...TRANSLATION_INDEXES,
  ...API_KEY_INDEXES,
  ...ONBOARDING_INDEXES,
  ...TELEPHONY_INDEXES,
  ...PUBLISHING_INDEXES,
  ...SITE_INDEXES,
  ...INGESTION_INDEXES,
  ...MEDIA_INDEXES,
  ...OAUTH_INDEXES,
  ...WEBHOOK_INDEXES,
  ...ACTIVITY_INDEXES,
  ...APPROVAL_INDEXES,
  ...RELEASE_INDEXES,
  ...PRESENCE_INDEXES,
  ...PREVIEW_LINK_INDEXES,
  ...INVITATION_INDEXES,
  ...QUESTION_INDEXES,
];

/** Told about each index once it is ensured: its name and how long the call took (a first build of a big collection's index takes a while). */
export type IndexObserver = (
  ensured: { readonly collection: string; readonly name: string; readonly ms: number },
  step: { readonly index: number; readonly of: number },
) => void;

export async function ensureMongoSchema(db: Db, onIndex?: IndexObserver): Promise<void> {
  for (const [i, index] of MONGO_INDEXES.entries()) {
    const started = performance.now();
    if (index.replaces !== undefined && (await db.collection(index.collection).indexExists(index.replaces))) {
      await db.collection(index.collection).dropIndex(index.replaces);
    }
    const name = await db.collection(index.collection).createIndex(index.key, index.options ?? {});
    onIndex?.({ collection: index.collection, name, ms: Math.round(performance.now() - started) }, { index: i + 1, of: MONGO_INDEXES.length });
  }
}

/** Every collection that holds project-scoped documents has a `project_id` field. */
export const PROJECT_ID_FIELD = 'project_id';

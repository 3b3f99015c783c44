import type { DraftCandidate, Manifest, ManifestChange } from '../publishing/manifest.js';
import type { BlockedItem, PublishItem, ReleaseItem, UnpublishItem } from './release.js';

/** The documented rule: a release publishes the revision a draft was added at, and nothing newer. */
const movedOnReason = (added: number, now: number): string =>
  `the draft was saved since it was added (revision ${added} added, now ${now}): change the release to publish revision ${now}`;
const GONE_DRAFT = 'the draft was discarded or published since it was added';

/** The publish items whose draft is still at the revision added (for planManifest), and those that are not. */
export function pinnedCandidates(
  items: readonly ReleaseItem[],
  draftOf: (draftId: string) => DraftCandidate | undefined,
): { readonly ready: DraftCandidate[]; readonly blocked: BlockedItem[] } {
  const ready: DraftCandidate[] = [];
  const blocked: BlockedItem[] = [];
  for (const item of items) {
    if (item.action !== 'publish') continue;
    const candidate = draftOf(item.draft_id);
    const at = { action: item.action, id: item.draft_id, slug: item.slug, language: item.language };
    if (candidate === undefined) blocked.push({ ...at, reasons: [GONE_DRAFT] });
    else if (candidate.draft.revision !== item.revision) blocked.push({ ...at, reasons: [movedOnReason(item.revision, candidate.draft.revision)] });
    else ready.push(candidate);
  }
  return { ready, blocked };
}

/** What running a release would do, item by item. */
export interface ReleasePlan {
  /** Drafts to promote, at the revisions added (the confirm's manifest). */
  readonly changes: readonly ManifestChange[];
  /** Live pages to delete. */
  readonly unpublish: readonly UnpublishItem[];
  /** Items that hold the whole release back (one is enough: a release is published whole or not at all). */
  readonly blocked: readonly BlockedItem[];
}

/**
 * A release's plan from the dry run's manifest of its ready drafts (planManifest, then the
 * approval rule: every publish rule is the publish's own), the drafts that moved on or went,
 * and the state of its pages to unpublish: a page already gone needs nothing more.
 */
export function releasePlan(
  items: readonly ReleaseItem[],
  manifest: Manifest,
  movedOn: readonly BlockedItem[],
  isLive: (pageId: string) => boolean,
): ReleasePlan {
  const fromManifest: BlockedItem[] = manifest.blocked.map(({ draft_id, slug, language, reasons }) => ({
    action: 'publish',
    id: draft_id,
    slug,
    language,
    reasons,
  }));
  const blockedById = new Map([...movedOn, ...fromManifest].map((blocked) => [blocked.id, blocked]));
  const unpublish = items.filter((item): item is UnpublishItem => item.action === 'unpublish' && isLive(item.page_id));
  const blocked = items.flatMap((item) => {
    const found = blockedById.get(item.action === 'publish' ? item.draft_id : item.page_id);
    return found === undefined ? [] : [found];
  });
  return { changes: manifest.changes, unpublish, blocked };
}

/** An item as the dry run shows it. */
export type ItemCheck = ReleaseItem & { readonly status: 'ready' | 'blocked'; readonly reasons: readonly string[] };

/** Each item as the dry run shows it: ready, or blocked with its reasons. */
export function itemChecks(items: readonly ReleaseItem[], plan: ReleasePlan): ItemCheck[] {
  const blocked = new Map(plan.blocked.map((b) => [b.id, b.reasons]));
  return items.map((item) => {
    const reasons = blocked.get(item.action === 'publish' ? item.draft_id : item.page_id) ?? [];
    return { ...item, status: reasons.length === 0 ? ('ready' as const) : ('blocked' as const), reasons };
  });
}

/** The publish items of a release. */
export const publishItems = (items: readonly ReleaseItem[]): PublishItem[] => items.filter((item): item is PublishItem => item.action === 'publish');

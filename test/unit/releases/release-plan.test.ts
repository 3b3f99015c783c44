import { expect } from 'chai';
import type { DraftCandidate, Manifest } from '../../../domain/publishing/manifest.js';
import type { BlockedItem, ReleaseItem } from '../../../domain/releases/release.js';
import { itemChecks, pinnedCandidates, publishItems, releasePlan } from '../../../domain/releases/release-plan.js';

const publish = (draftId: string, revision: number): ReleaseItem => ({ action: 'publish', draft_id: draftId, slug: `/${draftId}`, language: 'en', revision });
const unpublish = (pageId: string): ReleaseItem => ({ action: 'unpublish', page_id: pageId, slug: `/${pageId}`, language: 'en' });
const candidate = (revision: number) => ({ draft: { revision }, live: null }) as unknown as DraftCandidate;
const manifest = (blocked: Manifest['blocked'] = []): Manifest => ({
  changes: [{ draft_id: 'd1', slug: '/d1', language: 'en', action: 'update', revision: 3 }] as unknown as Manifest['changes'],
  blocked,
  unchanged: [],
  settings_only: false,
});

describe('Release plan', () => {
  it('pins each publish to the revision added: a draft saved since, or gone, blocks it with the reason', () => {
    const drafts = new Map([
      ['d1', candidate(3)],
      ['d2', candidate(5)],
    ]);
    const { ready, blocked } = pinnedCandidates([publish('d1', 3), publish('d2', 4), publish('d3', 1), unpublish('p1')], (id) => drafts.get(id));
    expect(ready).to.deep.equal([drafts.get('d1')]);
    expect(blocked).to.deep.equal([
      {
        action: 'publish',
        id: 'd2',
        slug: '/d2',
        language: 'en',
        reasons: ['the draft was saved since it was added (revision 4 added, now 5): change the release to publish revision 5'],
      },
      { action: 'publish', id: 'd3', slug: '/d3', language: 'en', reasons: ['the draft was discarded or published since it was added'] },
    ]);
  });

  it("plans the manifest's changes, the live pages to unpublish, and every blocked item in the release's order", () => {
    const items = [publish('d1', 3), unpublish('p1'), publish('d2', 4), unpublish('gone'), publish('d4', 1)];
    const movedOn: BlockedItem[] = [{ action: 'publish', id: 'd2', slug: '/d2', language: 'en', reasons: ['moved on'] }];
    const plan = releasePlan(
      items,
      manifest([{ draft_id: 'd4', slug: '/d4', language: 'en', reasons: ['needs an approval'] }] as unknown as Manifest['blocked']),
      movedOn,
      (id) => id === 'p1',
    );
    expect(plan.changes).to.deep.equal(manifest().changes);
    expect(plan.unpublish).to.deep.equal([unpublish('p1')]);
    expect(plan.blocked).to.deep.equal([
      { action: 'publish', id: 'd2', slug: '/d2', language: 'en', reasons: ['moved on'] },
      { action: 'publish', id: 'd4', slug: '/d4', language: 'en', reasons: ['needs an approval'] },
    ]);
  });

  it('shows each item ready, or blocked with its reasons (an unpublish by its page)', () => {
    const items = [publish('d1', 3), unpublish('p1'), publish('d2', 4)];
    const plan = {
      changes: [],
      unpublish: [],
      blocked: [
        { action: 'unpublish' as const, id: 'p1', slug: '/p1', language: 'en', reasons: ['locked'] },
        { action: 'publish' as const, id: 'd2', slug: '/d2', language: 'en', reasons: ['moved on', 'needs an approval'] },
      ],
    };
    expect(itemChecks(items, plan)).to.deep.equal([
      { ...publish('d1', 3), status: 'ready', reasons: [] },
      { ...unpublish('p1'), status: 'blocked', reasons: ['locked'] },
      { ...publish('d2', 4), status: 'blocked', reasons: ['moved on', 'needs an approval'] },
    ]);
  });

  it('lists the publish items of a release', () => {
    expect(publishItems([publish('d1', 3), unpublish('p1'), publish('d2', 4)])).to.deep.equal([publish('d1', 3), publish('d2', 4)]);
  });
});

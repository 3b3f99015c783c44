import { expect } from 'chai';
import { isApprovedAt, requireApprovals } from '../../../domain/approvals/approval.js';
import type { Manifest } from '../../../domain/publishing/manifest.js';

const change = (draftId: string, slug: string, language: string, revision: number) => ({ draft_id: draftId, slug, language, action: 'update', revision });
const manifest = (changes: ReturnType<typeof change>[], blocked: Manifest['blocked'] = []): Manifest =>
  ({ changes, blocked, unchanged: [], settings_only: false }) as unknown as Manifest;
const reason = (revision: number) => `waiting for approval: a manager or an admin other than its last editor must approve revision ${revision}`;

describe('Approvals before publishing', () => {
  it('approves a draft at the approved revision only', () => {
    expect(isApprovedAt({ revision: 3 }, 3)).to.equal(true);
    expect(isApprovedAt({ revision: 2 }, 3)).to.equal(false);
    expect(isApprovedAt(undefined, 3)).to.equal(false);
  });

  it('leaves a manifest whose changes are all approved as it is', () => {
    const all = manifest([change('d1', 'a', 'en', 1)]);
    expect(requireApprovals(all, () => ({ revision: 1 }))).to.equal(all);
  });

  it('blocks each unapproved change with its reason, among the blocked drafts in slug then language order', () => {
    const approvals = new Map([['d2', { revision: 1 }]]);
    const result = requireApprovals(
      manifest([change('d1', 'b', 'en', 4), change('d2', 'a', 'en', 1), change('d3', 'b', 'de', 2), change('d4', 'a', 'fr', 5)], [
        { draft_id: 'd0', slug: 'c', language: 'en', reasons: ['other'] },
        { draft_id: 'd9', slug: 'a', language: 'en', reasons: ['other'] },
      ] as unknown as Manifest['blocked']),
      (id) => approvals.get(id),
    );
    expect(result.changes).to.deep.equal([change('d2', 'a', 'en', 1)]);
    expect(result.blocked).to.deep.equal([
      { draft_id: 'd9', slug: 'a', language: 'en', reasons: ['other'] },
      { draft_id: 'd4', slug: 'a', language: 'fr', reasons: [reason(5)] },
      { draft_id: 'd3', slug: 'b', language: 'de', reasons: [reason(2)] },
      { draft_id: 'd1', slug: 'b', language: 'en', reasons: [reason(4)] },
      { draft_id: 'd0', slug: 'c', language: 'en', reasons: ['other'] },
    ]);
  });
});

import { expect } from 'chai';
import { changedDrafts } from '../../../domain/publishing/changed-draft.js';
import { checkConfirmation, type ConfirmationState } from '../../../domain/publishing/confirmation.js';
import type { ManifestChange } from '../../../domain/publishing/manifest.js';

const AT = '2026-03-01T10:00:00.000Z';
const confirmation = (overrides: Partial<ConfirmationState> = {}): ConfirmationState => ({
  project_id: 'p1',
  expires_at: '2026-03-01T10:15:00.000Z',
  publish_id: null,
  ...overrides,
});

describe('Publish confirmation checks (domain)', () => {
  it('refuses a token that is unknown, or another project’s, before anything else', () => {
    expect(checkConfirmation(null, 'p1', AT)).to.deep.equal({ kind: 'unknown_token' });
    expect(checkConfirmation(confirmation({ project_id: 'p2', publish_id: 'pub1', expires_at: '2000-01-01T00:00:00.000Z' }), 'p1', AT)).to.deep.equal({
      kind: 'unknown_token',
    });
  });

  it('answers a used token with its publish, even once the token expired: a repeated confirm is answered the same', () => {
    expect(checkConfirmation(confirmation({ publish_id: 'pub1' }), 'p1', AT)).to.deep.equal({ kind: 'already_published', publish_id: 'pub1' });
    expect(checkConfirmation(confirmation({ publish_id: 'pub1', expires_at: '2000-01-01T00:00:00.000Z' }), 'p1', AT)).to.deep.equal({
      kind: 'already_published',
      publish_id: 'pub1',
    });
  });

  it('refuses an unused token from the moment it expires', () => {
    expect(checkConfirmation(confirmation({ expires_at: AT }), 'p1', AT)).to.deep.equal({ kind: 'expired', expires_at: AT });
    expect(checkConfirmation(confirmation({ expires_at: '2026-03-01T10:00:00.001Z' }), 'p1', AT)).to.deep.equal({ kind: 'usable' });
  });
});

describe('Changed drafts of a manifest (domain)', () => {
  const change = (draft_id: string, action: ManifestChange['action'], revision = 2): ManifestChange => ({
    draft_id,
    slug: draft_id,
    language: 'en',
    action,
    revision,
  });

  it('lists every change that no longer applies, in manifest order, each with its reason', () => {
    const changes = [change('a', 'create'), change('b', 'update'), change('c', 'create'), change('d', 'update'), change('e', 'create')];
    const states = [
      { draft: { isDraft: true, revision: 2 }, hasLive: false },
      { draft: { isDraft: true, revision: 3 }, hasLive: true },
      { draft: null, hasLive: false },
      { draft: { isDraft: true, revision: 2 }, hasLive: false },
      { draft: { isDraft: true, revision: 2 }, hasLive: true },
    ];
    const seen: number[] = [];
    const changed = changedDrafts(changes, (_, i) => {
      seen.push(i);
      return states[i]!;
    });
    expect(seen).to.deep.equal([0, 1, 2, 3, 4]);
    expect(changed.map((c) => [c.draft_id, c.current_revision, c.reason])).to.deep.equal([
      ['b', 3, 'the draft was saved since the dry run (revision 2 then)'],
      ['c', null, 'the draft was discarded or published since the dry run'],
      ['d', 2, 'the live page was deleted since the dry run'],
      ['e', 2, 'a live page was created at this slug since the dry run'],
    ]);
  });

  it('is empty when every draft is as the dry run saw it', () => {
    expect(
      changedDrafts([change('a', 'create'), change('b', 'update')], (c) => ({ draft: { isDraft: true, revision: 2 }, hasLive: c.action === 'update' })),
    ).to.deep.equal([]);
  });
});

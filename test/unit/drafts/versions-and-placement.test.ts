import { expect } from 'chai';
import * as E from 'fp-ts/lib/Either.js';
import { placeNewDraft, withoutSlug } from '../../../domain/drafts/placement.js';
import { coalescesWith, versionsToDrop, type DraftVersionSummary } from '../../../domain/drafts/version.js';
import { leftOf } from '../../support/expect.js';

const T0 = Date.parse('2026-03-01T10:00:00Z');
const at = (s: number) => new Date(T0 + s * 1000).toISOString();
const v = (revision: number, autosave: boolean): DraftVersionSummary => ({
  version_id: `v${revision}`,
  revision,
  saved_at: at(revision),
  saved_by: 'u',
  autosave,
});

describe('Draft version policy', () => {
  it("coalesces an autosave into the same user's autosave of less than 60 s before", () => {
    const latest = { saved_at: at(0), saved_by: 'u', autosave: true };
    expect(coalescesWith(latest, { saved_at: at(59), saved_by: 'u', autosave: true })).to.equal(true);
    expect(coalescesWith(latest, { saved_at: at(60), saved_by: 'u', autosave: true })).to.equal(false);
    expect(coalescesWith(latest, { saved_at: at(10), saved_by: 'other', autosave: true })).to.equal(false);
    expect(coalescesWith(latest, { saved_at: at(10), saved_by: 'u', autosave: false })).to.equal(false);
    expect(coalescesWith({ ...latest, autosave: false }, { saved_at: at(10), saved_by: 'u', autosave: true })).to.equal(false);
    expect(coalescesWith(null, { saved_at: at(10), saved_by: 'u', autosave: true })).to.equal(false);
  });

  it('drops the oldest autosaves first, then the oldest saves, never the newest version', () => {
    const versions = [v(1, false), v(2, true), v(3, false), v(4, true), v(5, false)];
    expect(versionsToDrop(versions, 5)).to.deep.equal([]);
    expect(versionsToDrop(versions, 4)).to.deep.equal(['v2']);
    expect(versionsToDrop(versions, 3)).to.deep.equal(['v2', 'v4']);
    expect(versionsToDrop(versions, 2)).to.deep.equal(['v2', 'v4', 'v1']);
    expect(versionsToDrop([v(1, false), v(2, false), v(3, true)], 2)).to.deep.equal(['v1']);
  });

  it('orders by revision whatever order the versions come in, and drops each version once', () => {
    expect(versionsToDrop([v(5, false), v(4, true), v(3, false), v(2, true), v(1, false)], 2)).to.deep.equal(['v2', 'v4', 'v1']);
    expect(versionsToDrop([v(3, false), v(1, true), v(2, false)], 1)).to.deep.equal(['v1', 'v2']);
  });

  it('coalesces a save at the same instant, never one dated before the latest', () => {
    const latest = { saved_at: at(10), saved_by: 'u', autosave: true };
    expect(coalescesWith(latest, { saved_at: at(10), saved_by: 'u', autosave: true })).to.equal(true);
    expect(coalescesWith(latest, { saved_at: at(9), saved_by: 'u', autosave: true })).to.equal(false);
  });
});

describe('Placing a new draft', () => {
  it('uses metadata.slug, else the slugified title, else untitled-<short id>', () => {
    expect(placeNewDraft({ slug: 'docs/intro', title: 'Ignored' }, 'abc')).to.deep.equal(E.right('docs/intro'));
    expect(placeNewDraft({ title: 'Hello World' }, 'abc')).to.deep.equal(E.right('hello-world'));
    expect(placeNewDraft({ title: '???' }, 'abc')).to.deep.equal(E.right('untitled-abc'));
    expect(placeNewDraft({}, 'abc')).to.deep.equal(E.right('untitled-abc'));
    expect(placeNewDraft({ slug: null, title: 'T' }, 'abc')).to.deep.equal(E.right('t'));
    const bad = placeNewDraft({ slug: 'Not OK' }, 'abc');
    expect(leftOf(bad).message).to.match(/^metadata\.slug must be lowercase letters/);
  });

  it('does not keep slug as metadata', () => {
    expect(withoutSlug({ slug: 'a', title: 'T' })).to.deep.equal({ title: 'T' });
  });
});

import { expect } from 'chai';
import type { ActivityEntry } from '../../../domain/activity/activity-entry.js';
import { AUTOSAVE_ENTRY_REFRESH_MS, autosaveCoalescing, autosaveEntryIsDue } from '../../../domain/activity/coalescing.js';

const save: ActivityEntry = {
  id: 'a1',
  project_id: 'p',
  at: '2026-03-01T10:01:00.000Z',
  actor: { kind: 'user', id: 'alice', name: 'alice@example.com' },
  on_behalf_of: null,
  via: 'portal',
  action: 'save_draft',
  target: { type: 'draft', id: 'd1' },
};

describe('Activity coalescing of autosaves', () => {
  it('folds an autosave into the same person’s entry of the draft from the minute before', () => {
    const coalescing = autosaveCoalescing(save, { autosave: true })!;
    expect(coalescing.since).to.equal('2026-03-01T10:00:00.000Z');
    expect(coalescing.key).to.equal(autosaveCoalescing({ ...save, id: 'a2', at: '2026-03-01T11:00:00.000Z' }, { autosave: true })!.key);
  });

  it('keys by person, channel and draft', () => {
    const keyOf = (entry: ActivityEntry) => autosaveCoalescing(entry, { autosave: true })!.key;
    const keys = new Set([
      keyOf(save),
      keyOf({ ...save, actor: { ...save.actor, id: 'bob' } }),
      keyOf({ ...save, actor: { kind: 'api_key', id: 'alice', name: 'alice' } }),
      keyOf({ ...save, via: 'mcp' }),
      keyOf({ ...save, target: { type: 'draft', id: 'd2' } }),
    ]);
    expect(keys.size).to.equal(5);
  });

  it('leaves every other write to be appended as it is: an explicit save, another action', () => {
    expect(autosaveCoalescing(save, {})).to.equal(null);
    expect(autosaveCoalescing(save, { autosave: false })).to.equal(null);
    expect(autosaveCoalescing({ ...save, action: 'restore_draft_version' }, { autosave: true })).to.equal(null);
    expect(autosaveCoalescing({ ...save, target: { type: 'project', id: null } }, { autosave: true })).to.equal(null);
  });

  it('moves an autosave entry at most every 10 s: the first time, then once 10 s have passed since the last write', () => {
    expect(autosaveEntryIsDue(undefined, 1_000)).to.equal(true);
    expect(autosaveEntryIsDue(1_000, 1_000 + AUTOSAVE_ENTRY_REFRESH_MS - 1)).to.equal(false);
    expect(autosaveEntryIsDue(1_000, 1_000 + AUTOSAVE_ENTRY_REFRESH_MS)).to.equal(true);
  });
});

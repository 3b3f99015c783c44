import { expect } from 'chai';
import { presenceView, type PresenceEntry } from '../../../domain/presence/edit-events.js';

const entry = (session: string, user: string, since: string, editing = false): PresenceEntry => ({
  session_id: session,
  project_id: 'p1',
  draft_id: 'd1',
  user_id: user,
  name: user.toUpperCase(),
  since,
  expires_at: '2026-01-01T01:00:00Z',
  editing,
});

describe('Presence on a draft', () => {
  it('shows each user once, earliest first, with all their sessions, editing when any session holds the draft', () => {
    const view = presenceView([
      entry('s3', 'bob', '2026-01-01T00:00:03Z'),
      entry('s1', 'alice', '2026-01-01T00:00:01Z'),
      entry('s4', 'alice', '2026-01-01T00:00:04Z', true),
      entry('s2', 'bob', '2026-01-01T00:00:02Z'),
      entry('s5', 'bob', '2026-01-01T00:00:05Z'),
    ]);
    expect(view).to.deep.equal([
      { user_id: 'alice', name: 'ALICE', since: '2026-01-01T00:00:01Z', editing: true, sessions: ['s1', 's4'] },
      { user_id: 'bob', name: 'BOB', since: '2026-01-01T00:00:02Z', editing: false, sessions: ['s2', 's3', 's5'] },
    ]);
  });

  it('keeps a user editing whose later session does not hold the draft, and sorts equal times stably', () => {
    const view = presenceView([entry('s1', 'alice', '2026-01-01T00:00:01Z', true), entry('s2', 'alice', '2026-01-01T00:00:01Z')]);
    expect(view).to.deep.equal([{ user_id: 'alice', name: 'ALICE', since: '2026-01-01T00:00:01Z', editing: true, sessions: ['s1', 's2'] }]);
    expect(presenceView([])).to.deep.equal([]);
  });
});

import { expect } from 'chai';
import { DraftPresence } from '../../../domain/presence/draft-presence.js';
import type { PresenceEntry } from '../../../domain/presence/edit-events.js';

const entry = (session_id: string, user_id: string, editing = false): PresenceEntry => ({
  session_id,
  project_id: 'p',
  draft_id: 'd',
  user_id,
  name: user_id,
  since: '2026-03-01T10:00:00.000Z',
  expires_at: '2026-03-01T10:00:30.000Z',
  editing,
});
const view = ({ session_id, user_id, name, since, editing }: PresenceEntry) => ({ session_id, user_id, name, since, editing });

describe('DraftPresence: who has a draft open, as its streams were told', () => {
  it('says a join or a leave is news once, however often it arrives', () => {
    const presence = new DraftPresence([entry('a1', 'alice')]);
    expect(presence.join(view(entry('a1', 'alice')))).to.equal(false);
    expect(presence.join(view(entry('b1', 'bob')))).to.equal(true);
    expect(presence.join(view(entry('b1', 'bob')))).to.equal(false);
    // A changed entry is news again (the holder after a take-over missed by this instance).
    expect(presence.join(view(entry('b1', 'bob', true)))).to.equal(true);
    expect(presence.leave('b1')).to.deep.equal({ session_id: 'b1', user_id: 'bob' });
    expect(presence.leave('b1')).to.equal(null);
    expect(presence.leave('never')).to.equal(null);
  });

  it('marks the holder on a take-over: one stream, or every stream of a person', () => {
    const presence = new DraftPresence([entry('a1', 'alice'), entry('a2', 'alice'), entry('b1', 'bob', true)]);
    presence.takeOver({ userId: 'alice', sessionId: null });
    expect(presence.reconcile([entry('a1', 'alice', true), entry('a2', 'alice', true), entry('b1', 'bob')])).to.deep.equal({ joined: [], left: [] });
    presence.takeOver({ userId: 'bob', sessionId: 'b1' });
    expect(presence.reconcile([entry('a1', 'alice'), entry('a2', 'alice'), entry('b1', 'bob', true)])).to.deep.equal({ joined: [], left: [] });
  });

  it('reconciles with the store’s list: lapsed entries leave, unknown ones join, the rest say nothing', () => {
    const presence = new DraftPresence([entry('a1', 'alice'), entry('ghost', 'bob')]);
    expect(presence.reconcile([entry('a1', 'alice'), entry('c1', 'carol')])).to.deep.equal({
      joined: [view(entry('c1', 'carol'))],
      left: [{ session_id: 'ghost', user_id: 'bob' }],
    });
    expect(presence.reconcile([entry('a1', 'alice'), entry('c1', 'carol')])).to.deep.equal({ joined: [], left: [] });
  });
});

import { expect } from 'chai';
import { EditAnnouncements, SAVED_BATCH_MS } from '../../../application/presence/edit-announcements.js';
import type { Actor } from '../../../domain/identity/actor.js';
import { FakeClock } from '../../support/fake-clock.js';
import { InMemoryEditSessions } from '../../support/fakes/presence.js';

const ada: Actor = { kind: 'user', userId: 'ada', email: 'ada@example.com' };
const bob: Actor = { kind: 'user', userId: 'bob', email: null };

describe('Edit announcements: saves batched', () => {
  let clock: FakeClock;
  let sessions: InMemoryEditSessions;
  let announcements: EditAnnouncements;
  const savedEvents = () => sessions.events.filter((e) => e.type === 'saved').map((e) => ({ draft: e.draft_id, ...e.data }) as Record<string, unknown>);

  beforeEach(async () => {
    clock = new FakeClock('2026-03-01T10:00:00.000Z');
    sessions = new InMemoryEditSessions();
    announcements = new EditAnnouncements(sessions, clock);
    for (const draft of ['d1', 'd2']) {
      const entry = {
        session_id: `s-${draft}`,
        project_id: 'p',
        draft_id: draft,
        user_id: 'eve',
        name: 'eve',
        since: clock.now().toISOString(),
        editing: false,
      };
      await sessions.restore({ ...entry, expires_at: '2026-03-01T11:00:00.000Z' });
    }
  });

  it('announces a burst of saves of one draft once, with the latest revision, by whom and when', async () => {
    for (let revision = 2; revision <= 9; revision += 1) {
      clock.advance(10);
      await announcements.saved(revision % 2 === 0 ? bob : ada, 'p', 'd1', revision);
    }
    // Answered out of order: an older revision does not replace the newer one.
    await announcements.saved(bob, 'p', 'd1', 5);
    expect(savedEvents()).to.deep.equal([]);
    await announcements.flush();
    expect(savedEvents()).to.deep.equal([
      { draft: 'd1', draft_id: 'd1', revision: 9, by: { user_id: 'ada', name: 'ada@example.com' }, at: '2026-03-01T10:00:00.080Z' },
    ]);
  });

  it('announces each draft of the window, and by itself at the window’s end', async () => {
    await announcements.saved(bob, 'p', 'd1', 2);
    await announcements.saved(bob, 'p', 'd2', 7);
    await announcements.saved(bob, 'p', 'd1', 3);
    await new Promise((resolve) => setTimeout(resolve, SAVED_BATCH_MS + 50));
    expect(savedEvents().map((e) => [e.draft, e.revision])).to.deep.equal([
      ['d1', 3],
      ['d2', 7],
    ]);
  });

  it('announces the saves before a publish ahead of it', async () => {
    await announcements.saved(bob, 'p', 'd1', 4);
    await announcements.published('p', [{ draft_id: 'd1', page_id: 'page-1' }], 'pub-1');
    expect(sessions.events.map((e) => e.type)).to.deep.equal(['saved', 'published']);
  });

  it('writes nothing for a draft nobody has open', async () => {
    await announcements.saved(bob, 'p', 'unwatched', 2);
    await announcements.flush();
    expect(savedEvents()).to.deep.equal([]);
  });
});

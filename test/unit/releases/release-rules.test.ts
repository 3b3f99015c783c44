import { expect } from 'chai';
import { lockedReason, releaseChangeRefusal, releaseView, waitingStatus, type Release } from '../../../domain/releases/release.js';

const release = (overrides: Partial<Release> = {}): Release => ({
  id: 'r1',
  project_id: 'p1',
  name: 'Spring',
  status: 'scheduled',
  publish_at: '2026-03-29T07:00:00Z',
  time_zone: 'Europe/Berlin',
  items: [],
  revision: 2,
  scheduled_by: { kind: 'api_key', keyId: 'k1', projectId: 'p1', role: 'manager' },
  created_at: '2026-03-01T00:00:00Z',
  updated_at: '2026-03-02T00:00:00Z',
  publish_id: null,
  finished_at: null,
  failure: null,
  ...overrides,
});

describe('Release rules', () => {
  it('takes a change at the current revision while open, scheduled or failed', () => {
    for (const status of ['open', 'scheduled', 'failed'] as const) {
      expect(releaseChangeRefusal({ status, revision: 2 }, 2), status).to.equal(null);
    }
  });

  it('refuses a change to no release, to one being published or done, and at another revision', () => {
    expect(releaseChangeRefusal(null, 1)).to.deep.equal({ kind: 'not_found' });
    for (const status of ['publishing', 'published', 'cancelled'] as const) {
      expect(releaseChangeRefusal({ status, revision: 2 }, 2), status).to.deep.equal({ kind: 'locked', status });
    }
    expect(releaseChangeRefusal({ status: 'open', revision: 3 }, 2)).to.deep.equal({ kind: 'stale', current_revision: 3 });
  });

  it('waits for its time when it has one, else for a publish now', () => {
    expect(waitingStatus('2026-03-29T07:00:00Z')).to.equal('scheduled');
    expect(waitingStatus(null)).to.equal('open');
  });

  it('says why a release cannot change: being published now, or done', () => {
    expect(lockedReason('publishing')).to.equal('The release is being published: it cannot change now');
    expect(lockedReason('published')).to.equal('The release is published: it cannot change any more');
  });

  it('shows its time also in the zone it was chosen in (UTC without one), and who scheduled it', () => {
    const view = releaseView(release());
    expect(view).to.deep.include({ publish_at_local: '2026-03-29T09:00:00+02:00', scheduled_by: 'api_key:k1', revision: 2, name: 'Spring' });
    expect(releaseView(release({ time_zone: null })).publish_at_local).to.equal('2026-03-29T07:00:00Z');
    expect(releaseView(release({ publish_at: null, status: 'open' })).publish_at_local).to.equal(null);
  });
});

import { expect } from 'chai';
import { newStreamPass } from '../../../domain/telephony/stream-pass.js';

describe('Stream pass', () => {
  it('is issued unused for one call, good for four hours', () => {
    expect(newStreamPass({ tokenHash: 'h', projectId: 'p1', callId: 'CA1', now: new Date('2026-01-01T10:00:00.000Z') })).to.deep.equal({
      token_hash: 'h',
      project_id: 'p1',
      call_id: 'CA1',
      expires_at: '2026-01-01T14:00:00.000Z',
      redeemed_at: null,
    });
  });
});

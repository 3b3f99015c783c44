import { expect } from 'chai';
import { isVisitorExpired, looksLikeVisitorToken, newVisitor } from '../../../domain/live/visitor.js';

describe('a public visitor of the live agent', () => {
  const now = new Date('2030-01-01T12:00:00.000Z');
  const visitor = newVisitor({ id: 'v1', projectId: 'p1', tokenHash: 'ab'.repeat(32), now });

  it('keeps only the hash of its token, for 24 hours from its issue', () => {
    expect(visitor).to.deep.equal({
      id: 'v1',
      project_id: 'p1',
      token_hash: 'ab'.repeat(32),
      created_at: '2030-01-01T12:00:00.000Z',
      expires_at: '2030-01-02T12:00:00.000Z',
    });
  });

  it('is expired from the moment its 24 hours are over', () => {
    expect(isVisitorExpired(visitor, new Date('2030-01-02T11:59:59.999Z'))).to.equal(false);
    expect(isVisitorExpired(visitor, new Date('2030-01-02T12:00:00.000Z'))).to.equal(true);
    expect(isVisitorExpired(visitor, new Date('2030-01-03T00:00:00.000Z'))).to.equal(true);
  });

  it('tells a visitor token by its prefix from an ID token or an access token', () => {
    expect(looksLikeVisitorToken('lvv_abc')).to.equal(true);
    expect(looksLikeVisitorToken('eyJhbGciOi.eyJzdWIi.sig')).to.equal(false);
    expect(looksLikeVisitorToken('xlvv_abc')).to.equal(false);
  });
});

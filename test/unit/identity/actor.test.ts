import { expect } from 'chai';
import { actorLabel, isSignedInUser } from '../../../domain/identity/actor.js';

describe('Actors', () => {
  it('are labelled in records by user id, or as api_key:<key id>', () => {
    expect(actorLabel({ kind: 'user', userId: 'alice', email: null })).to.equal('alice');
    expect(actorLabel({ kind: 'api_key', keyId: 'k1', projectId: 'p1', role: 'member' })).to.equal('api_key:k1');
  });

  it('count as the person signed in only without an OAuth client acting for them', () => {
    expect(isSignedInUser({ kind: 'user', userId: 'alice', email: null })).to.equal(true);
    expect(isSignedInUser({ kind: 'user', userId: 'alice', email: null, oauth: { grantId: 'g', clientId: 'c', scopes: [] } })).to.equal(false);
    expect(isSignedInUser({ kind: 'api_key', keyId: 'k1', projectId: 'p1', role: 'member' })).to.equal(false);
  });
});

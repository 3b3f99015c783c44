import { expect } from 'chai';
import { OWN_REVISION, UNKNOWN_KEY_CREATOR } from '../../../domain/approvals/approval.js';
import { approvalRefusal, approvalState } from '../../../domain/approvals/who-may-approve.js';

describe('Who may approve a draft, and its approval as read', () => {
  it('refuses the last editor their own revision, and lets anyone else approve', () => {
    expect(approvalRefusal({ approver: 'ann', lastEditor: 'ann' })).to.equal(OWN_REVISION);
    expect(approvalRefusal({ approver: 'bob', lastEditor: 'ann' })).to.equal(null);
    expect(approvalRefusal({ approver: 'bob', lastEditor: undefined })).to.equal(null);
  });

  it('counts a save through a key as its creator’s, and one whose creator is not known as nobody’s to approve', () => {
    expect(approvalRefusal({ approver: 'ann', lastEditor: 'api_key:k1', keyCreator: 'ann' })).to.equal(OWN_REVISION);
    expect(approvalRefusal({ approver: 'bob', lastEditor: 'api_key:k1', keyCreator: 'ann' })).to.equal(null);
    expect(approvalRefusal({ approver: 'bob', lastEditor: 'api_key:k1', keyCreator: null })).to.equal(UNKNOWN_KEY_CREATOR);
    // The label itself first: a user whose id reads like a key's label still made their own revision.
    expect(approvalRefusal({ approver: 'api_key:k1', lastEditor: 'api_key:k1', keyCreator: 'ann' })).to.equal(OWN_REVISION);
  });

  it('says nothing while approvals are off and the draft has none, and names the latest approval otherwise', () => {
    const approval = { draft_id: 'd', project_id: 'p', revision: 2, approved_by: 'bob', approved_at: '2026-01-01T00:00:00.000Z' };
    expect(approvalState(false, undefined)).to.equal(null);
    expect(approvalState(true, undefined)).to.deep.equal({ required: true, approved_revision: null, approved_by: null, approved_at: null });
    expect(approvalState(false, approval)).to.deep.equal({ required: false, approved_revision: 2, approved_by: 'bob', approved_at: approval.approved_at });
  });
});

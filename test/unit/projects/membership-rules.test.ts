import { expect } from 'chai';
import { changedMembership, checkAdminBoundary, leavesNoAdmin } from '../../../domain/projects/membership.js';
import { forbidden } from '../../../domain/shared/errors.js';
import { aMembership } from '../../support/builders.js';
import { leftOf, rightOf } from '../../support/expect.js';

/** The membership rules every store and use case share (domain/projects/membership.ts). */
describe('Membership rules', () => {
  const admin = aMembership('p', 'ada', 'admin', true);
  const manager = aMembership('p', 'max', 'manager');

  it('applies only the changes given', () => {
    expect(changedMembership(manager, { provisioned: true })).to.deep.equal({ ...manager, provisioned: true });
    expect(changedMembership(manager, { role: 'member', provisioned: undefined })).to.deep.equal({ ...manager, role: 'member' });
  });

  it('refuses to take the last admin away, by demotion or removal, and nothing else', () => {
    expect(leavesNoAdmin(admin, changedMembership(admin, { role: 'manager' }), 1)).to.equal(true);
    expect(leavesNoAdmin(admin, null, 1)).to.equal(true);
    expect(leavesNoAdmin(admin, changedMembership(admin, { role: 'manager' }), 2)).to.equal(false);
    expect(leavesNoAdmin(admin, null, 2)).to.equal(false);
    expect(leavesNoAdmin(admin, changedMembership(admin, { provisioned: false }), 1)).to.equal(false);
    expect(leavesNoAdmin(manager, null, 1)).to.equal(false);
  });

  it('lets only an admin grant admin or touch an admin', () => {
    expect(leftOf(checkAdminBoundary('manager', 'member', 'admin'))).to.deep.equal(forbidden());
    expect(leftOf(checkAdminBoundary('manager', 'admin'))).to.deep.equal(forbidden());
    rightOf(checkAdminBoundary('manager', 'member', 'manager'));
    rightOf(checkAdminBoundary('manager', 'member', undefined));
    rightOf(checkAdminBoundary('admin', 'admin', 'member'));
  });
});

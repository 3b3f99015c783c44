import { expect } from 'chai';
import { readProfileArgs } from '../../../domain/profile/profile-args.js';
import { applyProfileChanges, emptyProfile } from '../../../domain/profile/profile.js';
import { isPronoun } from '../../../domain/profile/pronoun-keys.js';

describe('update_profile arguments', () => {
  it('names the field of each refused value, keeping the accepted ones', () => {
    const read = readProfileArgs(
      { language: 'Klingonese', first_name: 7, last_name: 'x'.repeat(101), pronoun: 'xyz abc def ghi', phone: 'abc', contact_email: 'no-at', nickname: 'Al' },
      'en',
    );
    expect(read.changes).to.deep.equal({});
    expect(read.rejected.map((r) => r.field)).to.deep.equal(['language', 'first_name', 'last_name', 'pronoun', 'phone', 'contact_email']);
    expect(read.rejected[1]!.reason).to.equal('first_name must be text');
    expect(read.rejected[2]!.reason).to.equal('last_name is longer than 100 characters');
    expect(read.ignored).to.deep.equal(['nickname']);
  });

  it('reads only an object, and a field sent as undefined as not sent', () => {
    for (const args of [null, 'first_name', ['Ada'], 7]) {
      expect(readProfileArgs(args, 'en'), JSON.stringify(args)).to.deep.equal({ changes: {}, rejected: [], ignored: [] });
    }
    expect(readProfileArgs({ first_name: undefined, last_name: null }, 'en')).to.deep.equal({ changes: { last_name: null }, rejected: [], ignored: [] });
    expect(readProfileArgs(Object.create({ first_name: 'Inherited' }) as object, 'en').changes).to.deep.equal({});
  });

  it('applies only the changes given, leaving the other fields as they were', () => {
    const before = { ...emptyProfile({ projectId: 'p', userId: 'u', language: 'en', now: new Date('2030-01-01T00:00:00Z') }), first_name: 'Ada' };
    const after = applyProfileChanges(before, { first_name: undefined, last_name: 'L' }, new Date('2030-01-02T00:00:00Z'));
    expect(after).to.deep.equal({ ...before, last_name: 'L', updated_at: '2030-01-02T00:00:00.000Z' });
  });

  it('knows the four pronoun keys only', () => {
    expect(['she_her', 'he_him', 'they_them', 'unspecified'].every(isPronoun)).to.equal(true);
    for (const other of ['', 'she', 'she_her ', 7, null]) expect(isPronoun(other), String(other)).to.equal(false);
  });
});

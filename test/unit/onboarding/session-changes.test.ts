import { expect } from 'chai';
import type { CompanyIdentity } from '../../../domain/onboarding/company.js';
import { boundedProfile } from '../../../domain/onboarding/company-profile.js';
import { applySessionChange, newSession, type OnboardingSession } from '../../../domain/onboarding/session.js';

const T0 = new Date('2030-01-01T00:00:00Z');
const T1 = new Date('2030-01-01T01:00:00Z');
const AT1 = T1.toISOString();
const company = (registry_id: string): CompanyIdentity => ({
  country: 'DE',
  name: 'Krone',
  registry_id,
  place_id: null,
  website: null,
  city: null,
  address: null,
});
const profile = boundedProfile({ name: 'Krone' }, 'https://krone.example/', T0);
const session = (over: Partial<OnboardingSession> = {}): OnboardingSession => ({ ...newSession({ id: 's1', projectId: 'p', userId: 'u', now: T0 }), ...over });

describe('onboarding: session changes, each flag', () => {
  it('starts empty', () => {
    expect(session()).to.deep.include({ company: null, candidates: [], profile: null, fields: {}, confirmed_at: null, applied_at: null });
  });

  it('stores search results without touching the confirmation', () => {
    const confirmed = session({ company: company('R1'), confirmed_at: T0.toISOString() });
    expect(applySessionChange(confirmed, { kind: 'candidates', candidates: [] }, T1)).to.deep.equal({
      kind: 'changed',
      session: { ...confirmed, candidates: [], updated_at: AT1 },
      profileCleared: false,
      unconfirmed: false,
    });
  });

  it('says a profile was cleared only when there was one, and unconfirmed only when it was confirmed', () => {
    const changed = applySessionChange(session({ company: company('R1') }), { kind: 'company', company: company('R2') }, T1);
    expect(changed).to.deep.include({ kind: 'changed', profileCleared: false, unconfirmed: false });
    const withProfile = applySessionChange(session({ company: company('R1'), profile }), { kind: 'company', company: company('R2') }, T1);
    expect(withProfile).to.deep.include({ kind: 'changed', profileCleared: true, unconfirmed: false });
    expect(applySessionChange(session({ company: company('R1') }), { kind: 'profile', profile, company: company('R1') }, T1)).to.deep.include({
      kind: 'changed',
      profileCleared: false,
      unconfirmed: false,
    });
  });

  it('leaves a field set to the value it has unchanged', () => {
    const s = session({ fields: { languages: ['de', 'en'] } });
    expect(applySessionChange(s, { kind: 'field', path: 'languages', value: ['de', 'en'] }, T1)).to.deep.equal({ kind: 'unchanged', session: s });
    expect(applySessionChange(s, { kind: 'field', path: 'languages', value: ['en', 'de'] }, T1).kind).to.equal('changed');
  });

  it('confirms and records the application without clearing or unconfirming anything', () => {
    const s = session({ company: company('R1') });
    expect(applySessionChange(s, { kind: 'confirm' }, T1)).to.deep.equal({
      kind: 'changed',
      session: { ...s, confirmed_at: AT1, updated_at: AT1 },
      profileCleared: false,
      unconfirmed: false,
    });
    const confirmed = session({ company: company('R1'), confirmed_at: T0.toISOString() });
    expect(applySessionChange(confirmed, { kind: 'applied' }, T1)).to.deep.equal({
      kind: 'changed',
      session: { ...confirmed, applied_at: AT1, updated_at: AT1 },
      profileCleared: false,
      unconfirmed: false,
    });
  });
});

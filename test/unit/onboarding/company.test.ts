import { expect } from 'chai';
import { identityLabel, sameIdentity, type CompanyIdentity } from '../../../domain/onboarding/company.js';

const identity = (over: Partial<CompanyIdentity> = {}): CompanyIdentity => ({
  country: 'DE',
  name: null,
  registry_id: null,
  place_id: null,
  website: null,
  city: null,
  address: null,
  ...over,
});

describe('onboarding: the selected business', () => {
  it('is the same business only with the same country, registry id, place id and website', () => {
    const a = identity({ registry_id: 'R1', place_id: 'P1', website: 'https://a.example/', name: 'A', city: 'Berlin' });
    expect(sameIdentity(a, { ...a, name: 'Other name', city: null, address: 'x' })).to.equal(true);
    expect(sameIdentity(a, { ...a, country: 'AT' })).to.equal(false);
    expect(sameIdentity(a, { ...a, registry_id: 'R2' })).to.equal(false);
    expect(sameIdentity(a, { ...a, place_id: 'P2' })).to.equal(false);
    expect(sameIdentity(a, { ...a, website: null })).to.equal(false);
    expect(sameIdentity(a, null)).to.equal(false);
    expect(sameIdentity(null, a)).to.equal(false);
    expect(sameIdentity(null, null)).to.equal(false);
  });

  it('is named aloud by its name and city, else its website, else its ids', () => {
    expect(identityLabel(identity({ name: 'Krone', city: 'Berlin', website: 'https://k.example/' }))).to.equal('Krone (Berlin)');
    expect(identityLabel(identity({ name: 'Krone', website: 'https://k.example/' }))).to.equal('Krone');
    expect(identityLabel(identity({ website: 'https://k.example/', registry_id: 'R1' }))).to.equal('https://k.example/');
    expect(identityLabel(identity({ registry_id: 'R1', place_id: 'P1' }))).to.equal('R1');
    expect(identityLabel(identity({ place_id: 'P1' }))).to.equal('place P1');
    expect(identityLabel(identity())).to.equal('place');
  });
});

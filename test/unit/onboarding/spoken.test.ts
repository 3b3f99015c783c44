import { expect } from 'chai';
import type { CompanyCandidate } from '../../../domain/onboarding/company.js';
import { boundedProfile } from '../../../domain/onboarding/company-profile.js';
import { spokenCandidates, spokenProfile } from '../../../domain/onboarding/spoken.js';

const T0 = new Date('2030-01-01T00:00:00Z');
const candidate = (over: Partial<CompanyCandidate>): CompanyCandidate => ({
  registry_id: 'gb/1',
  name: 'Swift Ltd',
  country: 'GB',
  city: 'Leeds',
  address: null,
  website: null,
  status: null,
  ...over,
});

describe('onboarding: what the agent says', () => {
  it('says when no company matched, naming the country, and what to ask for instead', () => {
    expect(spokenCandidates('swift', 'GB', [])).to.equal(
      'No company matching "swift" was found in United Kingdom. Ask for the exact registered name, or for the business website and call select_company with business_url.',
    );
  });

  it('names a country it does not know by its code', () => {
    expect(spokenCandidates('swift', 'XK', [])).to.match(/ was found in XK\. /);
  });

  it('numbers several companies, leaving out an unknown or active status (in any case) but not another', () => {
    const found = spokenCandidates('swift', 'GB', [
      candidate({ status: 'ACTIVE' }),
      candidate({ registry_id: 'gb/2', city: null, status: 'Inactive' }),
      candidate({ registry_id: 'gb/3', name: 'Swift Plumbing', status: 'active, in liquidation' }),
      candidate({ registry_id: 'gb/4', status: null }),
    ]);
    expect(found).to.equal(
      [
        'Found 4 companies matching "swift" in United Kingdom:',
        '1. Swift Ltd, Leeds, registry id gb/1',
        '2. Swift Ltd, city unknown, registry id gb/2, status Inactive',
        '3. Swift Plumbing, Leeds, registry id gb/3, status active, in liquidation',
        '4. Swift Ltd, Leeds, registry id gb/4',
        'Ask which one is theirs, then call select_company with its registry_id.',
      ].join('\n'),
    );
  });

  it('reads out every field of an extracted profile a caller can check', () => {
    const profile = boundedProfile(
      {
        name: 'Krone',
        industry: 'Bakery',
        summary: 'Bread and cakes.',
        products_services: ['Bread', 'Cakes'],
        opening_hours: ['Mon-Fri 7-18'],
        service_area: 'Berlin',
        primary_language: 'de',
      },
      'https://krone.example/',
      T0,
    );
    expect(spokenProfile(profile, 'krone.example')).to.equal(
      'Read the website krone.example. Name: Krone. Industry: Bakery. Summary: Bread and cakes. Products and services: Bread, Cakes. ' +
        'Opening hours: Mon-Fri 7-18. Service area: Berlin. Website language: de. Ask the caller whether this is right; any field can be corrected with set_field.',
    );
  });

  it('says nothing of the fields the site did not give', () => {
    expect(spokenProfile(boundedProfile({}, 'https://krone.example/', T0), 'krone.example')).to.equal(
      'Read the website krone.example.  Ask the caller whether this is right; any field can be corrected with set_field.',
    );
  });

  it('cuts a long summary at 300 characters and long lists after a few entries', () => {
    const summaryOf = (summary: string) => spokenProfile(boundedProfile({ summary }, 'https://x.example/', T0), 'x.example');
    const full = 's'.repeat(300);
    expect(summaryOf(full)).to.include(`Summary: ${full} Ask`);
    expect(summaryOf(`${full}t`)).to.include(`Summary: ${'s'.repeat(297)}... Ask`);

    const listsOf = (products_services: string[], opening_hours: string[]) =>
      spokenProfile(boundedProfile({ products_services, opening_hours }, 'https://x.example/', T0), 'x.example');
    const days = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun', 'Holidays'];
    expect(listsOf(['a', 'b', 'c', 'd'], days.slice(0, 7))).to.include('Products and services: a, b, c, d. Opening hours: Mon, Tue, Wed, Thu, Fri, Sat, Sun.');
    expect(listsOf(['a', 'b', 'c', 'd', 'e', 'f'], days)).to.include(
      'Products and services: a, b, c, d and 2 more. Opening hours: Mon, Tue, Wed, Thu, Fri, Sat, Sun and 1 more.',
    );
  });
});

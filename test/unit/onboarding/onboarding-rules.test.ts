import { expect } from 'chai';
import * as E from 'fp-ts/lib/Either.js';
import type { CompanyCandidate, CompanyIdentity } from '../../../domain/onboarding/company.js';
import { boundedProfile } from '../../../domain/onboarding/company-profile.js';
import { FIELD_PATHS, isFieldPath, readFieldValue } from '../../../domain/onboarding/fields.js';
import { readBusinessUrl, readSelectArgs } from '../../../domain/onboarding/select-args.js';
import { applySessionChange, newSession, type OnboardingSession } from '../../../domain/onboarding/session.js';
import { spokenCandidates } from '../../../domain/onboarding/spoken.js';
import { parseCountryCode } from '../../../domain/shared/country.js';

const T0 = new Date('2030-01-01T00:00:00Z');
const T1 = new Date('2030-01-01T01:00:00Z');
const company = (registry_id: string | null, website: string | null = null): CompanyIdentity => ({
  country: 'DE',
  name: 'Krone',
  registry_id,
  place_id: null,
  website,
  city: null,
  address: null,
});
const profile = boundedProfile({ name: 'Krone' }, 'https://krone.example/', T0);

describe('onboarding: set_field values', () => {
  it("knows exactly the specification's 13 paths, and no inherited property names", () => {
    expect(FIELD_PATHS).to.have.length(13);
    for (const path of FIELD_PATHS) expect(isFieldPath(path), path).to.equal(true);
    for (const path of ['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'name', 'Voice', '']) expect(isFieldPath(path), path).to.equal(false);
  });

  it('reads each kind of field: voice by name in any case, languages as canonical BCP-47, lists from arrays or spoken lists', () => {
    expect(readFieldValue('voice', 'charon')).to.deep.equal(E.right('Charon'));
    expect(readFieldValue('voice', '  aoede \n')).to.deep.equal(E.right('Aoede'));
    expect(readFieldValue('primary_language', 'PT-br')).to.deep.equal(E.right('pt-BR'));
    expect(readFieldValue('languages', 'de, EN;fr')).to.deep.equal(E.right(['de', 'en', 'fr']));
    expect(readFieldValue('unique_selling_points', ['Fast ', 'fast', '  '])).to.deep.equal(E.right(['Fast']));
    expect(readFieldValue('opening_hours', [])).to.deep.equal(E.right([]));
    expect(readFieldValue('summary', '  Bread\n and   cakes ')).to.deep.equal(E.right('Bread and cakes'));
  });

  it('refuses what does not fit the field, saying why', () => {
    expect(readFieldValue('voice', 'Alexa')).to.deep.equal(E.left('voice must be one of the agent voices, such as Puck, Kore, Charon or Aoede'));
    expect(readFieldValue('languages', [])).to.deep.equal(E.left('languages must be a list of BCP-47 language codes'));
    expect(
      readFieldValue(
        'unique_selling_points',
        Array.from({ length: 11 }, (_, i) => `p${i}`),
      ),
    ).to.deep.equal(E.left('unique_selling_points takes at most 10 entries'));
    expect(readFieldValue('intent', { text: 'x' })).to.deep.equal(E.left('intent must be a text'));
    expect(readFieldValue('brand_tone', 'x'.repeat(201))).to.deep.equal(E.left('brand_tone must be at most 200 characters'));
  });
});

describe('onboarding: session changes', () => {
  const session = (over: Partial<OnboardingSession> = {}): OnboardingSession => ({
    ...newSession({ id: 's1', projectId: 'p', userId: 'u', now: T0 }),
    ...over,
  });

  it('keeps the profile when the same business is selected again, drops it for another', () => {
    const s = session({ company: company('R1'), profile, confirmed_at: T0.toISOString() });
    expect(applySessionChange(s, { kind: 'company', company: company('R1') }, T1)).to.deep.equal({ kind: 'unchanged', session: s });
    const other = applySessionChange(s, { kind: 'company', company: company('R2') }, T1);
    expect(other).to.deep.include({ kind: 'changed', profileCleared: true, unconfirmed: true });
    expect(other.session).to.include({ profile: null, confirmed_at: null, updated_at: T1.toISOString() });
    // The same registry entry on another website is another identity: its profile was read elsewhere.
    expect(applySessionChange(s, { kind: 'company', company: company('R1', 'https://krone.example/') }, T1).kind).to.equal('changed');
  });

  it('keeps an extracted profile only while the business it was read for is still selected', () => {
    const s = session({ company: company('R2') });
    expect(applySessionChange(s, { kind: 'profile', profile, company: company('R1') }, T1)).to.deep.equal({
      kind: 'refused',
      reason: 'company_changed',
      session: s,
    });
    expect(applySessionChange(s, { kind: 'profile', profile, company: company('R2') }, T1).session.profile).to.deep.equal(profile);
  });

  it('confirms only with a business selected; any later edit withdraws the confirmation; search results do not', () => {
    expect(applySessionChange(session(), { kind: 'confirm' }, T1)).to.deep.include({ kind: 'refused', reason: 'no_company' });
    const confirmed = applySessionChange(session({ company: company('R1') }), { kind: 'confirm' }, T1).session;
    expect(confirmed.confirmed_at).to.equal(T1.toISOString());
    expect(applySessionChange(confirmed, { kind: 'confirm' }, T1).kind).to.equal('unchanged');
    expect(applySessionChange(confirmed, { kind: 'candidates', candidates: [] }, T1).session.confirmed_at).to.equal(T1.toISOString());
    const edited = applySessionChange(confirmed, { kind: 'field', path: 'intent', value: 'x' }, T1);
    expect(edited).to.deep.include({ kind: 'changed', unconfirmed: true });
    expect(edited.session.confirmed_at).to.equal(null);
    expect(applySessionChange(confirmed, { kind: 'field', path: 'intent', value: 'x' }, T1).session.fields).to.deep.equal({ intent: 'x' });
  });

  it('is applied by a manager only once confirmed', () => {
    expect(applySessionChange(session({ company: company('R1') }), { kind: 'applied' }, T1)).to.deep.include({ kind: 'refused', reason: 'not_confirmed' });
    const applied = applySessionChange(session({ company: company('R1'), confirmed_at: T0.toISOString() }), { kind: 'applied' }, T1);
    expect(applied.session.applied_at).to.equal(T1.toISOString());
  });
});

describe('onboarding: select_company arguments', () => {
  const candidates: CompanyCandidate[] = [
    { registry_id: 'gb/0123', name: 'Swift Ltd', country: 'GB', city: 'Leeds', address: null, website: 'https://swift.example/', status: 'Active' },
  ];

  it('takes a registry id from the search results (any case), with its details, or a website given by the caller', () => {
    const chosen = readSelectArgs({ country: 'gb', registry_id: 'GB/0123' }, candidates);
    expect(chosen).to.deep.equal(
      E.right({ country: 'GB', name: 'Swift Ltd', registry_id: 'gb/0123', place_id: null, website: 'https://swift.example/', city: 'Leeds', address: null }),
    );
    const site = readSelectArgs({ country: 'GB', registry_id: 'gb/0123', business_url: 'swift-plumbing.example/home#top' }, candidates);
    expect(E.isRight(site) && site.right.website).to.equal('https://swift-plumbing.example/home');
  });

  it('lists every problem at once', () => {
    expect(readSelectArgs({ registry_id: 'nope', place_id: 'a b', business_url: 'javascript:alert(1)' }, candidates)).to.deep.equal(
      E.left([
        'country is required',
        'registry_id nope is not one of the search results: search with search_company first and use a registry id from its list',
        'place_id must be a place identifier of letters, digits, - and _',
        'business_url must be an http or https address',
      ]),
    );
  });

  it('reads business URLs as people say them, refusing what is not a web address', () => {
    expect(readBusinessUrl('Bakery.Example')).to.deep.equal(E.right('https://bakery.example/'));
    expect(readBusinessUrl('http://bakery.example:8080/x')).to.deep.equal(E.right('http://bakery.example:8080/x'));
    expect(E.isLeft(readBusinessUrl('file:///etc/passwd'))).to.equal(true);
    expect(E.isLeft(readBusinessUrl(''))).to.equal(true);
  });
});

describe('countries and spoken candidates', () => {
  it('accepts assigned ISO 3166-1 alpha-2 codes only', () => {
    expect(parseCountryCode(' gb ')).to.deep.equal(E.right('GB'));
    for (const code of ['UK', 'EU', 'ZZ', 'XX', 'DEU', 'Germany', 7, null]) expect(E.isLeft(parseCountryCode(code)), String(code)).to.equal(true);
  });

  it('numbers the candidates with name, city and registry id, and says when there are none', () => {
    const candidate: CompanyCandidate = { registry_id: 'fr/1', name: 'Atelier', country: 'FR', city: null, address: null, website: null, status: 'Dissolved' };
    expect(spokenCandidates('atelier', 'FR', [candidate])).to.equal(
      'Found one company matching "atelier" in France:\n1. Atelier, city unknown, registry id fr/1, status Dissolved\nAsk which one is theirs, then call select_company with its registry_id.',
    );
    expect(spokenCandidates('nothing', 'JP', [])).to.match(/^No company matching "nothing" was found in Japan\./);
  });
});

import { expect } from 'chai';
import * as E from 'fp-ts/lib/Either.js';
import type { CompanyCandidate } from '../../../domain/onboarding/company.js';
import { readBusinessUrl, readSelectArgs } from '../../../domain/onboarding/select-args.js';

const candidates: CompanyCandidate[] = [
  { registry_id: 'gb/0123', name: 'Swift Ltd', country: 'GB', city: 'Leeds', address: '1 Road', website: 'https://swift.example/', status: 'Active' },
  { registry_id: 'fr/9', name: 'Atelier', country: 'FR', city: null, address: null, website: null, status: null },
];
const NOT_LISTED = 'is not one of the search results: search with search_company first and use a registry id from its list';

describe('onboarding: select_company arguments, each rule', () => {
  it('reads a business URL, saying exactly why one is refused', () => {
    expect(readBusinessUrl('  shop.example/a#b ')).to.deep.equal(E.right('https://shop.example/a'));
    expect(readBusinessUrl('HTTPS://shop.example')).to.deep.equal(E.right('https://shop.example/'));
    expect(readBusinessUrl('  ')).to.deep.equal(E.left('business_url must be a web address of at most 2000 characters'));
    expect(readBusinessUrl(`https://shop.example/${'a'.repeat(1980)}`)).to.deep.equal(E.left('business_url must be a web address of at most 2000 characters'));
    expect(E.isRight(readBusinessUrl(`https://shop.example/${'a'.repeat(1979)}`))).to.equal(true);
    expect(readBusinessUrl('http://exa mple.com')).to.deep.equal(E.left('business_url must be a web address such as https://example.com'));
    expect(readBusinessUrl('ftp://shop.example')).to.deep.equal(E.left('business_url must be an http or https address'));
    expect(readBusinessUrl('x https://shop.example')).to.deep.equal(E.left('business_url must be a web address such as https://example.com'));
    expect(readBusinessUrl('https://me@shop.example')).to.deep.equal(E.left('business_url must not contain a user name or password'));
    expect(readBusinessUrl('https://:secret@shop.example')).to.deep.equal(E.left('business_url must not contain a user name or password'));
  });

  it('takes the details of the chosen search result, in its country', () => {
    expect(readSelectArgs({ country: 'FR', registry_id: ' FR/9 ' }, candidates)).to.deep.equal(
      E.right({ country: 'FR', name: 'Atelier', registry_id: 'fr/9', place_id: null, website: null, city: null, address: null }),
    );
    expect(readSelectArgs({ country: 'GB', registry_id: 'gb/0123', place_id: '  ', business_url: null }, candidates)).to.deep.equal(
      E.right({
        country: 'GB',
        name: 'Swift Ltd',
        registry_id: 'gb/0123',
        place_id: null,
        website: 'https://swift.example/',
        city: 'Leeds',
        address: '1 Road',
      }),
    );
  });

  it('names a business by a place id or a website alone', () => {
    expect(readSelectArgs({ country: 'DE', place_id: ' ChIJ_a-1 ' }, candidates)).to.deep.equal(
      E.right({ country: 'DE', name: null, registry_id: null, place_id: 'ChIJ_a-1', website: null, city: null, address: null }),
    );
    expect(readSelectArgs({ country: 'DE', business_url: 'krone.example' }, candidates)).to.deep.equal(
      E.right({ country: 'DE', name: null, registry_id: null, place_id: null, website: 'https://krone.example/', city: null, address: null }),
    );
  });

  it('refuses a search result of another country, an id not listed, and a too long one', () => {
    expect(readSelectArgs({ country: 'DE', registry_id: 'gb/0123' }, candidates)).to.deep.equal(E.left(['registry_id gb/0123 is a company in GB, not in DE']));
    expect(readSelectArgs({ country: 'GB', registry_id: 'gb/9' }, candidates)).to.deep.equal(E.left([`registry_id gb/9 ${NOT_LISTED}`]));
    const long = `gb/0123${' x'.repeat(200)}`;
    const listed = [...candidates, { ...candidates[0]!, registry_id: long }];
    expect(readSelectArgs({ country: 'GB', registry_id: long }, listed)).to.deep.equal(E.left([`registry_id ${long.slice(0, 200)} ${NOT_LISTED}`]));
  });

  it('says what is missing or of the wrong type', () => {
    expect(readSelectArgs({ country: 'GB' }, candidates)).to.deep.equal(
      E.left(['name the business with a registry_id from the search results, a place_id or a business_url']),
    );
    expect(readSelectArgs({ country: 'Germany', place_id: 'p1' }, candidates)).to.deep.equal(
      E.left(['country must be an ISO 3166-1 alpha-2 country code such as DE or GB']),
    );
    expect(readSelectArgs({ country: 'GB', registry_id: 7, place_id: ['p'], business_url: true }, candidates)).to.deep.equal(
      E.left([
        'registry_id must be a text',
        'place_id must be a text',
        'business_url must be a text',
        'name the business with a registry_id from the search results, a place_id or a business_url',
      ]),
    );
    expect(readSelectArgs({ country: 'GB', place_id: 'a'.repeat(301) }, candidates)).to.deep.equal(
      E.left(['place_id must be a place identifier of letters, digits, - and _']),
    );
    expect(E.isRight(readSelectArgs({ country: 'GB', place_id: 'a'.repeat(300) }, candidates))).to.equal(true);
  });
});

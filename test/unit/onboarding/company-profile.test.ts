import { expect } from 'chai';
import { boundedProfile, isEmptyProfile, type CompanyProfile } from '../../../domain/onboarding/company-profile.js';

const T0 = new Date('2030-01-01T00:00:00Z');
const SOURCE = 'https://krone.example/';
const bounded = (draft: Parameters<typeof boundedProfile>[0]) => boundedProfile(draft, SOURCE, T0);

describe('onboarding: the extracted company profile', () => {
  it('cleans every text and list an extractor produced, and records where and when it was read', () => {
    expect(
      bounded({
        name: '  Bäckerei\n Krone ',
        summary: 'Bread\tand cakes',
        industry: 'Bakery',
        products_services: ['Bread', ' bread ', '', 'Cakes'],
        opening_hours: 'Mon-Fri 7-18',
        service_area: 'Berlin',
        languages: ['de'],
        primary_language: 'de',
        phone: 4930123456,
        email: ' info@krone.example ',
        address: 'Hauptstr. 1',
        social_links: ['https://social.example/krone'],
      }),
    ).to.deep.equal({
      name: 'Bäckerei Krone',
      summary: 'Bread and cakes',
      industry: 'Bakery',
      products_services: ['Bread', 'Cakes'],
      opening_hours: ['Mon-Fri 7-18'],
      service_area: 'Berlin',
      languages: ['de'],
      primary_language: 'de',
      phone: '4930123456',
      email: 'info@krone.example',
      address: 'Hauptstr. 1',
      social_links: ['https://social.example/krone'],
      source_url: SOURCE,
      extracted_at: '2030-01-01T00:00:00.000Z',
    } satisfies CompanyProfile);
  });

  it('leaves texts null and lists empty when the site said nothing', () => {
    const empty = bounded({ products_services: null, opening_hours: undefined, social_links: [] });
    expect(empty).to.deep.include({ name: null, summary: null, primary_language: null, phone: null, email: null });
    expect(empty.products_services).to.deep.equal([]);
    expect(empty.opening_hours).to.deep.equal([]);
    expect(empty.social_links).to.deep.equal([]);
    expect(empty.languages).to.deep.equal([]);
  });

  it('keeps at most 20 entries of a list', () => {
    const many = Array.from({ length: 21 }, (_, i) => `Item ${i}`);
    expect(bounded({ products_services: many }).products_services).to.deep.equal(many.slice(0, 20));
  });

  it('reads languages as canonical BCP-47 tags, one or many, dropping what is not a tag', () => {
    expect(bounded({ languages: ['pt_br', 'EN', 'not a tag', 7, 'en', 'zh_hant_tw'] }).languages).to.deep.equal(['pt-BR', 'en', 'zh-Hant-TW']);
    expect(bounded({ languages: 'FR' }).languages).to.deep.equal(['fr']);
  });

  it('takes the primary language as given, else the first of the languages, and lists it first', () => {
    expect(bounded({ languages: ['en', 'fr'], primary_language: 'DE' })).to.deep.include({ primary_language: 'de', languages: ['de', 'en', 'fr'] });
    expect(bounded({ languages: ['en', 'fr'], primary_language: 'fr' })).to.deep.include({ primary_language: 'fr', languages: ['en', 'fr'] });
    expect(bounded({ languages: ['en', 'fr'], primary_language: '???' })).to.deep.include({ primary_language: 'en', languages: ['en', 'fr'] });
    expect(bounded({ languages: ['en', 'fr'] })).to.deep.include({ primary_language: 'en', languages: ['en', 'fr'] });
    expect(bounded({ primary_language: 'nl' })).to.deep.include({ primary_language: 'nl', languages: ['nl'] });
  });

  it('still keeps at most 20 languages when the primary one is added in front', () => {
    const twenty = ['af', 'ar', 'bg', 'bn', 'ca', 'cs', 'da', 'de', 'el', 'en', 'es', 'et', 'fa', 'fi', 'fr', 'he', 'hi', 'hr', 'hu', 'id'];
    const { languages } = bounded({ languages: twenty, primary_language: 'ja' });
    expect(languages).to.deep.equal(['ja', ...twenty.slice(0, 19)]);
  });

  it('is empty when no field a caller would check was found (languages and links alone are not a profile)', () => {
    expect(isEmptyProfile(bounded({}))).to.equal(true);
    expect(isEmptyProfile(bounded({ languages: ['de'], social_links: ['https://social.example/krone'] }))).to.equal(true);
    const oneField: Parameters<typeof boundedProfile>[0][] = [
      { name: 'Krone' },
      { summary: 'Bread' },
      { industry: 'Bakery' },
      { products_services: ['Bread'] },
      { opening_hours: ['Mon 7-18'] },
      { service_area: 'Berlin' },
      { phone: '+49 30 123456' },
      { email: 'info@krone.example' },
      { address: 'Hauptstr. 1' },
    ];
    for (const draft of oneField) expect(isEmptyProfile(bounded(draft)), JSON.stringify(draft)).to.equal(false);
  });
});

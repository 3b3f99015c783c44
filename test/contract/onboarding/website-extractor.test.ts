import { expect } from 'chai';
import { WebsiteExtractor } from '../../../infrastructure/extraction/website-extractor.js';
import { NodeGuardedFetch } from '../../../infrastructure/http/guarded-fetch.js';
import { FakeClock } from '../../support/fake-clock.js';
import { BAKERY_HTML, PLUMBER_HTML } from '../../support/fixtures/business-sites.js';
import { Website } from '../../support/stand-ins/website.js';

describe('CompanyExtractor [website, JSON-LD and markup]', () => {
  let site: Website;
  const clock = new FakeClock('2030-05-01T12:00:00.000Z');
  const open = new WebsiteExtractor(new NodeGuardedFetch({ allowPrivateNetworks: true, allowedPorts: 'any' }), clock);
  const strict = new WebsiteExtractor(new NodeGuardedFetch({ allowedPorts: 'any' }), clock);
  const target = (path: string) => ({ url: site.url(path), name: null, country: 'DE' });

  before(async () => {
    site = await Website.start({
      '/bakery': { body: BAKERY_HTML },
      '/plumber': { body: PLUMBER_HTML },
      '/latin1': {
        headers: { 'content-type': 'text/html; charset=iso-8859-1' },
        body: Buffer.from('<html><head><title>Café Müller</title></head></html>', 'latin1'),
      },
      '/pdf': { headers: { 'content-type': 'application/pdf' }, body: '%PDF-1.7' },
      '/gone': { status: 410, body: 'gone' },
      '/moved': { status: 301, headers: { location: '/plumber' } },
      '/broken': { body: '<html><script type="application/ld+json">{ this is not json </script><title>Broken</title></html>' },
    });
  });
  after(() => site.stop());

  it('reads schema.org JSON-LD: @graph, a list of types, lenient JSON, nested offers, opening hours', async () => {
    const outcome = await open.extract(target('/bakery'));
    expect(outcome.kind).to.equal('extracted');
    if (outcome.kind !== 'extracted') return;
    expect(outcome.profile).to.deep.equal({
      name: 'Bäckerei Sonnenschein',
      summary: 'Familiengeführte Bäckerei mit Café in Schwabing.',
      industry: 'Bakery',
      products_services: ['Sauerteigbrot', 'Hochzeitstorten'],
      opening_hours: ['Mo-Fr 07:00-18:00', 'Sa 07:00-13:00'],
      service_area: 'München, Freising',
      languages: ['de-DE', 'en', 'de'],
      primary_language: 'de-DE',
      phone: '+49 89 1234567',
      email: 'hallo@sonnenschein.example',
      address: 'Leopoldstraße 1, 80802 München, DE',
      social_links: ['https://www.instagram.com/sonnenschein'],
      source_url: site.url('/bakery'),
      extracted_at: '2030-05-01T12:00:00.000Z',
    });
  });

  it('reads meta tags, lang, headings, service lists and visible text when there is no JSON-LD (hidden text ignored)', async () => {
    const outcome = await open.extract(target('/moved'));
    if (outcome.kind !== 'extracted') throw new Error(JSON.stringify(outcome));
    expect(outcome.profile).to.include({
      name: 'Swift Plumbing',
      summary: '24/7 emergency plumbing and boiler repairs across West Yorkshire.',
      industry: null,
      service_area: 'Leeds, Bradford and Wakefield',
      primary_language: 'en-GB',
      phone: '+441130000000',
      email: 'help@swift.example',
      address: '12 Canal Street, Leeds LS1 4AB',
      source_url: site.url('/plumber'),
    });
    expect(outcome.profile.products_services).to.deep.equal(['Boiler repairs', 'Leak detection', 'Bathroom installation']);
    expect(outcome.profile.opening_hours).to.deep.equal(['Monday – Friday 8:00 – 18:00', 'Saturday 9am - 1pm']);
    expect(outcome.profile.social_links).to.deep.equal(['https://www.facebook.com/swiftplumbing']);
  });

  it('decodes the charset the page declares, and survives JSON-LD that is not JSON', async () => {
    const latin = await open.extract(target('/latin1'));
    expect(latin.kind === 'extracted' && latin.profile.name).to.equal('Café Müller');
    const broken = await open.extract(target('/broken'));
    expect(broken.kind === 'extracted' && broken.profile.name).to.equal('Broken');
  });

  it('fails without throwing on what is not a readable page', async () => {
    expect(await open.extract(target('/pdf'))).to.deep.include({ kind: 'failed', failure: 'not_html' });
    expect(await open.extract(target('/gone'))).to.deep.equal({ kind: 'failed', failure: 'unreachable', detail: 'the site answered with status 410' });
  });

  it('refuses a private address unless private networks are allowed', async () => {
    site.requests.length = 0;
    const refused = await strict.extract(target('/bakery'));
    expect(refused).to.deep.include({ kind: 'failed', failure: 'refused' });
    expect(site.requests, 'nothing reaches the address').to.deep.equal([]);
    expect(await open.extract(target('/bakery'))).to.deep.include({ kind: 'extracted' });
    expect(site.requests.map((r) => r.path)).to.deep.equal(['/bakery']);
  });
});

import { expect } from 'chai';
import * as E from 'fp-ts/lib/Either.js';
import { AccentColor, canonicalSiteBase, ImageIdCodec, serviceBase } from '../../../domain/site/theme.js';

const ADDRESSING = { publicBaseUrl: 'http://localhost:3000/', sitesDomain: 'localhost' };
const domain = (hostname: string, status: string, verified_at: string | null) => ({ hostname, status, verified_at });

describe('site theme settings (domain)', () => {
  it('takes an accent colour as #rrggbb in any case and stores it lowercase', () => {
    expect(AccentColor.decode('#0969DA')).to.deep.equal(E.right('#0969da'));
    expect(AccentColor.is('#0969da')).to.equal(true);
    expect(AccentColor.is('#0969DA')).to.equal(false);
    for (const bad of ['0969da', '#0969d', '#0969daa', 'x#0969da', '#0969da ', '#ggggggg', 'red', 96, null]) {
      expect(AccentColor.is(bad), String(bad)).to.equal(false);
      expect(E.isLeft(AccentColor.decode(bad)), String(bad)).to.equal(true);
    }
  });

  it('takes an image id of lowercase letters and digits only', () => {
    expect(ImageIdCodec.is('abc123')).to.equal(true);
    expect(ImageIdCodec.is('a'.repeat(64))).to.equal(true);
    for (const bad of ['', 'a'.repeat(65), 'ABC', 'abc/123', '../abc', 'abc.png', 'x abc']) expect(ImageIdCodec.is(bad), bad).to.equal(false);
  });

  it('ends the service address with exactly one slash', () => {
    expect(serviceBase('https://service.example')).to.equal('https://service.example/');
    expect(serviceBase('https://service.example/')).to.equal('https://service.example/');
    expect(serviceBase('https://service.example/base//')).to.equal('https://service.example/base/');
    expect(serviceBase('https://service.example/a/b')).to.equal('https://service.example/a/b/');
  });

  describe('the canonical address of a site', () => {
    it("is the site's own address without a verified domain", () => {
      expect(canonicalSiteBase('p1', [], ADDRESSING)).to.equal('http://p1.localhost:3000/');
      expect(canonicalSiteBase('p1', [domain('docs.example.com', 'pending', null)], ADDRESSING)).to.equal('http://p1.localhost:3000/');
    });

    it('is the earliest verified domain, over HTTPS; of two verified at once, the first by name', () => {
      const domains = [
        domain('pending.example.com', 'pending', null),
        domain('late.example.com', 'verified', '2030-02-01T00:00:00.000Z'),
        domain('b.example.com', 'verified', '2030-01-01T00:00:00.000Z'),
        domain('a.example.com', 'verified', '2030-01-01T00:00:00.000Z'),
      ];
      expect(canonicalSiteBase('p1', domains, ADDRESSING)).to.equal('https://a.example.com/');
      expect(canonicalSiteBase('p1', domains.slice(0, 2), ADDRESSING)).to.equal('https://late.example.com/');
      expect(canonicalSiteBase('p1', [domains[2]!, domains[1]!], ADDRESSING)).to.equal('https://b.example.com/');
    });
  });
});

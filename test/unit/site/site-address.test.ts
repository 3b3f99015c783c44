import { expect } from 'chai';
import { siteAddressOf, sitePageOf } from '../../../domain/site/site-address.js';

describe('Site addresses: which site an address is on, and which page', () => {
  const service = { origin: 'https://content.example.com', sitesDomain: 'sites.example.com' };

  it('reads /sites/<project>/ on the service, and any other host as a possible verified domain', () => {
    expect(siteAddressOf('https://content.example.com/sites/p1/en/about/?x=1#y', service)).to.deep.equal({
      kind: 'project',
      projectId: 'p1',
      path: 'en/about/',
    });
    expect(siteAddressOf('https://content.example.com/sites/p%201/', service)).to.deep.equal({ kind: 'project', projectId: 'p 1', path: '' });
    expect(siteAddressOf('https://Docs.Acme.test./en/about/', service)).to.deep.equal({ kind: 'domain', hostname: 'docs.acme.test', path: 'en/about/' });
  });

  it("reads a project's own host under the sites domain (its origin), on any port", () => {
    expect(siteAddressOf('https://p1.sites.example.com/en/about/?x=1', service)).to.deep.equal({ kind: 'project', projectId: 'p1', path: 'en/about/' });
    expect(siteAddressOf('http://P1.Sites.Example.com:8080/', service)).to.deep.equal({ kind: 'project', projectId: 'p1', path: '' });
    // More than one label under the sites domain is no project's host: a possible verified domain, as any other.
    expect(siteAddressOf('https://a.p1.sites.example.com/en/x/', service)).to.deep.equal({ kind: 'domain', hostname: 'a.p1.sites.example.com', path: 'en/x/' });
  });

  it("is null for the service's own pages, IP literals, other schemes and what does not parse", () => {
    for (const url of [
      'https://content.example.com/edit/',
      'https://content.example.com/sites/p1',
      'https://content.example.com/sites/%E0%A4%A/en/a/',
      'https://10.0.0.1/en/a/',
      'http://[::1]/en/a/',
      'ftp://docs.acme.test/en/a/',
      'not a url',
    ]) {
      expect(siteAddressOf(url, service), url).to.equal(null);
    }
  });

  it('names the page of a path <language>/<slug>/, never an index, the sitemap or a stylesheet', () => {
    expect(sitePageOf('en/about/')).to.deep.equal({ language: 'en', slug: 'about' });
    expect(sitePageOf('pt-br/blog/2026/hello')).to.deep.equal({ language: 'pt-BR', slug: 'blog/2026/hello' });
    expect(sitePageOf('de/kontakt/index.html')).to.deep.equal({ language: 'de', slug: 'kontakt' });
    for (const path of ['', 'en/', 'sitemap.xml', 'assets/site.abc123.css', 'en/About/', 'xx-invalid-tag-!/a/', 'en//a/'])
      expect(sitePageOf(path), path).to.equal(null);
  });
});

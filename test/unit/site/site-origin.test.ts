import { expect } from 'chai';
import { isSiteLabel, projectOfSiteHost, sharedOriginProblem, siteOrigin, siteUrl } from '../../../domain/site/site-origin.js';

/** Issue 29: every project's site on an origin of its own, `<project>.<sites domain>`. */
describe('A site’s own origin', () => {
  const local = { publicBaseUrl: 'http://127.0.0.1:3000', sitesDomain: 'localhost' };
  const production = { publicBaseUrl: 'https://content.example.com/api/', sitesDomain: 'sites.example.net' };

  it('takes the scheme and port of PUBLIC_BASE_URL, never its host or path', () => {
    expect(siteOrigin('0abc123', local)).to.equal('http://0abc123.localhost:3000');
    expect(siteUrl('0abc123', local)).to.equal('http://0abc123.localhost:3000/');
    expect(siteOrigin('0abc123', production)).to.equal('https://0abc123.sites.example.net');
    expect(siteOrigin('0abc123', { publicBaseUrl: 'https://content.example.com:8443', sitesDomain: 'example.org' })).to.equal(
      'https://0abc123.example.org:8443',
    );
  });

  it('reads the project back from a host name: one label under the sites domain, nothing else', () => {
    expect(projectOfSiteHost('0abc123.localhost', 'localhost')).to.equal('0abc123');
    expect(projectOfSiteHost('0abc123.sites.example.net', 'sites.example.net')).to.equal('0abc123');
    for (const host of [
      'localhost',
      '.localhost',
      'a.b.localhost',
      'a-b.localhost',
      'a_b.localhost',
      '0abc123.localhost.evil',
      '0abc123localhost',
      'sites.example.net',
    ])
      expect(projectOfSiteHost(host, host.endsWith('example.net') ? 'sites.example.net' : 'localhost'), host).to.equal(null);
    expect(projectOfSiteHost(`${'a'.repeat(64)}.localhost`, 'localhost')).to.equal(null);
    expect([isSiteLabel('0mx0cu854000014ba49df15b4'), isSiteLabel('Upper'), isSiteLabel('..%2f'), isSiteLabel('')]).to.deep.equal([true, false, false, false]);
  });

  it('says when the service’s own host could be a site’s (the same origin), and only then', () => {
    expect(sharedOriginProblem(local)).to.equal(null);
    expect(sharedOriginProblem(production)).to.equal(null);
    expect(sharedOriginProblem({ publicBaseUrl: 'http://localhost:3000', sitesDomain: 'localhost' })).to.equal(null);
    expect(sharedOriginProblem({ publicBaseUrl: 'https://app.sites.example.net', sitesDomain: 'sites.example.net' })).to.equal(
      "the service's host app.sites.example.net is a site's host name under sites.example.net: a project's site would share the service's origin",
    );
  });
});

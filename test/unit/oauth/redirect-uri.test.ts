import { expect } from 'chai';
import { isConnectorId } from '../../../domain/oauth/connectors.js';
import { redirectHosts, redirectUriProblem } from '../../../domain/oauth/redirect-uri.js';
import { resourceMetadataUrl } from '../../../domain/oauth/resources.js';

const SERVED = { publicBaseUrl: 'https://content.example', sitesDomain: 'sites.example', customDomains: new Set<string>() };

describe('OAuth redirect URIs: what is wrong, in words', () => {
  it('names each problem', () => {
    expect(redirectUriProblem('relative/cb', SERVED)).to.equal('redirect_uris must be absolute URIs');
    expect(redirectUriProblem('https://app.example/cb#x', SERVED)).to.equal('redirect_uris must not contain fragments');
    expect(redirectUriProblem('https://user@app.example/cb', SERVED)).to.equal('redirect_uris must not contain user information');
    expect(redirectUriProblem('https://:pw@app.example/cb', SERVED)).to.equal('redirect_uris must not contain user information');
    expect(redirectUriProblem('com.example:/cb', SERVED)).to.equal('redirect_uris must use https (or http on the loopback interface)');
    expect(redirectUriProblem('http://app.example/cb', SERVED)).to.equal(
      'redirect_uris may use http only on the loopback interface (127.0.0.1, [::1], localhost)',
    );
  });

  it("counts a loopback URI's default port (80 for http, 443 for https) as the service's own when it is", () => {
    const refusal = (host: string) =>
      `redirect_uris must not return to ${host}: this service serves its own pages or published sites there, and a script on such a page could read the authorization code`;
    const onHttpDefault = { ...SERVED, publicBaseUrl: 'http://localhost' };
    expect(redirectUriProblem('http://127.0.0.1/cb', onHttpDefault)).to.equal(refusal('127.0.0.1'));
    expect(redirectUriProblem('http://127.0.0.1:80/cb', onHttpDefault)).to.equal(refusal('127.0.0.1'));
    expect(redirectUriProblem('https://127.0.0.1/cb', onHttpDefault)).to.equal(null);
    const onHttpsDefault = { ...SERVED, publicBaseUrl: 'https://localhost' };
    expect(redirectUriProblem('https://127.0.0.1/cb', onHttpsDefault)).to.equal(refusal('127.0.0.1'));
    expect(redirectUriProblem('https://127.0.0.1:443/cb', onHttpsDefault)).to.equal(refusal('127.0.0.1'));
    expect(redirectUriProblem('http://127.0.0.1/cb', onHttpsDefault)).to.equal(null);
  });

  it('reads a sites domain given with a trailing dot', () => {
    expect(redirectUriProblem('https://p1.sites.example/cb', { ...SERVED, sitesDomain: 'Sites.Example.' })).to.be.a('string');
  });

  it('lists the distinct host names of the URIs, lower-case, skipping what is no URL', () => {
    expect(redirectHosts(['https://App.example./a', 'https://app.example/b', 'http://[::1]:3000/', 'nope', 7, null])).to.deep.equal(['app.example', '[::1]']);
    expect(redirectHosts([])).to.deep.equal([]);
  });
});

describe('OAuth connectors and resources', () => {
  it('knows its connectors by id', () => {
    expect(isConnectorId('claude')).to.equal(true);
    expect(isConnectorId('other')).to.equal(true);
    expect(isConnectorId('no-such-connector')).to.equal(false);
  });

  it("serves a resource's metadata at its well-known address", () => {
    expect(resourceMetadataUrl('https://content.example', 'mcp')).to.equal('https://content.example/.well-known/oauth-protected-resource/mcp');
  });
});

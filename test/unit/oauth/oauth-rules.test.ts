import { expect } from 'chai';
import { connectorOf } from '../../../domain/oauth/connectors.js';
import { redirectUriProblem } from '../../../domain/oauth/redirect-uri.js';
import { resourceOf } from '../../../domain/oauth/resources.js';
import { contentScopesOf, scopesGrant } from '../../../domain/oauth/scopes.js';

describe('OAuth rules (domain)', () => {
  it('reads the content scopes of a scope string; content:write includes reading, content:read no writing', () => {
    expect(scopesGrant(['content:write'], 'content:read')).to.equal(true);
    expect(scopesGrant(['content:write'], 'content:write')).to.equal(true);
    expect(scopesGrant(['content:read'], 'content:read')).to.equal(true);
    expect(scopesGrant(['content:read'], 'content:write')).to.equal(false);
    expect(scopesGrant([], 'content:read')).to.equal(false);
    expect(contentScopesOf('openid content:write  content:read admin')).to.deep.equal(['content:read', 'content:write']);
    expect(contentScopesOf(undefined)).to.deep.equal([]);
  });

  const SERVED = { publicBaseUrl: 'https://content.example', sitesDomain: 'sites.example', customDomains: new Set<string>() };

  it('accepts https redirect URIs and loopback http ones, nothing else', () => {
    for (const ok of [
      'https://app.example/cb',
      'https://claude.ai/api/mcp/auth_callback?x=1',
      'http://127.0.0.1:1234/cb',
      'http://[::1]/cb',
      'http://localhost:9/cb',
    ]) {
      expect(redirectUriProblem(ok, SERVED), ok).to.equal(null);
    }
    for (const bad of [
      'http://app.example/cb',
      'http://127.0.0.2.example/cb',
      'javascript:alert(1)',
      'data:text/html,x',
      'https://app.example/cb#x',
      'https://user:pw@app.example/cb',
      'com.example:/cb',
      'relative/cb',
    ]) {
      expect(redirectUriProblem(bad, SERVED), bad).to.be.a('string');
    }
  });

  it("refuses redirect URIs on hosts whose pages the service serves: its own (any port), the sites' hosts and verified custom domains", () => {
    const served = { ...SERVED, customDomains: new Set(['www.bakery.example']) };
    const refusal = (host: string) =>
      `redirect_uris must not return to ${host}: this service serves its own pages or published sites there, and a script on such a page could read the authorization code`;
    for (const [uri, host] of [
      ['https://content.example/sites/p1/en/page/', 'content.example'],
      ['https://CONTENT.example./edit/', 'content.example.'],
      ['https://content.example:8443/cb', 'content.example:8443'],
      ['https://p1.sites.example/en/page/', 'p1.sites.example'],
      ['https://deep.p1.sites.example/cb', 'deep.p1.sites.example'],
      ['https://www.bakery.example/cb', 'www.bakery.example'],
    ] as const) {
      expect(redirectUriProblem(uri, served), uri).to.equal(refusal(host));
    }
    for (const ok of ['https://sites.example/cb', 'https://notsites.example/cb', 'https://bakery.example/cb', 'https://app.content.example.org/cb']) {
      expect(redirectUriProblem(ok, served), ok).to.equal(null);
    }
    // On loopback (development) only the service's own port is its own: native clients listen on the others.
    const local = { publicBaseUrl: 'http://127.0.0.1:3000', sitesDomain: 'localhost', customDomains: new Set<string>() };
    expect(redirectUriProblem('http://localhost:3000/sites/p1/', local)).to.equal(refusal('localhost:3000'));
    expect(redirectUriProblem('http://[::1]:3000/cb', local)).to.equal(refusal('[::1]:3000'));
    expect(redirectUriProblem('http://p1.localhost:3000/en/', local)).to.equal(refusal('p1.localhost:3000'));
    expect(redirectUriProblem('http://127.0.0.1:53682/callback', local)).to.equal(null);
    expect(redirectUriProblem('http://localhost/callback', local)).to.equal(null);
  });

  it('names a resource by its identifier, with or without a trailing slash', () => {
    const base = 'https://content.example';
    expect(resourceOf(base, 'https://content.example/mcp')).to.equal('mcp');
    expect(resourceOf(base, 'https://content.example/mcp/')).to.equal('mcp');
    expect(resourceOf(base, 'https://content.example/api')).to.equal('api');
    expect(resourceOf(base, 'https://content.example/mcp/x')).to.equal(null);
    expect(resourceOf(base, 'https://evil.example/mcp')).to.equal(null);
  });

  it("recognises Anthropic's clients by what a client cannot choose, never by the name it gives itself", () => {
    const client = (over: Partial<Parameters<typeof connectorOf>[0]>) => ({ clientId: 'abc', clientName: null, redirectUris: [], ...over });
    expect(connectorOf(client({ redirectUris: ['https://claude.ai/api/mcp/auth_callback'] }))).to.equal('claude');
    expect(connectorOf(client({ redirectUris: ['https://claude.ai/api/mcp/auth_callback', 'https://claude.com/api/mcp/auth_callback'] }))).to.equal('claude');
    expect(connectorOf(client({ redirectUris: ['https://app.claude.com/cb'] }))).to.equal('claude');
    expect(connectorOf(client({ clientId: 'https://claude.ai/oauth/mcp-client-metadata.json' }))).to.equal('claude');
    // The name proves nothing: a client named Claude returning anywhere else is another client.
    expect(connectorOf(client({ clientName: 'Claude', redirectUris: ['http://localhost:5555/callback'] }))).to.equal('other');
    expect(connectorOf(client({ clientName: 'Claude Code', redirectUris: ['https://evil.example/cb'] }))).to.equal('other');
    expect(connectorOf(client({ clientName: 'Claude' }))).to.equal('other');
    // Every redirect URI must return to Anthropic: one of them elsewhere is where the codes can go.
    expect(connectorOf(client({ clientName: 'Claude', redirectUris: ['https://claude.ai/api/mcp/auth_callback', 'https://evil.example/cb'] }))).to.equal(
      'other',
    );
    expect(connectorOf(client({ redirectUris: ['http://claude.ai/api/mcp/auth_callback'] }))).to.equal('other');
    expect(connectorOf(client({ clientId: 'http://claude.ai/oauth/mcp-client-metadata.json' }))).to.equal('other');
    expect(connectorOf(client({ clientName: 'Claudette', redirectUris: ['https://notclaude.ai/cb'] }))).to.equal('other');
    expect(connectorOf(client({ clientName: 'Cursor', redirectUris: ['https://claude.ai.evil.example/cb'] }))).to.equal('other');
  });
});

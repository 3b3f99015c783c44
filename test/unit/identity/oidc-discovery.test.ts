import { expect } from 'chai';
import { discoverOidc, discoveryUrl } from '../../../infrastructure/auth/oidc-discovery.js';
import { LoopbackJsonServer } from '../../support/stand-ins/loopback-json-server.js';

/** infrastructure/auth/oidc-discovery.ts: an OpenID provider's discovery document, read and checked at start. */
describe('OpenID provider discovery', () => {
  let server: LoopbackJsonServer;
  let document: Record<string, unknown> | null;
  let asked: string[];
  const issuer = () => `${server.url}/realms/acme`;
  const complete = () => ({
    issuer: issuer(),
    authorization_endpoint: `${issuer()}/protocol/openid-connect/auth`,
    token_endpoint: `${issuer()}/protocol/openid-connect/token`,
    jwks_uri: `${issuer()}/protocol/openid-connect/certs`,
    response_types_supported: ['code', 'id_token'],
    code_challenge_methods_supported: ['plain', 'S256'],
  });

  before(async () => {
    server = await LoopbackJsonServer.start(({ method, path }) => {
      asked.push(`${method} ${path}`);
      return document === null ? { status: 503, body: { error: 'down' } } : { status: 200, body: document };
    });
  });
  after(() => server.stop());
  beforeEach(() => {
    asked = [];
    document = complete();
  });

  it('reads the endpoints and keys from <issuer>/.well-known/openid-configuration (a trailing slash of the issuer aside)', async () => {
    expect(await discoverOidc(issuer())).to.deep.equal({
      issuer: issuer(),
      authorizationEndpoint: `${issuer()}/protocol/openid-connect/auth`,
      tokenEndpoint: `${issuer()}/protocol/openid-connect/token`,
      jwksUri: `${issuer()}/protocol/openid-connect/certs`,
    });
    expect(asked).to.deep.equal(['GET /realms/acme/.well-known/openid-configuration']);
    expect(discoveryUrl('https://idp.example/')).to.equal('https://idp.example/.well-known/openid-configuration');
  });

  it('refuses, in one sentence naming the document, what cannot sign people in safely', async () => {
    const refusal = async (change: Record<string, unknown> | null) => {
      document = change === null ? null : { ...complete(), ...change };
      return discoverOidc(issuer()).then(
        () => 'read',
        (error: Error) => error.message.replace(`AUTH_ISSUER: the OpenID provider's discovery document ${issuer()}/.well-known/openid-configuration `, ''),
      );
    };
    expect(await refusal(null)).to.equal('answered 503');
    expect(await refusal({ issuer: 'https://elsewhere.example' })).to.equal(`names another issuer ("https://elsewhere.example"), not "${issuer()}"`);
    expect(await refusal({ token_endpoint: 'javascript:alert(1)' })).to.equal('lacks an http(s) authorization_endpoint, token_endpoint or jwks_uri');
    expect(await refusal({ jwks_uri: undefined })).to.equal('lacks an http(s) authorization_endpoint, token_endpoint or jwks_uri');
    expect(await refusal({ response_types_supported: ['id_token'] })).to.equal('does not offer the authorization code flow (response type code)');
    expect(await refusal({ code_challenge_methods_supported: ['plain'] })).to.equal('does not offer PKCE with S256 (code_challenge_methods_supported)');
    expect(await refusal({ code_challenge_methods_supported: undefined })).to.equal('read');
    const unreachable = await discoverOidc('http://127.0.0.1:1').catch((error: Error) => error.message);
    expect(unreachable).to.match(
      /^AUTH_ISSUER: the OpenID provider's discovery document http:\/\/127\.0\.0\.1:1\/\.well-known\/openid-configuration could not be read \(/,
    );
  });
});

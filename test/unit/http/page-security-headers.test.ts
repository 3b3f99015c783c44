import { expect } from 'chai';
import { contentSecurityPolicy, pageSecurityHeaders } from '../../../adapters/http/pages/security-headers.js';
import { signInConnectSources } from '../../../adapters/http/sign-in/connect-sources.js';

/** The security headers of the service's own pages. */
describe('Page security headers', () => {
  it('let only the service’s own scripts and styles run, embed nothing, and frame nowhere', () => {
    expect(contentSecurityPolicy()).to.equal(
      "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self'; font-src 'self'; connect-src 'self'; object-src 'none'; base-uri 'none'; frame-ancestors 'none'; form-action 'self'",
    );
    expect(pageSecurityHeaders()).to.deep.equal({
      'content-security-policy': contentSecurityPolicy(),
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'no-referrer',
      'x-frame-options': 'DENY',
    });
  });

  it('open only what a page says it needs: its identity provider, images, framing by an origin, forms going anywhere', () => {
    const policy = contentSecurityPolicy({
      connectTo: ['https://identitytoolkit.googleapis.com'],
      imagesFrom: ['data:'],
      frameAncestors: ['https://portal.example'],
      formAction: 'any',
    });
    expect(policy).to.include("connect-src 'self' https://identitytoolkit.googleapis.com").and.include("img-src 'self' data:");
    expect(policy).to.include('frame-ancestors https://portal.example').and.not.include('form-action');
    expect(policy).to.not.match(/unsafe|\*/);
    expect(pageSecurityHeaders({ frameAncestors: ['https://portal.example'] })).to.not.have.property('x-frame-options');
    expect(pageSecurityHeaders({ referrerPolicy: 'same-origin' })['referrer-policy']).to.equal('same-origin');
  });

  it('refuse a source that could end a directive or smuggle another in', () => {
    for (const source of ["https://x.example; script-src 'unsafe-inline'", 'https://a.example https://b.example', "'unsafe-inline'", '*', '']) {
      expect(() => contentSecurityPolicy({ connectTo: [source] }), source).to.throw('not a Content-Security-Policy source');
    }
  });

  it('let a page with the sign-in call Firebase Auth’s endpoints, or only its emulator', () => {
    expect(signInConnectSources({ provider: 'dev' })).to.deep.equal([]);
    expect(signInConnectSources({ provider: 'none' })).to.deep.equal([]);
    const firebase = { apiKey: 'k'.repeat(20), authDomain: null, projectId: 'p', emulatorUrl: null };
    expect(signInConnectSources({ provider: 'firebase', firebase })).to.deep.equal([
      'https://identitytoolkit.googleapis.com',
      'https://securetoken.googleapis.com',
    ]);
    expect(signInConnectSources({ provider: 'firebase', firebase: { ...firebase, emulatorUrl: 'http://127.0.0.1:9099/some/path' } })).to.deep.equal([
      'http://127.0.0.1:9099',
    ]);
  });
});

import { expect } from 'chai';
import * as E from 'fp-ts/lib/Either.js';
import { signingSecrets, webhookDestination, webhookView, WebhookUrl, type WebhookEndpoint } from '../../../domain/webhooks/endpoint.js';

const NOT_PUBLIC = E.left({ _tag: 'Invalid', message: 'url must not point to a private, loopback or link-local address' });

describe('Webhook URLs and destinations', () => {
  it('takes an http or https URL of at most 2,000 characters, trimmed and normalised', () => {
    expect(WebhookUrl.decode('  https://hooks.example/in  ')).to.deep.equal(E.right('https://hooks.example/in'));
    expect(WebhookUrl.decode('http://HOOKS.example')).to.deep.equal(E.right('http://hooks.example/'));
    const long = `https://hooks.example/${'x'.repeat(2000 - 'https://hooks.example/'.length)}`;
    expect(WebhookUrl.decode(long)).to.deep.equal(E.right(long));
    expect(E.isLeft(WebhookUrl.decode(`${long}x`))).to.equal(true);
  });

  it('refuses another scheme, credentials in the URL, no host, and what is not a URL or a string', () => {
    for (const u of ['ftp://hooks.example/in', 'https://user@hooks.example/', 'https://:secret@hooks.example/', 'file:///etc/passwd', 'not a url', 42]) {
      expect(E.isLeft(WebhookUrl.decode(u)), String(u)).to.equal(true);
    }
    expect(WebhookUrl.is('anything')).to.equal(true);
    expect(WebhookUrl.is(42)).to.equal(false);
  });

  it('refuses private, loopback and link-local addresses and localhost names, unless private networks are allowed', () => {
    for (const url of [
      'http://127.0.0.1/',
      'http://10.0.0.1/',
      'http://[::1]/',
      'http://169.254.169.254/',
      'http://localhost/',
      'http://api.localhost./',
      'http://LOCALHOST/',
    ]) {
      expect(webhookDestination(url, false), url).to.deep.equal(NOT_PUBLIC);
      expect(webhookDestination(url, true), url).to.deep.equal(E.right(url));
    }
    for (const url of ['https://hooks.example/', 'http://93.184.216.34/', 'http://notlocalhost.example/', 'http://localhost.example/']) {
      expect(webhookDestination(url, false), url).to.deep.equal(E.right(url));
    }
  });

  it('shows an endpoint without its secrets', () => {
    const endpoint = {
      id: 'w1',
      project_id: 'p1',
      url: 'https://hooks.example/',
      events: ['page.created'],
      description: null,
      enabled: true,
      created_at: '2026-01-01T00:00:00Z',
      secret: 'whsec_new',
      previous_secret: 'whsec_old',
    } as unknown as WebhookEndpoint;
    expect(webhookView(endpoint)).to.deep.equal({
      id: 'w1',
      url: 'https://hooks.example/',
      events: ['page.created'],
      description: null,
      enabled: true,
      created_at: '2026-01-01T00:00:00Z',
    });
  });

  it('signs with the previous secret only while it has both a secret and an end', () => {
    const at = '2026-01-01T00:00:00.000Z';
    const later = '2026-01-02T00:00:00.000Z';
    expect(signingSecrets({ secret: 'new', previous_secret: 'old', previous_secret_expires_at: null }, at)).to.deep.equal(['new']);
    expect(signingSecrets({ secret: 'new', previous_secret: null, previous_secret_expires_at: later }, at)).to.deep.equal(['new']);
    expect(signingSecrets({ secret: 'new', previous_secret: 'old', previous_secret_expires_at: later }, at)).to.deep.equal(['new', 'old']);
  });
});

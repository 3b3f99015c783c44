import { expect } from 'chai';
import { gzipSync } from 'node:zlib';
import type { GuardedOutcome } from '../../../application/shared/guarded-fetch.js';
import { NodeGuardedFetch, type Resolver } from '../../../infrastructure/http/guarded-fetch.js';
import { Website } from '../../support/stand-ins/website.js';

/** A resolver for made-up names (no DNS server is involved), counting its calls. */
function resolverOf(names: Record<string, string | string[]>): Resolver & { calls: string[] } {
  const calls: string[] = [];
  const resolve = async (hostname: string) => {
    calls.push(hostname);
    const found = names[hostname];
    if (found === undefined) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
    return (Array.isArray(found) ? found : [found]).map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
  };
  return Object.assign(resolve, { calls });
}

const reasonOf = (outcome: GuardedOutcome) => (outcome.kind === 'response' ? `response ${outcome.status}` : `${outcome.kind} ${outcome.reason}`);
const text = (outcome: GuardedOutcome) => (outcome.kind === 'response' ? Buffer.from(outcome.body).toString('utf8') : null);

describe('GuardedFetch (SSRF-safe fetch)', () => {
  let site: Website;
  before(async () => {
    site = await Website.start({
      '/': { body: '<html><body>Hello</body></html>' },
      '/plain': { headers: { 'content-type': 'text/plain' }, body: 'plain' },
      '/to-metadata': { status: 302, headers: { location: 'http://169.254.169.254/latest/meta-data/' } },
      '/to-internal': { status: 301, headers: { location: '/placeholder' } },
      '/to-home': { status: 307, headers: { location: '/' } },
      '/big': { body: 'x'.repeat(5000) },
      '/bomb': { headers: { 'content-encoding': 'gzip' }, body: gzipSync(Buffer.alloc(5_000_000)) },
      '/gzip': { headers: { 'content-encoding': 'gzip' }, body: gzipSync('<p>zipped</p>') },
      '/slow': { delayMs: 2000, body: 'late' },
    });
    site.set('/to-internal', { status: 301, headers: { location: site.url('/', 'internal.test') } });
    for (let i = 0; i < 7; i += 1) site.set(`/loop/${i}`, { status: 302, headers: { location: `/loop/${i + 1}` } });
  });
  after(() => site.stop());
  beforeEach(() => {
    site.requests.length = 0;
  });

  /** Private networks refused as in production; only loopback's own test ports are opened up. */
  const strict = (resolve?: Resolver, allowedCidrs: string[] = []) => new NodeGuardedFetch({ allowedPorts: 'any', resolve, allowedCidrs });
  const open = (resolve?: Resolver) => new NodeGuardedFetch({ allowPrivateNetworks: true, allowedPorts: 'any', resolve });

  it('fetches a page when the address is allowed, with its type, charset and final URL', async () => {
    const outcome = await open().fetch(site.url('/'));
    expect(outcome).to.include({ kind: 'response', status: 200, contentType: 'text/html', charset: 'utf-8', url: site.url('/') });
    expect(text(outcome)).to.equal('<html><body>Hello</body></html>');
  });

  it('refuses private, loopback, link-local, unspecified and IPv4-mapped literals without connecting', async () => {
    const urls = [
      site.url('/'),
      'http://10.0.0.1/',
      'http://169.254.169.254/latest/meta-data/',
      'http://0.0.0.0/',
      'http://2130706433/',
      'http://0x7f.1/',
      'http://[::1]/',
      'http://[::ffff:127.0.0.1]/',
      'http://[fe80::1]/',
      'http://[fc00::1]/',
      'http://192.168.1.1/',
      'http://100.64.0.1/',
      'http://224.0.0.1/',
    ];
    for (const url of urls) expect(reasonOf(await strict().fetch(url)), url).to.equal('refused address');
    expect(site.requests).to.have.length(0);
  });

  it('refuses IPv6 literals that carry a loopback or link-local IPv4 address (compatible, NAT64, 6to4), on the stand-in port', async () => {
    const hosts = ['[::7f00:1]', '[::127.0.0.1]', '[::a9fe:a9fe]', '[::ffff:0:7f00:1]', '[64:ff9b::7f00:1]', '[2002:7f00:1::]', '[2001::7f00:1]'];
    for (const host of hosts) expect(reasonOf(await strict().fetch(site.url('/', host))), host).to.equal('refused address');
    expect(site.requests).to.have.length(0);
  });

  it('refuses a host name that resolves to a private address, and one with any private address among public ones', async () => {
    const resolve = resolverOf({ 'internal.test': '127.0.0.1', 'mixed.test': ['93.184.216.34', '10.1.2.3'] });
    expect(reasonOf(await strict(resolve).fetch(site.url('/', 'internal.test')))).to.equal('refused address');
    expect(reasonOf(await strict(resolve).fetch('http://mixed.test/'))).to.equal('refused address');
    expect(site.requests).to.have.length(0);
    // Allowed by configuration: the same name is fetched.
    expect(text(await open(resolve).fetch(site.url('/', 'internal.test')))).to.contain('Hello');
  });

  it('connects to the very address it checked: one resolution per connection (DNS rebinding)', async () => {
    let calls = 0;
    const rebinding: Resolver = async () => [{ address: calls++ === 0 ? '127.0.0.1' : '127.0.0.2', family: 4 }];
    const fetcher = strict(rebinding, ['127.0.0.1/32']);
    expect(reasonOf(await fetcher.fetch(site.url('/', 'rebind.test')))).to.equal('response 200');
    expect(calls).to.equal(1);
    expect(reasonOf(await fetcher.fetch(site.url('/', 'rebind.test'))), 'the next resolution is checked again').to.equal('refused address');
    expect(site.requests).to.have.length(1);
  });

  it('checks every redirect: a public page redirecting to a private address is refused', async () => {
    const resolve = resolverOf({ 'internal.test': '10.0.0.8' });
    // 127.0.0.1 plays the public site: it is allowed explicitly, nothing else private is.
    const fetcher = strict(resolve, ['127.0.0.1/32']);
    expect(reasonOf(await fetcher.fetch(site.url('/to-metadata')))).to.equal('refused address');
    expect(reasonOf(await fetcher.fetch(site.url('/to-internal')))).to.equal('refused address');
    expect(reasonOf(await fetcher.fetch(site.url('/to-home')))).to.equal('response 200');
    // With private networks allowed the redirect is followed to its end.
    const followed = await open(resolverOf({ 'internal.test': '127.0.0.1' })).fetch(site.url('/to-internal'));
    expect(followed).to.include({ kind: 'response', status: 200, url: site.url('/', 'internal.test') });
  });

  it('follows at most 5 redirects, and none when told so', async () => {
    expect(reasonOf(await open().fetch(site.url('/loop/0')))).to.equal('refused redirects');
    expect(reasonOf(await open().fetch(site.url('/loop/2')))).to.equal('response 404');
    const unfollowed = await open().fetch(site.url('/to-home'), { maxRedirects: 0 });
    expect(unfollowed).to.include({ kind: 'response', status: 307 });
  });

  it('adds its refusal hint (in development: the setting that allows private addresses) to refused addresses and ports, and to nothing else', async () => {
    const hint = 'In development, set ALLOW_PRIVATE_FETCH=true to allow it';
    const fetcher = new NodeGuardedFetch({ resolve: resolverOf({ 'receiver.test': '127.0.0.1', 'site.test': '93.184.216.34' }), refusalHint: hint });
    expect(await fetcher.fetch('http://10.0.0.8/')).to.deep.equal({ kind: 'refused', reason: 'address', message: `10.0.0.8 is not a public address. ${hint}` });
    expect(await fetcher.fetch('http://receiver.test/')).to.deep.equal({
      kind: 'refused',
      reason: 'address',
      message: `receiver.test resolves to 127.0.0.1, which is not a public address. ${hint}`,
    });
    expect(await fetcher.fetch('http://site.test:3000/')).to.deep.equal({ kind: 'refused', reason: 'port', message: `port 3000 is not allowed. ${hint}` });
    expect(await fetcher.fetch('ftp://site.test/')).to.deep.equal({ kind: 'refused', reason: 'scheme', message: 'ftp URLs are not fetched' });
    // Without a hint (production), the refusal is as it always was.
    expect(await new NodeGuardedFetch().fetch('http://10.0.0.8/')).to.deep.equal({
      kind: 'refused',
      reason: 'address',
      message: '10.0.0.8 is not a public address',
    });
  });

  it('refuses other schemes, credentials, and ports other than 80 and 443 by default', async () => {
    const fetcher = new NodeGuardedFetch({ resolve: resolverOf({ 'site.test': '93.184.216.34' }) });
    expect(reasonOf(await fetcher.fetch('ftp://site.test/'))).to.equal('refused scheme');
    expect(reasonOf(await fetcher.fetch('file:///etc/passwd'))).to.equal('refused scheme');
    expect(reasonOf(await fetcher.fetch('http://user:secret@site.test/'))).to.equal('refused credentials');
    expect(reasonOf(await fetcher.fetch('http://site.test:8080/'))).to.equal('refused port');
    expect(reasonOf(await fetcher.fetch('http://site.test:22/'))).to.equal('refused port');
    expect(reasonOf(await fetcher.fetch('not a url'))).to.equal('refused invalid_url');
  });

  it('enforces the size limit on the decoded body (no gzip bombs), and decodes gzip', async () => {
    expect(reasonOf(await open().fetch(site.url('/big'), { maxBytes: 1000 }))).to.equal('failed too_large');
    expect(reasonOf(await open().fetch(site.url('/bomb'), { maxBytes: 100_000 }))).to.equal('failed too_large');
    expect(text(await open().fetch(site.url('/gzip')))).to.equal('<p>zipped</p>');
  });

  it('gives up after the time limit', async () => {
    expect(reasonOf(await open().fetch(site.url('/slow'), { timeoutMs: 100 }))).to.equal('failed timeout');
  });

  it('accepts only the content types asked for, on success answers', async () => {
    expect(reasonOf(await open().fetch(site.url('/plain'), { contentTypes: ['text/html'] }))).to.equal('failed content_type');
    expect(reasonOf(await open().fetch(site.url('/nowhere'), { contentTypes: ['text/html'] }))).to.equal('response 404');
    expect(reasonOf(await open().fetch(site.url('/plain')))).to.equal('response 200');
  });

  it('reports a name that does not resolve as a network failure', async () => {
    expect(reasonOf(await strict(resolverOf({})).fetch('http://nowhere.test/'))).to.equal('failed network');
  });
});

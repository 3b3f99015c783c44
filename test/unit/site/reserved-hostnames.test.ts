import { expect } from 'chai';
import type { Domain, Hostname } from '../../../domain/site/hostname.js';
import { listedDomainView, reservedHostnameProblem, servedDomains, type ReservedHostnames } from '../../../domain/site/reserved-hostnames.js';

const RESERVED: ReservedHostnames = { serviceHosts: ['svc.example', '127.0.0.1', 'Stream.Svc.Example.'], sitesDomain: 'sites.example' };
const forTheService = (hostname: string) => ({ _tag: 'Conflict', message: `The domain ${hostname} is reserved for the service` });
const underTheService = (hostname: string, host = 'svc.example') => ({
  _tag: 'Conflict',
  message: `The domain ${hostname} is reserved for the service (${host} and every name under it)`,
});
const forTheSites = (hostname: string, sitesDomain = 'sites.example') => ({
  _tag: 'Conflict',
  message: `The domain ${hostname} is reserved for the projects' sites (${sitesDomain} and every name under it)`,
});

describe('reserved hostnames (no custom domain may take them)', () => {
  it("refuses each of the service's own hosts, however either side spells it: case, trailing dot, IDNA", () => {
    for (const hostname of ['svc.example', 'SVC.Example', 'svc.example.', ' svc.example ']) {
      expect(reservedHostnameProblem(hostname, RESERVED), hostname).to.deep.equal(forTheService('svc.example'));
    }
    expect(reservedHostnameProblem('stream.svc.example', RESERVED)).to.deep.equal(forTheService('stream.svc.example'));
    const idn = { serviceHosts: ['bücher.example'], sitesDomain: 'sites.example' };
    expect(reservedHostnameProblem('xn--bcher-kva.example', idn)).to.deep.equal(forTheService('xn--bcher-kva.example'));
    expect(reservedHostnameProblem('BÜCHER.example.', idn)).to.deep.equal(forTheService('xn--bcher-kva.example'));
  });

  it('refuses the sites domain itself and every name under it, at any depth', () => {
    for (const hostname of ['sites.example', 'Sites.Example.', 'abc123.sites.example', 'www.abc123.sites.example', 'a.b.c.sites.example']) {
      const name = hostname.toLowerCase().replace(/\.$/, '');
      expect(reservedHostnameProblem(hostname, RESERVED), hostname).to.deep.equal(forTheSites(name));
    }
    // The embedded default: every name under `localhost`.
    const local = { serviceHosts: ['127.0.0.1'], sitesDomain: 'localhost' };
    expect(reservedHostnameProblem('shop.localhost', local)).to.deep.equal(forTheSites('shop.localhost', 'localhost'));
  });

  it("refuses every name under a service host that is a name, at any depth (a page there could set cookies for the service's host)", () => {
    for (const hostname of ['x.svc.example', 'WWW.Svc.Example.', 'a.b.c.svc.example']) {
      const name = hostname.toLowerCase().replace(/\.$/, '');
      expect(reservedHostnameProblem(hostname, RESERVED), hostname).to.deep.equal(underTheService(name));
    }
    // Under two of them: the first listed (PUBLIC_BASE_URL's) is named.
    expect(reservedHostnameProblem('x.stream.svc.example', RESERVED)).to.deep.equal(underTheService('x.stream.svc.example'));
    const idn = { serviceHosts: ['bücher.example'], sitesDomain: 'sites.example' };
    expect(reservedHostnameProblem('Shop.BÜCHER.example.', idn)).to.deep.equal(underTheService('shop.xn--bcher-kva.example', 'xn--bcher-kva.example'));
    // `localhost` (compose's PUBLIC_BASE_URL) is a name: everything under it is the service's.
    const local = { serviceHosts: ['localhost'], sitesDomain: 'sites.example' };
    expect(reservedHostnameProblem('shop.localhost', local)).to.deep.equal(underTheService('shop.localhost', 'localhost'));
  });

  it('reserves only the address itself when a service host is an IP address: no name is under an address', () => {
    const addresses = { serviceHosts: ['127.0.0.1', '[::1]', '0.0.0.0'], sitesDomain: 'sites.example' };
    expect(reservedHostnameProblem('127.0.0.1', addresses)).to.deep.equal(forTheService('127.0.0.1'));
    for (const hostname of ['x.127.0.0.1', 'x.0.0.0.0', '1.0.0.127.in-addr.arpa'])
      expect(reservedHostnameProblem(hostname, addresses), hostname).to.equal(null);
  });

  it("names the sites' rule for names under a SITES_DOMAIN that is itself under the service's host, the service's for the others", () => {
    const nested = { serviceHosts: ['example.com'], sitesDomain: 'sites.example.com' };
    expect(reservedHostnameProblem('example.com', nested)).to.deep.equal(forTheService('example.com'));
    for (const hostname of ['sites.example.com', 'abc123.sites.example.com', 'www.abc123.sites.example.com']) {
      expect(reservedHostnameProblem(hostname, nested), hostname).to.deep.equal(forTheSites(hostname, 'sites.example.com'));
    }
    for (const hostname of ['www.example.com', 'mysites.example.com']) {
      expect(reservedHostnameProblem(hostname, nested), hostname).to.deep.equal(underTheService(hostname, 'example.com'));
    }
    // The embedded default with compose's address: the service at `localhost`, the sites under it.
    const local = { serviceHosts: ['localhost', '0.0.0.0'], sitesDomain: 'localhost' };
    expect(reservedHostnameProblem('shop.localhost', local)).to.deep.equal(forTheSites('shop.localhost', 'localhost'));
  });

  it('lets any other name be a custom domain: parents, siblings, names that merely end alike', () => {
    for (const hostname of [
      'example',
      'www.example',
      'mysites.example',
      'sites.example.com',
      'svc.example.com',
      'mysvc.example',
      'other.example',
      'shop.example.com',
    ]) {
      expect(reservedHostnameProblem(hostname, RESERVED), hostname).to.equal(null);
    }
  });
});

describe('the domains a stored list may name', () => {
  const domain = (hostname: string, status: Domain['status']): Domain => ({
    project_id: 'p1',
    hostname: hostname as Hostname,
    status,
    verification_value: 'v',
    created_at: '2026-01-01T00:00:00Z',
    verified_at: status === 'verified' ? '2026-01-02T00:00:00Z' : null,
  });
  const stored = [
    domain('svc.example', 'verified'),
    domain('www.svc.example', 'verified'),
    domain('www.p2.sites.example', 'verified'),
    domain('shop.example.com', 'verified'),
    domain('x.svc.example', 'pending'),
    domain('pending.example.com', 'pending'),
  ];

  it('serves a site only on its verified domains whose names are not reserved', () => {
    expect(servedDomains(stored, RESERVED).map((d) => d.hostname)).to.deep.equal(['shop.example.com']);
  });

  it('lists a reserved name as `reserved`, verified or pending; the others as stored', () => {
    expect(stored.map((d) => listedDomainView(d, RESERVED).status)).to.deep.equal(['reserved', 'reserved', 'reserved', 'verified', 'reserved', 'pending']);
    expect(listedDomainView(stored[0]!, RESERVED)).to.deep.include({ hostname: 'svc.example', verified_at: '2026-01-02T00:00:00Z' });
  });
});

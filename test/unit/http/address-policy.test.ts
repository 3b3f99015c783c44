import { expect } from 'chai';
import { isPublicAddress } from '../../../domain/shared/network-address.js';
import { AddressPolicy } from '../../../infrastructure/http/address-policy.js';

/** Every verdict of `policy` on `addresses`, for one readable comparison. */
const verdicts = (policy: AddressPolicy, addresses: readonly string[]) => Object.fromEntries(addresses.map((a) => [a, policy.allows(a)]));
const all = (addresses: readonly string[], verdict: boolean) => Object.fromEntries(addresses.map((a) => [a, verdict]));

/** No connection is made here: the policy judges address literals, as the guarded fetch's own lookup hands them over. */
describe('Outbound address policy (which addresses a caller-chosen URL may reach)', () => {
  const strict = new AddressPolicy();

  it('allows public addresses, IPv4 and IPv6, with private networks off', () => {
    const publicOnes = ['93.184.216.34', '1.1.1.1', '8.8.8.8', '2606:4700::1111', '[2a00:1450:4001:82b::200e]', '2001:4860:4860::8888'];
    expect(verdicts(strict, publicOnes)).to.deep.equal(all(publicOnes, true));
  });

  it('refuses private, loopback, link-local, unique-local, multicast, unspecified and CGNAT addresses', () => {
    const refused = [
      '127.0.0.1',
      '10.0.0.1',
      '172.16.5.4',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '224.0.0.1',
      '0.0.0.0',
      '::1',
      '::',
      'fe80::1',
      'fc00::1',
      'ff02::1',
    ];
    expect(verdicts(strict, refused)).to.deep.equal(all(refused, false));
  });

  it('refuses reserved, documentation, benchmarking and broadcast ranges, and IPv6 outside global unicast', () => {
    const refused = [
      '255.255.255.255',
      '240.0.0.1',
      '192.0.2.1',
      '198.51.100.7',
      '203.0.113.9',
      '198.18.0.1',
      '2001:db8::1',
      '100::1',
      '4000::1',
      '3fff::1',
      '2001:2::1',
    ];
    expect(verdicts(strict, refused)).to.deep.equal(all(refused, false));
  });

  it('refuses every IPv6 form that carries a refused IPv4 address: compatible, mapped, translated, NAT64, 6to4', () => {
    const refused = [
      '::7f00:1',
      '[::7f00:1]',
      '::127.0.0.1',
      '::a9fe:a9fe',
      '::ffff:127.0.0.1',
      '::ffff:a9fe:a9fe',
      '::ffff:0:7f00:1',
      '64:ff9b::a9fe:a9fe',
      '64:ff9b::10.0.0.1',
      '2002:7f00:1::',
      '2002:a9fe:a9fe::1',
      '2002:c0a8:101::1',
    ];
    expect(verdicts(strict, refused)).to.deep.equal(all(refused, false));
  });

  it('judges those forms by the IPv4 address they carry: a public one passes', () => {
    const publicOnes = ['::ffff:93.184.216.34', '64:ff9b::5db8:d822', '2002:5db8:d822::1'];
    expect(verdicts(strict, publicOnes)).to.deep.equal(all(publicOnes, true));
  });

  it('refuses Teredo and the local-use NAT64 prefix whatever they carry', () => {
    const refused = ['2001::5db8:d822', '2001:0:4136:e378:8000:63bf:3fff:fdd2', '64:ff9b:1::5db8:d822'];
    expect(verdicts(strict, refused)).to.deep.equal(all(refused, false));
  });

  it('refuses what does not parse as an address', () => {
    const refused = ['', 'not-an-address', 'example.com', '[]', '1.2.3.4.5', '::g', '%eth0'];
    expect(verdicts(strict, refused)).to.deep.equal(all(refused, false));
  });

  it('judges the address without its zone: link-local refused, a public address allowed whatever its zone says', () => {
    expect(verdicts(strict, ['fe80::1%eth0', '[fe80::1%eth0]', '2606:4700::1111%eth0', '2606:4700::1111%en-0.1'])).to.deep.equal({
      'fe80::1%eth0': false,
      '[fe80::1%eth0]': false,
      '2606:4700::1111%eth0': true,
      '2606:4700::1111%en-0.1': true,
    });
  });

  it('allows the configured ranges, IPv4 and IPv6 mixed in one list, and nothing else private', () => {
    const trusted = new AddressPolicy({ allowedCidrs: ['10.1.0.0/16', 'fd12:3456::/32'] });
    expect(
      verdicts(trusted, ['10.1.2.3', '::ffff:10.1.2.3', 'fd12:3456::9', '10.2.0.1', 'fd99::1', '127.0.0.1', '::1', '93.184.216.34', '2606:4700::1111']),
    ).to.deep.equal({
      '10.1.2.3': true,
      '::ffff:10.1.2.3': true,
      'fd12:3456::9': true,
      '10.2.0.1': false,
      'fd99::1': false,
      '127.0.0.1': false,
      '::1': false,
      '93.184.216.34': true,
      '2606:4700::1111': true,
    });
  });

  it('allows every address when private networks are allowed', () => {
    const open = new AddressPolicy({ allowPrivateNetworks: true });
    expect(verdicts(open, ['127.0.0.1', '::7f00:1', 'fe80::1%eth0', '10.0.0.1'])).to.deep.equal(
      all(['127.0.0.1', '::7f00:1', 'fe80::1%eth0', '10.0.0.1'], true),
    );
  });

  it('is the same rule as the domain names: isPublicAddress', () => {
    for (const address of ['93.184.216.34', '::7f00:1', '2002:7f00:1::', '64:ff9b::a9fe:a9fe'])
      expect(strict.allows(address), address).to.equal(isPublicAddress(address));
  });
});

import { expect } from 'chai';
import ipaddr from 'ipaddr.js';
import { embeddedIPv4, isAddressLiteral, isPublicAddress, parseAddress } from '../../../domain/shared/network-address.js';

const carried = (v6: string) => embeddedIPv4(ipaddr.IPv6.parse(v6))?.toString() ?? null;

describe('network addresses (the outbound address rule)', () => {
  it('reads an address literal with or without brackets and zone, and nothing else', () => {
    expect(parseAddress('[fe80::1%eth0]')?.toString()).to.equal('fe80::1');
    expect(parseAddress('fe80::1%25eth0')?.toString()).to.equal('fe80::1');
    expect(parseAddress('203.0.113.9')?.toString()).to.equal('203.0.113.9');
    for (const notOne of ['', '[]', '%eth0', 'example.com', 'x[::1]', '[::1]x', '[::1']) expect(parseAddress(notOne), notOne).to.equal(null);
    expect([isAddressLiteral('[::1]'), isAddressLiteral('example.com')]).to.deep.equal([true, false]);
    expect(isPublicAddress('example.com')).to.equal(false);
  });

  it('finds the IPv4 address every IPv4-carrying IPv6 form reaches', () => {
    expect(carried('::ffff:10.0.0.1')).to.equal('10.0.0.1'); // mapped
    expect(carried('::ffff:0:10.0.0.2')).to.equal('10.0.0.2'); // translated
    expect(carried('::10.0.0.3')).to.equal('10.0.0.3'); // compatible
    expect(carried('64:ff9b::10.0.0.4')).to.equal('10.0.0.4'); // NAT64
    expect(carried('2002:0a00:0005::1')).to.equal('10.0.0.5'); // 6to4
  });

  it('finds none in an IPv6 address that only looks like one of those forms', () => {
    for (const v6 of [
      '1::ffff:10.0.0.1',
      '::1:ffff:10.0.0.1',
      '::fffe:10.0.0.1',
      '::ffff:1:10.0.0.1',
      '1::ffff:0:10.0.0.1',
      '::1:0:10.0.0.1',
      '64:ff9b:1::10.0.0.1',
      '64:ff9a::10.0.0.1',
      '65:ff9b::10.0.0.1',
      '2001:db8::1',
    ]) {
      expect(carried(v6), v6).to.equal(null);
    }
  });

  it('judges an IPv6 address carrying an IPv4 one by that address', () => {
    expect(isPublicAddress('::ffff:8.8.8.8')).to.equal(true);
    expect(isPublicAddress('[::ffff:127.0.0.1]')).to.equal(false);
    expect(isPublicAddress('64:ff9b::169.254.169.254')).to.equal(false);
    expect(isPublicAddress('2606:4700::1111')).to.equal(true);
    expect(isPublicAddress('fc00::1')).to.equal(false);
  });
});

import ipaddr from 'ipaddr.js';

/** Which network addresses an outgoing request may connect to. */
export interface AddressPolicyOptions {
  /** Every address allowed (development and tests, whose servers are on loopback). */
  readonly allowPrivateNetworks?: boolean;
  /** Non-public ranges (CIDR) allowed all the same: a deployment's own trusted services. */
  readonly allowedCidrs?: readonly string[];
}

type Cidr = [ipaddr.IPv4 | ipaddr.IPv6, number];

/**
 * Only globally routable unicast addresses pass: private, loopback, link-local (the cloud
 * metadata service), unique-local, multicast, broadcast, unspecified, carrier-grade NAT,
 * documentation and benchmarking ranges are refused, and so is every IPv6 form that embeds an
 * IPv4 address (mapped, NAT64, 6to4, Teredo), whatever the IPv4 address is: such forms are
 * how filters that only look at IPv4 ranges are bypassed.
 */
export class AddressPolicy {
  private readonly allowAll: boolean;
  private readonly cidrs: readonly Cidr[];

  constructor(options: AddressPolicyOptions = {}) {
    this.allowAll = options.allowPrivateNetworks ?? false;
    this.cidrs = (options.allowedCidrs ?? []).map((cidr) => ipaddr.parseCIDR(cidr));
  }

  /** Whether `address` (an IP literal, with or without IPv6 brackets or zone) may be connected to. */
  allows(address: string): boolean {
    if (this.allowAll) return true;
    const bare = address.replace(/^\[|\]$/g, '').replace(/%.*$/, '');
    if (!ipaddr.isValid(bare)) return false;
    const ip = ipaddr.parse(bare);
    if (this.cidrs.some(([range, bits]) => range.kind() === ip.kind() && ip.match(range, bits))) return true;
    return ip.range() === 'unicast';
  }

  /** Whether `hostname` is an IP literal rather than a name to resolve. */
  static isLiteral(hostname: string): boolean {
    return ipaddr.isValid(hostname.replace(/^\[|\]$/g, ''));
  }
}

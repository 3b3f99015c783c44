import ipaddr from 'ipaddr.js';
import { embeddedIPv4, isAddressLiteral, isPublicAddress, parseAddress } from '../../domain/shared/network-address.js';

/** Which network addresses an outgoing request may connect to. */
export interface AddressPolicyOptions {
  /** Every address allowed (development and tests, whose servers are on loopback). */
  readonly allowPrivateNetworks?: boolean;
  /** Non-public ranges (CIDR, IPv4 and IPv6 alike) allowed all the same: a deployment's own trusted services. */
  readonly allowedCidrs?: readonly string[];
}

type Cidr = [ipaddr.IPv4 | ipaddr.IPv6, number];

/**
 * Public addresses pass (the domain's `isPublicAddress`: no private, loopback, link-local,
 * reserved or broadcast address, nor an IPv6 form carrying one); so do the deployment's own
 * `allowedCidrs`, or everything when private networks are allowed. What does not parse as an
 * address is refused.
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
    const ip = parseAddress(address);
    if (ip === null) return false;
    if (this.inAllowedCidr(ip)) return true;
    return isPublicAddress(address);
  }

  /** Whether `hostname` is an IP literal rather than a name to resolve. */
  static isLiteral(hostname: string): boolean {
    return isAddressLiteral(hostname);
  }

  /** An IPv4-mapped address is matched as the IPv4 address it is; each range only against its own kind (`match` throws across kinds). */
  private inAllowedCidr(ip: ipaddr.IPv4 | ipaddr.IPv6): boolean {
    const candidates = ip.kind() === 'ipv6' && (ip as ipaddr.IPv6).isIPv4MappedAddress() ? [ip, embeddedIPv4(ip as ipaddr.IPv6)!] : [ip];
    return candidates.some((candidate) => this.cidrs.some(([range, bits]) => range.kind() === candidate.kind() && candidate.match(range, bits)));
  }
}

import ipaddr from 'ipaddr.js';

/**
 * Which IP addresses are public: the one rule behind every connection the service makes to a
 * place someone outside chose (webhooks, business websites, OAuth client metadata documents),
 * and behind refusing such a URL up front when its host is an address literal.
 *
 * Public means globally routable unicast. Refused: private, loopback, link-local (the cloud
 * metadata service), unique-local, multicast, broadcast, unspecified, carrier-grade NAT,
 * documentation, benchmarking and every other reserved range, and IPv6 outside 2000::/3. An IPv6
 * address that carries an IPv4 address (IPv4-mapped, IPv4-translated, IPv4-compatible, NAT64
 * `64:ff9b::/96`, 6to4 `2002::/16`) is judged by that IPv4 address: these forms reach it, and they
 * are how filters that only look at IPv4 ranges are bypassed. The local-use NAT64 prefix
 * `64:ff9b:1::/48` (where the IPv4 sits depends on the network) and Teredo `2001::/32` (it carries
 * an obfuscated client address) are refused whatever they carry.
 */
export function isPublicAddress(literal: string): boolean {
  const ip = parseAddress(literal);
  return ip !== null && isPublic(ip);
}

/** An IP literal (with or without IPv6 brackets, with or without a `%zone`) parsed; null when it is not one. */
export function parseAddress(literal: string): ipaddr.IPv4 | ipaddr.IPv6 | null {
  // A zone names the interface a link-local address is on; the address is what is judged.
  const bare = literal.replace(/^\[(.*)\]$/, '$1').replace(/%.*$/, '');
  if (bare === '' || !ipaddr.isValid(bare)) return null;
  return ipaddr.parse(bare);
}

/** Whether a URL's hostname (as `new URL` writes it: IPv6 in brackets) is an IP literal rather than a name. */
export const isAddressLiteral = (hostname: string): boolean => parseAddress(hostname) !== null;

/** The IPv4 address an IPv6 address carries and reaches (see isPublicAddress), or null. */
export function embeddedIPv4(ip: ipaddr.IPv6): ipaddr.IPv4 | null {
  const words = ip.parts;
  const last32 = () => new ipaddr.IPv4([words[6]! >> 8, words[6]! & 0xff, words[7]! >> 8, words[7]! & 0xff]);
  const zeros = (from: number, to: number) => words.slice(from, to).every((w) => w === 0);
  // ::ffff:a.b.c.d (mapped), ::ffff:0:a.b.c.d (translated), ::a.b.c.d (compatible, deprecated).
  if (zeros(0, 5) && words[5] === 0xffff) return last32();
  if (zeros(0, 4) && words[4] === 0xffff && words[5] === 0) return last32();
  if (zeros(0, 6)) return last32();
  // 64:ff9b::a.b.c.d, the well-known NAT64 prefix.
  if (words[0] === 0x64 && words[1] === 0xff9b && zeros(2, 6)) return last32();
  // 2002:aabb:ccdd::/48, 6to4: the IPv4 address follows the prefix.
  if (words[0] === 0x2002) return new ipaddr.IPv4([words[1]! >> 8, words[1]! & 0xff, words[2]! >> 8, words[2]! & 0xff]);
  return null;
}

const GLOBAL_UNICAST_V6 = ipaddr.parseCIDR('2000::/3');

function isPublic(ip: ipaddr.IPv4 | ipaddr.IPv6): boolean {
  if (ip.kind() === 'ipv4') return ip.range() === 'unicast';
  const v6 = ip as ipaddr.IPv6;
  const carried = embeddedIPv4(v6);
  if (carried !== null) return carried.range() === 'unicast';
  return v6.match(GLOBAL_UNICAST_V6) && v6.range() === 'unicast';
}

import * as E from 'fp-ts/lib/Either.js';
import { conflict, type AppError } from '../shared/errors.js';
import { isAddressLiteral } from '../shared/network-address.js';
import { domainView, parseHostname, type Domain, type DomainView } from './hostname.js';

/**
 * The host names no project may have as a custom domain, whatever it proves in DNS (issue 41):
 * a project's custom HTML served there would run on an origin that is not the project's own.
 */
export interface ReservedHostnames {
  /**
   * The names the service answers as itself: PUBLIC_BASE_URL's host (its origin holds every
   * signed-in person's token), and HOST and VOICE_STREAM_URL's host when they are names. Every
   * name under one is reserved too: a page there could set cookies for it (cookie tossing
   * against the OAuth consent's cookies). An address has no names under it.
   */
  readonly serviceHosts: readonly string[];
  /** SITES_DOMAIN: each project's site has its own host under it, and no name under it is another's. */
  readonly sitesDomain: string;
}

/**
 * A name as a stored custom domain spells it (parseHostname: lowercase, IDNA, no trailing dot),
 * or, for a name parseHostname refuses (one label such as `localhost`, an address), lowercase
 * without its trailing dot: either way, one spelling per name.
 */
function comparable(name: string): string {
  const parsed = parseHostname(name);
  return E.isRight(parsed) ? parsed.right : name.trim().toLowerCase().replace(/\.$/, '');
}

const isAtOrUnder = (name: string, parent: string): boolean => name === parent || name.endsWith(`.${parent}`);

/**
 * Why `hostname` can be no project's custom domain (a 409 naming the reason), or null when it
 * can. Asked when a domain is added, when it is verified, whenever a request's host is looked up
 * among the verified domains, and wherever a project's verified domains are named (servedDomains),
 * so a name stored before the rule (or before the configuration changed) is never used.
 * A service host itself is named as such; then SITES_DOMAIN's rule, which also covers the names
 * under a service host when SITES_DOMAIN is one of them (`sites.example.com` under `example.com`);
 * then every other name under a service host.
 */
export function reservedHostnameProblem(hostname: string, reserved: ReservedHostnames): AppError | null {
  const name = comparable(hostname);
  const serviceHosts = reserved.serviceHosts.map(comparable);
  if (serviceHosts.includes(name)) return conflict(`The domain ${name} is reserved for the service`);
  const sitesDomain = comparable(reserved.sitesDomain);
  if (isAtOrUnder(name, sitesDomain)) {
    return conflict(`The domain ${name} is reserved for the projects' sites (${sitesDomain} and every name under it)`);
  }
  const parent = serviceHosts.find((host) => !isAddressLiteral(host) && isAtOrUnder(name, host));
  return parent === undefined ? null : conflict(`The domain ${name} is reserved for the service (${parent} and every name under it)`);
}

/**
 * The domains a project's site is served on: its verified ones whose names are not reserved.
 * Whatever names a project's domains (canonical addresses, the live agent's frame-ancestors, the
 * settings fingerprint) reads them through this, as the host lookup asks reservedHostnameProblem.
 */
export const servedDomains = <D extends Pick<Domain, 'hostname' | 'status'>>(domains: readonly D[], reserved: ReservedHostnames): D[] =>
  domains.filter((domain) => domain.status === 'verified' && reservedHostnameProblem(domain.hostname, reserved) === null);

/**
 * A domain as the project's list shows it: `reserved` rather than its stored status when its name
 * is reserved (stored before the rule or before the configuration changed), since no site is
 * served there and it cannot be verified; only removing it is left.
 */
export const listedDomainView = (domain: Domain, reserved: ReservedHostnames): DomainView =>
  domainView(domain, reservedHostnameProblem(domain.hostname, reserved) === null ? domain.status : 'reserved');

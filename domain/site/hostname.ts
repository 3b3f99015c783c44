import * as E from 'fp-ts/lib/Either.js';
import * as t from 'io-ts';
import { invalid, type AppError } from '../shared/errors.js';
import { withSchemaHint } from '../shared/schema-hints.js';

interface HostnameBrand {
  readonly Hostname: unique symbol;
}
/** A DNS name in its ASCII (IDNA) form, lowercase, without a trailing dot, port or address. */
export type Hostname = string & HostnameBrand;

const LABEL = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/;
const SHAPE = 'a domain name such as www.example.com (no scheme, port or path; not an IP address)';
const RULE = `hostname must be ${SHAPE}`;

/**
 * Normalises a hostname as browsers do: lowercase and IDNA (`bücher.example` becomes
 * `xn--bcher-kva.example`, through the WHATWG URL parser). Refuses ports, paths, IP addresses
 * (v4 in any spelling the parser accepts, and v6) and single-label names.
 */
export function parseHostname(raw: unknown): E.Either<AppError, Hostname> {
  if (typeof raw !== 'string') return E.left(invalid(RULE));
  const trimmed = raw.trim().replace(/\.$/, '');
  // A colon is a port or an IPv6 address; the rest are parts of a URL, not of a name.
  if (trimmed === '' || trimmed.length > 253 || /[:/?#@\\\s[\]]/.test(trimmed)) return E.left(invalid(RULE));
  let ascii: string;
  try {
    ascii = new URL(`http://${trimmed}/`).hostname;
  } catch {
    return E.left(invalid(RULE));
  }
  const labels = ascii.split('.');
  const isIpv4 = labels.length === 4 && labels.every((l) => /^\d+$/.test(l));
  const valid = !isIpv4 && ascii.length <= 253 && labels.length >= 2 && labels.every((l) => LABEL.test(l)) && !/^\d+$/.test(labels[labels.length - 1]!);
  return valid ? E.right(ascii as Hostname) : E.left(invalid(RULE));
}

/** A hostname at the boundary: decodes to its normalised form (see parseHostname). */
export const HostnameCodec = withSchemaHint(
  new t.Type<Hostname, string, unknown>(
    SHAPE,
    (u): u is Hostname => {
      const parsed = parseHostname(u);
      return E.isRight(parsed) && parsed.right === u;
    },
    (u, c) => {
      const parsed = parseHostname(u);
      return E.isRight(parsed) ? t.success(parsed.right) : t.failure(u, c);
    },
    t.identity,
  ),
  { type: 'string', minLength: 1, maxLength: 253 },
);

/** Where the TXT record proving control of `hostname` must be published. */
export const verificationRecordName = (hostname: string): string => `_content-service.${hostname}`;

export type DomainStatus = 'pending' | 'verified';

export interface Domain {
  readonly project_id: string;
  readonly hostname: Hostname;
  readonly status: DomainStatus;
  /** The value the TXT record must hold. */
  readonly verification_value: string;
  readonly created_at: string;
  readonly verified_at: string | null;
}

/**
 * A domain's status as the API shows it: the stored one, or `reserved` when the configuration
 * reserves its name (listedDomainView, domain/site/reserved-hostnames.ts).
 */
type ShownDomainStatus = DomainStatus | 'reserved';

/** A domain as the API shows it. */
export const domainView = (domain: Domain, status: ShownDomainStatus = domain.status) => ({
  hostname: domain.hostname,
  status,
  verification: { type: 'TXT' as const, name: verificationRecordName(domain.hostname), value: domain.verification_value },
  created_at: domain.created_at,
  verified_at: domain.verified_at,
});
export type DomainView = ReturnType<typeof domainView>;

import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import type { Readable } from 'node:stream';
import { createBrotliDecompress, createGunzip, createInflate } from 'node:zlib';
import {
  MAX_REDIRECTS,
  type GuardedFailure,
  type GuardedFailureReason,
  type GuardedFetch,
  type GuardedOutcome,
  type GuardedRequest,
} from '../../application/shared/guarded-fetch.js';
import { AddressPolicy, type AddressPolicyOptions } from './address-policy.js';

/** Resolves a host name to every address it has (the default is the system resolver). */
export type Resolver = (hostname: string) => Promise<readonly LookupAddress[]>;

export interface GuardedFetchOptions extends AddressPolicyOptions {
  /** Ports a URL may name; `any` with private networks allowed (test servers listen anywhere). */
  readonly allowedPorts?: readonly number[] | 'any';
  readonly resolve?: Resolver;
  readonly userAgent?: string;
  /**
   * A sentence added to every refusal of an address or a port: in development, the setting that
   * allows them, so a local trial's loopback receiver is not refused without a word of why.
   */
  readonly refusalHint?: string | null;
}

const systemResolver: Resolver = (hostname) =>
  new Promise((resolve, reject) => dnsLookup(hostname, { all: true, verbatim: true }, (error, addresses) => (error ? reject(error) : resolve(addresses))));

/** Raised inside the connection's lookup when a resolved address is not allowed. */
class RefusedAddress extends Error {}

const REDIRECTS = new Set([301, 302, 303, 307, 308]);
const DEFAULTS = { timeoutMs: 10_000, maxBytes: 2 * 1024 * 1024 };

const fail = (kind: GuardedFailure['kind'], reason: GuardedFailureReason, message: string): GuardedFailure => ({ kind, reason, message });

/**
 * The SSRF-safe fetch (see the `GuardedFetch` port). The address check runs inside the
 * socket's own DNS lookup, so the address checked is the address connected to: a name that
 * resolves to a public address when checked and to a private one a moment later (DNS
 * rebinding) cannot slip through. IP literals, which sockets do not look up, are checked
 * first; redirects are followed here, one hop at a time, each checked like the first.
 */
export class NodeGuardedFetch implements GuardedFetch {
  private readonly policy: AddressPolicy;
  private readonly ports: readonly number[] | 'any';
  private readonly resolve: Resolver;
  private readonly userAgent: string;
  private readonly hint: string;
  // Own agents without keep-alive: a pooled socket opened by other code could skip our lookup.
  private readonly agents = { http: new http.Agent({ keepAlive: false }), https: new https.Agent({ keepAlive: false }) };

  constructor(options: GuardedFetchOptions = {}) {
    this.policy = new AddressPolicy(options);
    this.ports = options.allowedPorts ?? [80, 443];
    this.resolve = options.resolve ?? systemResolver;
    this.userAgent = options.userAgent ?? 'content-service';
    this.hint = (options.refusalHint ?? null) === null ? '' : `. ${options.refusalHint}`;
  }

  async fetch(url: string, request: GuardedRequest = {}): Promise<GuardedOutcome> {
    const maxRedirects = Math.min(Math.max(request.maxRedirects ?? MAX_REDIRECTS, 0), MAX_REDIRECTS);
    const deadline = AbortSignal.timeout(request.timeoutMs ?? DEFAULTS.timeoutMs);
    let current = url;
    let method = request.method ?? 'GET';
    let body = request.body;
    let headers = { ...request.headers };
    for (let hop = 0; ; hop += 1) {
      const target = this.check(current);
      if ('kind' in target) return target;
      let response: IncomingMessage;
      try {
        response = await this.send(target, method, headers, body, deadline);
      } catch (error) {
        return this.failureOf(error, deadline);
      }
      const location = response.headers.location;
      if (!REDIRECTS.has(response.statusCode ?? 0) || location === undefined || maxRedirects === 0) {
        return this.read(response, target.href, request, deadline);
      }
      response.resume();
      if (hop >= maxRedirects) return fail('refused', 'redirects', `more than ${maxRedirects} redirects`);
      const next = new URL(location, target);
      // Credentials never follow a redirect to another origin.
      if (next.origin !== target.origin) headers = Object.fromEntries(Object.entries(headers).filter(([k]) => !/^(authorization|cookie)$/i.test(k)));
      if (response.statusCode === 303 || ((response.statusCode === 301 || response.statusCode === 302) && method === 'POST')) {
        method = 'GET';
        body = undefined;
      }
      current = next.href;
    }
  }

  /** The URL's own checks: what can be refused before any connection. */
  private check(raw: string): URL | GuardedFailure {
    let url: URL;
    try {
      url = new URL(raw);
    } catch {
      return fail('refused', 'invalid_url', 'not a valid URL');
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return fail('refused', 'scheme', `${url.protocol.replace(':', '')} URLs are not fetched`);
    if (url.username !== '' || url.password !== '') return fail('refused', 'credentials', 'URLs with credentials are not fetched');
    const port = url.port === '' ? (url.protocol === 'https:' ? 443 : 80) : Number(url.port);
    if (this.ports !== 'any' && !this.ports.includes(port)) return fail('refused', 'port', `port ${port} is not allowed${this.hint}`);
    if (AddressPolicy.isLiteral(url.hostname) && !this.policy.allows(url.hostname))
      return fail('refused', 'address', `${url.hostname} is not a public address${this.hint}`);
    return url;
  }

  private send(url: URL, method: string, headers: Record<string, string>, body: string | undefined, signal: AbortSignal): Promise<IncomingMessage> {
    const secure = url.protocol === 'https:';
    return new Promise((resolve, reject) => {
      const req = (secure ? https : http).request(url, {
        method,
        agent: secure ? this.agents.https : this.agents.http,
        lookup: this.lookup,
        signal,
        headers: { 'user-agent': this.userAgent, 'accept-encoding': 'gzip, deflate, br', ...headers },
      });
      req.on('response', resolve);
      req.on('error', reject);
      req.end(body);
    });
  }

  /** The connection's DNS lookup: every address of the name must be allowed, or none is used. */
  private readonly lookup: LookupFunction = (hostname, options, callback) => {
    this.resolve(hostname).then(
      (addresses) => {
        const refused = addresses.find((a) => !this.policy.allows(a.address));
        if (addresses.length === 0) return callback(Object.assign(new Error(`${hostname} has no address`), { code: 'ENOTFOUND' }), '', 4);
        if (refused !== undefined) return callback(new RefusedAddress(`${hostname} resolves to ${refused.address}, which is not a public address`), '', 4);
        if (options.all) return (callback as unknown as (e: null, all: readonly LookupAddress[]) => void)(null, addresses);
        const first = options.family === 6 || options.family === 4 ? (addresses.find((a) => a.family === options.family) ?? addresses[0]!) : addresses[0]!;
        callback(null, first.address, first.family);
      },
      (error: NodeJS.ErrnoException) => callback(error, '', 4),
    );
  };

  private failureOf(error: unknown, deadline: AbortSignal): GuardedFailure {
    if (error instanceof RefusedAddress) return fail('refused', 'address', `${error.message}${this.hint}`);
    if (deadline.aborted) return fail('failed', 'timeout', 'the site took too long to answer');
    const code = (error as { code?: unknown }).code;
    return fail('failed', 'network', typeof code === 'string' ? `network error ${code}` : 'network error');
  }

  private async read(response: IncomingMessage, url: string, request: GuardedRequest, deadline: AbortSignal): Promise<GuardedOutcome> {
    const status = response.statusCode ?? 0;
    const [type = '', ...params] = (response.headers['content-type'] ?? '').split(';');
    const contentType = type.trim().toLowerCase();
    const charset = params.map((p) => p.trim().match(/^charset="?([^";]+)"?$/i)?.[1]).find((c) => c !== undefined) ?? null;
    const allowed = request.contentTypes ?? 'any';
    if (status >= 200 && status < 300 && allowed !== 'any' && !allowed.includes(contentType)) {
      response.destroy();
      return fail('failed', 'content_type', `the answer is ${contentType === '' ? 'untyped' : contentType}, not ${allowed.join(' or ')}`);
    }
    const maxBytes = request.maxBytes ?? DEFAULTS.maxBytes;
    if (Number(response.headers['content-length'] ?? 0) > maxBytes) {
      response.destroy();
      return fail('failed', 'too_large', `the answer is larger than ${maxBytes} bytes`);
    }
    const body = await readLimited(decoded(response), maxBytes).catch((error: unknown) => error);
    if (body === TOO_LARGE) {
      response.destroy();
      return fail('failed', 'too_large', `the answer is larger than ${maxBytes} bytes`);
    }
    if (!(body instanceof Uint8Array)) return this.failureOf(body, deadline);
    const headers = Object.fromEntries(Object.entries(response.headers).map(([k, v]) => [k, Array.isArray(v) ? v.join(', ') : (v ?? '')]));
    return { kind: 'response', status, url, headers, contentType, charset, body };
  }
}

const TOO_LARGE = Symbol('too large');

/** The body as sent, decompressed: the size limit applies to what is decoded (no zip bombs). */
function decoded(response: IncomingMessage): Readable {
  switch ((response.headers['content-encoding'] ?? '').trim().toLowerCase()) {
    case 'gzip':
    case 'x-gzip':
      return response.pipe(createGunzip());
    case 'deflate':
      return response.pipe(createInflate());
    case 'br':
      return response.pipe(createBrotliDecompress());
    default:
      return response;
  }
}

async function readLimited(stream: Readable, maxBytes: number): Promise<Uint8Array | typeof TOO_LARGE> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > maxBytes) {
      stream.destroy();
      return TOO_LARGE;
    }
    chunks.push(chunk);
  }
  return new Uint8Array(Buffer.concat(chunks));
}

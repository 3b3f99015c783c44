import { LIVE_NEEDS_USER, VISITOR_TOKEN_EXPIRED, VISITOR_TOKEN_INVALID, VISITOR_TOKEN_OTHER_PROJECT } from '../../../application/live/live-access.js';
import { NEEDS_USER, PROJECT_NOT_FOUND } from '../../../application/projects/project-access.js';
import { capabilityRule } from '../../../domain/identity/capabilities.js';
import { NOT_A_MEMBER, NOT_PROVISIONED, PUBLIC_ACCESS_OFF, VOICE_DISABLED } from '../../../domain/live/live-access.js';
import type { ProtectedResource } from '../../../domain/oauth/resources.js';
import { forbidden, trialExpired } from '../../../domain/shared/errors.js';
import { TOO_MANY_AUTH_FAILURES } from '../middleware/auth-failure-limit.js';
import { BODY_LIMIT_BYTES } from '../middleware/json-body.js';
import type { JsonSchema } from '../../mcp/json-schema.js';
import { ErrorBody } from '../response-codecs.js';
import { projectAccessOf, type Access, type BodySchema, type Refusal } from '../routing/operation-doc.js';
import { RATE_RULES, type RateRuleName } from '../routing/rate-limits.js';

/** What the route table does before (and around) an operation: every refusal below follows from it. */
export interface OperationFacts {
  /** Who may call it; undefined: no credential needed. */
  readonly access: Access | undefined;
  readonly resource: ProtectedResource;
  /** Counted by the 401-flood limit. */
  readonly limited: boolean;
  readonly rateLimit: RateRuleName | undefined;
  /** Reads a JSON body under the 1 MB limit. */
  readonly jsonBody: boolean;
  /** Decodes a body, a query or headers (each refused with 400 naming the field). */
  readonly decodesInput: boolean;
  /** The path's parameters, by name. */
  readonly pathParams: readonly string[];
}

const code = (message: string) => `\`${message}\``;

/**
 * The refusals an operation can answer because of how it is declared: bad input and headers
 * (400), credentials (401, 403), the project and the path's resources (404), the JSON body's
 * limits (413, 415), the per-IP limits (429), the identity provider's keys (503).
 */
export function derivedRefusals(facts: OperationFacts): Refusal[] {
  const refusals: Refusal[] = [];
  const { access } = facts;
  if (facts.decodesInput || access !== undefined) {
    refusals.push({
      status: 400,
      when:
        (facts.decodesInput ? 'A field, parameter or header is missing or invalid: the message names it.' : '') +
        (access !== undefined ? `${facts.decodesInput ? ' Or a' : 'A'} credential header is sent twice, or both a bearer token and an API key are sent.` : ''),
    });
  }
  if (access !== undefined) {
    const liveOnly =
      access === 'live speaker'
        ? ` Live voice takes a user's ID token (${code(LIVE_NEEDS_USER)}), or a visitor token on a project open to the public ` +
          `(${code(VISITOR_TOKEN_INVALID)}, ${code(VISITOR_TOKEN_EXPIRED)}, ${code(VISITOR_TOKEN_OTHER_PROJECT)}); none at all only to start a public session.`
        : '';
    refusals.push({ status: 401, when: `No credential, or one that is invalid, expired or revoked.${liveOnly}` });
    const forbiddenWhen = forbiddenOf(access);
    if (forbiddenWhen !== null) refusals.push({ status: 403, when: forbiddenWhen });
  }
  const projectScoped = access !== undefined && (projectAccessOf(access) !== null || access === 'live speaker');
  const namesResources = facts.pathParams.some((name) => name !== 'projectId');
  if (projectScoped || namesResources) {
    const parts = [
      // Live voice tells a non-member so (403, the specification's message); everywhere else a non-member is told nothing.
      ...(projectScoped && access === 'live speaker' ? [`the project does not exist (${code(PROJECT_NOT_FOUND)})`] : []),
      ...(projectScoped && access !== 'live speaker'
        ? [`the project does not exist or the caller is not a member of it (${code(PROJECT_NOT_FOUND)}: its existence is not revealed)`]
        : []),
      ...(namesResources ? ['what the path names does not exist'] : []),
    ];
    refusals.push({ status: 404, when: `${capitalised(parts.join(', or '))}.` });
  }
  if (facts.jsonBody) {
    refusals.push({ status: 413, when: `The body is over ${BODY_LIMIT_BYTES / (1024 * 1024)} MB.` });
    refusals.push({ status: 415, when: 'The body is not JSON (`Content-Type: application/json`).' });
  }
  if (facts.rateLimit !== undefined) {
    const rule = RATE_RULES[facts.rateLimit];
    refusals.push({ status: 429, when: `Over ${rule.limit} requests from one IP address in any ${rule.windowMs / 1000} seconds.` });
  }
  if (facts.limited) {
    refusals.push({
      status: 429,
      when: `After 10 answers of 401 to one IP address within a minute, its requests are refused until the minute has passed (${code(TOO_MANY_AUTH_FAILURES)}).`,
    });
  }
  refusals.push({
    status: 500,
    when: 'Something broke on the server: the body says nothing more (`Internal server error`); the log has the details under the `x-request-id`.',
  });
  // Every credential check that takes an ID token may need the provider's keys (`/mcp` takes none).
  if (access !== undefined && facts.resource !== 'mcp') {
    refusals.push({ status: 503, when: "The identity provider's signing keys could not be fetched to check an ID token." });
  }
  return refusals;
}

function forbiddenOf(access: Access): string | null {
  switch (access) {
    case 'any caller':
      return null;
    case 'signed-in user':
      return `An API key (${code(NEEDS_USER)}) or an OAuth client (${code(forbidden().message)}): this needs the user signed in themselves.`;
    case 'live speaker':
      return (
        `The user is not a member of the project (${code(NOT_A_MEMBER)}), is not provisioned (${code(NOT_PROVISIONED)}), ` +
        `the voice module is off (${code(VOICE_DISABLED)}), or the trial has ended (${code(trialExpired().message)}); ` +
        `for a visitor, the owner closed the agent to the public (${code(PUBLIC_ACCESS_OFF)}).`
      );
  }
  const { capability, mode } = projectAccessOf(access)!;
  const { role, clientScope } = capabilityRule(capability);
  const reasons = [
    ...(role !== 'member' ? [`the caller's role is below ${role} (${code(forbidden().message)})`] : []),
    clientScope === null
      ? `an OAuth client: this is the people's own work, whatever its scopes (${code(forbidden().message)})`
      : `an OAuth client without \`${clientScope}\` (${code(forbidden().message)})`,
    ...(mode === 'write' ? [`the project's trial has ended (${code(trialExpired().message)})`] : []),
  ];
  return `${capitalised(reasons.join(', or '))}.`;
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** An OpenAPI Response Object, as this description writes them. */
export interface Response {
  readonly description: string;
  readonly headers?: Readonly<Record<string, { readonly description: string; readonly required?: boolean; readonly schema: JsonSchema }>>;
  readonly content?: Readonly<Record<string, { schema: JsonSchema }>>;
}

const RETRY_AFTER = { 'Retry-After': { description: 'Seconds to wait before trying again.', required: true, schema: { type: 'integer', minimum: 0 } } };
const WWW_AUTHENTICATE = { 'WWW-Authenticate': { description: 'The authentication scheme (`Bearer`).', required: true, schema: { type: 'string' } } };

/**
 * Refusals grouped by status, each status one response: every case it covers in its
 * description, the body's shape (one of several when refusals differ), `Retry-After` on a 429.
 * A status the operation describes itself (`described`) is left as it is.
 */
export function refusalResponses(
  refusals: readonly Refusal[],
  described: Readonly<Record<string, unknown>>,
  schemaOf: (body: BodySchema) => JsonSchema,
): Record<string, Response> {
  const byStatus = new Map<number, Refusal[]>();
  for (const refusal of refusals) {
    if (String(refusal.status) in described) continue;
    byStatus.set(refusal.status, [...(byStatus.get(refusal.status) ?? []), refusal]);
  }
  const responses: Record<string, Response> = {};
  for (const status of [...byStatus.keys()].sort()) {
    const cases = byStatus.get(status)!;
    const bodies = [...new Set(cases.map((refusal) => refusal.body ?? ErrorBody))].map(schemaOf);
    responses[String(status)] = {
      description: cases.length === 1 ? cases[0]!.when : cases.map((refusal) => `- ${refusal.when}`).join('\n'),
      ...(status === 429 ? { headers: RETRY_AFTER } : status === 401 ? { headers: WWW_AUTHENTICATE } : {}),
      content: { 'application/json': { schema: bodies.length === 1 ? bodies[0]! : { anyOf: bodies } } },
    };
  }
  return responses;
}

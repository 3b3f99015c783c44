import type * as t from 'io-ts';
import type { AccessMode } from '../../../application/projects/project-access.js';
import type { Capability } from '../../../domain/identity/capabilities.js';
import type { JsonSchema } from '../../mcp/json-schema.js';

/**
 * Who may call a route, as its use case enforces it. The API description derives from it the
 * operation's accepted credentials and the refusals (403) it documents;
 * test/http/openapi/declared-access.test.ts checks every declaration against its use case.
 */
export type Access =
  /** Any credential: an ID token, an OAuth access token, or a project's API key. */
  | 'any caller'
  /** The user signed in themselves (an ID token): API keys and OAuth clients are refused. */
  | 'signed-in user'
  /**
   * Live voice: a provisioned member of the project named in `x-project-id` (their ID token),
   * or, on a project open to the public, a visitor (its visitor token; none to start).
   */
  | 'live speaker'
  /**
   * Project work: the capability the use case asks `ProjectAccess` for (domain/identity/capabilities.ts
   * says who has it), and whether it writes (`write`: refused on an expired trial).
   */
  | ProjectAccessDeclaration;

type ProjectAccessDeclaration = `${Capability} (${AccessMode})`;

/** The capability and mode of a project access declaration, or null for the other kinds of access. */
export function projectAccessOf(access: Access): { readonly capability: Capability; readonly mode: AccessMode } | null {
  const match = /^([a-z_]+) \((read|write)\)$/.exec(access);
  return match === null ? null : { capability: match[1] as Capability, mode: match[2] as AccessMode };
}

/** A body no io-ts codec describes (HTML, an image, TwiML) is described by a JSON Schema. */
export type BodySchema = t.Mixed | JsonSchema;

/**
 * An answer beyond those every route of its kind documents (those are derived: 400 for bad
 * input, 401, 403 from its access, 404 for a project or a path's resource, 413 and 415 for a
 * body, 429 when limited): a route's own 409s, a 500 it can report, a 503.
 */
export interface Refusal {
  readonly status: number;
  /** When it happens, as a sentence. */
  readonly when: string;
  /** The body's codec when it carries more than `{ error }` (`current_revision`, `found`). */
  readonly body?: t.Mixed;
}

export interface HeaderDoc {
  readonly description: string;
  readonly schema?: JsonSchema;
  readonly required?: boolean;
}

/** One answer of a hand-written route. */
export interface ResponseDoc {
  readonly description: string;
  /** Media type → the body's shape. */
  readonly content?: Readonly<Record<string, BodySchema>>;
  readonly headers?: Readonly<Record<string, HeaderDoc>>;
}

export interface ParameterDoc {
  readonly name: string;
  readonly in: 'query' | 'header' | 'path';
  readonly description: string;
  readonly required?: boolean;
  readonly schema?: JsonSchema;
}

/**
 * The description of an operation a hand-written route answers (use-case routes are described
 * from their declaration alone). A route on a wildcard path documents the concrete paths it
 * serves, one `HandlerDoc` each, with `path` (in OpenAPI form: `/oauth/token`).
 */
export interface HandlerDoc {
  readonly operationId: string;
  readonly summary: string;
  readonly description?: string;
  /** The documented path when it is not the route's own. */
  readonly path?: string;
  /** Who may call it, when the route authenticates. */
  readonly access?: Access;
  /**
   * The credential of a route that checks one of its own (`auth: false`, as `GET /metrics` its
   * scrape token): the security scheme's name (adapters/http/openapi/security.ts).
   */
  readonly ownCredential?: 'MetricsToken';
  readonly parameters?: readonly ParameterDoc[];
  readonly requestBody?: { readonly description?: string; readonly required: boolean; readonly content: Readonly<Record<string, BodySchema>> };
  /** Its answers by status (`2XX` for any success); derived refusals are added unless listed here. */
  readonly responses: Readonly<Record<string, ResponseDoc>>;
  readonly refusals?: readonly Refusal[];
}

/** The JSON body of a hand-written route's answer or request. */
export const json = (schema: BodySchema): Readonly<Record<string, BodySchema>> => ({ 'application/json': schema });

/** Bytes of any kind (an image, a chunk of an upload). */
export const BINARY: JsonSchema = { type: 'string', format: 'binary' };

/** An HTML page. */
export const HTML: Readonly<Record<string, BodySchema>> = { 'text/html': { type: 'string' } };

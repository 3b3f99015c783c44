import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import FindMyWay from 'find-my-way';
import { buildOpenApiDocument, type OpenApiDocument } from '../../adapters/http/openapi/document.js';
import { ROUTE_GROUPS } from '../../adapters/http/routes.js';

// ajv-formats is CommonJS: its default export arrives wrapped under ESM.
const addFormats = ((addFormatsModule as unknown as { default?: typeof addFormatsModule }).default ?? addFormatsModule) as unknown as (ajv: Ajv2020) => void;

type Json = Record<string, any>;

/** What a test saw of a response. */
export interface SeenResponse {
  readonly method: string;
  /** The path, without the query string. */
  readonly path: string;
  readonly status: number;
  readonly headers: Headers;
  /** The body as text ('' when there was none). */
  readonly text: string;
}

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch'] as const;

/**
 * The API description (`buildOpenApiDocument`, as `GET /openapi.json` serves it) as a judge of
 * real responses: every HTTP test's answers are checked against the operation the description
 * gives its method and path, with ajv (JSON Schema 2020-12). An answer is refused when its
 * status is not documented, its body does not match the documented shape, its media type is not
 * one documented, a required header is missing, or a JSON answer lacks `X-Content-Type-Options: nosniff`.
 *
 * The shapes are checked strictly: an object may hold no property its schema does not name
 * (the published description leaves objects open, so clients tolerate fields added later; the
 * tests hold the server to exactly what it says).
 */
export class ApiDescription {
  private readonly ajv = new Ajv2020({ strict: false, allErrors: true });
  private readonly router = FindMyWay();
  private readonly validators = new Map<string, ValidateFunction>();
  private readonly strict: Json;

  constructor(readonly document: OpenApiDocument) {
    addFormats(this.ajv);
    this.ajv.addFormat('binary', true);
    this.strict = closed(structuredClone(document) as Json);
    this.ajv.addSchema({ $id: 'api', components: { schemas: this.strict.components.schemas } });
    for (const [path, item] of Object.entries(this.strict.paths as Json)) {
      for (const method of METHODS) {
        const operation = (item as Json)[method];
        if (operation === undefined) continue;
        this.router.on(method.toUpperCase() as 'GET', routePattern(path, operation), () => undefined, { path, method });
      }
    }
  }

  /** What is wrong with a response (nothing: an empty list). */
  problemsOf(seen: SeenResponse): string[] {
    const label = `${seen.method} ${seen.path} → ${seen.status}`;
    const found = this.operationAt(seen.method, seen.path) ?? (seen.method === 'HEAD' ? this.operationAt('GET', seen.path) : null);
    if (found === null) return this.unmatchedProblems(seen, label);
    const { path, method } = found.store as { path: string; method: string };
    const operation = this.operationOf(found);
    const documented = operation.responses[String(seen.status)] ?? operation.responses[`${String(seen.status)[0]}XX`];
    if (documented === undefined) return [`${label}: status not documented for ${method.toUpperCase()} ${path} (${seen.text.slice(0, 200)})`];
    const response = this.resolved(documented);
    return [...this.headerProblems(response, seen, label), ...this.bodyProblems(response, seen, label, `${method} ${path} ${seen.status}`)];
  }

  /** What is wrong with a webhook's body (nothing: an empty list). */
  webhookProblemsOf(type: string, raw: string): string[] {
    const operation = this.strict.webhooks[type]?.post;
    if (operation === undefined) return [`webhook ${type}: not described`];
    const schema = operation.requestBody.content['application/json'].schema;
    const validate = this.validatorOf(`webhook ${type}`, schema);
    return validate(JSON.parse(raw)) ? [] : [`webhook ${type}: ${this.ajv.errorsText(validate.errors)} in ${raw.slice(0, 500)}`];
  }

  /**
   * The operation of a method and path, as the route table finds it: a path with a trailing
   * slash is the path without it (`/sites/{projectId}/` is the site's root, a path of its own).
   */
  private operationAt(method: string, path: string) {
    return this.router.find(method as 'GET', path) ?? (path.length > 1 && path.endsWith('/') ? this.router.find(method as 'GET', path.slice(0, -1)) : null);
  }

  /**
   * No operation has this method and path: the route table's 404, or its 405 (204 for OPTIONS)
   * for a path another method has. A route that exists only in some configurations
   * (`x-only-when`) may be absent: its path is then a 404 for every method.
   */
  private unmatchedProblems(seen: SeenResponse, label: string): string[] {
    const others = METHODS.map((method) => this.operationAt(method.toUpperCase(), seen.path)).filter((found) => found !== null);
    const conditional = others.length > 0 && others.every((found) => this.operationOf(found)['x-only-when'] !== undefined);
    const expected = others.length === 0 ? [404] : [...(conditional ? [404] : []), seen.method === 'OPTIONS' ? 204 : 405];
    if (!expected.includes(seen.status)) return [`${label}: no operation has this method and path, so the answer must be ${expected.join(' or ')}`];
    if (seen.status === 204) return [];
    return this.bodyProblems({ content: { 'application/json': { schema: { $ref: 'api#/components/schemas/Error' } } } }, seen, label, 'unmatched');
  }

  private operationOf(found: { store: unknown }): Json {
    const { path, method } = found.store as { path: string; method: string };
    return this.strict.paths[path][method] as Json;
  }

  private headerProblems(response: Json, seen: SeenResponse, label: string): string[] {
    return Object.entries((response.headers ?? {}) as Json)
      .filter(([name, header]) => header.required === true && !seen.headers.has(name))
      .map(([name]) => `${label}: header ${name} is missing`);
  }

  private bodyProblems(response: Json, seen: SeenResponse, label: string, key: string): string[] {
    const content = response.content as Json | undefined;
    const type = (seen.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
    if (seen.text === '' || seen.method === 'HEAD' || seen.status === 304) return [];
    if (content === undefined) {
      // Koa writes the status text (text/plain) for an answer given no body of its own; a redirect's body is only a courtesy.
      return type === 'text/plain' || (seen.status >= 300 && seen.status < 400)
        ? []
        : [`${label}: documented without a body, but answered ${type}: ${seen.text.slice(0, 200)}`];
    }
    const mediaType = Object.keys(content).find((documented) => matchesMediaType(documented, type));
    if (mediaType === undefined) return [`${label}: answered ${type || 'no content type'}, documented ${Object.keys(content).join(', ')}`];
    if (!/json$/.test(mediaType)) return [];
    // A browser must never read a JSON answer as anything else (an error that echoes input as HTML, say).
    if (seen.headers.get('x-content-type-options') !== 'nosniff') return [`${label}: a JSON answer without X-Content-Type-Options: nosniff`];
    // JSON lines: each line is one value of the documented shape.
    const texts = mediaType === 'application/x-ndjson' ? seen.text.split('\n').filter((line) => line !== '') : [seen.text];
    const validate = this.validatorOf(`${key} ${mediaType}`, content[mediaType].schema);
    for (const text of texts) {
      let body: unknown;
      try {
        body = JSON.parse(text);
      } catch {
        return [`${label}: the body is not JSON: ${text.slice(0, 200)}`];
      }
      if (!validate(body)) return [`${label}: ${this.ajv.errorsText(validate.errors)} in ${JSON.stringify(body).slice(0, 800)}`];
    }
    return [];
  }

  private validatorOf(key: string, schema: Json): ValidateFunction {
    let validate = this.validators.get(key);
    if (validate === undefined) {
      validate = this.ajv.compile(schema);
      this.validators.set(key, validate);
    }
    return validate;
  }

  private resolved(response: Json): Json {
    const ref = response.$ref as string | undefined;
    return ref === undefined ? response : this.strict.components.responses[ref.split('/').pop()!];
  }
}

/** `/sites/{projectId}/{sitePath}` → find-my-way's `/sites/:projectId/*` (a multi-segment parameter is its wildcard). */
function routePattern(path: string, operation: Json): string {
  const multi = new Set(((operation.parameters ?? []) as Json[]).filter((p) => p['x-multi-segment'] === true).map((p) => p.name as string));
  return path.replace(/\{([^}]+)\}/g, (_all, name: string) => (multi.has(name) ? '*' : `:${name}`));
}

function matchesMediaType(documented: string, actual: string): boolean {
  if (documented === actual) return true;
  if (documented.endsWith('/*')) return actual.startsWith(documented.slice(0, -1));
  // JavaScript is sent as text/javascript or application/javascript alike.
  return documented === 'text/javascript' && actual === 'application/javascript';
}

/**
 * The document with every object schema closed: no property its schema does not name. A
 * composition (`allOf`) is closed as a whole (`unevaluatedProperties`), never its parts, which
 * each name only some of the properties; `$ref`s point into the `api` schema the validator holds.
 */
function closed(document: Json): Json {
  closeObjects(document.components.schemas);
  closeObjects(document.components.responses);
  closeObjects(document.paths);
  closeObjects(document.webhooks);
  return document;
}

/** Closes every object schema inside `node`, in place (see `closed`); MCP tests close outputSchemas with it. */
export function closeObjects(node: unknown): void {
  // `part`: the node is a part of an `allOf` (directly, or through the `anyOf` of one), seen whole by its `allOf` only.
  const visit = (node: unknown, part: boolean): void => {
    if (Array.isArray(node)) return node.forEach((item) => visit(item, part));
    if (typeof node !== 'object' || node === null) return;
    const schema = node as Json;
    if (typeof schema.$ref === 'string' && schema.$ref.startsWith('#/components/schemas/')) schema.$ref = `api${schema.$ref}`;
    if (schema.properties !== undefined && schema.additionalProperties === undefined && !part) schema.additionalProperties = false;
    if (Array.isArray(schema.allOf) && schema.unevaluatedProperties === undefined && !part) schema.unevaluatedProperties = false;
    for (const [key, value] of Object.entries(schema)) visit(value, key === 'allOf' || ((key === 'anyOf' || key === 'oneOf') && part));
  };
  visit(node, false);
}

let description: ApiDescription | null = null;

/** The description of the route table, built once for the whole test run. */
export const apiDescription = (): ApiDescription => (description ??= new ApiDescription(buildOpenApiDocument(ROUTE_GROUPS)));

/** Fails (throws) when the response is not as the API description says. */
export function expectDescribed(seen: SeenResponse): void {
  const problems = apiDescription().problemsOf(seen);
  if (problems.length > 0) throw new Error(`The response does not match the API description (adapters/http/openapi):\n${problems.join('\n')}`);
}

/** `fetch`, for requests to a test app: its answer is checked against the API description (as `TestApp.request`'s are). */
export async function describedFetch(input: string | URL | Request, init?: RequestInit): Promise<Response> {
  const response = await fetch(input, init);
  const method = (init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase();
  const url = new URL(input instanceof Request ? input.url : String(input));
  // A stream (an MCP subscription) stays open: its status and headers are checked, not its endless body.
  const streaming = response.headers.get('content-type')?.startsWith('text/event-stream') === true;
  const text = streaming ? '' : await response.clone().text();
  expectDescribed({ method, path: url.pathname, status: response.status, headers: response.headers, text });
  return response;
}

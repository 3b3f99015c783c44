import type * as t from 'io-ts';
import { jsonSchemaOf, objectSchema, type JsonSchema, type SchemaComponents } from '../../mcp/json-schema.js';
import type { Access, BodySchema, HandlerDoc, HeaderDoc, ParameterDoc, ResponseDoc } from '../routing/operation-doc.js';
import type { HandlerRoute, UseCaseRoute } from '../routing/route.js';
import { parameterMeaning } from './parameters.js';
import { derivedRefusals, refusalResponses, type OperationFacts, type Response } from './refusals.js';
import { accessSentence, securityOf, type SecurityRequirement } from './security.js';

/** An OpenAPI Operation Object, as this description writes them. */
export interface Operation {
  readonly operationId: string;
  readonly summary: string;
  readonly description?: string;
  readonly tags: readonly string[];
  readonly parameters?: readonly Parameter[];
  readonly requestBody?: {
    readonly description?: string;
    readonly required: boolean;
    readonly content: Readonly<Record<string, { schema: JsonSchema; example?: unknown }>>;
  };
  readonly responses: Readonly<Record<string, Response>>;
  readonly security: readonly SecurityRequirement[];
  /** Who may call it, as route declarations say it (`edit_content (write)`); absent when public. */
  readonly 'x-access'?: Access;
  /** When the route exists at all (it is left out of the table elsewhere). */
  readonly 'x-only-when'?: string;
}

interface Parameter {
  readonly name: string;
  readonly in: 'query' | 'header' | 'path';
  readonly description: string;
  readonly required: boolean;
  readonly schema: JsonSchema;
  /** A path parameter that may hold `/` (a wildcard route's rest of the path). */
  readonly 'x-multi-segment'?: true;
}

/** `/api/projects/:projectId` → `/api/projects/{projectId}`. */
export const openApiPath = (routePath: string): string => routePath.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

const pathParamsOf = (path: string): string[] => [...path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1]!);

/** `SaveDraft` → `Save draft`. */
/** `save_draft` → "Save draft". */
const sentenceOf = (operation: string): string => {
  const words = operation.replaceAll('_', ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
};

const SUCCESS: Readonly<Record<number, string>> = {
  200: 'OK.',
  201: 'Created.',
  202: 'Accepted: it happens in the background.',
  204: 'Done: no content.',
};

const CONDITIONAL = {
  ETag: {
    description: "The answer's entity tag: send it back in `If-None-Match` to get `304` while it is unchanged.",
    required: true,
    schema: { type: 'string' },
  },
  'Cache-Control': {
    description: '`private, no-cache`: a client may keep the answer and revalidates it each time.',
    required: true,
    schema: { type: 'string' },
  },
};
const IF_NONE_MATCH = {
  name: 'If-None-Match',
  in: 'header' as const,
  required: false,
  description: 'The `ETag` of an answer the client holds: `304` without a body while it is still the answer.',
  schema: { type: 'string' },
};

const NO_STORE = { 'Cache-Control': { description: '`no-store`: the answer holds a secret no cache may keep.', required: true, schema: { type: 'string' } } };

/** Builds operations from routes, their shared schemas in `components`. */
export class OperationBuilder {
  constructor(private readonly components: SchemaComponents) {}

  /** A use-case route's operation: everything read off its declaration. */
  fromUseCase(route: UseCaseRoute, tag: string, operationId: string): { path: string; operation: Operation } {
    const path = openApiPath(route.path);
    const pathParams = pathParamsOf(path);
    const parameters = [
      ...pathParams.map((name) => this.pathParameter(name)),
      ...(route.query ? this.queryParameters(route.query) : []),
      ...Object.values(route.headers ?? {}).map((header) => ({
        name: header,
        in: 'header' as const,
        required: true,
        description: parameterMeaning(header),
        schema: { type: 'string' },
      })),
      ...(route.conditional ? [IF_NONE_MATCH] : []),
    ];
    const headers = { ...(route.noStore ? NO_STORE : {}), ...(route.conditional ? CONDITIONAL : {}), ...fixedHeaders(route.responseHeaders ?? {}) };
    const success = Object.fromEntries(
      route.statuses.map((status) => [
        String(status),
        {
          description: SUCCESS[status] ?? 'OK.',
          ...(Object.keys(headers).length > 0 ? { headers } : {}),
          ...(route.response && status !== 204 ? { content: { 'application/json': { schema: this.schema(route.response) } } } : {}),
        },
      ]),
    );
    // A public route takes no credential, whatever its use case (it gets no caller).
    const access = route.public ? undefined : route.access;
    const onlyWhen = route.onlyWhen === undefined ? [] : [{ status: 404, when: `The route exists only ${route.onlyWhen}: elsewhere it is \`Not found\`.` }];
    const facts: OperationFacts = {
      access,
      resource: 'api',
      limited: true,
      rateLimit: route.rateLimit,
      jsonBody: route.body !== undefined,
      decodesInput: route.body !== undefined || route.query !== undefined || route.headers !== undefined,
      pathParams,
    };
    const operation: Operation = {
      operationId,
      summary: route.summary ?? sentenceOf(route.useCase.operation),
      description: [route.description, route.onlyWhen && `Exists only ${route.onlyWhen}.`, access === undefined ? 'No credential.' : accessSentence(access)]
        .filter((part) => part !== undefined)
        .join('\n\n'),
      tags: [tag],
      ...(parameters.length > 0 ? { parameters } : {}),
      ...(route.body
        ? {
            requestBody: {
              required: hasRequiredKeys(route.body),
              content: { 'application/json': { schema: this.schema(route.body), ...(route.example ? { example: route.example } : {}) } },
            },
          }
        : {}),
      responses: {
        ...success,
        ...(route.conditional
          ? { '304': { description: 'Not modified: the answer is the one `If-None-Match` names.', headers: { ETag: CONDITIONAL.ETag } } }
          : {}),
        ...refusalResponses([...derivedRefusals(facts), ...onlyWhen, ...(route.refusals ?? [])], success, (body) => this.schema(body)),
      },
      security: securityOf(access, 'api'),
      ...(access !== undefined ? { 'x-access': access } : {}),
      ...(route.onlyWhen !== undefined ? { 'x-only-when': route.onlyWhen } : {}),
    };
    return { path, operation };
  }

  /** A hand-written route's operation: its description, with the refusals its route table stages add. */
  fromHandler(route: HandlerRoute, doc: HandlerDoc, tag: string): { path: string; operation: Operation } {
    const path = doc.path ?? openApiPath(route.path);
    const pathParams = pathParamsOf(path);
    const declared = new Set((doc.parameters ?? []).map((p) => p.name));
    const wildcard = route.path.endsWith('*') ? pathParams.at(-1) : undefined;
    const parameters = [
      ...pathParams.filter((name) => !declared.has(name)).map((name) => this.pathParameter(name)),
      ...(doc.parameters ?? []).map((p) => this.parameter(p, p.name === wildcard)),
    ];
    const access = route.auth ? doc.access : undefined;
    if (route.auth && access === undefined) throw new Error(`${route.method} ${path}: an authenticated route's operation must say who may call it (access)`);
    const facts: OperationFacts = {
      access,
      resource: route.resource,
      limited: route.limited,
      rateLimit: route.rateLimit,
      jsonBody: route.jsonBody,
      decodesInput: false,
      pathParams,
    };
    const own = Object.fromEntries(Object.entries(doc.responses).map(([status, response]) => [status, this.response(response)]));
    const operation: Operation = {
      operationId: doc.operationId,
      summary: doc.summary,
      ...(doc.description !== undefined || access !== undefined
        ? { description: [doc.description, access && accessSentence(access)].filter((part) => part !== undefined).join('\n\n') }
        : {}),
      tags: [tag],
      ...(parameters.length > 0 ? { parameters } : {}),
      ...(doc.requestBody ? { requestBody: { ...doc.requestBody, content: this.content(doc.requestBody.content) } } : {}),
      responses: { ...own, ...refusalResponses([...derivedRefusals(facts), ...(doc.refusals ?? [])], own, (body) => this.schema(body)) },
      security: doc.ownCredential === undefined ? securityOf(access, route.resource) : [{ [doc.ownCredential]: [] }],
      ...(access !== undefined ? { 'x-access': access } : {}),
    };
    return { path, operation };
  }

  private schema(body: BodySchema): JsonSchema {
    return isCodec(body) ? jsonSchemaOf(body, this.components) : body;
  }

  private content(content: Readonly<Record<string, BodySchema>>): Record<string, { schema: JsonSchema }> {
    return Object.fromEntries(Object.entries(content).map(([type, schema]) => [type, { schema: this.schema(schema) }]));
  }

  private response(doc: ResponseDoc): Response {
    return {
      description: doc.description,
      ...(doc.headers ? { headers: headersOf(doc.headers) } : {}),
      ...(doc.content ? { content: this.content(doc.content) } : {}),
    };
  }

  private pathParameter(name: string): Parameter {
    return { name, in: 'path', required: true, description: parameterMeaning(name), schema: { type: 'string' } };
  }

  private parameter(doc: ParameterDoc, multiSegment: boolean): Parameter {
    return {
      name: doc.name,
      in: doc.in,
      description: doc.description,
      required: doc.in === 'path' || doc.required === true,
      schema: doc.schema ?? { type: 'string' },
      ...(multiSegment ? { 'x-multi-segment': true as const } : {}),
    };
  }

  private queryParameters(query: t.Mixed): Parameter[] {
    const { properties, required } = objectSchema(query, this.components);
    return Object.entries(properties).map(([name, schema]) => ({
      name,
      in: 'query' as const,
      required: required.includes(name),
      description: schema.description === undefined ? parameterMeaning(name) : `${parameterMeaning(name)} (${schema.description})`,
      schema,
    }));
  }
}

/** Headers a route sets on every answer, each with its value. */
const fixedHeaders = (headers: Readonly<Record<string, string>>) =>
  Object.fromEntries(Object.entries(headers).map(([name, value]) => [name, { description: `\`${value}\``, required: true, schema: { type: 'string' } }]));

const headersOf = (headers: Readonly<Record<string, HeaderDoc>>) =>
  Object.fromEntries(
    Object.entries(headers).map(([name, header]) => [
      name,
      { description: header.description, ...(header.required ? { required: true } : {}), schema: header.schema ?? { type: 'string' } },
    ]),
  );

const isCodec = (schema: BodySchema): schema is t.Mixed => typeof (schema as { validate?: unknown }).validate === 'function';

/** A body codec is an object codec (the route table refuses any other at start): required when it requires a key. */
const hasRequiredKeys = (codec: t.Mixed): boolean => objectSchema(codec).required.length > 0;

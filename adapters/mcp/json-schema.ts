import type * as t from 'io-ts';
import { schemaHintOf } from '../../domain/shared/schema-hints.js';

/** The JSON Schema subset the MCP tools and the OpenAPI description use (draft 2020-12 keywords). */
export interface JsonSchema {
  readonly $ref?: string;
  readonly type?: string;
  readonly title?: string;
  readonly description?: string;
  readonly properties?: Readonly<Record<string, JsonSchema>>;
  readonly required?: readonly string[];
  readonly items?: JsonSchema;
  readonly additionalProperties?: JsonSchema | boolean;
  readonly enum?: readonly unknown[];
  readonly const?: unknown;
  readonly anyOf?: readonly JsonSchema[];
  readonly allOf?: readonly JsonSchema[];
  readonly minLength?: number;
  readonly maxLength?: number;
  readonly pattern?: string;
  readonly format?: string;
  readonly minimum?: number;
  readonly maximum?: number;
  readonly minItems?: number;
  readonly maxItems?: number;
  readonly uniqueItems?: boolean;
  readonly contentMediaType?: string;
  readonly contentEncoding?: string;
  readonly examples?: readonly unknown[];
}

/** The io-ts codec node as this converter reads it (io-ts exposes these fields publicly). */
interface Node {
  readonly _tag?: string;
  readonly name: string;
  readonly props?: Readonly<Record<string, t.Mixed>>;
  readonly type?: t.Mixed;
  readonly types?: readonly t.Mixed[];
  readonly keys?: Readonly<Record<string, unknown>>;
  readonly value?: unknown;
  readonly codomain?: t.Mixed;
}

/** A codec named like a type (`PageDocument`) is a named schema, referenced wherever it is used. */
const TYPE_NAME = /^[A-Z][A-Za-z0-9]*$/;
/** The combinators such a name is given to (io-ts's own codecs, `UnknownRecord` say, are never named schemas). */
const NAMEABLE = new Set(['InterfaceType', 'PartialType', 'IntersectionType', 'UnionType', 'ExactType', 'StrictType', 'ReadonlyType', 'KeyofType']);
const isNamed = (codec: t.Mixed): boolean => TYPE_NAME.test(codec.name) && NAMEABLE.has((codec as unknown as Node)._tag ?? '');

/**
 * The named schemas of a document (OpenAPI `components.schemas`): a codec named like a type is
 * described once and referenced (`$ref`) wherever it appears. Two different codecs may not
 * share a name: one would silently describe the other.
 */
export class SchemaComponents {
  private readonly named = new Map<string, { readonly codec: t.Mixed; schema: JsonSchema | null }>();

  constructor(private readonly refPrefix = '#/components/schemas/') {}

  /** The reference to `codec`'s schema, described on first use. */
  refTo(codec: t.Mixed, describe: () => JsonSchema): JsonSchema {
    const name = codec.name;
    const known = this.named.get(name);
    if (known !== undefined && known.codec !== codec) throw new Error(`Two different codecs are named ${name}: rename one`);
    if (known === undefined) {
      // Registered before it is described, so a codec that contains itself refers to itself.
      const entry = { codec, schema: null as JsonSchema | null };
      this.named.set(name, entry);
      entry.schema = describe();
    }
    return { $ref: `${this.refPrefix}${name}` };
  }

  /** Every named schema, by name (in alphabetical order, so the document is stable). */
  schemas(): Record<string, JsonSchema> {
    const names = [...this.named.keys()].sort();
    return Object.fromEntries(names.map((name) => [name, this.named.get(name)!.schema!]));
  }
}

/**
 * The JSON Schema of an io-ts codec, for the combinators our boundary codecs use. A codec
 * written by hand (`new t.Type`, `t.refinement`) must carry a `withSchemaHint`; anything this
 * converter cannot describe throws, so a tool whose input cannot be advertised truthfully
 * stops the server at start instead of advertising a guess. A codec's `name` is how decode
 * errors word it ("must be a non-empty string of at most 200 characters"), so it becomes the
 * property's description: the model reads the same rule the error would state.
 */
export function jsonSchemaOf(codec: t.Mixed, components?: SchemaComponents): JsonSchema {
  if (components !== undefined && isNamed(codec)) return components.refTo(codec, () => describe(codec, components));
  return describe(codec, components);
}

function describe(codec: t.Mixed, components: SchemaComponents | undefined): JsonSchema {
  const node = codec as unknown as Node;
  const of = (c: t.Mixed) => jsonSchemaOf(c, components);
  const hint = schemaHintOf(codec);
  // A refinement's hint adds its bounds to what the refined codec says (an array's items, say).
  if (hint !== undefined) return { ...(node._tag === 'RefinementType' ? of(node.type!) : {}), ...hint, description: node.name };
  switch (node._tag) {
    case 'StringType':
      return { type: 'string' };
    case 'NumberType':
      return { type: 'number' };
    case 'BooleanType':
      return { type: 'boolean' };
    case 'NullType':
      return { type: 'null' };
    case 'UnknownRecordType':
    case 'AnyDictionaryType':
      return { type: 'object' };
    case 'UnknownType':
      return {};
    case 'LiteralType':
      return { const: node.value };
    case 'KeyofType':
      return { type: 'string', enum: Object.keys(node.keys!), description: node.name };
    case 'ArrayType':
    case 'ReadonlyArrayType':
      return { type: 'array', items: of(node.type!) };
    case 'DictionaryType':
      return { type: 'object', additionalProperties: of(node.codomain!) };
    case 'UnionType':
      return unionSchema(node.types!, of);
    case 'ExactType':
    case 'StrictType':
    case 'ReadonlyType':
      return of(node.type!);
    case 'RefinementType':
      throw new Error(`Codec "${node.name}" is a refinement without a schema hint: add withSchemaHint to it`);
    case 'InterfaceType':
    case 'PartialType':
      return objectSchema(codec, components);
    case 'IntersectionType':
      // Objects merge into one; an intersection with a union (one of two keys) keeps its parts.
      return node.types!.every(isObjectCodec) ? objectSchema(codec, components) : { allOf: node.types!.map(of) };
    default:
      throw new Error(`Codec "${node.name}" (${node._tag ?? 'hand-written'}) has no JSON Schema: add withSchemaHint to it`);
  }
}

/** A union of literals is an enum of their values; any other union, each of its members. */
function unionSchema(members: readonly t.Mixed[], of: (c: t.Mixed) => JsonSchema): JsonSchema {
  const nodes = members as unknown as readonly Node[];
  if (nodes.every((m) => m._tag === 'LiteralType')) {
    const values = nodes.map((m) => m.value);
    const types = new Set(values.map((v) => (v === null ? 'null' : typeof v)));
    return types.size === 1 ? { type: [...types][0]!, enum: values } : { enum: values };
  }
  return { anyOf: members.map(of) };
}

const isObjectCodec = (codec: t.Mixed): boolean => {
  const node = codec as unknown as Node;
  switch (node._tag) {
    case 'InterfaceType':
    case 'PartialType':
      return true;
    case 'ExactType':
    case 'StrictType':
    case 'ReadonlyType':
      return isObjectCodec(node.type!);
    case 'IntersectionType':
      return node.types!.every(isObjectCodec);
    default:
      return false;
  }
};

/** An object codec (type, partial, or an intersection of them) as one object schema. */
export function objectSchema(codec: t.Mixed, components?: SchemaComponents): JsonSchema & { properties: Record<string, JsonSchema>; required: string[] } {
  const properties: Record<string, JsonSchema> = {};
  const required: string[] = [];
  const visit = (c: t.Mixed): void => {
    const node = c as unknown as Node;
    switch (node._tag) {
      case 'InterfaceType':
      case 'PartialType':
        for (const [key, prop] of Object.entries(node.props!)) {
          properties[key] = jsonSchemaOf(prop, components);
          if (node._tag === 'InterfaceType' && !required.includes(key)) required.push(key);
        }
        return;
      case 'ExactType':
      case 'StrictType':
      case 'ReadonlyType':
        return visit(node.type!);
      case 'IntersectionType':
        return node.types!.forEach(visit);
      default:
        throw new Error(`Codec "${node.name}" is not an object codec: a tool's input must be an object`);
    }
  };
  visit(codec);
  return { type: 'object', properties, required };
}

import type * as t from 'io-ts';
import { schemaHintOf } from '../../domain/shared/schema-hints.js';

/** The JSON Schema subset the tools advertise (draft 2020-12 keywords). */
export interface JsonSchema {
  readonly type?: string;
  readonly description?: string;
  readonly properties?: Readonly<Record<string, JsonSchema>>;
  readonly required?: readonly string[];
  readonly items?: JsonSchema;
  readonly additionalProperties?: JsonSchema | boolean;
  readonly enum?: readonly unknown[];
  readonly const?: unknown;
  readonly anyOf?: readonly JsonSchema[];
  readonly minLength?: number;
  readonly maxLength?: number;
  readonly pattern?: string;
  readonly format?: string;
  readonly minimum?: number;
  readonly maximum?: number;
  readonly minItems?: number;
  readonly maxItems?: number;
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

/**
 * The JSON Schema of an io-ts codec, for the combinators our boundary codecs use. A codec
 * written by hand (`new t.Type`, `t.refinement`) must carry a `withSchemaHint`; anything this
 * converter cannot describe throws, so a tool whose input cannot be advertised truthfully
 * stops the server at start instead of advertising a guess. A codec's `name` is how decode
 * errors word it ("must be a non-empty string of at most 200 characters"), so it becomes the
 * property's description: the model reads the same rule the error would state.
 */
export function jsonSchemaOf(codec: t.Mixed): JsonSchema {
  const node = codec as unknown as Node;
  const hint = schemaHintOf(codec);
  // A refinement's hint adds its bounds to what the refined codec says (an array's items, say).
  if (hint !== undefined) return { ...(node._tag === 'RefinementType' ? jsonSchemaOf(node.type!) : {}), ...hint, description: node.name };
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
      return { type: 'object' };
    case 'LiteralType':
      return { const: node.value };
    case 'KeyofType':
      return { type: 'string', enum: Object.keys(node.keys!), description: node.name };
    case 'ArrayType':
    case 'ReadonlyArrayType':
      return { type: 'array', items: jsonSchemaOf(node.type!) };
    case 'DictionaryType':
      return { type: 'object', additionalProperties: jsonSchemaOf(node.codomain!) };
    case 'UnionType':
      return { anyOf: node.types!.map(jsonSchemaOf) };
    case 'ExactType':
    case 'StrictType':
    case 'ReadonlyType':
      return jsonSchemaOf(node.type!);
    case 'RefinementType':
      throw new Error(`Codec "${node.name}" is a refinement without a schema hint: add withSchemaHint to it`);
    case 'InterfaceType':
    case 'PartialType':
    case 'IntersectionType':
      return objectSchema(codec);
    default:
      throw new Error(`Codec "${node.name}" (${node._tag ?? 'hand-written'}) has no JSON Schema: add withSchemaHint to it`);
  }
}

/** An object codec (type, partial, or an intersection of them) as one object schema. */
export function objectSchema(codec: t.Mixed): JsonSchema & { properties: Record<string, JsonSchema>; required: string[] } {
  const properties: Record<string, JsonSchema> = {};
  const required: string[] = [];
  const visit = (c: t.Mixed): void => {
    const node = c as unknown as Node;
    switch (node._tag) {
      case 'InterfaceType':
      case 'PartialType':
        for (const [key, prop] of Object.entries(node.props!)) {
          properties[key] = jsonSchemaOf(prop);
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

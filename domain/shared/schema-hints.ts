/**
 * What a hand-written io-ts codec accepts, in JSON Schema terms. io-ts combinators (`t.type`,
 * `t.keyof`, ...) describe themselves; a codec built with `new t.Type` or `t.refinement` does
 * not, so it declares its shape here. Driving adapters that advertise schemas (the MCP tools,
 * the OpenAPI description) read these; a codec without a hint cannot be described, and its
 * tool fails at start (its route, in the description's tests).
 */
export interface SchemaHint {
  readonly type: 'string' | 'integer' | 'number' | 'boolean' | 'object' | 'array';
  readonly minLength?: number;
  readonly maxLength?: number;
  readonly pattern?: string;
  readonly format?: 'date-time' | 'uri' | 'hostname' | 'email';
  readonly enum?: readonly string[];
  readonly minimum?: number;
  readonly maximum?: number;
  readonly minItems?: number;
  readonly maxItems?: number;
  /** What each element of an array is (the element codec's hint, when it has no codec of its own to describe it). */
  readonly items?: SchemaHint;
}

const hints = new WeakMap<object, SchemaHint>();

/** Registers `codec`'s shape and returns the codec itself. */
export function withSchemaHint<C extends object>(codec: C, hint: SchemaHint): C {
  hints.set(codec, hint);
  return codec;
}

export const schemaHintOf = (codec: object): SchemaHint | undefined => hints.get(codec);

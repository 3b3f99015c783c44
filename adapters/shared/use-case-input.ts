import * as E from 'fp-ts/lib/Either.js';
import type * as t from 'io-ts';
import { decodeInput } from '../../application/shared/decode.js';
import type { AppError } from '../../domain/shared/errors.js';

/** Codecs whose declared keys can be read off their structure (io-ts object combinators). */
type Structural = t.Mixed & { readonly _tag?: string; readonly props?: object; readonly type?: t.Mixed; readonly types?: t.Mixed[] };

/**
 * The keys a body, query or arguments codec declares. A use case never sees a key its codec
 * does not declare (a stray `projectId` in a body cannot reach it). A codec whose keys cannot
 * be read is a programming error, found at start.
 */
export function declaredKeys(codec: t.Mixed): ReadonlySet<string> {
  const keys = new Set<string>();
  const visit = (c: Structural): void => {
    switch (c._tag) {
      case 'InterfaceType':
      case 'PartialType':
        for (const key of Object.keys(c.props!)) keys.add(key);
        return;
      case 'ExactType':
      case 'StrictType':
      case 'RefinementType':
      case 'ReadonlyType':
        return visit(c.type as Structural);
      case 'IntersectionType':
        return c.types!.forEach((member) => visit(member as Structural));
      default:
        throw new Error(`Input codec ${c.name} is not an object codec: its keys cannot be checked`);
    }
  };
  visit(codec as Structural);
  return keys;
}

/** One decoded part of a request: a REST query or body, an MCP tool's arguments. */
export interface InputPart {
  /** Decodes the whole part: its failure is the caller's 400 (or tool error). */
  readonly codec: t.Mixed;
  /** The decoded keys handed to the use case. */
  readonly keys: ReadonlySet<string>;
}

/**
 * A part decoded by `codec`, of which the keys `inputCodec` declares go to the use case (an MCP
 * tool decodes its own arguments, such as `project_id` or `cursor`, with the use case's).
 */
export const inputPart = (codec: t.Mixed, inputCodec: t.Mixed | undefined = codec): InputPart => ({
  codec,
  keys: inputCodec === undefined ? new Set() : declaredKeys(inputCodec),
});

type Values = Readonly<Record<string, unknown>>;

/**
 * How every driving adapter builds a use case's input, so REST routes and MCP tools cannot
 * drift apart: `{ ...constants, ...each part's declared keys, ...bound }`. Bound values (path
 * parameters, a tool's project) come last, so nothing a caller sends can override them.
 */
export class UseCaseInput<P extends string> {
  /** The parts a route or tool declares, in order (a REST query before its body). */
  private readonly parts: readonly (readonly [P, InputPart])[];

  constructor(
    parts: Readonly<Partial<Record<P, InputPart>>>,
    private readonly constants: Values = {},
  ) {
    this.parts = Object.entries(parts).filter((entry): entry is [P, InputPart] => entry[1] !== undefined);
  }

  /** Decodes each declared part of `values`, in declaration order; the first failure is the answer. */
  decode(values: Readonly<Record<P, unknown>>): E.Either<AppError, Record<P, Values>> {
    const decoded = {} as Record<P, Values>;
    for (const [name, part] of this.parts) {
      const result = decodeInput(part.codec, values[name]);
      if (E.isLeft(result)) return result;
      decoded[name] = result.right as Values;
    }
    return E.right(decoded);
  }

  /** The input from decoded parts: only the keys each part declares, `bound` last. */
  assemble(decoded: Readonly<Record<P, Values>>, bound: Values): Record<string, unknown> {
    const input: Record<string, unknown> = { ...this.constants };
    for (const [name, part] of this.parts) {
      for (const key of part.keys) {
        const value = decoded[name][key];
        if (value !== undefined) input[key] = value;
      }
    }
    return Object.assign(input, bound);
  }
}

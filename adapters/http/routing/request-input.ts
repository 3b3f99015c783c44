import * as E from 'fp-ts/lib/Either.js';
import type * as t from 'io-ts';
import { decodeInput } from '../../../application/shared/decode.js';
import type { AppError } from '../../../domain/shared/errors.js';

/** Codecs whose declared keys can be read off their structure (io-ts object combinators). */
type Structural = t.Mixed & { readonly _tag?: string; readonly props?: object; readonly type?: t.Mixed; readonly types?: t.Mixed[] };

/**
 * The keys a body or query codec declares. The route table keeps only these after decoding,
 * so a use case never sees a key its codec does not declare (a stray `projectId` in a body
 * cannot reach it). A codec whose keys cannot be read is a programming error, found at start.
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
        throw new Error(`Route codec ${c.name} is not an object codec: its keys cannot be checked`);
    }
  };
  visit(codec as Structural);
  return keys;
}

/** Decodes `value` with `codec` and keeps only the declared keys. */
export function decodeExactly(codec: t.Mixed, keys: ReadonlySet<string>, value: unknown): E.Either<AppError, Record<string, unknown>> {
  const decoded = decodeInput(codec, value);
  if (E.isLeft(decoded)) return decoded;
  const exact: Record<string, unknown> = {};
  for (const key of keys) {
    const field = (decoded.right as Record<string, unknown>)[key];
    if (field !== undefined) exact[key] = field;
  }
  return E.right(exact);
}

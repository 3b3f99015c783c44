import * as E from 'fp-ts/lib/Either.js';
import type * as t from 'io-ts';
import { invalid, type AppError } from '../../domain/shared/errors.js';

/**
 * Decodes untrusted input with an io-ts codec. On failure the message names every bad field:
 * "name is required; default_language must be a BCP-47 language code".
 */
export function decodeInput<A, O>(codec: t.Type<A, O, unknown>, value: unknown): E.Either<AppError, A> {
  const result = codec.decode(value);
  if (E.isRight(result)) return result;
  return E.left(invalid(describeErrors(result.left)));
}

/** Union and intersection members show up in the context with their index as key: not a field. */
const COMBINATORS = new Set(['UnionType', 'IntersectionType']);

/** An array codec, or a refinement of one (`an array of at most N items`): its members show as `[i]`. */
const isArrayCodec = (codec: unknown): boolean => {
  const { _tag, type } = codec as { _tag?: string; type?: unknown };
  return _tag === 'ArrayType' || (_tag === 'RefinementType' && isArrayCodec(type));
};

function pathOf(error: t.ValidationError): string {
  let path = '';
  error.context.forEach((entry, i) => {
    const parent = error.context[i - 1];
    if (i === 0 || entry.key === '') return;
    if (parent && COMBINATORS.has((parent.type as { _tag?: string })._tag ?? '')) return;
    const arrayParent = parent !== undefined && isArrayCodec(parent.type);
    path += arrayParent ? `[${entry.key}]` : path === '' ? entry.key : `.${entry.key}`;
  });
  return path;
}

export function describeErrors(errors: t.Errors): string {
  const expectedByPath = new Map<string, Set<string>>();
  const missing = new Set<string>();
  for (const error of errors) {
    const path = pathOf(error);
    if (error.value === undefined && path !== '') {
      missing.add(path);
      continue;
    }
    const expected = error.context[error.context.length - 1]?.type.name ?? 'valid';
    const names = expectedByPath.get(path) ?? new Set<string>();
    names.add(expected.startsWith('{') || expected.startsWith('Partial<') ? 'an object' : expected);
    expectedByPath.set(path, names);
  }
  const messages = [...missing].map((path) => `${path} is required`);
  for (const [path, names] of expectedByPath) {
    if (missing.has(path)) continue;
    messages.push(`${path === '' ? 'request body' : path} must be ${[...names].join(' or ')}`);
  }
  return messages.join('; ');
}

import { expect } from 'chai';
import * as E from 'fp-ts/lib/Either.js';

/** The response is exactly `status` with the body `{ error: message }`. */
export function expectError(response: { readonly status: number; readonly body: unknown }, status: number, message: string): void {
  expect({ status: response.status, body: response.body }).to.deep.equal({ status, body: { error: message } });
}

/** What a Left holds, in words: an AppError's tag and message, else its JSON. */
function describeValue(value: unknown): string {
  const error = value as { _tag?: unknown; message?: unknown } | null;
  if (typeof error?.message === 'string') return `${typeof error._tag === 'string' ? `${error._tag}: ` : ''}${error.message}`;
  return JSON.stringify(value);
}

/** The Right of `either`; a Left fails the test with what it holds (the error's message). */
export function rightOf<A>(either: E.Either<unknown, A>): A {
  if (E.isLeft(either)) return expect.fail(`expected a Right, got a Left: ${describeValue(either.left)}`);
  return either.right;
}

/** The Left of `either`; a Right fails the test with what it holds. */
export function leftOf<L>(either: E.Either<L, unknown>): L {
  if (E.isRight(either)) return expect.fail(`expected a Left, got a Right: ${describeValue(either.right)}`);
  return either.left;
}

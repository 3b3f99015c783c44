import * as t from 'io-ts';
import { IsoInstant } from '../../domain/shared/codecs.js';
import { withSchemaHint } from '../../domain/shared/schema-hints.js';

/**
 * Building blocks of the response codecs (each feature's `responses.ts`). A response codec
 * describes a use case's output for the API description; the route table checks at compile
 * time that its type is exactly the output's. A codec named like a type (`'PageDocument'`) is
 * one named schema of the description, referenced wherever it appears.
 */

/** A whole number (JSON has one number type; the description says which ones are integers). */
export const Integer = withSchemaHint(
  t.refinement(t.number, (n) => Number.isInteger(n), 'an integer'),
  { type: 'integer' },
);

/** A point in time, as every answer writes it: ISO 8601 in UTC (`2026-03-01T10:00:00.000Z`). */
export const Timestamp = IsoInstant;

export const nullable = <C extends t.Mixed>(codec: C) => t.union([codec, t.null]);

/** `next_cursor` of a paginated list: pass it back as `cursor` for the next page; null at the end. */
export const NextCursor = nullable(t.string);

/** The error body every refusal answers: `{ "error": "<message>" }`. */
export const ErrorBody = t.type({ error: t.string }, 'Error');

/** An error body with more than the message (a 409's `current_revision`, say). */
export const errorWith = <P extends t.Props>(name: string, props: P) => t.type({ error: t.string, ...props }, name);

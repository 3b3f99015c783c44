import * as t from 'io-ts';
import { IsoInstant, nullable } from '../../domain/shared/codecs.js';

export { Integer, nullable } from '../../domain/shared/codecs.js';

/**
 * Building blocks of the response codecs (each feature's `responses.ts`). A response codec
 * describes a use case's output for the API description; the route table checks at compile
 * time that its type is exactly the output's. A codec named like a type (`'PageDocument'`) is
 * one named schema of the description, referenced wherever it appears.
 */

/** A point in time, as every answer writes it: ISO 8601 in UTC (`2026-03-01T10:00:00.000Z`). */
export const Timestamp = IsoInstant;

/** `next_cursor` of a paginated list: pass it back as `cursor` for the next page; null at the end. */
export const NextCursor = nullable(t.string);

/** The error body every refusal answers: `{ "error": "<message>" }`. */
export const ErrorBody = t.type({ error: t.string }, 'Error');

/** An error body with more than the message (a 409's `current_revision`, say). */
export const errorWith = <P extends t.Props>(name: string, props: P) => t.type({ error: t.string, ...props }, name);

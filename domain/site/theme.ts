import * as t from 'io-ts';
import { withSchemaHint } from '../shared/schema-hints.js';

const HEX_COLOUR = /^#[0-9a-fA-F]{6}$/;

/** The site theme's accent colour as `#rrggbb`; decodes to lowercase, so one colour is stored one way. */
export const AccentColor = withSchemaHint(
  new t.Type<string, string, unknown>(
    'a colour as #rrggbb',
    (u): u is string => typeof u === 'string' && HEX_COLOUR.test(u) && u === u.toLowerCase(),
    (u, c) => (typeof u === 'string' && HEX_COLOUR.test(u) ? t.success(u.toLowerCase()) : t.failure(u, c)),
    t.identity,
  ),
  { type: 'string', pattern: HEX_COLOUR.source },
);

/** An image id as the media store makes them (lowercase letters and digits). */
export const ImageIdCodec = withSchemaHint(
  t.refinement(t.string, (s) => /^[0-9a-z]{1,64}$/.test(s), 'an image id'),
  { type: 'string', minLength: 1, maxLength: 64, pattern: '^[0-9a-z]{1,64}$' },
);


import { Ajv, addFormats } from '@modelcontextprotocol/server/validators/ajv';
import { expect } from 'chai';
import * as E from 'fp-ts/lib/Either.js';
import * as t from 'io-ts';
import { jsonSchemaOf, type JsonSchema } from '../../../adapters/mcp/json-schema.js';
import { MCP_TOOLS } from '../../../adapters/mcp/tools.js';
import { declaredKeys } from '../../../adapters/shared/use-case-input.js';
import { decodeInput } from '../../../application/shared/decode.js';
import { intBetween, trimmedString } from '../../../domain/shared/codecs.js';

/** What decoding `args` with the tool's codec says, as the REST API would word it ('' when it passes). */
const complaintsOf = (codec: t.Mixed, args: unknown): string => {
  const decoded = decodeInput(codec, args);
  return E.isLeft(decoded) ? decoded.left.message : '';
};

/** A value of the schema's own type that breaks it (what a confused client might send). */
function wrongValue(schema: JsonSchema): unknown {
  if (schema.enum) return 'not-one-of-them';
  // A value or null: what breaks the value breaks both (unless it is null itself).
  if (schema.anyOf) return wrongValue(schema.anyOf.find((member) => member.type !== 'null')!);
  switch (schema.type) {
    case 'string':
      return 12345;
    case 'integer':
    case 'number':
      return 'twelve';
    case 'boolean':
      return 'yes';
    case 'object':
      return 'not an object';
    case 'array':
      return 'not an array';
    default:
      throw new Error(`no wrong value for ${JSON.stringify(schema)}`);
  }
}

/** A value the schema allows, found without knowing the codec. */
function validValue(schema: JsonSchema): unknown {
  if (schema.enum) return schema.enum[0];
  if (schema.const !== undefined) return schema.const;
  if (schema.anyOf) return validValue(schema.anyOf[0]!);
  switch (schema.type) {
    case 'string': {
      if (schema.format === 'date-time') return '2026-03-01T10:00:00Z';
      const pattern = schema.pattern === undefined ? null : new RegExp(schema.pattern, 'u');
      const candidates = ['about', 'page', 'a', 'en', 'UTC', 'x'.repeat(Math.max(1, schema.minLength ?? 1))];
      const fits = candidates.find(
        (c) => (pattern === null || pattern.test(c)) && c.length >= (schema.minLength ?? 0) && c.length <= (schema.maxLength ?? Infinity),
      );
      if (fits === undefined) throw new Error(`no sample for ${JSON.stringify(schema)}`);
      return fits;
    }
    case 'integer':
      return schema.minimum ?? 0;
    case 'number':
      return schema.minimum ?? 1;
    case 'boolean':
      return true;
    case 'object':
      // Its required properties, each with a value of its own.
      return Object.fromEntries((schema.required ?? []).map((key) => [key, validValue(schema.properties![key]!)]));
    case 'array':
      return Array.from({ length: schema.minItems ?? 0 }, () => validValue(schema.items ?? { type: 'string' }));
    default:
      throw new Error(`no valid value for ${JSON.stringify(schema)}`);
  }
}

describe('MCP tool input schemas agree with their io-ts codecs', () => {
  const ajv = new Ajv({ strict: true, allErrors: true });
  addFormats(ajv);

  for (const tool of MCP_TOOLS) {
    describe(tool.name, () => {
      const { properties = {}, required = [] } = tool.inputSchema;

      it('is a valid JSON Schema of an object', () => {
        expect(tool.inputSchema.type).to.equal('object');
        expect(() => ajv.compile(tool.inputSchema)).to.not.throw();
      });

      it('names exactly the keys the codec declares', () => {
        expect(Object.keys(properties).sort()).to.deep.equal([...declaredKeys(tool.argsCodec)].sort());
      });

      it('requires exactly what the codec requires (decoding {} names them)', () => {
        const missing = complaintsOf(tool.argsCodec, {})
          .split('; ')
          .filter((m) => m.endsWith(' is required'))
          .map((m) => m.slice(0, -' is required'.length));
        expect(missing.sort()).to.deep.equal([...required].sort());
      });

      it('types every property as the codec does: a value of another type is refused, one the schema allows passes', () => {
        const validate = ajv.compile(tool.inputSchema);
        for (const [name, schema] of Object.entries(properties)) {
          expect(complaintsOf(tool.argsCodec, { [name]: wrongValue(schema) }), name).to.include(`${name} must be`);
          const sample = { [name]: validValue(schema) };
          expect(complaintsOf(tool.argsCodec, sample), name).to.not.include(`${name} must be`);
          // The sample is valid for the schema too, on its own property.
          validate(sample);
          expect(
            (validate.errors ?? []).filter((e) => e.instancePath === `/${name}`),
            name,
          ).to.deep.equal([]);
        }
      });
    });
  }

  it('has the contract tools, each with a description and the three annotations', () => {
    expect(MCP_TOOLS.map((tool) => tool.name)).to.include.members([
      'list_projects',
      'list_pages',
      'get_page',
      'search_pages',
      'list_templates',
      'get_template',
      'open_draft',
      'get_draft',
      'save_draft',
      'discard_draft',
      'list_draft_versions',
      'restore_draft_version',
      'publish_preview',
      'publish_confirm',
      'get_publish_history',
    ]);
    for (const tool of MCP_TOOLS) {
      expect(tool.description.length, tool.name).to.be.greaterThan(20);
      expect(Object.keys(tool.annotations), tool.name).to.include.members(['readOnlyHint', 'destructiveHint', 'idempotentHint']);
    }
  });
});

describe('io-ts to JSON Schema', () => {
  it('describes the combinators our codecs use', () => {
    const codec = t.intersection([
      t.type({ name: trimmedString(10), kind: t.keyof({ a: null, b: null }), tags: t.array(t.string) }),
      t.partial({ count: intBetween(1, 5), flag: t.boolean, either: t.union([t.string, t.null]) }),
    ]);
    expect(jsonSchemaOf(codec)).to.deep.equal({
      type: 'object',
      properties: {
        name: { type: 'string', minLength: 1, maxLength: 10, description: 'a non-empty string of at most 10 characters' },
        kind: { type: 'string', enum: ['a', 'b'], description: '"a" | "b"' },
        tags: { type: 'array', items: { type: 'string' } },
        count: { type: 'integer', minimum: 1, maximum: 5, description: 'an integer from 1 to 5' },
        flag: { type: 'boolean' },
        either: { anyOf: [{ type: 'string' }, { type: 'null' }] },
      },
      required: ['name', 'kind', 'tags'],
    });
  });

  it('refuses to guess: a hand-written codec or a refinement without a hint stops the tool from being declared', () => {
    const opaque = new t.Type<string, string, unknown>('opaque', t.string.is, t.string.validate, t.identity);
    expect(() => jsonSchemaOf(t.type({ x: opaque }))).to.throw(/opaque.*no JSON Schema/);
    expect(() => jsonSchemaOf(t.type({ x: t.refinement(t.string, () => true, 'picky') }))).to.throw(/picky.*schema hint/);
  });
});

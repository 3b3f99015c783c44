import { expect } from 'chai';
import { canonicalJson } from '../../../domain/shared/canonical-json.js';

describe('canonicalJson', () => {
  it('writes every object with its keys sorted, at any depth, arrays in their order', () => {
    expect(canonicalJson({ b: 1, a: { d: [3, { z: true, y: null }], c: 'x' } })).to.equal('{"a":{"c":"x","d":[3,{"y":null,"z":true}]},"b":1}');
    expect(canonicalJson([{ b: 2, a: 1 }, 'é"'])).to.equal('[{"a":1,"b":2},"é\\""]');
  });

  it('gives equal values equal text whatever order their keys came in', () => {
    expect(canonicalJson({ a: 1, b: 2, c: 3 })).to.equal(canonicalJson({ c: 3, a: 1, b: 2 }));
  });

  it('leaves out undefined properties, and writes undefined or a function alone as null, as JSON does in arrays', () => {
    expect(canonicalJson({ a: undefined, b: 1 })).to.equal('{"b":1}');
    expect(canonicalJson(undefined)).to.equal('null');
    expect(canonicalJson([undefined, () => 1])).to.equal('[null,null]');
    expect(canonicalJson({})).to.equal('{}');
    expect(canonicalJson([])).to.equal('[]');
    expect(canonicalJson(null)).to.equal('null');
  });
});

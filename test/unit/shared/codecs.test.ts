import { expect } from 'chai';
import * as E from 'fp-ts/lib/Either.js';
import { boundedString, intBetween, IsoInstant, JsonObject, LanguageTagCodec, pageSizeCodec, trimmedString } from '../../../domain/shared/codecs.js';

describe('boundary codecs', () => {
  it('a trimmed string: not blank, at most max characters after trimming', () => {
    const codec = trimmedString(5);
    expect(codec.decode('  abcde ')).to.deep.equal(E.right('abcde'));
    expect(E.isLeft(codec.decode('abcdef'))).to.equal(true);
    expect(E.isLeft(codec.decode('   '))).to.equal(true);
    expect(E.isLeft(codec.decode(5))).to.equal(true);
    expect([codec.is('abcde'), codec.is(' abcde '), codec.is('abcdef'), codec.is(' '), codec.is(5)]).to.deep.equal([true, true, false, false, false]);
    expect(codec.name).to.equal('a non-empty string of at most 5 characters');
  });

  it('a bounded string: empty allowed, at most max characters', () => {
    const codec = boundedString(3);
    expect([codec.is(''), codec.is('abc'), codec.is('abcd'), codec.is(3)]).to.deep.equal([true, true, false, false]);
  });

  it('a language tag: decodes any case to the canonical one; only the canonical one is a tag as is', () => {
    expect(LanguageTagCodec.decode('PT-br')).to.deep.equal(E.right('pt-BR'));
    expect([LanguageTagCodec.is('pt-BR'), LanguageTagCodec.is('pt-br'), LanguageTagCodec.is('not a tag'), LanguageTagCodec.is(7)]).to.deep.equal([
      true,
      false,
      false,
      false,
    ]);
    expect(E.isLeft(LanguageTagCodec.decode(7))).to.equal(true);
  });

  it('a JSON object: not an array, not null', () => {
    expect(JsonObject.decode({ a: 1 })).to.deep.equal(E.right({ a: 1 }));
    for (const bad of [[1], null, 'x', 1]) {
      expect(JsonObject.is(bad), JSON.stringify(bad)).to.equal(false);
      expect(E.isLeft(JsonObject.decode(bad)), JSON.stringify(bad)).to.equal(true);
    }
    expect(JsonObject.is({})).to.equal(true);
  });

  it('an integer within its bounds, both included', () => {
    const codec = intBetween(2, 4);
    expect([1, 2, 3, 4, 5, 2.5].map((n) => codec.is(n))).to.deep.equal([false, true, true, true, false, false]);
    expect(codec.name).to.equal('an integer from 2 to 4');
  });

  it('an ISO 8601 instant, with a time zone', () => {
    for (const ok of [
      '2030-01-01T00:00Z',
      '2030-01-01T00:00:00Z',
      '2030-01-01T00:00:00.123Z',
      '2030-01-01T00:00:00+02:00',
      '2030-01-01T00:00:00-05:30',
      '2028-02-29T12:00:00Z',
      '2000-02-29T00:00Z',
      '2030-12-31T23:59:59.999+14:00',
    ]) {
      expect(IsoInstant.is(ok), ok).to.equal(true);
    }
    for (const bad of [
      '2030-01-01',
      '2030-01-01T00:00:00',
      'x2030-01-01T00:00:00Z',
      '2030-01-01T00:00:00Zx',
      '2030-01-01T00:00:00.Z',
      '2030-01-01T00:00:00 02:00',
      '2030-01-01T00:00:00+2:00',
      '2030-01-01T00:00:00+02:0',
      '2030-01-01T00:00:00+ab:00',
      '2030-01-01T00:00:00+02:ab',
      '2030-13-45T00:00:00Z',
    ]) {
      expect(IsoInstant.is(bad), bad).to.equal(false);
    }
  });

  it('an ISO 8601 instant names a day the calendar has and a time the clock shows: never one Date.parse rolls over (issue 41)', () => {
    for (const bad of [
      '2030-02-30T09:00:00Z',
      '2030-02-29T09:00:00Z',
      '1900-02-29T00:00:00Z',
      '2030-04-31T00:00:00Z',
      '2030-00-10T00:00:00Z',
      '2030-01-00T00:00:00Z',
      '2030-01-01T25:00:00Z',
      '2030-01-01T24:00:00Z',
      '2030-01-01T09:61:00Z',
      '2030-01-01T09:00:60Z',
      '2030-01-01T09:00:00+24:00',
      '2030-01-01T09:00:00+02:60',
    ]) {
      expect([IsoInstant.is(bad), E.isLeft(IsoInstant.decode(bad))], bad).to.deep.equal([false, true]);
    }
  });

  it('a page size from a number or the digits of a query string, from 1 to max', () => {
    const codec = pageSizeCodec(50);
    expect(codec.decode('20')).to.deep.equal(E.right(20));
    expect(codec.decode(50)).to.deep.equal(E.right(50));
    expect(codec.decode('1')).to.deep.equal(E.right(1));
    for (const bad of ['0', '51', 0, 51, 2.5, '2.5', ' 20', '20 ', '1e1', '20x', 'x20', '00020', '-1', '', null, [20]]) {
      expect(E.isLeft(codec.decode(bad)), JSON.stringify(bad)).to.equal(true);
    }
    expect([codec.is(1), codec.is(50), codec.is(0), codec.is(51), codec.is(2.5), codec.is('20')]).to.deep.equal([true, true, false, false, false, false]);
  });
});

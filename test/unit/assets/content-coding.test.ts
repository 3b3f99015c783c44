import { expect } from 'chai';
import { chooseCoding } from '../../../adapters/http/assets/content-coding.js';

describe('Choosing the content coding of a bundle', () => {
  const ours = ['br', 'gzip'] as const;
  const cases: Array<[string, string | null]> = [
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip, deflate', 'gzip'],
    ['x-gzip', 'gzip'],
    ['br;q=0.5, gzip;q=1', 'gzip'],
    ['BR;Q=0.9, gzip;q=0.8', 'br'],
    ['br;q=0, gzip', 'gzip'],
    ['*', 'br'],
    ['*;q=0.5, br;q=0', 'gzip'],
    ['identity', null],
    ['identity;q=1, br;q=0.5', null],
    ['br;q=0.5, identity;q=0.5', 'br'],
    ['', null],
    ['gzip;q=nonsense', null],
    ['gzip;q=2', null],
    [' , ;q=1, deflate', null],
  ];
  for (const [header, expected] of cases) {
    it(`answers ${expected ?? 'the file as it is'} to ${JSON.stringify(header)}`, () => {
      expect(chooseCoding(header, ours)).to.equal(expected);
    });
  }

  it('offers only the codings the file has', () => {
    expect(chooseCoding('br, gzip', ['gzip'])).to.equal('gzip');
    expect(chooseCoding('br', [])).to.equal(null);
  });
});

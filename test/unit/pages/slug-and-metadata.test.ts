import { expect } from 'chai';
import * as E from 'fp-ts/lib/Either.js';
import { mergeMetadata, withoutNulls } from '../../../domain/pages/metadata.js';
import { isSlug, parseSlug, slugify } from '../../../domain/pages/slug.js';
import { leftOf } from '../../support/expect.js';

describe('Slug', () => {
  it('accepts lowercase letters, digits and "-" in segments joined by "/", up to 200 characters', () => {
    for (const ok of ['about', 'blog/hello-world', 'a', '2026/03/news', 'x-1/y-2/z', 'a'.repeat(200)]) expect(isSlug(ok), ok).to.equal(true);
  });

  it('refuses anything else, saying what a slug is', () => {
    for (const bad of ['', 'About', 'a b', '/about', 'about/', 'a//b', 'a_b', 'é', 'a.html', 'a'.repeat(201), ' about']) {
      expect(isSlug(bad), bad).to.equal(false);
    }
    const result = parseSlug('Bad Slug');
    expect(leftOf(result)).to.deep.equal({
      _tag: 'Invalid',
      message: 'slug must be lowercase letters, digits and "-", with "/" between segments, at most 200 characters',
    });
    expect(parseSlug(42, 'metadata.slug')).to.satisfy(E.isLeft);
  });

  it('slugifies titles, dropping accents and punctuation', () => {
    expect(slugify('Über uns: Das Team!')).to.equal('uber-uns-das-team');
    expect(slugify('  Hello,   World  ')).to.equal('hello-world');
    expect(slugify('Café & Crème 2026')).to.equal('cafe-creme-2026');
    expect(slugify('!!!')).to.equal(null);
    expect(slugify('日本語')).to.equal(null);
    expect(slugify('a'.repeat(250))).to.have.length(200);
  });
});

describe('Metadata merge', () => {
  it('replaces sent keys, removes keys sent as null, keeps the rest; one level deep', () => {
    const current = { title: 'T', description: 'D', nested: { a: 1, b: 2 }, tags: ['x'] };
    expect(mergeMetadata(current, { description: null, nested: { a: 3 }, extra: false })).to.deep.equal({
      title: 'T',
      nested: { a: 3 },
      tags: ['x'],
      extra: false,
    });
    expect(current.description).to.equal('D');
  });

  it('never lets a key reach the prototype', () => {
    const merged = mergeMetadata({}, JSON.parse('{"__proto__": {"polluted": true}}'));
    expect(({} as Record<string, unknown>).polluted).to.equal(undefined);
    expect(Object.getPrototypeOf(merged)).to.equal(Object.prototype);
  });

  it("drops nulls from a new document's metadata", () => {
    expect(withoutNulls({ title: 'T', description: null })).to.deep.equal({ title: 'T' });
  });
});

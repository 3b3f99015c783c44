import { expect } from 'chai';
import * as E from 'fp-ts/lib/Either.js';
import {
  headerNavItemOf,
  linkedSlugs,
  orderMismatch,
  sidebarGroupOf,
  WebUrl,
  type NavigationBodies,
  type NavigationEntry,
  type NavigationKind,
} from '../../../domain/site/navigation.js';

const entry = <K extends NavigationKind>(kind: K, body: NavigationBodies[K]): NavigationEntry<K> => ({
  id: 'n1',
  project_id: 'p1',
  kind,
  language: 'de',
  position: 2,
  body,
});

describe('site navigation', () => {
  describe('a header link that leaves the site', () => {
    it('is an absolute http or https URL of at most 2000 characters', () => {
      const longest = `https://example.com/${'a'.repeat(2000 - 'https://example.com/'.length)}`;
      for (const url of ['https://example.com/', 'http://example.com/a?b=c', longest]) {
        expect(WebUrl.is(url), url).to.equal(true);
        expect(WebUrl.decode(url), url).to.deep.equal(E.right(url));
      }
    });

    it('refuses another scheme, a relative address, a longer one and what is not text', () => {
      for (const url of [
        'javascript:alert(1)',
        'ftp://example.com/',
        'mailto:a@example.com',
        '/docs',
        'example.com',
        '',
        `https://example.com/${'a'.repeat(2000)}`,
        7,
        null,
      ]) {
        expect(WebUrl.is(url), String(url)).to.equal(false);
        expect(E.isLeft(WebUrl.decode(url)), String(url)).to.equal(true);
      }
    });
  });

  it('shows a stored sidebar group with its title and items', () => {
    const items = [{ slug: 'intro', label: 'Intro' }];
    expect(sidebarGroupOf(entry('sidebar_group', { title: 'Start', items }))).to.deep.equal({ id: 'n1', language: 'de', title: 'Start', position: 2, items });
  });

  it('shows a stored header item with its URL, else its slug', () => {
    expect(headerNavItemOf(entry('header_nav_item', { label: 'Blog', url: 'https://blog.example/' }))).to.deep.equal({
      id: 'n1',
      language: 'de',
      label: 'Blog',
      position: 2,
      url: 'https://blog.example/',
    });
    expect(headerNavItemOf(entry('header_nav_item', { label: 'Docs', slug: 'docs' }))).to.deep.equal({
      id: 'n1',
      language: 'de',
      label: 'Docs',
      position: 2,
      slug: 'docs',
    });
    expect(headerNavItemOf(entry('header_nav_item', { label: 'Home' }))).to.deep.equal({ id: 'n1', language: 'de', label: 'Home', position: 2, slug: '' });
  });

  it('names the pages an entry links to: every item of a group, a header slug, none for a URL', () => {
    const items = [
      { slug: 'intro', label: 'Intro' },
      { slug: 'setup', label: 'Setup' },
    ];
    expect(linkedSlugs(entry('sidebar_group', { title: 'Start', items }))).to.deep.equal(['intro', 'setup']);
    expect(linkedSlugs(entry('header_nav_item', { label: 'Docs', slug: 'docs' }))).to.deep.equal(['docs']);
    expect(linkedSlugs(entry('header_nav_item', { label: 'Blog', url: 'https://blog.example/' }))).to.deep.equal([]);
  });

  it('accepts a new order naming exactly the existing entries, else says which are unknown and which missing', () => {
    expect(orderMismatch(['a', 'b', 'c'], ['c', 'a', 'b'])).to.equal(null);
    expect(orderMismatch([], [])).to.equal(null);
    expect(orderMismatch(['a', 'b', 'c'], ['c', 'x', 'a', 'y'])).to.deep.equal({ unknown: ['x', 'y'], missing: ['b'] });
    expect(orderMismatch(['a', 'b'], ['a', 'b', 'z'])).to.deep.equal({ unknown: ['z'], missing: [] });
    expect(orderMismatch(['a', 'b'], ['b'])).to.deep.equal({ unknown: [], missing: ['a'] });
  });
});

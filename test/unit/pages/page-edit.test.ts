import { expect } from 'chai';
import { editedPage, type PageDocument } from '../../../domain/pages/page-document.js';
import { isSlug, slugify } from '../../../domain/pages/slug.js';

const page: PageDocument = {
  id: 'page-1',
  project_id: 'p1',
  slug: 'about',
  language: 'en',
  visibility: 'public',
  metadata: { title: 'About', description: 'Us' },
  content: 'Body',
  doc_template_id: 'page',
  revision: 4,
  translation_of: null,
  created_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-01-02T00:00:00Z',
};

describe('Editing a live page', () => {
  it('applies what the edit names as the next revision, merging metadata (null removes a key)', () => {
    expect(
      editedPage(page, { slug: 'team', metadata: { description: null, tag: 'x' }, content: 'New', visibility: 'unlisted', at: '2026-01-03T00:00:00Z' }),
    ).to.deep.equal({
      ...page,
      slug: 'team',
      metadata: { title: 'About', tag: 'x' },
      content: 'New',
      visibility: 'unlisted',
      revision: 5,
      updated_at: '2026-01-03T00:00:00Z',
    });
  });

  it('keeps what the edit leaves out', () => {
    expect(editedPage(page, { at: '2026-01-03T00:00:00Z' })).to.deep.equal({ ...page, revision: 5, updated_at: '2026-01-03T00:00:00Z' });
  });
});

describe('Slugs at their length limit', () => {
  it('are at most 200 characters', () => {
    expect(isSlug('a'.repeat(200))).to.equal(true);
    expect(isSlug('a'.repeat(201))).to.equal(false);
    // What prints as a slug is not one unless it is a string.
    expect(isSlug(['abc'])).to.equal(false);
  });

  it('made from a long title, end without a dash where the title is cut', () => {
    expect(slugify(`${'a'.repeat(199)} b`)).to.equal('a'.repeat(199));
    expect(slugify('-- Hello, World! --')).to.equal('hello-world');
  });
});

import { expect } from 'chai';
import { draftWriteRefusal, writtenDraft } from '../../../domain/drafts/draft-write.js';
import type { PageDocument } from '../../../domain/pages/page-document.js';

/** The draft-write rules every store applies inside its own transaction (domain/drafts/draft-write.ts). */
describe('Draft writes', () => {
  const draft: PageDocument = {
    id: 'd1',
    project_id: 'p',
    slug: 'about',
    language: 'en',
    visibility: 'draft',
    metadata: { title: 'About', hero: '/a.png' },
    content: 'old',
    doc_template_id: 'page',
    revision: 3,
    translation_of: null,
    created_at: '2030-01-01T00:00:00.000Z',
    updated_at: '2030-01-01T00:00:00.000Z',
  };

  it('refuses a missing document, a live page and a stale revision, in that order', () => {
    expect(draftWriteRefusal(null, 1)).to.deep.equal({ kind: 'not_found' });
    expect(draftWriteRefusal({ ...draft, visibility: 'public' }, 1)).to.deep.equal({ kind: 'not_draft' });
    expect(draftWriteRefusal(draft, 2)).to.deep.equal({ kind: 'stale', current_revision: 3 });
    expect(draftWriteRefusal(draft, 3)).to.equal(null);
    expect(draftWriteRefusal(draft, undefined)).to.equal(null);
    expect(draftWriteRefusal(draft)).to.equal(null);
  });

  it('writes the next revision: metadata merged one level or replaced whole, content replaced', () => {
    const merged = writtenDraft(draft, { metadata: { kind: 'merge', patch: { title: 'New', hero: null } }, content: 'new' }, '2030-01-02T00:00:00.000Z');
    expect(merged).to.deep.equal({ ...draft, metadata: { title: 'New' }, content: 'new', revision: 4, updated_at: '2030-01-02T00:00:00.000Z' });
    const replaced = writtenDraft(draft, { metadata: { kind: 'replace', value: { other: 1 } }, content: 'x' }, '2030-01-03T00:00:00.000Z');
    expect(replaced).to.include({ revision: 4, content: 'x' });
    expect(replaced.metadata).to.deep.equal({ other: 1 });
  });
});

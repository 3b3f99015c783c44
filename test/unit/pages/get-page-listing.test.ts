import { expect } from 'chai';
import { GetPageListing } from '../../../application/pages/get-page-listing.js';
import { PROJECT_NOT_FOUND } from '../../../application/projects/project-access.js';
import type { PageDocument } from '../../../domain/pages/page-document.js';
import { leftOf, rightOf } from '../../support/expect.js';
import { actor, pagesWorld } from '../drafts/world.js';

describe('GetPageListing (use case with fakes): how many pages or drafts, and the newest', () => {
  const doc = (projectId: string, id: string, over: Partial<PageDocument> = {}): PageDocument => ({
    id,
    project_id: projectId,
    slug: id,
    language: 'en',
    visibility: 'public',
    metadata: { title: id },
    content: 'Text.',
    doc_template_id: 'page',
    revision: 1,
    translation_of: null,
    created_at: '2026-03-01T10:00:00.000Z',
    updated_at: '2026-03-01T10:00:00.000Z',
    ...over,
  });

  it('counts the kind asked and names its newest document', async () => {
    const w = pagesWorld();
    await w.pages.create(doc(w.projectId, 'a1'));
    await w.pages.create(doc(w.projectId, 'a2'));
    await w.pages.create(doc(w.projectId, 'a3', { visibility: 'draft' }));
    const read = new GetPageListing(w.access, w.pages);
    expect(rightOf(await read.execute(actor('reader'), { projectId: w.projectId, kind: 'live' }))).to.deep.equal({ count: 2, newest_id: 'a2' });
    expect(rightOf(await read.execute(actor('reader'), { projectId: w.projectId, kind: 'draft' }))).to.deep.equal({ count: 1, newest_id: 'a3' });
  });

  it('answers nothing to someone outside the project', async () => {
    const w = pagesWorld();
    const outcome = leftOf(await new GetPageListing(w.access, w.pages).execute(actor('stranger'), { projectId: w.projectId, kind: 'live' }));
    expect(outcome).to.deep.include({ _tag: 'NotFound', message: PROJECT_NOT_FOUND });
  });
});

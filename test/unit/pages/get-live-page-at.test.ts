import { expect } from 'chai';
import { GetLivePageAt, NO_LIVE_PAGE_AT } from '../../../application/pages/get-live-page-at.js';
import { PROJECT_NOT_FOUND } from '../../../application/projects/project-access.js';
import type { PageDocument } from '../../../domain/pages/page-document.js';
import { leftOf, rightOf } from '../../support/expect.js';
import { actor, pagesWorld } from '../drafts/world.js';

describe('GetLivePageAt (use case with fakes): the live page of a slug and language', () => {
  const doc = (projectId: string, id: string, over: Partial<PageDocument>): PageDocument => ({
    id,
    project_id: projectId,
    slug: 'delivery',
    language: 'en',
    visibility: 'public',
    metadata: { title: 'Delivery' },
    content: 'We deliver.',
    doc_template_id: 'page',
    revision: 1,
    translation_of: null,
    created_at: '2026-03-01T10:00:00.000Z',
    updated_at: '2026-03-01T10:00:00.000Z',
    ...over,
  });

  it('reads the live page, never the draft of the same slug, and only in the language asked', async () => {
    const w = pagesWorld();
    await w.pages.create(doc(w.projectId, 'live-en', {}));
    await w.pages.create(doc(w.projectId, 'draft-en', { visibility: 'draft', content: 'Draft text.' }));
    const read = new GetLivePageAt(w.access, w.pages);
    expect(rightOf(await read.execute(actor('reader'), { projectId: w.projectId, slug: 'delivery', language: 'en' })).id).to.equal('live-en');
    expect(leftOf(await read.execute(actor('reader'), { projectId: w.projectId, slug: 'delivery', language: 'fr' }))).to.deep.include({
      _tag: 'NotFound',
      message: NO_LIVE_PAGE_AT,
    });
  });

  it('answers nothing to someone outside the project', async () => {
    const w = pagesWorld();
    await w.pages.create(doc(w.projectId, 'live-en', {}));
    const outcome = leftOf(await new GetLivePageAt(w.access, w.pages).execute(actor('stranger'), { projectId: w.projectId, slug: 'delivery', language: 'en' }));
    // As for any project-scoped read: the project is not found, so its existence does not leak.
    expect(outcome).to.deep.include({ _tag: 'NotFound', message: PROJECT_NOT_FOUND });
  });
});

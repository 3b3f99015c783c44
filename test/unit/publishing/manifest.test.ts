import { expect } from 'chai';
import { changedDraft } from '../../../domain/publishing/changed-draft.js';
import { planManifest } from '../../../domain/publishing/manifest.js';
import type { PageDocument } from '../../../domain/pages/page-document.js';
import { builtInTemplate } from '../../../domain/templates/built-in.js';

const draft = (id: string, slug: string, metadata: Record<string, unknown>, language = 'en'): PageDocument => ({
  id,
  project_id: 'p',
  slug,
  language,
  visibility: 'draft',
  metadata,
  content: '',
  doc_template_id: 'page',
  revision: 3,
  created_at: '',
  updated_at: '',
});

describe('The publish manifest (domain)', () => {
  it('changes every complete draft (create or update, at its revision) and blocks the others with reasons, sorted by slug', () => {
    const manifest = planManifest(
      [
        { draft: draft('1', 'zeta', { title: 'Z' }), hasLivePage: true },
        { draft: draft('2', 'alpha', { title: 'A' }, 'fr'), hasLivePage: false },
        { draft: draft('3', 'beta', { title: '' }), hasLivePage: false },
        { draft: draft('4', 'alpha', { title: 'A' }), hasLivePage: false },
      ],
      () => builtInTemplate('page')!,
    );
    expect(manifest.changes).to.deep.equal([
      { draft_id: '4', slug: 'alpha', language: 'en', action: 'create', revision: 3 },
      { draft_id: '2', slug: 'alpha', language: 'fr', action: 'create', revision: 3 },
      { draft_id: '1', slug: 'zeta', language: 'en', action: 'update', revision: 3 },
    ]);
    expect(manifest.blocked).to.deep.equal([{ draft_id: '3', slug: 'beta', language: 'en', reasons: ['metadata.title (Title) is required by template page'] }]);
  });

  it('says why a manifest change no longer applies', () => {
    const change = { draft_id: 'd', slug: 's', language: 'en', action: 'update' as const, revision: 2 };
    expect(changedDraft(change, { isDraft: true, revision: 2 }, true)).to.equal(null);
    expect(changedDraft(change, null, true)!.reason).to.equal('the draft was discarded or published since the dry run');
    expect(changedDraft(change, { isDraft: false, revision: 2 }, true)!.current_revision).to.equal(null);
    expect(changedDraft(change, { isDraft: true, revision: 3 }, true)!.current_revision).to.equal(3);
    expect(changedDraft(change, { isDraft: true, revision: 2 }, false)!.reason).to.equal('the live page was deleted since the dry run');
    expect(changedDraft({ ...change, action: 'create' }, { isDraft: true, revision: 2 }, true)!.reason).to.equal(
      'a live page was created at this slug since the dry run',
    );
  });
});

import { expect } from 'chai';
import { changedDraft } from '../../../domain/publishing/changed-draft.js';
import { planManifest } from '../../../domain/publishing/manifest.js';
import type { PageDocument } from '../../../domain/pages/page-document.js';
import { builtInTemplate } from '../../../domain/templates/built-in.js';
import { STANDARD_FIELDS, type DocTemplate } from '../../../domain/templates/template.js';

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

/** Every order of `items` (for a sort, each must give the same answer). */
const permutations = <T>(items: readonly T[]): T[][] =>
  items.length <= 1 ? [[...items]] : items.flatMap((item, i) => permutations([...items.slice(0, i), ...items.slice(i + 1)]).map((rest) => [item, ...rest]));

/** Required fields whose keys and labels all differ, so a reason naming the wrong one shows. */
const EVENT: DocTemplate = {
  id: 'event',
  name: 'Event',
  description: '',
  fields: [
    ...STANDARD_FIELDS,
    { key: 'starts_on', label: 'Start date', type: 'date', required: true },
    { key: 'venue', label: 'Venue', type: 'text', required: false },
    { key: 'hero', label: 'Hero image', type: 'image', required: true },
  ],
};

describe('The publish manifest (domain)', () => {
  it('orders changes by slug, then language, whatever order the drafts come in (one slug in several languages)', () => {
    const candidates = [
      { draft: draft('1', 'about', { title: 'A' }, 'fr'), hasLivePage: false },
      { draft: draft('2', 'about', { title: 'A' }, 'de'), hasLivePage: true },
      { draft: draft('3', 'about', { title: 'A' }, 'en'), hasLivePage: false },
      { draft: draft('4', 'about-us', { title: 'B' }, 'de'), hasLivePage: false },
      { draft: draft('5', 'a', { title: 'C' }, 'fr'), hasLivePage: false },
    ];
    for (const order of permutations(candidates)) {
      const { changes } = planManifest(order, () => builtInTemplate('page')!);
      expect(
        changes.map((c) => `${c.slug}/${c.language}`),
        order.map((c) => c.draft.id).join(''),
      ).to.deep.equal(['a/fr', 'about/de', 'about/en', 'about/fr', 'about-us/de']);
    }
  });

  it('orders the blocked drafts by slug, then language, too', () => {
    const candidates = [
      { draft: draft('1', 'news', {}, 'en'), hasLivePage: false },
      { draft: draft('2', 'faq', {}, 'fr'), hasLivePage: false },
      { draft: draft('3', 'faq', {}, 'de'), hasLivePage: true },
      { draft: draft('4', 'contact', { title: '' }, 'en'), hasLivePage: false },
    ];
    for (const order of permutations(candidates)) {
      const { blocked, changes } = planManifest(order, () => builtInTemplate('page')!);
      expect(changes).to.deep.equal([]);
      expect(
        blocked.map((b) => `${b.draft_id} ${b.slug}/${b.language}`),
        order.map((c) => c.draft.id).join(''),
      ).to.deep.equal(['4 contact/en', '3 faq/de', '2 faq/fr', '1 news/en']);
    }
  });

  it('names each required field left empty by its own key and label, in the order of the form', () => {
    const { blocked } = planManifest(
      [{ draft: { ...draft('1', 'launch', { title: 'Launch', venue: 'Hall 1', hero: [] }), doc_template_id: 'event' }, hasLivePage: false }],
      () => EVENT,
    );
    expect(blocked).to.deep.equal([
      {
        draft_id: '1',
        slug: 'launch',
        language: 'en',
        reasons: ['metadata.starts_on (Start date) is required by template event', 'metadata.hero (Hero image) is required by template event'],
      },
    ]);
  });

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

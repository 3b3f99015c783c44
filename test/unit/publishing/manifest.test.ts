import { expect } from 'chai';
import { changedDraft } from '../../../domain/publishing/changed-draft.js';
import { isUnchanged, PLAIN_PUBLISH, planManifest, publishView } from '../../../domain/publishing/manifest.js';
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
  translation_of: null,
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

/** A live page that says something else than every draft here. */
const LIVE = { metadata: { title: 'Before' }, content: 'Before.' };

describe('The publish manifest (domain)', () => {
  it('orders changes by slug, then language, whatever order the drafts come in (one slug in several languages)', () => {
    const candidates = [
      { draft: draft('1', 'about', { title: 'A' }, 'fr'), live: null },
      { draft: draft('2', 'about', { title: 'A' }, 'de'), live: LIVE },
      { draft: draft('3', 'about', { title: 'A' }, 'en'), live: null },
      { draft: draft('4', 'about-us', { title: 'B' }, 'de'), live: null },
      { draft: draft('5', 'a', { title: 'C' }, 'fr'), live: null },
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
      { draft: draft('1', 'news', {}, 'en'), live: null },
      { draft: draft('2', 'faq', {}, 'fr'), live: null },
      { draft: draft('3', 'faq', {}, 'de'), live: LIVE },
      { draft: draft('4', 'contact', { title: '' }, 'en'), live: null },
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
      [{ draft: { ...draft('1', 'launch', { title: 'Launch', venue: 'Hall 1', hero: [] }), doc_template_id: 'event' }, live: null }],
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
        { draft: draft('1', 'zeta', { title: 'Z' }), live: LIVE },
        { draft: draft('2', 'alpha', { title: 'A' }, 'fr'), live: null },
        { draft: draft('3', 'beta', { title: '' }), live: null },
        { draft: draft('4', 'alpha', { title: 'A' }), live: null },
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

  it('lists a draft equal to its live page (content, and metadata in any key order) as unchanged, never promoted nor blocked', () => {
    const same = { ...draft('1', 'same', { title: 'Same', tags: ['a', 'b'], nested: { x: 1, y: 2 } }), content: 'Body.' };
    const live = { metadata: { nested: { y: 2, x: 1 }, tags: ['a', 'b'], title: 'Same' }, content: 'Body.' };
    // Equal to a live page that lacks a required field: nothing would change, so nothing is blocked either.
    const untitled = { ...draft('2', 'untitled', {}), content: 'Old.' };
    const manifest = planManifest(
      [
        { draft: same, live },
        { draft: untitled, live: { metadata: {}, content: 'Old.' } },
        { draft: { ...same, id: '3', slug: 'edited', content: 'Body!' }, live },
        { draft: { ...same, id: '4', slug: 'retagged', metadata: { ...same.metadata, tags: ['b', 'a'] } }, live },
        { draft: { ...same, id: '5', slug: 'new' }, live: null },
      ],
      () => builtInTemplate('page')!,
    );
    expect(manifest.unchanged).to.deep.equal([
      { draft_id: '1', slug: 'same', language: 'en', revision: 3 },
      { draft_id: '2', slug: 'untitled', language: 'en', revision: 3 },
    ]);
    expect(manifest.changes.map((c) => [c.draft_id, c.action])).to.deep.equal([
      ['3', 'update'],
      ['5', 'create'],
      ['4', 'update'],
    ]);
    expect(manifest.blocked).to.deep.equal([]);
    expect(manifest.settings_only).to.equal(false);
    expect(isUnchanged(same, live)).to.equal(true);
    expect(isUnchanged({ ...same, metadata: { ...same.metadata, extra: null } }, live)).to.equal(false);
  });

  it('is settings only when nothing changes: no draft, or only unchanged and blocked ones', () => {
    const template = () => builtInTemplate('page')!;
    expect(planManifest([], template)).to.deep.equal({ changes: [], blocked: [], unchanged: [], settings_only: true });
    const unchanged = planManifest(
      [{ draft: { ...draft('1', 'a', { title: 'A' }), content: 'x' }, live: { metadata: { title: 'A' }, content: 'x' } }],
      template,
    );
    expect(unchanged.settings_only).to.equal(true);
    expect(planManifest([{ draft: draft('1', 'a', {}), live: null }], template).settings_only).to.equal(true);
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

  it('lists unchanged drafts by slug, then language, and says a publish without changes deploys the settings alone', () => {
    const same = (d: PageDocument) => ({ draft: d, live: { metadata: d.metadata, content: d.content } });
    const manifest = planManifest(
      [same(draft('d1', 'b', { title: 'T' })), same(draft('d2', 'a', { title: 'T' }, 'fr')), same(draft('d3', 'a', { title: 'T' }, 'de'))],
      () => EVENT,
    );
    expect(manifest.unchanged.map((u) => u.draft_id)).to.deep.equal(['d3', 'd2', 'd1']);
    expect(manifest.settings_only).to.equal(true);
  });

  it('shows a publish in the history: settings only when it changed no page, never "0 pages"', () => {
    const record = { publish_id: 'pub', project_id: 'p', published_at: 't', published_by: 'u', changes: [], deployed_at: null, ...PLAIN_PUBLISH };
    expect(publishView(record)).to.deep.equal({
      publish_id: 'pub',
      published_at: 't',
      published_by: 'u',
      changes: [],
      unpublished: [],
      release: null,
      kind: 'settings_only',
      settings_only: true,
    });
    const change = { draft_id: 'd', slug: 's', language: 'en', action: 'create' as const, revision: 1, page_id: 'pg' };
    expect(publishView({ ...record, changes: [change] })).to.include({ kind: 'pages', settings_only: false });
    expect(publishView({ ...record, changes: [change], settings_changed: true })).to.include({ kind: 'pages_and_settings', settings_only: false });
    // A settings change with no page is still the settings alone.
    expect(publishView({ ...record, settings_changed: true })).to.include({ kind: 'settings_only' });
  });

  it('names the release a publish ran for, and counts the pages it took off the site as pages', () => {
    const release = { id: 'rel', name: 'Spring launch', scheduled_by: 'user:ana' };
    const unpublished = [{ page_id: 'old', slug: 'old', language: 'en' }];
    const view = publishView({
      publish_id: 'pub',
      project_id: 'p',
      published_at: 't',
      published_by: 'user:ana',
      changes: [],
      deployed_at: null,
      release,
      unpublished,
      settings_changed: false,
    });
    expect(view).to.deep.include({ release, unpublished, kind: 'pages', settings_only: false });
  });
});

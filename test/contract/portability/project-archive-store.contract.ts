import { expect } from 'chai';
import type { ProjectArchiveStore } from '../../../application/portability/ports.js';
import type { PageSearchIndex } from '../../../application/search/ports.js';
import type { NavigationRepository } from '../../../application/site/ports.js';
import type { TemplateCatalog } from '../../../application/templates/ports.js';
import type { DraftVersion } from '../../../domain/drafts/version.js';
import { searchTerms } from '../../../domain/search/query.js';
import type { NavigationEntry } from '../../../domain/site/navigation.js';
import { STANDARD_FIELDS } from '../../../domain/templates/template.js';
import { aProject, uniqueId } from '../../support/builders.js';
import { aDoc, at, type PageStores } from '../../support/stores/page-fixtures.js';

export interface ArchiveStores extends PageStores {
  readonly archive: ProjectArchiveStore;
  readonly templates: TemplateCatalog;
  readonly navigation: NavigationRepository;
  readonly index: PageSearchIndex;
}

const aVersion = (draftId: string, revision: number, overrides: Partial<DraftVersion> = {}): DraftVersion => ({
  version_id: uniqueId('v'),
  draft_id: draftId,
  revision,
  saved_at: at(revision),
  saved_by: revision % 2 === 0 ? 'api_key:k1' : 'editor',
  autosave: revision % 2 === 0,
  metadata: { title: `Revision ${revision}` },
  content: `Text at ${revision}`,
  ...overrides,
});

/** What every ProjectArchiveStore adapter must do: records stored exactly as given, and read back whole. */
export function projectArchiveStoreContract(stores: () => ArchiveStores): void {
  const newProject = async () => {
    const project = aProject({ id: uniqueId('imported') });
    await stores().archive.createProject(project);
    return project;
  };

  it('creates a project with no member, and replaces its settings whole, fields it does not know included', async () => {
    const { archive, projects } = stores();
    const project = await newProject();
    expect(await projects.findById(project.id)).to.deep.equal(project);
    expect((await projects.findForMember(project.id, 'owner'))?.membership).to.equal(null);
    const settings = {
      site: {
        live_agent_placement: 'widget',
        live_agent_slug: null,
        accent_color: '#0a7d3b',
        logo_image_id: 'img-1',
        favicon_image_id: null,
        home_pages: { en: 'home' },
        launcher_offset: null,
        language_fallbacks: {},
      },
      live_agent: {
        greeting: 'Welcome',
        voice: 'Kore',
        manager_phone: '+14155550100',
        phone_number: null,
        access: 'members',
        page_heading: '',
        page_text: '',
        question_retention_days: 30,
      },
      workflow: { require_approval: true },
      search: { synonyms: [['ship', 'delivery']], builtin_synonyms: false },
    } as const;
    expect(await archive.replaceSettings(project.id, settings as never)).to.equal(true);
    expect((await projects.findById(project.id))?.settings).to.deep.equal(settings);
    expect(await archive.replaceSettings('no-such-project', settings as never)).to.equal(false);
  });

  it('stores live pages and drafts exactly as given (ids, revisions, times), and the search index takes the live ones', async () => {
    const { archive, pages, index } = stores();
    const { id: projectId } = await newProject();
    const live = aDoc(projectId, { slug: 'menu', content: 'Gingerbread all year.', revision: 7, created_at: at(1), updated_at: at(90) });
    const draft = aDoc(projectId, {
      slug: 'menu',
      visibility: 'draft',
      content: 'Gingerbread in winter.',
      revision: 3,
      metadata: { title: 'Menu', tags: ['x'] },
    });
    const unlisted = aDoc(projectId, { slug: 'secret', visibility: 'unlisted', content: 'Gingerbread recipe.' });
    await archive.addDocuments([live, draft, unlisted]);
    for (const doc of [live, draft, unlisted]) expect(await pages.findById(projectId, doc.id)).to.deep.equal(doc);
    const hits = await index.search(projectId, { terms: searchTerms('gingerbread', { languages: ['en'] }), limit: 10 });
    expect(hits.map((h) => h.slug).sort()).to.deep.equal(['menu', 'secret']);
  });

  it('stores versions as given and reads back those of the drafts asked for, by draft, oldest first', async () => {
    const { archive, versions } = stores();
    const { id: projectId } = await newProject();
    const [first, second, third] = [1, 2, 3].map((n) => aDoc(projectId, { slug: `draft-${n}`, visibility: 'draft', revision: 3 }));
    await archive.addDocuments([first!, second!, third!]);
    const written = [aVersion(first!.id, 2), aVersion(first!.id, 1), aVersion(second!.id, 3), aVersion(third!.id, 1)];
    await archive.addVersions(projectId, written);
    expect(await versions.find(projectId, first!.id, written[0]!.version_id)).to.deep.equal(written[0]);
    expect((await versions.list(projectId, first!.id)).map((v) => v.revision)).to.deep.equal([2, 1]);
    const read = await archive.versionsOf(projectId, [second!.id, first!.id]);
    const byDraft = [first!.id, second!.id].sort();
    expect(read.map((v) => [v.draft_id, v.revision])).to.deep.equal(
      byDraft.flatMap((id) =>
        id === first!.id
          ? [
              [id, 1],
              [id, 2],
            ]
          : [[id, 3]],
      ),
    );
    expect(read.find((v) => v.version_id === written[2]!.version_id)).to.deep.equal(written[2]);
    const other = await newProject();
    expect(await archive.versionsOf(other.id, [first!.id])).to.deep.equal([]);
  });

  it('stores templates with their times and reads them back in creation order', async () => {
    const { archive, templates } = stores();
    const { id: projectId } = await newProject();
    const recipe = {
      id: 'recipe',
      name: 'Recipe',
      description: 'A dish',
      fields: [...STANDARD_FIELDS, { key: 'serves', label: 'Serves', type: 'text' as const, required: false }],
      extends: 'article' as const,
    };
    const menu = { id: 'menu', name: 'Menu', description: '', fields: STANDARD_FIELDS, extends: 'page' as const };
    await archive.addTemplates(projectId, [
      { template: recipe, created_at: at(2), updated_at: at(50) },
      { template: menu, created_at: at(1), updated_at: at(1) },
    ]);
    expect(await archive.templates(projectId)).to.deep.equal([
      { template: menu, created_at: at(1), updated_at: at(1) },
      { template: recipe, created_at: at(2), updated_at: at(50) },
    ]);
    expect(await templates.find(projectId, 'recipe')).to.deep.equal(recipe);
    expect((await templates.list(projectId)).map((t) => t.id)).to.deep.equal(['menu', 'recipe']);
  });

  it('stores navigation entries with their positions', async () => {
    const { archive, navigation } = stores();
    const { id: projectId } = await newProject();
    const entries: NavigationEntry[] = [
      {
        id: uniqueId('n'),
        project_id: projectId,
        kind: 'sidebar_group',
        language: 'en',
        position: 0,
        body: { title: 'Start', items: [{ slug: 'menu', label: 'Menu' }] },
      },
      {
        id: uniqueId('n'),
        project_id: projectId,
        kind: 'header_nav_item',
        language: 'en',
        position: 1,
        body: { label: 'Shop', url: 'https://shop.example.com/' },
      },
      { id: uniqueId('n'), project_id: projectId, kind: 'header_nav_item', language: 'en', position: 0, body: { label: 'Menu', slug: 'menu' } },
    ];
    await archive.addNavigation(entries);
    expect(await navigation.list(projectId, 'header_nav_item', 'en')).to.deep.equal([entries[2], entries[1]]);
    expect(await navigation.listAll(projectId)).to.have.deep.members(entries);
  });
}

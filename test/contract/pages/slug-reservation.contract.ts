import { expect } from 'chai';
import { AT, aDoc, storeHelpers, type PageStores } from '../../support/stores/page-fixtures.js';

/** What every SiteSettingsStore adapter must do, together with PageRepository on the same store. */
export function slugReservationContract(stores: () => PageStores): void {
  const { newProject } = storeHelpers(stores);

  it('reserves the live agent slug only when free, blocks it while held, and releases it', async () => {
    const { pages, site, projects } = stores();
    const projectId = await newProject();
    await pages.create(aDoc(projectId, { slug: 'used', language: 'fr', visibility: 'draft' }));
    const hold = (slug: string) => site.update(projectId, { live_agent_placement: 'destination_page', live_agent_slug: slug });
    expect(await hold('used')).to.deep.equal({ kind: 'slug_in_use' });
    expect(await hold('agent')).to.deep.equal({ kind: 'updated' });
    expect((await projects.findById(projectId))?.settings.site).to.deep.equal({
      live_agent_placement: 'destination_page',
      live_agent_slug: 'agent',
      accent_color: null,
      logo_image_id: null,
      favicon_image_id: null,
      home_pages: {},
      launcher_offset: null,
      language_fallbacks: {},
    });
    expect((await projects.findById(projectId))?.settings.live_agent.voice).to.equal('Puck');
    expect(await pages.create(aDoc(projectId, { slug: 'agent' }))).to.deep.equal({ kind: 'reserved' });
    expect(await pages.create(aDoc(projectId, { slug: 'agent', visibility: 'draft' }))).to.deep.equal({ kind: 'reserved' });
    const page = aDoc(projectId, { slug: 'elsewhere' });
    await pages.create(page);
    expect(await pages.updatePage(projectId, page.id, { slug: 'agent', at: AT })).to.deep.equal({ kind: 'reserved' });
    expect((await pages.create(aDoc(await newProject(), { slug: 'agent' }))).kind).to.equal('created');
    expect(await site.update(projectId, { live_agent_placement: 'widget', live_agent_slug: null })).to.deep.equal({ kind: 'updated' });
    expect((await pages.create(aDoc(projectId, { slug: 'agent' }))).kind).to.equal('created');
    expect(await site.update('missing', { live_agent_placement: 'none', live_agent_slug: null })).to.deep.equal({ kind: 'not_found' });
  });

  it('names home pages by language, each a page or draft of its language, changing only the languages sent', async () => {
    const { pages, site, projects } = stores();
    const projectId = await newProject();
    await pages.create(aDoc(projectId, { slug: 'home', language: 'en' }));
    await pages.create(aDoc(projectId, { slug: 'accueil', language: 'fr', visibility: 'draft' }));
    const homes = async () => (await projects.findById(projectId))?.settings.site.home_pages;
    expect(await site.update(projectId, { home_pages: { en: 'accueil' } })).to.deep.equal({ kind: 'home_page_not_found', language: 'en', slug: 'accueil' });
    expect(await homes()).to.deep.equal({});
    expect(await site.update(projectId, { home_pages: { en: 'home', fr: 'accueil' } })).to.deep.equal({ kind: 'updated' });
    expect(await homes()).to.deep.equal({ en: 'home', fr: 'accueil' });
    // A home page whose page went is kept (the site falls back); only a changed one is checked.
    const [home] = await pages.list(projectId, { limit: 10, visibility: 'public' });
    await pages.delete(projectId, home!.id);
    expect(await site.update(projectId, { home_pages: { fr: null }, accent_color: '#112233' })).to.deep.equal({ kind: 'updated' });
    expect(await homes()).to.deep.equal({ en: 'home' });
    expect(await site.update(projectId, { home_pages: { en: 'home' } })).to.deep.equal({ kind: 'updated' });
    expect(await site.update(projectId, { home_pages: { de: 'home' } })).to.deep.equal({ kind: 'home_page_not_found', language: 'de', slug: 'home' });
    expect((await projects.findById(projectId))?.settings.site).to.deep.include({ accent_color: '#112233', home_pages: { en: 'home' } });
  });

  it('never lets a reservation and a page on the same slug both succeed', async () => {
    const { pages, site } = stores();
    for (let round = 0; round < 5; round++) {
      const projectId = await newProject();
      const [created, reserved] = await Promise.all([
        pages.create(aDoc(projectId, { slug: 'contested' })),
        site.update(projectId, { live_agent_placement: 'destination_page', live_agent_slug: 'contested' }),
      ]);
      expect([created.kind === 'created', reserved.kind === 'updated'], `round ${round}`).to.not.deep.equal([true, true]);
    }
  });
}

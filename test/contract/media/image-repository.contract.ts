import { expect } from 'chai';
import type { ImageRepository } from '../../../application/media/ports.js';
import type { PageRepository } from '../../../application/pages/ports.js';
import type { ProjectRepository } from '../../../application/projects/ports.js';
import type { SiteSettingsStore } from '../../../application/site/ports.js';
import { imageUrl, type Image } from '../../../domain/media/image.js';
import { aMembership, aProject, uniqueId } from '../../support/builders.js';
import { aDoc, AT } from '../../support/stores/page-fixtures.js';

export interface ImageStores {
  readonly images: ImageRepository;
  readonly pages: PageRepository;
  readonly projects: ProjectRepository;
  /** The site settings, whose logo names an image (checked against this store's images). */
  readonly site: SiteSettingsStore;
}

let hashes = 0;
const aHash = () => (hashes++).toString(16).padStart(64, 'a');

const anImage = (projectId: string, overrides: Partial<Image> = {}): Image => ({
  id: uniqueId('i'),
  project_id: projectId,
  sha256: aHash(),
  format: 'png',
  bytes: 1234,
  width: 640,
  height: 480,
  created_by: 'editor',
  created_at: AT,
  ...overrides,
});

/** What every adapter of ImageRepository must do. */
export function imageRepositoryContract(stores: () => ImageStores): void {
  const newProject = async () => {
    const project = aProject({ id: uniqueId('p') });
    await stores().projects.create(project, aMembership(project.id, 'owner', 'admin', true));
    return project.id;
  };

  it('keeps one image per project and hash: the same bytes answer the first image', async () => {
    const { images } = stores();
    const projectId = await newProject();
    const other = await newProject();
    const first = anImage(projectId);
    expect(await images.add(first)).to.deep.equal({ kind: 'created', image: first });
    expect(await images.add(anImage(projectId, { sha256: first.sha256 }))).to.deep.equal({ kind: 'existing', image: first });
    const elsewhere = anImage(other, { sha256: first.sha256 });
    expect((await images.add(elsewhere)).kind).to.equal('created');
    expect(await images.find(projectId, first.id)).to.deep.equal(first);
    expect(await images.find(other, first.id)).to.equal(null);
    expect(await images.findByHash(projectId, first.sha256)).to.deep.equal(first);
    expect(await images.findByHash(other, first.sha256)).to.deep.equal(elsewhere);
    expect(await images.findByHash(projectId, aHash())).to.equal(null);
  });

  it('lets exactly one of many simultaneous adds of the same bytes in', async () => {
    const { images } = stores();
    const projectId = await newProject();
    const sha256 = aHash();
    const outcomes = await Promise.all(Array.from({ length: 12 }, () => images.add(anImage(projectId, { sha256 }))));
    expect(outcomes.filter((o) => o.kind === 'created')).to.have.length(1);
    expect(new Set(outcomes.map((o) => o.image.id)).size).to.equal(1);
  });

  it('lists in id order, after a cursor, up to a limit', async () => {
    const { images } = stores();
    const projectId = await newProject();
    const added = [anImage(projectId), anImage(projectId), anImage(projectId)];
    for (const image of added) await images.add(image);
    expect(await images.list(projectId, { limit: 10 })).to.deep.equal(added);
    expect((await images.list(projectId, { after: added[0]!.id, limit: 1 })).map((i) => i.id)).to.deep.equal([added[1]!.id]);
  });

  it('refuses to delete an image a live page holds in its content or metadata, naming the pages', async () => {
    const { images, pages } = stores();
    const projectId = await newProject();
    const [inContent, inField, inList, unused] = [anImage(projectId), anImage(projectId, { format: 'jpeg' }), anImage(projectId), anImage(projectId)];
    for (const image of [inContent, inField, inList, unused]) await images.add(image);
    await pages.create(aDoc(projectId, { slug: 'story', content: `Look: ![river](${imageUrl(inContent)}) and a [copy](${imageUrl(inContent)})` }));
    await pages.create(aDoc(projectId, { slug: 'story', language: 'fr', content: `![](${imageUrl(inContent).replace(/\.png$/, '-w640.webp')})` }));
    await pages.create(aDoc(projectId, { slug: 'hero', metadata: { title: 'Hero', hero_image: `https://cms.example${imageUrl(inField)}` } }));
    await pages.create(aDoc(projectId, { slug: 'gallery', doc_template_id: 'article', metadata: { title: 'G', tags: ['x', imageUrl(inList)] } }));
    // A draft does not hold an image (the live page is what readers see).
    await pages.create(aDoc(projectId, { slug: 'draft-only', visibility: 'draft', content: imageUrl(unused) }));

    expect(await images.deleteUnlessUsed(projectId, inContent.id)).to.deep.equal({
      kind: 'in_use',
      pages: [
        { slug: 'story', language: 'en' },
        { slug: 'story', language: 'fr' },
      ],
    });
    expect(await images.deleteUnlessUsed(projectId, inField.id)).to.deep.equal({ kind: 'in_use', pages: [{ slug: 'hero', language: 'en' }] });
    expect(await images.deleteUnlessUsed(projectId, inList.id)).to.deep.equal({ kind: 'in_use', pages: [{ slug: 'gallery', language: 'en' }] });
    expect(await images.find(projectId, inContent.id)).to.deep.equal(inContent);
    expect(await images.deleteUnlessUsed(projectId, unused.id)).to.deep.equal({ kind: 'deleted', image: unused });
    expect(await images.find(projectId, unused.id)).to.equal(null);
    expect(await images.deleteUnlessUsed(projectId, unused.id)).to.deep.equal({ kind: 'not_found' });
  });

  it("deletes only within its project; another project's pages do not hold it", async () => {
    const { images, pages } = stores();
    const projectId = await newProject();
    const other = await newProject();
    const image = anImage(projectId);
    await images.add(image);
    await pages.create(aDoc(other, { slug: 'copycat', content: imageUrl(image) }));
    expect(await images.deleteUnlessUsed(other, image.id)).to.deep.equal({ kind: 'not_found' });
    expect((await images.deleteUnlessUsed(projectId, image.id)).kind).to.equal('deleted');
  });

  it("takes an image of the project as the site's logo, and refuses to delete the logo", async () => {
    const { images, site, projects } = stores();
    const projectId = await newProject();
    const other = await newProject();
    const logo = anImage(projectId);
    const elsewhere = anImage(other);
    await images.add(logo);
    await images.add(elsewhere);
    expect(await site.update(projectId, { logo_image_id: elsewhere.id })).to.deep.equal({ kind: 'logo_not_found' });
    expect(await site.update(projectId, { logo_image_id: 'nosuchimage' })).to.deep.equal({ kind: 'logo_not_found' });
    expect(await site.update(projectId, { logo_image_id: logo.id, accent_color: '#aa3300' })).to.deep.equal({ kind: 'updated' });
    expect(await site.update(projectId, { live_agent_placement: 'widget', live_agent_slug: null })).to.deep.equal({ kind: 'updated' });
    expect((await projects.findById(projectId))?.settings.site).to.deep.equal({
      live_agent_placement: 'widget',
      live_agent_slug: null,
      accent_color: '#aa3300',
      logo_image_id: logo.id,
      favicon_image_id: null,
      home_pages: {},
      launcher_offset: null,
      language_fallbacks: {},
    });
    expect(await images.deleteUnlessUsed(projectId, logo.id)).to.deep.equal({ kind: 'logo' });
    expect(await images.find(projectId, logo.id)).to.deep.equal(logo);
    expect(await site.update(projectId, { logo_image_id: null })).to.deep.equal({ kind: 'updated' });
    expect((await projects.findById(projectId))?.settings.site.accent_color).to.equal('#aa3300');
    expect(await images.deleteUnlessUsed(projectId, logo.id)).to.deep.equal({ kind: 'deleted', image: logo });
  });

  it("takes an image of the project as the site's icon, and refuses to delete the icon", async () => {
    const { images, site, projects } = stores();
    const projectId = await newProject();
    const other = await newProject();
    const icon = anImage(projectId);
    const elsewhere = anImage(other);
    await images.add(icon);
    await images.add(elsewhere);
    expect(await site.update(projectId, { favicon_image_id: elsewhere.id, accent_color: '#aa3300' })).to.deep.equal({ kind: 'favicon_not_found' });
    expect(await site.update(projectId, { favicon_image_id: 'nosuchimage' })).to.deep.equal({ kind: 'favicon_not_found' });
    expect((await projects.findById(projectId))?.settings.site).to.include({ favicon_image_id: null, accent_color: null });
    expect(await site.update(projectId, { favicon_image_id: icon.id })).to.deep.equal({ kind: 'updated' });
    expect((await projects.findById(projectId))?.settings.site.favicon_image_id).to.equal(icon.id);
    expect(await images.deleteUnlessUsed(projectId, icon.id)).to.deep.equal({ kind: 'favicon' });
    expect(await images.find(projectId, icon.id)).to.deep.equal(icon);
    expect(await site.update(projectId, { favicon_image_id: null })).to.deep.equal({ kind: 'updated' });
    expect(await images.deleteUnlessUsed(projectId, icon.id)).to.deep.equal({ kind: 'deleted', image: icon });
  });

  it('never leaves a logo naming a deleted image when the two race', async () => {
    const { images, site, projects } = stores();
    for (let round = 0; round < 5; round++) {
      const projectId = await newProject();
      const image = anImage(projectId);
      await images.add(image);
      const [made, deleted] = await Promise.all([site.update(projectId, { logo_image_id: image.id }), images.deleteUnlessUsed(projectId, image.id)]);
      expect(`${made.kind}/${deleted.kind}`, `round ${round}`).to.be.oneOf(['updated/logo', 'logo_not_found/deleted']);
      const logo = (await projects.findById(projectId))?.settings.site.logo_image_id ?? null;
      if (logo !== null) expect(await images.find(projectId, logo), `round ${round}`).to.not.equal(null);
    }
  });

  it('goes with its project', async () => {
    const { images, projects } = stores();
    const projectId = await newProject();
    const image = anImage(projectId);
    await images.add(image);
    await projects.delete(projectId);
    expect(await images.find(projectId, image.id)).to.equal(null);
  });
}

import * as E from 'fp-ts/lib/Either.js';
import { createHash } from 'node:crypto';
import { ExportProject } from '../../../application/portability/export-project.js';
import { ImportImages } from '../../../application/portability/import-images.js';
import { ImportProject, type ImportOptions } from '../../../application/portability/import-project.js';
import type { ArchiveLine } from '../../../application/portability/ports.js';
import { DEFAULT_PLANS } from '../../../domain/projects/plan.js';
import { imageBlobKey } from '../../../domain/media/blob-keys.js';
import { imageUrl, type Image } from '../../../domain/media/image.js';
import type { ArchiveOutput } from '../../../domain/portability/archive-records.js';
import { STANDARD_FIELDS } from '../../../domain/templates/template.js';
import { TimeOrderedIdGenerator } from '../../../infrastructure/system/time-ordered-ids.js';
import { aMembership, aProject } from '../../support/builders.js';
import { aDoc, at } from '../../support/stores/page-fixtures.js';
import { FakeClock } from '../../support/fake-clock.js';
import { inMemoryPages } from '../../support/fakes/pages.js';
import { InMemoryNavigationRepository } from '../../support/fakes/site.js';
import { InMemoryTemplateCatalog } from '../../support/fakes/templates.js';
import { InMemoryBlobStore, InMemoryImageRepository } from '../../support/fakes/media.js';
import { InMemoryGlossaryStore } from '../../support/fakes/translation.js';
import { InMemoryProjectArchiveStore } from '../../support/fakes/portability.js';
import { InMemoryMembershipRepository, InMemoryProjectRepository, InMemoryProjectStore } from '../../support/fakes/projects.js';

/** Export and import wired to one set of in-memory stores (an instance), with a filled project to move. */
export function portabilityWorld() {
  const clock = new FakeClock('2026-03-01T10:00:00Z');
  const ids = new TimeOrderedIdGenerator();
  const projectStore = new InMemoryProjectStore();
  const projects = new InMemoryProjectRepository(projectStore);
  const memberships = new InMemoryMembershipRepository(projectStore);
  const { state, pages, versions } = inMemoryPages(projectStore);
  const templates = new InMemoryTemplateCatalog(state);
  const navigation = new InMemoryNavigationRepository();
  const images = new InMemoryImageRepository(state);
  const blobs = new InMemoryBlobStore(clock);
  const archive = new InMemoryProjectArchiveStore(state, templates, navigation);
  const glossaries = new InMemoryGlossaryStore();
  const exporter = new ExportProject(projects, memberships, archive, images, blobs, pages, navigation, glossaries, clock);
  const importer = new ImportProject(
    archive,
    projects,
    memberships,
    new ImportImages(blobs, images, ids),
    blobs,
    ids,
    clock,
    {
      trialDays: 14,
      plans: DEFAULT_PLANS,
      publicBaseUrl: 'http://localhost',
    },
    glossaries,
  );

  /** All of an export's records. */
  const exported = async (projectId: string): Promise<ArchiveOutput[]> => {
    const records = await exporter.execute({ projectId });
    if (E.isLeft(records)) throw new Error(records.left.message);
    const all: ArchiveOutput[] = [];
    for await (const record of records.right) all.push(record);
    return all;
  };
  /** Records as an archive file's lines would bring them. */
  const lines = async function* (records: readonly unknown[]): AsyncGenerator<ArchiveLine> {
    // A copy, as parsing a file gives: the importer never shares objects with the exporter.
    for (const [i, record] of records.entries()) yield { line: i + 1, record: structuredClone(record) };
  };
  const imported = (records: readonly unknown[], options: ImportOptions = {}) => importer.execute(lines(records), options);

  /** A project with members, a template, two images (one 600 KB: three chunks), pages, drafts with versions, navigation and a glossary. */
  const sourceProject = async () => {
    const project = aProject({ id: ids.next(), name: 'Bakery' });
    await projects.create(project, aMembership(project.id, 'owner', 'admin', true));
    await memberships.add(aMembership(project.id, 'editor', 'manager'));
    // As CreateProjectTemplate stores one: the standard fields first.
    await templates.create(project.id, { id: 'recipe', name: 'Recipe', description: '', fields: STANDARD_FIELDS, extends: 'page' }, at(0));
    const photo = await anImage(project.id, 'photo', 600 * 1024);
    const logo = await anImage(project.id, 'logo', 100);
    await projects.update(project.id, { site: { live_agent_placement: 'widget', live_agent_slug: null, logo_image_id: logo.id } as never });
    const live = aDoc(project.id, { id: ids.next(), slug: 'menu', content: `![Bread](${imageUrl(photo)}) and [more](/sites/${project.id}/en/about/)` });
    const draft = aDoc(project.id, { id: ids.next(), slug: 'menu', visibility: 'draft', revision: 2, metadata: { title: 'Menu', hero_image: imageUrl(logo) } });
    await pages.create(live);
    await pages.create(draft, { id: ids.next(), saved_by: 'editor', saved_at: at(1), autosave: false });
    await pages.saveDraft(project.id, draft.id, {
      metadata: { kind: 'merge', patch: {} },
      content: 'Second',
      version: { id: ids.next(), saved_by: 'owner', saved_at: at(2), autosave: true },
    });
    await navigation.create({ id: ids.next(), project_id: project.id, kind: 'header_nav_item', language: 'en', body: { label: 'Menu', slug: 'menu' } });
    await navigation.create({
      id: ids.next(),
      project_id: project.id,
      kind: 'sidebar_group',
      language: 'en',
      body: { title: 'Food', items: [{ slug: 'menu', label: 'Menu' }] },
    });
    await glossaries.replace(project.id, { terms: [{ term: 'Bakery' }, { term: 'sourdough', translations: { fr: 'pain au levain' } }] });
    return { project, photo, logo, live, draft };
  };

  const anImage = async (projectId: string, seed: string, size: number): Promise<Image> => {
    const bytes = new Uint8Array(size).map((_, i) => (i * 31 + seed.length) % 251);
    const sha256 = createHash('sha256').update(bytes).digest('hex');
    const image: Image = {
      id: ids.next(),
      project_id: projectId,
      sha256,
      format: 'png',
      bytes: size,
      width: 10,
      height: 10,
      created_by: 'owner',
      created_at: at(0),
    };
    await blobs.put(imageBlobKey(image), bytes);
    await images.add(image);
    return image;
  };

  return {
    clock,
    ids,
    projects,
    memberships,
    pages,
    versions,
    templates,
    navigation,
    images,
    blobs,
    archive,
    glossaries,
    exported,
    imported,
    sourceProject,
    state,
  };
}

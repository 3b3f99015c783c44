import type { DraftRepository, DraftVersionRepository, NewVersion } from '../../../application/drafts/ports.js';
import type { PageRepository } from '../../../application/pages/ports.js';
import type { SiteSettingsStore } from '../../../application/site/ports.js';
import type { ProjectRepository } from '../../../application/projects/ports.js';
import type { PageDocument } from '../../../domain/pages/page-document.js';
import { aMembership, aProject, uniqueId } from '../builders.js';

export interface PageStores {
  readonly pages: PageRepository;
  readonly drafts: DraftRepository;
  readonly versions: DraftVersionRepository;
  readonly site: SiteSettingsStore;
  readonly projects: ProjectRepository;
}

export const AT = '2026-03-01T10:00:00.000Z';
export const at = (seconds: number) => new Date(Date.parse(AT) + seconds * 1000).toISOString();

export function aDoc(projectId: string, overrides: Partial<PageDocument> = {}): PageDocument {
  return {
    id: uniqueId('d'),
    project_id: projectId,
    slug: 'about',
    language: 'en',
    visibility: 'public',
    metadata: { title: 'About', description: 'Us' },
    content: '# About',
    doc_template_id: 'page',
    revision: 1,
    translation_of: null,
    created_at: AT,
    updated_at: AT,
    ...overrides,
  };
}

export const version = (seconds: number, overrides: Partial<NewVersion> = {}): NewVersion => ({
  id: uniqueId('v'),
  saved_by: 'editor',
  saved_at: at(seconds),
  autosave: false,
  ...overrides,
});

/** Helpers every pages contract uses: a fresh project, a draft cloned from a live page, a save. */
export function storeHelpers(stores: () => PageStores) {
  const newProject = async () => {
    const project = aProject({ id: uniqueId('p') });
    await stores().projects.create(project, aMembership(project.id, 'owner', 'admin', true));
    return project.id;
  };
  const draftOf = async (projectId: string, slug = 'about') => {
    const { pages, drafts } = stores();
    await pages.create(aDoc(projectId, { slug }));
    const opened = await drafts.openDraft(projectId, slug, 'en', uniqueId('d'), at(1));
    if (opened.kind === 'not_found') throw new Error('no draft');
    return opened.draft;
  };
  const save = (projectId: string, draftId: string, seconds: number, overrides: Partial<NewVersion> = {}, content = `at ${seconds}`) =>
    stores().drafts.saveDraft(projectId, draftId, { metadata: { kind: 'merge', patch: {} }, content, version: version(seconds, overrides) });
  return { newProject, draftOf, save };
}

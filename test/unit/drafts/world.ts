import { DraftCreation } from '../../../application/drafts/draft-creation.js';
import { EditAnnouncements } from '../../../application/presence/edit-announcements.js';
import { ProjectAccess } from '../../../application/projects/project-access.js';
import type { IdGenerator } from '../../../application/shared/ports.js';
import { TemplateResolver } from '../../../application/templates/template-resolver.js';
import type { Actor } from '../../../domain/identity/actor.js';
import type { Role } from '../../../domain/projects/role.js';
import { aMembership, aProject } from '../../support/builders.js';
import { FakeClock } from '../../support/fake-clock.js';
import { inMemoryPages } from '../../support/fakes/pages.js';
import { InMemoryEditSessions } from '../../support/fakes/presence.js';
import { InMemoryTemplateCatalog } from '../../support/fakes/templates.js';
import { InMemoryProjectRepository, InMemoryProjectStore } from '../../support/fakes/projects.js';

/** Ids that sort in creation order, with a readable tail. */
class CountingIds implements IdGenerator {
  private n = 0;
  next(): string {
    return `id${(this.n++).toString(36).padStart(8, '0')}`;
  }
}

export const actor = (userId: string): Actor => ({ kind: 'user', userId, email: null });

/** Use cases of pages, drafts and templates wired to in-memory fakes, and one project. */
export function pagesWorld() {
  const clock = new FakeClock('2026-03-01T10:00:00Z');
  const projectStore = new InMemoryProjectStore();
  const projects = new InMemoryProjectRepository(projectStore);
  const { state, pages, drafts, versions, site } = inMemoryPages(projectStore);
  const templates = new InMemoryTemplateCatalog(state);
  const ids = new CountingIds();
  const access = new ProjectAccess(projects, clock);
  const resolver = new TemplateResolver(templates);
  const creation = new DraftCreation(pages, resolver, clock, ids);
  const editSessions = new InMemoryEditSessions();
  const announcements = new EditAnnouncements(editSessions, clock);
  const project = aProject({}, clock.now());
  projectStore.projects.set(project.id, project);
  const member = (userId: string, role: Role) =>
    projectStore.memberships.set(InMemoryProjectStore.key(project.id, userId), aMembership(project.id, userId, role));
  member('owner', 'admin');
  member('editor', 'manager');
  member('reader', 'member');
  return {
    clock,
    projects,
    projectStore,
    state,
    pages,
    drafts,
    versions,
    site,
    templates,
    ids,
    access,
    resolver,
    creation,
    editSessions,
    announcements,
    projectId: project.id,
    member,
  };
}
export type PagesWorld = ReturnType<typeof pagesWorld>;

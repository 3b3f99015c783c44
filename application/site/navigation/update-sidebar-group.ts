import * as E from 'fp-ts/lib/Either.js';
import * as t from 'io-ts';
import { inject, injectable } from 'inversify';
import type { Actor } from '../../../domain/identity/actor.js';
import { notFound, type AppError } from '../../../domain/shared/errors.js';
import { NavLabel, sidebarGroupOf, type SidebarGroup } from '../../../domain/site/navigation.js';
import { PageRepository } from '../../pages/ports.js';
import { ProjectAccess } from '../../projects/project-access.js';
import { NavigationRepository } from '../ports.js';
import { SidebarItems } from './create-sidebar-group.js';
import { checkLinkedPages, SIDEBAR_GROUP_NOT_FOUND } from './navigation-links.js';

export const UpdateSidebarGroupInput = t.exact(t.partial({ title: NavLabel, items: SidebarItems }));
export type UpdateSidebarGroupInput = t.TypeOf<typeof UpdateSidebarGroupInput>;

/** Renames a sidebar group or replaces its items (its language and position stay). */
@injectable()
export class UpdateSidebarGroup {
  static readonly operation = 'update_sidebar_group';

  constructor(
    @inject(ProjectAccess) private readonly access: ProjectAccess,
    @inject(NavigationRepository) private readonly navigation: NavigationRepository,
    @inject(PageRepository) private readonly pages: PageRepository,
  ) {}

  async execute(actor: Actor, input: { projectId: string; groupId: string } & UpdateSidebarGroupInput): Promise<E.Either<AppError, SidebarGroup>> {
    const context = await this.access.require(actor, input.projectId, 'edit_content', 'write');
    if (E.isLeft(context)) return context;
    const current = await this.navigation.find(input.projectId, 'sidebar_group', input.groupId);
    if (current === null) return E.left(notFound(SIDEBAR_GROUP_NOT_FOUND));
    const items = input.items?.map(({ slug, label }) => ({ slug, label })) ?? current.body.items;
    if (input.items !== undefined) {
      const linked = await checkLinkedPages(
        this.pages,
        input.projectId,
        current.language,
        items.map((i) => i.slug),
      );
      if (E.isLeft(linked)) return linked;
    }
    const updated = await this.navigation.update(input.projectId, 'sidebar_group', input.groupId, { title: input.title ?? current.body.title, items });
    return updated === null ? E.left(notFound(SIDEBAR_GROUP_NOT_FOUND)) : E.right(sidebarGroupOf(updated));
  }
}

import * as E from 'fp-ts/lib/Either.js';
import * as t from 'io-ts';
import { inject, injectable } from 'inversify';
import type { Actor } from '../../../domain/identity/actor.js';
import { LanguageTagCodec } from '../../../domain/shared/codecs.js';
import type { AppError } from '../../../domain/shared/errors.js';
import { sidebarGroupOf, type SidebarGroup } from '../../../domain/site/navigation.js';
import { ProjectAccess } from '../../projects/project-access.js';
import { NavigationRepository } from '../ports.js';

export const ListSidebarGroupsInput = t.exact(t.partial({ language: LanguageTagCodec }));
export type ListSidebarGroupsInput = t.TypeOf<typeof ListSidebarGroupsInput>;

/** The project's sidebar groups (of one language, or all), in order. */
@injectable()
export class ListSidebarGroups {
  static readonly operation = 'list_sidebar_groups';

  constructor(
    @inject(ProjectAccess) private readonly access: ProjectAccess,
    @inject(NavigationRepository) private readonly navigation: NavigationRepository,
  ) {}

  async execute(actor: Actor, input: { projectId: string } & ListSidebarGroupsInput): Promise<E.Either<AppError, { sidebar_groups: SidebarGroup[] }>> {
    const context = await this.access.require(actor, input.projectId, 'read_content', 'read');
    if (E.isLeft(context)) return context;
    const entries = await this.navigation.list(input.projectId, 'sidebar_group', input.language);
    return E.right({ sidebar_groups: entries.map(sidebarGroupOf) });
  }
}

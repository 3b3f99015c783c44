import * as E from 'fp-ts/lib/Either.js';
import * as t from 'io-ts';
import { inject, injectable } from 'inversify';
import type { Actor } from '../../../domain/identity/actor.js';
import { LanguageTagCodec } from '../../../domain/shared/codecs.js';
import type { AppError } from '../../../domain/shared/errors.js';
import { headerNavItemOf, type HeaderNavItem } from '../../../domain/site/navigation.js';
import { ProjectAccess } from '../../projects/project-access.js';
import { NavigationRepository } from '../ports.js';

export const ListHeaderNavItemsInput = t.exact(t.partial({ language: LanguageTagCodec }));
export type ListHeaderNavItemsInput = t.TypeOf<typeof ListHeaderNavItemsInput>;

/** The project's header navigation items (of one language, or all), in order. */
@injectable()
export class ListHeaderNavItems {
  static readonly operation = 'list_header_nav_items';

  constructor(
    @inject(ProjectAccess) private readonly access: ProjectAccess,
    @inject(NavigationRepository) private readonly navigation: NavigationRepository,
  ) {}

  async execute(actor: Actor, input: { projectId: string } & ListHeaderNavItemsInput): Promise<E.Either<AppError, { header_nav_items: HeaderNavItem[] }>> {
    const context = await this.access.require(actor, input.projectId, 'read_content', 'read');
    if (E.isLeft(context)) return context;
    const entries = await this.navigation.list(input.projectId, 'header_nav_item', input.language);
    return E.right({ header_nav_items: entries.map(headerNavItemOf) });
  }
}

import * as E from 'fp-ts/lib/Either.js';
import * as t from 'io-ts';
import { inject, injectable } from 'inversify';
import type { Actor } from '../../../domain/identity/actor.js';
import { LanguageTagCodec, trimmedString } from '../../../domain/shared/codecs.js';
import { invalid, type AppError } from '../../../domain/shared/errors.js';
import { withSchemaHint } from '../../../domain/shared/schema-hints.js';
import {
  headerNavItemOf,
  sidebarGroupOf,
  type HeaderNavItem,
  type NavigationEntry,
  type NavigationKind,
  type SidebarGroup,
} from '../../../domain/site/navigation.js';
import { ProjectAccess } from '../../projects/project-access.js';
import { NavigationRepository } from '../ports.js';

export const OrderNavigationInput = t.type({
  language: LanguageTagCodec,
  ids: withSchemaHint(
    t.refinement(t.array(trimmedString(200)), (ids) => ids.length <= 1000 && new Set(ids).size === ids.length, 'an array of distinct ids'),
    { type: 'array', maxItems: 1000 },
  ),
});
export type OrderNavigationInput = t.TypeOf<typeof OrderNavigationInput>;

export type OrderedNavigation = { sidebar_groups: SidebarGroup[] } | { header_nav_items: HeaderNavItem[] };

/**
 * Sets the order of a language's sidebar groups or header items (`kind` is fixed by the
 * route): `ids` must name every entry of that language, once.
 */
@injectable()
export class OrderNavigation {
  static readonly operation = 'order_navigation';

  constructor(
    @inject(ProjectAccess) private readonly access: ProjectAccess,
    @inject(NavigationRepository) private readonly navigation: NavigationRepository,
  ) {}

  async execute(actor: Actor, input: { projectId: string; kind: NavigationKind } & OrderNavigationInput): Promise<E.Either<AppError, OrderedNavigation>> {
    const context = await this.access.require(actor, input.projectId, 'edit_content', 'write');
    if (E.isLeft(context)) return context;
    const outcome = await this.navigation.reorder(input.projectId, input.kind, input.language, input.ids);
    if (outcome.kind === 'mismatch') {
      const problems = [
        ...(outcome.unknown.length > 0 ? [`ids has ids that are not entries of language ${input.language}: ${outcome.unknown.join(', ')}`] : []),
        ...(outcome.missing.length > 0 ? [`ids must list every entry of language ${input.language}; missing: ${outcome.missing.join(', ')}`] : []),
      ];
      return E.left(invalid(problems.join('; ')));
    }
    const entries = await this.navigation.list(input.projectId, input.kind, input.language);
    return E.right(
      input.kind === 'sidebar_group'
        ? { sidebar_groups: (entries as Array<NavigationEntry<'sidebar_group'>>).map(sidebarGroupOf) }
        : { header_nav_items: (entries as Array<NavigationEntry<'header_nav_item'>>).map(headerNavItemOf) },
    );
  }
}

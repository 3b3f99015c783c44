import * as E from 'fp-ts/lib/Either.js';
import * as t from 'io-ts';
import { inject, injectable } from 'inversify';
import type { Actor } from '../../../domain/identity/actor.js';
import { SlugCodec } from '../../../domain/pages/slug.js';
import { notFound, type AppError } from '../../../domain/shared/errors.js';
import { headerNavItemOf, NavLabel, WebUrl, type HeaderNavItem } from '../../../domain/site/navigation.js';
import { PageRepository } from '../../pages/ports.js';
import { ProjectAccess } from '../../projects/project-access.js';
import { NavigationRepository } from '../ports.js';
import { headerTarget } from './create-header-nav-item.js';
import { HEADER_NAV_ITEM_NOT_FOUND } from './navigation-links.js';

export const UpdateHeaderNavItemInput = t.exact(t.partial({ label: NavLabel, slug: SlugCodec, url: WebUrl }));
export type UpdateHeaderNavItemInput = t.TypeOf<typeof UpdateHeaderNavItemInput>;

/** Relabels a header item or points it elsewhere (a slug or a URL, which replaces the other). */
@injectable()
export class UpdateHeaderNavItem {
  static readonly operation = 'update_header_nav_item';

  constructor(
    @inject(ProjectAccess) private readonly access: ProjectAccess,
    @inject(NavigationRepository) private readonly navigation: NavigationRepository,
    @inject(PageRepository) private readonly pages: PageRepository,
  ) {}

  async execute(actor: Actor, input: { projectId: string; itemId: string } & UpdateHeaderNavItemInput): Promise<E.Either<AppError, HeaderNavItem>> {
    const context = await this.access.require(actor, input.projectId, 'edit_content', 'write');
    if (E.isLeft(context)) return context;
    const current = await this.navigation.find(input.projectId, 'header_nav_item', input.itemId);
    if (current === null) return E.left(notFound(HEADER_NAV_ITEM_NOT_FOUND));
    const { slug, url } = input.slug === undefined && input.url === undefined ? current.body : input;
    const target = await headerTarget(this.pages, input.projectId, current.language, { slug, url });
    if (E.isLeft(target)) return target;
    const updated = await this.navigation.update(input.projectId, 'header_nav_item', input.itemId, {
      label: input.label ?? current.body.label,
      ...target.right,
    });
    return updated === null ? E.left(notFound(HEADER_NAV_ITEM_NOT_FOUND)) : E.right(headerNavItemOf(updated));
  }
}

import * as E from 'fp-ts/lib/Either.js';
import * as t from 'io-ts';
import { inject, injectable } from 'inversify';
import type { Actor } from '../../../domain/identity/actor.js';
import { SlugCodec } from '../../../domain/pages/slug.js';
import { LanguageTagCodec } from '../../../domain/shared/codecs.js';
import { invalid, type AppError } from '../../../domain/shared/errors.js';
import { headerNavItemOf, NavLabel, WebUrl, type HeaderNavItem, type NavigationBodies } from '../../../domain/site/navigation.js';
import { PageRepository } from '../../pages/ports.js';
import { ProjectAccess } from '../../projects/project-access.js';
import { IdGenerator } from '../../shared/ports.js';
import { NavigationRepository } from '../ports.js';
import { checkLinkedPages } from './navigation-links.js';

export const CreateHeaderNavItemInput = t.intersection([t.type({ language: LanguageTagCodec, label: NavLabel }), t.partial({ slug: SlugCodec, url: WebUrl })]);
export type CreateHeaderNavItemInput = t.TypeOf<typeof CreateHeaderNavItemInput>;

const EXACTLY_ONE_TARGET = 'exactly one of slug and url is required';

/** Where a header item points: a page of its language (checked to exist) or an http(s) URL. */
export async function headerTarget(
  pages: PageRepository,
  projectId: string,
  language: string,
  target: { slug?: string | undefined; url?: string | undefined },
): Promise<E.Either<AppError, { slug: string } | { url: string }>> {
  if ((target.slug === undefined) === (target.url === undefined)) return E.left(invalid(EXACTLY_ONE_TARGET));
  if (target.url !== undefined) return E.right({ url: target.url });
  const linked = await checkLinkedPages(pages, projectId, language, [target.slug!]);
  return E.isLeft(linked) ? linked : E.right({ slug: target.slug! });
}

/** Adds a header navigation item after the language's last one. */
@injectable()
export class CreateHeaderNavItem {
  static readonly operation = 'create_header_nav_item';

  constructor(
    @inject(ProjectAccess) private readonly access: ProjectAccess,
    @inject(NavigationRepository) private readonly navigation: NavigationRepository,
    @inject(PageRepository) private readonly pages: PageRepository,
    @inject(IdGenerator) private readonly ids: IdGenerator,
  ) {}

  async execute(actor: Actor, input: { projectId: string } & CreateHeaderNavItemInput): Promise<E.Either<AppError, HeaderNavItem>> {
    const context = await this.access.require(actor, input.projectId, 'edit_content', 'write');
    if (E.isLeft(context)) return context;
    const target = await headerTarget(this.pages, input.projectId, input.language, input);
    if (E.isLeft(target)) return target;
    const body: NavigationBodies['header_nav_item'] = { label: input.label, ...target.right };
    const entry = await this.navigation.create({ id: this.ids.next(), project_id: input.projectId, kind: 'header_nav_item', language: input.language, body });
    return E.right(headerNavItemOf(entry));
  }
}

import * as E from 'fp-ts/lib/Either.js';
import * as t from 'io-ts';
import { inject, injectable } from 'inversify';
import type { Actor } from '../../../domain/identity/actor.js';
import { LanguageTagCodec } from '../../../domain/shared/codecs.js';
import { withSchemaHint } from '../../../domain/shared/schema-hints.js';
import type { AppError } from '../../../domain/shared/errors.js';
import { NavLabel, SIDEBAR_ITEMS_MAX, SidebarItemCodec, sidebarGroupOf, type SidebarGroup } from '../../../domain/site/navigation.js';
import { PageRepository } from '../../pages/ports.js';
import { ProjectAccess } from '../../projects/project-access.js';
import { IdGenerator } from '../../shared/ports.js';
import { NavigationRepository } from '../ports.js';
import { checkLinkedPages } from './navigation-links.js';

export const SidebarItems = withSchemaHint(
  t.refinement(t.array(SidebarItemCodec), (items) => items.length <= SIDEBAR_ITEMS_MAX, `an array of at most ${SIDEBAR_ITEMS_MAX} items`),
  { type: 'array', maxItems: SIDEBAR_ITEMS_MAX },
);

export const CreateSidebarGroupInput = t.intersection([t.type({ language: LanguageTagCodec, title: NavLabel }), t.partial({ items: SidebarItems })]);
export type CreateSidebarGroupInput = t.TypeOf<typeof CreateSidebarGroupInput>;

/** Adds a sidebar group after the language's last one; each item names an existing page of that language. */
@injectable()
export class CreateSidebarGroup {
  static readonly operation = 'create_sidebar_group';

  constructor(
    @inject(ProjectAccess) private readonly access: ProjectAccess,
    @inject(NavigationRepository) private readonly navigation: NavigationRepository,
    @inject(PageRepository) private readonly pages: PageRepository,
    @inject(IdGenerator) private readonly ids: IdGenerator,
  ) {}

  async execute(actor: Actor, input: { projectId: string } & CreateSidebarGroupInput): Promise<E.Either<AppError, SidebarGroup>> {
    const context = await this.access.require(actor, input.projectId, 'edit_content', 'write');
    if (E.isLeft(context)) return context;
    const items = (input.items ?? []).map(({ slug, label }) => ({ slug, label }));
    const linked = await checkLinkedPages(
      this.pages,
      input.projectId,
      input.language,
      items.map((i) => i.slug),
    );
    if (E.isLeft(linked)) return linked;
    const entry = await this.navigation.create({
      id: this.ids.next(),
      project_id: input.projectId,
      kind: 'sidebar_group',
      language: input.language,
      body: { title: input.title, items },
    });
    return E.right(sidebarGroupOf(entry));
  }
}

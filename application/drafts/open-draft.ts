import * as E from 'fp-ts/lib/Either.js';
import * as t from 'io-ts';
import { inject, injectable } from 'inversify';
import type { Actor } from '../../domain/identity/actor.js';
import { SlugCodec } from '../../domain/pages/slug.js';
import { LanguageTagCodec } from '../../domain/shared/codecs.js';
import { notFound, type AppError } from '../../domain/shared/errors.js';
import { DraftRepository } from './ports.js';
import { ProjectAccess } from '../projects/project-access.js';
import { Clock, IdGenerator } from '../shared/ports.js';
import { TemplateResolver } from '../templates/template-resolver.js';
import { draftView, type DraftView } from './draft-view.js';

export const OpenDraftInput = t.type({ slug: SlugCodec, language: LanguageTagCodec });
export type OpenDraftInput = t.TypeOf<typeof OpenDraftInput>;

const NOTHING_TO_OPEN = 'No page or draft exists for this slug and language';

/**
 * Edit Mode's entry point: the existing draft of a slug and language, or a new draft cloned
 * from its live page. The store does find-or-clone in one step, so concurrent opens of one
 * page all get the same draft. A write (it may create the draft), so an expired trial is 403.
 */
@injectable()
export class OpenDraft {
  static readonly operation = 'open_draft';

  constructor(
    @inject(ProjectAccess) private readonly access: ProjectAccess,
    @inject(DraftRepository) private readonly drafts: DraftRepository,
    @inject(TemplateResolver) private readonly templates: TemplateResolver,
    @inject(Clock) private readonly clock: Clock,
    @inject(IdGenerator) private readonly ids: IdGenerator,
  ) {}

  async execute(actor: Actor, input: { projectId: string } & OpenDraftInput): Promise<E.Either<AppError, DraftView>> {
    const context = await this.access.require(actor, input.projectId, 'edit_drafts', 'write');
    if (E.isLeft(context)) return context;
    const outcome = await this.drafts.openDraft(input.projectId, input.slug, input.language, this.ids.next(), this.clock.now().toISOString());
    if (outcome.kind === 'not_found') return E.left(notFound(NOTHING_TO_OPEN));
    const template = await this.templates.forDocument(input.projectId, outcome.draft.doc_template_id);
    return E.right(draftView(outcome.draft, template, outcome.kind === 'existing' ? 'existing_draft' : 'cloned_from_live'));
  }
}

import * as E from 'fp-ts/lib/Either.js';
import * as t from 'io-ts';
import { inject, injectable } from 'inversify';
import type { Actor } from '../../domain/identity/actor.js';
import type { Metadata } from '../../domain/pages/metadata.js';
import { SlugCodec } from '../../domain/pages/slug.js';
import { LanguageTagCodec } from '../../domain/shared/codecs.js';
import { notFound, type AppError } from '../../domain/shared/errors.js';
import { PAGE_NOT_FOUND } from '../pages/page-errors.js';
import { PageRepository } from '../pages/ports.js';
import { ProjectAccess } from '../projects/project-access.js';
import { TranslationJobs } from './ports.js';
import { notATranslation } from './translation-errors.js';

export const GetTranslationChangesInput = t.type({ slug: SlugCodec, language: LanguageTagCodec });
export type GetTranslationChangesInput = t.TypeOf<typeof GetTranslationChangesInput>;

/** The source page's fields at one revision. */
export interface SourceFields {
  readonly revision: number;
  readonly metadata: Metadata;
  readonly content: string;
}

export interface TranslationChanges {
  readonly slug: string;
  readonly language: string;
  readonly source_language: string;
  /** The source as it was translated; null when it was not kept (a translation marked by hand from an older revision). */
  readonly then: SourceFields | null;
  /** The source's live page now; null when it no longer exists. */
  readonly now: SourceFields | null;
  readonly outdated: boolean;
}

/**
 * What changed in the source of a translation since it was translated: the source's fields
 * then (as kept when it was translated) and now. The translation is the live page of `slug` in
 * `language`, or its draft when it has no live page yet. The client shows the word diff.
 */
@injectable()
export class GetTranslationChanges {
  static readonly operation = 'get_translation_changes';

  constructor(
    @inject(ProjectAccess) private readonly access: ProjectAccess,
    @inject(PageRepository) private readonly pages: PageRepository,
    @inject(TranslationJobs) private readonly jobs: TranslationJobs,
  ) {}

  async execute(actor: Actor, input: { projectId: string } & GetTranslationChangesInput): Promise<E.Either<AppError, TranslationChanges>> {
    const context = await this.access.require(actor, input.projectId, 'read_content', 'read');
    if (E.isLeft(context)) return context;
    const translation =
      (await this.pages.findBySlug(input.projectId, input.slug, input.language, 'live')) ??
      (await this.pages.findBySlug(input.projectId, input.slug, input.language, 'draft'));
    if (translation === null) return E.left(notFound(PAGE_NOT_FOUND));
    const of = translation.translation_of;
    if (of === null) return E.left(notATranslation(input.language));
    const then = await this.jobs.findSource(input.projectId, input.slug, of.language, of.revision);
    const now = await this.pages.findBySlug(input.projectId, input.slug, of.language, 'live');
    return E.right({
      slug: input.slug,
      language: input.language,
      source_language: of.language,
      then: then === null ? null : { revision: then.revision, metadata: then.metadata, content: then.content },
      now: now === null ? null : { revision: now.revision, metadata: now.metadata, content: now.content },
      outdated: now === null || of.revision < now.revision,
    });
  }
}

import * as E from 'fp-ts/lib/Either.js';
import { inject, injectable } from 'inversify';
import type { Actor } from '../../domain/identity/actor.js';
import type { AppError } from '../../domain/shared/errors.js';
import type { Glossary } from '../../domain/translation/glossary.js';
import { ProjectAccess } from '../projects/project-access.js';
import { GlossaryStore } from './ports.js';

/** The project's glossary (empty until a manager writes one): any member may read it. */
@injectable()
export class GetGlossary {
  static readonly operation = 'get_glossary';

  constructor(
    @inject(ProjectAccess) private readonly access: ProjectAccess,
    @inject(GlossaryStore) private readonly glossaries: GlossaryStore,
  ) {}

  async execute(actor: Actor, input: { projectId: string }): Promise<E.Either<AppError, Glossary>> {
    const context = await this.access.require(actor, input.projectId, 'read_content', 'read');
    if (E.isLeft(context)) return context;
    return E.right(await this.glossaries.find(input.projectId));
  }
}

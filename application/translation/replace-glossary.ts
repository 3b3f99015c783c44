import * as E from 'fp-ts/lib/Either.js';
import * as t from 'io-ts';
import { inject, injectable } from 'inversify';
import type { Actor } from '../../domain/identity/actor.js';
import type { AppError } from '../../domain/shared/errors.js';
import { GlossaryTermCodec, parseGlossary, type Glossary } from '../../domain/translation/glossary.js';
import { ProjectAccess } from '../projects/project-access.js';
import { Clock } from '../shared/ports.js';
import { GlossaryStore } from './ports.js';

export const ReplaceGlossaryInput = t.type({ terms: t.array(GlossaryTermCodec) });
export type ReplaceGlossaryInput = t.TypeOf<typeof ReplaceGlossaryInput>;

/**
 * Replaces the project's whole glossary (a manager's setting): every translation from then on
 * keeps its terms. Checked whole first: a refused glossary changes nothing.
 */
@injectable()
export class ReplaceGlossary {
  static readonly operation = 'replace_glossary';

  constructor(
    @inject(ProjectAccess) private readonly access: ProjectAccess,
    @inject(GlossaryStore) private readonly glossaries: GlossaryStore,
    @inject(Clock) private readonly clock: Clock,
  ) {}

  async execute(actor: Actor, input: { projectId: string } & ReplaceGlossaryInput): Promise<E.Either<AppError, Glossary>> {
    const context = await this.access.require(actor, input.projectId, 'manage_settings', 'write');
    if (E.isLeft(context)) return context;
    const glossary = parseGlossary(input);
    if (E.isLeft(glossary)) return glossary;
    await this.glossaries.replace(input.projectId, glossary.right, this.clock.now());
    return E.right(glossary.right);
  }
}

import * as E from 'fp-ts/lib/Either.js';
import { inject, injectable } from 'inversify';
import type { Actor } from '../../domain/identity/actor.js';
import type { AppError } from '../../domain/shared/errors.js';
import { DomainLookup } from '../site/domains/domain-lookup.js';
import { SiteDeployer } from '../site/ports.js';
import { ProjectRepository } from './ports.js';
import { ProjectAccess } from './project-access.js';

/** Deletes a project with all of its data (members, pages, sessions, ...) and its deployed site. */
@injectable()
export class DeleteProject {
  constructor(
    @inject(ProjectAccess) private readonly access: ProjectAccess,
    @inject(ProjectRepository) private readonly projects: ProjectRepository,
    @inject(SiteDeployer) private readonly site: SiteDeployer,
    @inject(DomainLookup) private readonly domains: DomainLookup,
  ) {}

  async execute(actor: Actor, input: { projectId: string }): Promise<E.Either<AppError, void>> {
    const context = await this.access.require(actor, input.projectId, 'admin', 'write');
    if (E.isLeft(context)) return context;
    await this.projects.delete(input.projectId);
    // After the records: a site whose project is gone is no longer served (its domains went with it).
    this.domains.invalidate();
    await this.site.remove(input.projectId);
    return E.right(undefined);
  }
}

import * as E from 'fp-ts/lib/Either.js';
import * as t from 'io-ts';
import { inject, injectable } from 'inversify';
import type { Actor } from '../../domain/identity/actor.js';
import { newProject, PROJECT_NAME_MAX } from '../../domain/projects/project.js';
import { LanguageTagCodec, trimmedString } from '../../domain/shared/codecs.js';
import type { AppError } from '../../domain/shared/errors.js';
import { requireSignedInUser } from '../identity/signed-in-user.js';
import { Clock, IdGenerator } from '../shared/ports.js';
import { ServiceSettings } from '../shared/service-settings.js';
import { SiteAddressing } from '../site/site-addressing.js';
import { ProjectRepository } from './ports.js';
import { projectResource, type ProjectResource } from './project-view.js';

export const CreateProjectInput = t.intersection([t.type({ name: trimmedString(PROJECT_NAME_MAX) }), t.partial({ default_language: LanguageTagCodec })]);
export type CreateProjectInput = t.TypeOf<typeof CreateProjectInput>;

const DEFAULT_LANGUAGE = 'en';

/** Creates a project on the trial plan; its creator becomes its provisioned admin. */
@injectable()
export class CreateProject {
  constructor(
    @inject(ProjectRepository) private readonly projects: ProjectRepository,
    @inject(Clock) private readonly clock: Clock,
    @inject(IdGenerator) private readonly ids: IdGenerator,
    @inject(ServiceSettings) private readonly settings: ServiceSettings,
    @inject(SiteAddressing) private readonly addressing: SiteAddressing,
  ) {}

  /**
   * A project needs a person as its admin: an API key, bound to its own project, cannot create
   * one, nor can an OAuth client (its scopes reach content, not the account).
   */
  async execute(actor: Actor, input: CreateProjectInput): Promise<E.Either<AppError, ProjectResource>> {
    const user = requireSignedInUser(actor);
    if (E.isLeft(user)) return user;
    const now = this.clock.now();
    const project = newProject({
      id: this.ids.next(),
      name: input.name,
      defaultLanguage: input.default_language ?? DEFAULT_LANGUAGE,
      now,
      trialDays: this.settings.trialDays,
    });
    await this.projects.create(project, {
      project_id: project.id,
      user_id: user.right.userId,
      role: 'admin',
      provisioned: true,
      created_at: now.toISOString(),
    });
    return E.right(projectResource(project, this.addressing));
  }
}

import * as E from 'fp-ts/lib/Either.js';
import * as t from 'io-ts';
import { inject, injectable } from 'inversify';
import { actorLabel, type Actor } from '../../domain/identity/actor.js';
import { newProject, PROJECT_NAME_MAX } from '../../domain/projects/project.js';
import { LanguageTagCodec, trimmedString } from '../../domain/shared/codecs.js';
import type { AppError } from '../../domain/shared/errors.js';
import { starterContent } from '../../domain/templates/starter-content.js';
import { starterKit, StarterKitId } from '../../domain/templates/starter-kit.js';
import { DraftCreation } from '../drafts/draft-creation.js';
import { requireSignedInUser } from '../identity/signed-in-user.js';
import { Clock, IdGenerator } from '../shared/ports.js';
import { ServiceSettings } from '../shared/service-settings.js';
import { ProjectRepository } from './ports.js';
import { ProjectPresenter, type ProjectRepresentation } from './project-view.js';

export const CreateProjectInput = t.intersection([
  t.type({ name: trimmedString(PROJECT_NAME_MAX) }),
  /** `template`: a starter kit (`GET /api/templates/project`) whose pages the project starts with, as drafts. */
  t.partial({ default_language: LanguageTagCodec, template: StarterKitId }),
]);
export type CreateProjectInput = t.TypeOf<typeof CreateProjectInput>;

const DEFAULT_LANGUAGE = 'en';

/**
 * Creates a project on the trial plan; its creator becomes its provisioned admin. From a
 * starter kit, it starts with the kit's pages as drafts in its default language, each with its
 * starter text (domain/templates/starter-content.ts): nothing is live until they are published.
 */
@injectable()
export class CreateProject {
  static readonly operation = 'create_project';

  constructor(
    @inject(ProjectRepository) private readonly projects: ProjectRepository,
    @inject(Clock) private readonly clock: Clock,
    @inject(IdGenerator) private readonly ids: IdGenerator,
    @inject(ServiceSettings) private readonly settings: ServiceSettings,
    @inject(DraftCreation) private readonly drafts: DraftCreation,
    @inject(ProjectPresenter) private readonly presenter: ProjectPresenter,
  ) {}

  /**
   * A project needs a person as its admin: an API key, bound to its own project, cannot create
   * one, nor can an OAuth client (its scopes reach content, not the account).
   */
  async execute(actor: Actor, input: CreateProjectInput): Promise<E.Either<AppError, ProjectRepresentation>> {
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
    const kit = input.template === undefined ? undefined : starterKit(input.template);
    for (const page of kit?.pages ?? []) {
      const starter = starterContent(kit?.id ?? '', page.slug, project.default_language);
      const created = await this.drafts.create(actorLabel(actor), {
        projectId: project.id,
        metadata: { ...starter.metadata, slug: page.slug, title: page.title },
        content: starter.content,
        language: project.default_language,
        doc_template_id: page.doc_template_id,
      });
      // The kits are built in and the project is new: a refusal here is a bug, not the caller's mistake.
      if (E.isLeft(created)) throw new Error(`starter kit ${input.template}: page ${page.slug}: ${created.left.message}`);
    }
    return E.right(this.presenter.represented(project));
  }
}

import * as E from 'fp-ts/lib/Either.js';
import * as t from 'io-ts';
import { inject, injectable } from 'inversify';
import type { Actor } from '../../domain/identity/actor.js';
import type { LiveAgentSettings, ProjectSettings } from '../../domain/projects/project.js';
import { boundedString, trimmedString } from '../../domain/shared/codecs.js';
import { notFound, type AppError } from '../../domain/shared/errors.js';
import { parsePhone } from '../../domain/shared/phone.js';
import { ProjectRepository } from './ports.js';
import { PROJECT_NOT_FOUND, ProjectAccess } from './project-access.js';

export const GREETING_MAX = 2000;
export const VOICE_NAME_MAX = 64;

export const UpdateLiveAgentSettingsInput = t.exact(
  t.partial({
    greeting: boundedString(GREETING_MAX),
    voice: trimmedString(VOICE_NAME_MAX),
    manager_phone: t.union([boundedString(64, 'a phone number'), t.null]),
  }),
);
export type UpdateLiveAgentSettingsInput = t.TypeOf<typeof UpdateLiveAgentSettingsInput>;

@injectable()
export class UpdateLiveAgentSettings {
  constructor(
    @inject(ProjectAccess) private readonly access: ProjectAccess,
    @inject(ProjectRepository) private readonly projects: ProjectRepository,
  ) {}

  async execute(
    actor: Actor,
    input: { projectId: string } & UpdateLiveAgentSettingsInput,
  ): Promise<E.Either<AppError, ProjectSettings>> {
    const context = await this.access.require(actor, input.projectId, 'manager', 'write');
    if (E.isLeft(context)) return context;
    const { projectId: _projectId, manager_phone, ...rest } = input;
    const changes: Partial<LiveAgentSettings> = { ...rest };
    if (manager_phone === null || (manager_phone !== undefined && manager_phone.trim() === '')) {
      Object.assign(changes, { manager_phone: null });
    } else if (manager_phone !== undefined) {
      // Read national numbers in the project's own country, as its team would write them.
      const phone = parsePhone(manager_phone, context.right.project.default_language);
      if (E.isLeft(phone)) return E.left({ ...phone.left, message: 'manager_phone must be a valid phone number' });
      Object.assign(changes, { manager_phone: phone.right });
    }
    const updated = await this.projects.update(input.projectId, { live_agent: changes });
    return updated === null ? E.left(notFound(PROJECT_NOT_FOUND)) : E.right(updated.settings);
  }
}

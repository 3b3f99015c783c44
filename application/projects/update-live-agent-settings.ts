import * as E from 'fp-ts/lib/Either.js';
import * as t from 'io-ts';
import { inject, injectable } from 'inversify';
import type { Actor } from '../../domain/identity/actor.js';
import type { LiveAgentSettings, ProjectSettings } from '../../domain/projects/project.js';
import { LIVE_AGENT_TEXT_CODECS } from '../../domain/projects/settings-codecs.js';
import { boundedString } from '../../domain/shared/codecs.js';
import { conflict, notFound, type AppError } from '../../domain/shared/errors.js';
import { parsePhone } from '../../domain/shared/phone.js';
import { ProjectRepository } from './ports.js';
import { PROJECT_NOT_FOUND, ProjectAccess } from './project-access.js';

export const PHONE_NUMBER_TAKEN = 'phone_number is already used by another project';

const Phone = t.union([boundedString(64, 'a phone number'), t.null]);

export const UpdateLiveAgentSettingsInput = t.exact(
  t.partial({
    ...LIVE_AGENT_TEXT_CODECS,
    manager_phone: Phone,
    phone_number: Phone,
  }),
);
export type UpdateLiveAgentSettingsInput = t.TypeOf<typeof UpdateLiveAgentSettingsInput>;

@injectable()
export class UpdateLiveAgentSettings {
  static readonly operation = 'update_live_agent_settings';

  constructor(
    @inject(ProjectAccess) private readonly access: ProjectAccess,
    @inject(ProjectRepository) private readonly projects: ProjectRepository,
  ) {}

  async execute(actor: Actor, input: { projectId: string } & UpdateLiveAgentSettingsInput): Promise<E.Either<AppError, ProjectSettings>> {
    const context = await this.access.require(actor, input.projectId, 'manage_settings', 'write');
    if (E.isLeft(context)) return context;
    const { projectId: _projectId, manager_phone, phone_number, ...rest } = input;
    const changes: Partial<LiveAgentSettings> = { ...rest };
    // Read national numbers in the project's own country, as its team would write them.
    for (const [field, raw] of [
      ['manager_phone', manager_phone],
      ['phone_number', phone_number],
    ] as const) {
      if (raw === undefined) continue;
      if (raw === null || raw.trim() === '') {
        Object.assign(changes, { [field]: null });
        continue;
      }
      const phone = parsePhone(raw, context.right.project.default_language);
      if (E.isLeft(phone)) return E.left({ ...phone.left, message: `${field} must be a valid phone number` });
      Object.assign(changes, { [field]: phone.right });
    }
    const updated = await this.projects.updateLiveAgent(input.projectId, changes);
    if (updated.kind === 'phone_number_taken') return E.left(conflict(PHONE_NUMBER_TAKEN));
    return updated.kind === 'not_found' ? E.left(notFound(PROJECT_NOT_FOUND)) : E.right(updated.project.settings);
  }
}

import * as E from 'fp-ts/lib/Either.js';
import * as t from 'io-ts';
import { inject, injectable } from 'inversify';
import type { Actor } from '../../domain/identity/actor.js';
import { GREETING_MAX, LiveAgentAccess, PAGE_HEADING_MAX, PAGE_TEXT_MAX, type LiveAgentSettings, type ProjectSettings } from '../../domain/projects/project.js';
import { boundedString, trimmedString } from '../../domain/shared/codecs.js';
import { withSchemaHint } from '../../domain/shared/schema-hints.js';
import { conflict, notFound, type AppError } from '../../domain/shared/errors.js';
import { parsePhone } from '../../domain/shared/phone.js';
import { ProjectRepository } from './ports.js';
import { PROJECT_NOT_FOUND, ProjectAccess } from './project-access.js';

const VOICE_NAME_MAX = 64;
export const PHONE_NUMBER_TAKEN = 'phone_number is already used by another project';

const Phone = t.union([boundedString(64, 'a phone number'), t.null]);

/** A heading: one line, trimmed, at most `max` characters ("" allowed). */
const singleLine = (max: number) =>
  withSchemaHint(
    new t.Type<string, string, unknown>(
      `a single line of at most ${max} characters`,
      (u): u is string => typeof u === 'string' && u.length <= max && !/[\r\n]/.test(u),
      (u, c) => (typeof u === 'string' && u.trim().length <= max && !/[\r\n]/.test(u) ? t.success(u.trim()) : t.failure(u, c)),
      t.identity,
    ),
    { type: 'string', maxLength: max, pattern: '^[^\\r\\n]*$' },
  );

export const UpdateLiveAgentSettingsInput = t.exact(
  t.partial({
    greeting: boundedString(GREETING_MAX),
    voice: trimmedString(VOICE_NAME_MAX),
    manager_phone: Phone,
    phone_number: Phone,
    /** `members` (the default) or `public`: anyone may talk with the agent without signing in. */
    access: LiveAgentAccess,
    /** The destination page's heading ("" for the site's name) and text (paragraphs split by blank lines). */
    page_heading: singleLine(PAGE_HEADING_MAX),
    page_text: boundedString(PAGE_TEXT_MAX),
  }),
);
export type UpdateLiveAgentSettingsInput = t.TypeOf<typeof UpdateLiveAgentSettingsInput>;

@injectable()
export class UpdateLiveAgentSettings {
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

import * as E from 'fp-ts/lib/Either.js';
import * as t from 'io-ts';
import { inject, injectable } from 'inversify';
import { ApiKeyRole, DEFAULT_API_KEY_ROLE } from '../../domain/api-keys/api-key.js';
import { actorLabel, type Actor } from '../../domain/identity/actor.js';
import { trimmedString } from '../../domain/shared/codecs.js';
import type { AppError } from '../../domain/shared/errors.js';
import { ProjectAccess } from '../projects/project-access.js';
import { Clock, IdGenerator } from '../shared/ports.js';
import { ApiKeyRepository, ApiKeySecrets } from './ports.js';

const API_KEY_NAME_MAX = 100;

export const CreateApiKeyInput = t.intersection([t.type({ name: trimmedString(API_KEY_NAME_MAX) }), t.partial({ role: ApiKeyRole })]);
export type CreateApiKeyInput = t.TypeOf<typeof CreateApiKeyInput>;

/** The creation answer: the only time the key itself is ever shown. */
export interface CreatedApiKey {
  readonly id: string;
  readonly name: string;
  readonly key: string;
  readonly prefix: string;
  readonly role: ApiKeyRole;
  readonly created_at: string;
}

/** A prefix is 71 random bits: a clash is all but impossible, and a second draw settles it. */
const DRAWS = 3;

/** An admin creates a key for the project (`manager` by default, `member` for read-only). */
@injectable()
export class CreateApiKey {
  static readonly operation = 'create_api_key';

  constructor(
    @inject(ProjectAccess) private readonly access: ProjectAccess,
    @inject(ApiKeyRepository) private readonly keys: ApiKeyRepository,
    @inject(ApiKeySecrets) private readonly secrets: ApiKeySecrets,
    @inject(Clock) private readonly clock: Clock,
    @inject(IdGenerator) private readonly ids: IdGenerator,
  ) {}

  async execute(actor: Actor, input: { projectId: string } & CreateApiKeyInput): Promise<E.Either<AppError, CreatedApiKey>> {
    const context = await this.access.require(actor, input.projectId, 'manage_api_keys', 'write');
    if (E.isLeft(context)) return context;
    const base = {
      id: this.ids.next(),
      project_id: input.projectId,
      name: input.name,
      role: input.role ?? DEFAULT_API_KEY_ROLE,
      created_at: this.clock.now().toISOString(),
      // Its saves count as its creator's for the approval rule (an approver is not the last editor).
      created_by: actorLabel(actor),
      last_used_at: null,
    };
    for (let draw = 1; ; draw += 1) {
      const { key, prefix, hash } = this.secrets.generate();
      if (await this.keys.create({ ...base, prefix, key_hash: hash })) {
        return E.right({ id: base.id, name: base.name, key, prefix, role: base.role, created_at: base.created_at });
      }
      if (draw === DRAWS) throw new Error('CreateApiKey: no free key prefix after several draws');
    }
  }
}

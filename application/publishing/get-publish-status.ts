import * as E from 'fp-ts/lib/Either.js';
import { inject, injectable } from 'inversify';
import type { Actor } from '../../domain/identity/actor.js';
import type { AppError } from '../../domain/shared/errors.js';
import { deployKind } from '../../domain/publishing/manifest.js';
import { ProjectAccess } from '../projects/project-access.js';
import { SiteSettingsState } from '../site/site-settings-state.js';
import { PublishRepository } from './ports.js';

export interface PublishStatus {
  /** Whether the deployed site shows older site settings than the project's (a settings-only publish applies them). */
  readonly settings_changed: boolean;
  readonly last_publish: {
    readonly publish_id: string;
    readonly published_at: string;
    /** Null while its deploy has not happened (failed, or under way). */
    readonly deployed_at: string | null;
    readonly settings_only: boolean;
  } | null;
}

/**
 * What Edit Mode needs to offer "apply to the site": whether the settings changed since the
 * last deploy, and the newest publish. A read: nothing is created (the dry run makes a token).
 */
@injectable()
export class GetPublishStatus {
  static readonly operation = 'get_publish_status';

  constructor(
    @inject(ProjectAccess) private readonly access: ProjectAccess,
    @inject(PublishRepository) private readonly publishes: PublishRepository,
    @inject(SiteSettingsState) private readonly settings: SiteSettingsState,
  ) {}

  async execute(actor: Actor, input: { projectId: string }): Promise<E.Either<AppError, PublishStatus>> {
    const context = await this.access.require(actor, input.projectId, 'read_content', 'read');
    if (E.isLeft(context)) return context;
    const [changed, [last]] = await Promise.all([
      this.settings.changedSinceDeploy(context.right.project),
      this.publishes.history(input.projectId, { limit: 1 }),
    ]);
    return E.right({
      settings_changed: changed,
      last_publish:
        last === undefined
          ? null
          : {
              publish_id: last.publish_id,
              published_at: last.published_at,
              deployed_at: last.deployed_at,
              settings_only: deployKind(last) === 'settings_only',
            },
    });
  }
}

import * as E from 'fp-ts/lib/Either.js';
import * as t from 'io-ts';
import { inject, injectable } from 'inversify';
import type { Actor } from '../../domain/identity/actor.js';
import { CONFIRMATION_TTL_MS, planManifest, type Manifest } from '../../domain/publishing/manifest.js';
import { trimmedString } from '../../domain/shared/codecs.js';
import { withSchemaHint } from '../../domain/shared/schema-hints.js';
import { invalid, type AppError } from '../../domain/shared/errors.js';
import { navigationWarnings, type NavigationWarning, type SlugStatus } from '../../domain/site/navigation-warnings.js';
import { linkedSlugs } from '../../domain/site/navigation.js';
import type { DocTemplate } from '../../domain/templates/template.js';
import { ProjectAccess } from '../projects/project-access.js';
import { Clock } from '../shared/ports.js';
import { SecretTokens } from '../shared/secret-tokens.js';
import { NavigationRepository } from '../site/ports.js';
import { SiteSettingsState } from '../site/site-settings-state.js';
import { TemplateResolver } from '../templates/template-resolver.js';
import { ApprovalRule } from '../approvals/approval-rule.js';
import { PublishRepository } from './ports.js';
import { actorLabel } from '../../domain/identity/actor.js';

/** More ids than any project has drafts to publish at once; bounds the request's work. */
const MAX_DRAFT_IDS = 10_000;

export const PublishDryRunInput = t.exact(
  t.partial({
    draft_ids: withSchemaHint(
      t.refinement(t.array(trimmedString(200)), (ids) => ids.length >= 1 && ids.length <= MAX_DRAFT_IDS, `an array of 1 to ${MAX_DRAFT_IDS} draft ids`),
      { type: 'array', minItems: 1, maxItems: MAX_DRAFT_IDS },
    ),
  }),
);
export type PublishDryRunInput = t.TypeOf<typeof PublishDryRunInput>;

export interface PublishPreview {
  readonly manifest: Manifest;
  /** Navigation links to pages that will not be public: the deploy leaves them out. */
  readonly warnings: readonly NavigationWarning[];
  /** Whether the site settings changed since the site was last deployed: a confirm deploys them (even with no page to promote). */
  readonly settings_changed: boolean;
  readonly confirmation_token: string;
  readonly expires_at: string;
}

/** Confirmations are kept a day past expiry, so a repeated confirm still finds its publish. */
const KEEP_EXPIRED_MS = 24 * 60 * 60 * 1000;

/**
 * The first step of a publish: what a confirm would promote (each draft, create or update, at
 * its revision), what is blocked and why, which drafts equal their live pages (never promoted),
 * whether the site settings changed since the last deploy, and a single-use token bound to
 * exactly that manifest. A manifest without changes is a settings-only publish: its confirm
 * deploys the current settings.
 */
@injectable()
export class PublishDryRun {
  static readonly operation = 'publish_dry_run';

  constructor(
    @inject(ProjectAccess) private readonly access: ProjectAccess,
    @inject(PublishRepository) private readonly publishes: PublishRepository,
    @inject(NavigationRepository) private readonly navigation: NavigationRepository,
    @inject(SiteSettingsState) private readonly settings: SiteSettingsState,
    @inject(TemplateResolver) private readonly templates: TemplateResolver,
    @inject(SecretTokens) private readonly secrets: SecretTokens,
    @inject(Clock) private readonly clock: Clock,
    @inject(ApprovalRule) private readonly approvals: ApprovalRule,
  ) {}

  async execute(actor: Actor, input: { projectId: string } & PublishDryRunInput): Promise<E.Either<AppError, PublishPreview>> {
    const context = await this.access.require(actor, input.projectId, 'publish', 'write');
    if (E.isLeft(context)) return context;
    const ids = input.draft_ids === undefined ? undefined : [...new Set(input.draft_ids)];
    const candidates = await this.publishes.drafts(input.projectId, ids);
    if (ids !== undefined && candidates.length < ids.length) {
      const found = new Set(candidates.map((c) => c.draft.id));
      return E.left(invalid(`draft_ids has ids that are not drafts of this project: ${ids.filter((id) => !found.has(id)).join(', ')}`));
    }
    const templates = new Map<string, DocTemplate>();
    for (const id of new Set(candidates.map((c) => c.draft.doc_template_id))) templates.set(id, await this.templates.forDocument(input.projectId, id));
    const manifest = await this.approvals.apply(
      context.right.project,
      planManifest(candidates, (draft) => templates.get(draft.doc_template_id)!),
    );
    const [warnings, settingsChanged] = await Promise.all([this.warnings(input.projectId, manifest), this.settings.changedSinceDeploy(context.right.project)]);

    const now = this.clock.now();
    const token = this.secrets.random();
    const expiresAt = new Date(now.getTime() + CONFIRMATION_TTL_MS).toISOString();
    await this.publishes.saveConfirmation(
      {
        token_hash: this.secrets.hash(token),
        project_id: input.projectId,
        created_by: actorLabel(actor),
        created_at: now.toISOString(),
        expires_at: expiresAt,
        changes: manifest.changes,
      },
      new Date(now.getTime() - KEEP_EXPIRED_MS).toISOString(),
    );
    return E.right({ manifest, warnings, settings_changed: settingsChanged, confirmation_token: token, expires_at: expiresAt });
  }

  /**
   * Navigation links to pages that will not be public once this manifest is promoted. Only the
   * linked pages are looked up: a project of 100,000 pages costs what one of ten does.
   */
  private async warnings(projectId: string, manifest: Manifest): Promise<NavigationWarning[]> {
    const entries = await this.navigation.listAll(projectId);
    const linked = entries.flatMap((entry) => linkedSlugs(entry).map((slug) => ({ language: entry.language, slug })));
    const status = new Map<string, SlugStatus>();
    for (const live of await this.publishes.liveVisibility(projectId, linked)) status.set(`${live.language}\u0000${live.slug}`, live.visibility);
    for (const change of manifest.changes) if (change.action === 'create') status.set(`${change.language}\u0000${change.slug}`, 'public');
    return navigationWarnings(entries, (language, slug) => status.get(`${language}\u0000${slug}`));
  }
}

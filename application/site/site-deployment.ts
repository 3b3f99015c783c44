import * as E from 'fp-ts/lib/Either.js';
import { inject, injectable } from 'inversify';
import { SRCSET_WIDTHS, type SrcsetCandidate } from '../../domain/media/variants.js';
import { imagesOfPage, layoutFor, pageFields, type TemplateLayout } from '../../domain/templates/layouts.js';
import type { PageDocument } from '../../domain/pages/page-document.js';
import { ImageVariants } from '../media/image-variants.js';
import { PageRepository } from '../pages/ports.js';
import { ProjectRepository } from '../projects/ports.js';
import { PublishRepository } from '../publishing/ports.js';
import { ServiceMetrics } from '../observability/ports.js';
import { Clock } from '../shared/ports.js';
import { DeployLock } from './deploy-lock.js';
import { agentPlacement } from '../../domain/site/agent-placement.js';
import { LiveAgentAssets, LivePageJournal, NavigationRepository, SiteDeployer, type DeployGuard, type SiteAgent, type SiteInputs } from './ports.js';
import { SiteSettingsState } from './site-settings-state.js';
import { SiteThemeReader } from './site-theme-reader.js';

/** Live pages are read in pages of this many documents. */
const READ_BATCH = 500;

interface Queue {
  running: Promise<void>;
  /** The run that starts after `running`: every caller arriving meanwhile waits on it. */
  next: Promise<void> | null;
  /** Whether a caller of `next` asked for a deploy even if every publish is shown. */
  nextRedeploys: boolean;
}

/**
 * Deploys a project's site as it is now, one deploy at a time per project: in this process a
 * caller arriving while a deploy runs waits for the next one (which starts after, so it reads
 * what that caller committed), and callers arriving together share it; across processes the
 * project's deploy lease in the store (DeployLock) lets one deploy run at a time. After a
 * deploy, the publishes committed before its read are marked deployed, so a deploy that finds
 * none left (shown by another, here or in another instance) has nothing to do.
 */
@injectable()
export class SiteDeployment {
  private readonly queues = new Map<string, Queue>();

  constructor(
    @inject(PublishRepository) private readonly publishes: PublishRepository,
    @inject(PageRepository) private readonly pages: PageRepository,
    @inject(NavigationRepository) private readonly navigation: NavigationRepository,
    @inject(ProjectRepository) private readonly projects: ProjectRepository,
    @inject(SiteDeployer) private readonly deployer: SiteDeployer,
    @inject(ImageVariants) private readonly variants: ImageVariants,
    @inject(DeployLock) private readonly lock: DeployLock,
    @inject(SiteThemeReader) private readonly theme: SiteThemeReader,
    @inject(LiveAgentAssets) private readonly agentAssets: LiveAgentAssets,
    @inject(Clock) private readonly clock: Clock,
    @inject(SiteSettingsState) private readonly settings: SiteSettingsState,
    @inject(LivePageJournal) private readonly journal: LivePageJournal,
    @inject(ServiceMetrics) private readonly metrics: ServiceMetrics,
  ) {}

  /** `redeploy`: deploy even when every publish is shown already (a site to repair). */
  deploy(projectId: string, { redeploy = false }: { redeploy?: boolean } = {}): Promise<void> {
    const queue = this.queues.get(projectId);
    if (queue === undefined) {
      const running = this.run(projectId, redeploy);
      this.queues.set(projectId, { running, next: null, nextRedeploys: false });
      return running;
    }
    queue.nextRedeploys ||= redeploy;
    queue.next ??= queue.running
      .catch(() => undefined)
      .then(() => {
        queue.running = queue.next!;
        queue.next = null;
        const again = queue.nextRedeploys;
        queue.nextRedeploys = false;
        return this.run(projectId, again);
      });
    return queue.next;
  }

  /**
   * Deploys every project whose newest publishes no deploy has shown (a deploy that failed, a
   * process that died between promotion and deploy), and every project whose live release is
   * not whole (an older version's deploy broke it). Run at start-up; failures are returned.
   */
  async catchUp(): Promise<Array<{ projectId: string; error: unknown }>> {
    const failures: Array<{ projectId: string; error: unknown }> = [];
    const broken = new Set(await this.deployer.brokenSites());
    for (const projectId of new Set([...(await this.publishes.undeployedProjects()), ...broken])) {
      await this.deploy(projectId, { redeploy: broken.has(projectId) }).catch((error: unknown) => failures.push({ projectId, error }));
    }
    return failures;
  }

  private async run(projectId: string, redeploy: boolean): Promise<void> {
    try {
      const lease = await this.lock.hold(projectId);
      if (lease === null) return;
      try {
        // Read before the pages: each of these committed before that read, so this deploy shows it. A
        // publish committing later stays undeployed and runs the next deploy. Never "every id up to the
        // newest": a publish id is made before its promotion commits, so ids do not follow commit order.
        const shown = await this.publishes.undeployed(projectId);
        if (!redeploy && shown.length === 0) return;
        const project = await this.projects.findById(projectId);
        if (project === null) return;
        // Read before the pages, as `shown`: a page written after it is listed again to the next deploy.
        const mark = await this.journal.mark(projectId);
        const [navigation, theme, settings] = await Promise.all([this.navigation.listAll(projectId), this.theme.of(project), this.settings.current(project)]);
        const placement = agentPlacement(project);
        const agent: SiteAgent | null = placement === null ? null : { ...placement, ...this.agentAssets };
        const homePages = project.settings.site.home_pages;
        const inputs: SiteInputs = {
          projectId,
          name: project.name,
          defaultLanguage: project.default_language,
          navigation,
          theme,
          agent,
          homePages,
          languageFallbacks: project.settings.site.language_fallbacks,
          settings,
          mark,
        };
        const deployed = redeploy ? null : await this.changesOnly(inputs, lease);
        if (deployed === null) {
          const pages = await this.livePages(projectId);
          const images = await this.srcsets(projectId, pages, theme.layouts);
          await this.deployer.deploy({ ...inputs, pages, images }, lease);
        }
        this.metrics.siteDeployed(deployed === null ? 'whole' : 'changes');
        await this.journal.forget(projectId, mark);
        if (shown.length > 0) await this.publishes.markDeployed(projectId, shown, this.clock.now().toISOString());
      } finally {
        await lease.release();
      }
    } finally {
      const queue = this.queues.get(projectId);
      if (queue !== undefined && queue.next === null) this.queues.delete(projectId);
    }
  }

  /**
   * Deploys only the live pages changed since the live release's mark, when the deployer can
   * (SiteDeployer.deployChanges); null when a whole deploy is needed: no mark, a journal that cannot tell, or
   * changes that move other files. A repair (`redeploy`) is always whole.
   */
  private async changesOnly(inputs: SiteInputs, guard: DeployGuard): Promise<{ release: string } | null> {
    const since = await this.deployer.deployedMark(inputs.projectId);
    const changes = since === null ? null : await this.journal.changesSince(inputs.projectId, since);
    if (since === null || changes === null) return null;
    const images = await this.srcsets(inputs.projectId, changes.pages, inputs.theme.layouts);
    const outcome = await this.deployer.deployChanges({ ...inputs, since, ...changes, images }, guard);
    return outcome === 'whole' ? null : outcome;
  }

  /**
   * The responsive variants of every image the markdown pages show (in their bodies and their
   * layouts' fields), made once per image and width (later deploys find them stored). An image
   * that is gone or cannot be resized is shown as it is, without a srcset: a deploy never fails for it.
   */
  private async srcsets(
    projectId: string,
    pages: readonly PageDocument[],
    layouts: Readonly<Record<string, TemplateLayout>>,
  ): Promise<Record<string, readonly SrcsetCandidate[]>> {
    const shown = new Set(
      pages
        .filter((page) => !page.doc_template_id.startsWith('custom-'))
        .flatMap((page) => imagesOfPage(projectId, page.content, pageFields(layoutFor(layouts, page.doc_template_id), page.metadata))),
    );
    const images: Record<string, readonly SrcsetCandidate[]> = {};
    for (const imageId of shown) {
      const made = await this.variants.variants(projectId, imageId, SRCSET_WIDTHS).catch(() => null);
      if (made !== null && E.isRight(made)) images[imageId] = made.right.map(({ url, width }) => ({ url, width }));
    }
    return images;
  }

  private async livePages(projectId: string): Promise<PageDocument[]> {
    const all: PageDocument[] = [];
    for (const visibility of ['public', 'unlisted'] as const) {
      let after: string | undefined;
      for (;;) {
        const batch = await this.pages.list(projectId, { visibility, after, limit: READ_BATCH });
        all.push(...batch);
        if (batch.length < READ_BATCH) break;
        // A turn of the event loop, timers included: a large site's read takes seconds, and the
        // deploy lease is renewed by a timer (a lease not renewed for 6 s stops the deploy).
        await new Promise((resolve) => setTimeout(resolve, 0));
        after = batch[batch.length - 1]!.id;
      }
    }
    return all;
  }
}

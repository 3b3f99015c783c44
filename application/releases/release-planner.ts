import { inject, injectable } from 'inversify';
import { isDraft } from '../../domain/pages/page-document.js';
import type { Project } from '../../domain/projects/project.js';
import { planManifest } from '../../domain/publishing/manifest.js';
import { pinnedCandidates, publishItems, releasePlan, type ReleasePlan } from '../../domain/releases/release-plan.js';
import type { Release } from '../../domain/releases/release.js';
import type { DocTemplate } from '../../domain/templates/template.js';
import { ApprovalRule } from '../approvals/approval-rule.js';
import { PageRepository } from '../pages/ports.js';
import { PublishRepository } from '../publishing/ports.js';
import { TemplateResolver } from '../templates/template-resolver.js';

/**
 * What a release would do now, item by item: its drafts planned by the publish's own rules
 * (planManifest: required fields; the approval rule), at the revisions they were added at (a
 * draft saved since is blocked: the documented rule), and its pages to unpublish that are
 * still live. The dry run shows it; a run promotes exactly its `changes`.
 */
@injectable()
export class ReleasePlanner {
  constructor(
    @inject(PublishRepository) private readonly publishes: PublishRepository,
    @inject(PageRepository) private readonly pages: PageRepository,
    @inject(TemplateResolver) private readonly templates: TemplateResolver,
    @inject(ApprovalRule) private readonly approvals: ApprovalRule,
  ) {}

  async plan(project: Project, release: Release): Promise<ReleasePlan> {
    const draftIds = publishItems(release.items).map((item) => item.draft_id);
    const candidates = draftIds.length === 0 ? [] : await this.publishes.drafts(project.id, draftIds);
    const byId = new Map(candidates.map((candidate) => [candidate.draft.id, candidate]));
    const { ready, blocked } = pinnedCandidates(release.items, (id) => byId.get(id));
    const templates = new Map<string, DocTemplate>();
    for (const id of new Set(ready.map((c) => c.draft.doc_template_id))) templates.set(id, await this.templates.forDocument(project.id, id));
    const manifest = await this.approvals.apply(
      project,
      planManifest(ready, (draft) => templates.get(draft.doc_template_id)!),
    );
    const live = new Set<string>();
    for (const item of release.items) {
      if (item.action !== 'unpublish') continue;
      const page = await this.pages.findById(project.id, item.page_id);
      if (page !== null && !isDraft(page)) live.add(item.page_id);
    }
    return releasePlan(release.items, manifest, blocked, (pageId) => live.has(pageId));
  }
}

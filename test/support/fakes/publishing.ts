import type {
  ConfirmOutcome,
  ConfirmRequest,
  HistoryQuery,
  PageAddress,
  PublishConfirmation,
  PublishRepository,
  StoredConfirmation,
} from '../../../application/publishing/ports.js';
import { changedDrafts } from '../../../domain/publishing/changed-draft.js';
import { checkConfirmation } from '../../../domain/publishing/confirmation.js';
import { PLAIN_PUBLISH, type DraftCandidate, type PublishRecord } from '../../../domain/publishing/manifest.js';
import { isDraft, type PageDocument } from '../../../domain/pages/page-document.js';
import type { Published } from '../../../domain/webhooks/event-data.js';
import type { EventsOf } from '../../../domain/webhooks/events.js';
import type { InMemoryPagesState } from './pages.js';

/** Publishes in memory, over the pages state (documents and versions). Each method is atomic: no await inside. */
export class InMemoryPublishRepository implements PublishRepository {
  readonly confirmations = new Map<string, PublishConfirmation & { publish_id: string | null }>();
  readonly publishes = new Map<string, PublishRecord>();

  constructor(readonly state: InMemoryPagesState) {}

  private live(projectId: string, slug: string, language: string): PageDocument | undefined {
    return this.state.bySlug(projectId, slug, language, 'live');
  }

  /** The live revision of what `page` translates as the publish leaves it: promoted with it, else as it is. */
  private sourceRevision(page: PageDocument, planned: ReadonlyArray<{ readonly page: PageDocument }>): number | null {
    const of = page.translation_of;
    if (of === null) return null;
    const promoted = planned.find((p) => p.page.slug === page.slug && p.page.language === of.language);
    return (promoted?.page ?? this.live(page.project_id, page.slug, of.language))?.revision ?? null;
  }

  async drafts(projectId: string, ids?: readonly string[]): Promise<DraftCandidate[]> {
    return [...this.state.docs.values()]
      .filter((d) => d.project_id === projectId && isDraft(d) && (ids === undefined || ids.includes(d.id)))
      .sort((a, b) => (a.id < b.id ? -1 : 1))
      .map((draft) => {
        const live = this.live(projectId, draft.slug, draft.language);
        return { draft, live: live === undefined ? null : { metadata: live.metadata, content: live.content } };
      });
  }

  async liveVisibility(projectId: string, pages: readonly PageAddress[]) {
    return [...this.state.docs.values()]
      .filter((d) => d.project_id === projectId && !isDraft(d) && pages.some((p) => p.language === d.language && p.slug === d.slug))
      .map((d) => ({ language: d.language, slug: d.slug, visibility: d.visibility as 'public' | 'unlisted' }));
  }

  async saveConfirmation(confirmation: PublishConfirmation, expiredBefore: string): Promise<void> {
    for (const [hash, c] of this.confirmations) if (c.project_id === confirmation.project_id && c.expires_at < expiredBefore) this.confirmations.delete(hash);
    this.confirmations.set(confirmation.token_hash, { ...confirmation, publish_id: null });
  }

  async findConfirmation(tokenHash: string): Promise<StoredConfirmation | null> {
    const found = this.confirmations.get(tokenHash);
    return found === undefined ? null : { ...found };
  }

  async confirm(request: ConfirmRequest, events?: EventsOf<Published>): Promise<ConfirmOutcome> {
    const confirmation = this.confirmations.get(request.tokenHash) ?? null;
    const check = checkConfirmation(confirmation, request.projectId, request.at);
    if (check.kind === 'already_published') return { kind: 'already_published', publish: this.publishes.get(check.publish_id)! };
    if (check.kind !== 'usable') return check;
    const { changes } = confirmation!;
    const changed = changedDrafts(changes, (change) => {
      const draft = this.state.byId(request.projectId, change.draft_id);
      return {
        draft: draft && { isDraft: isDraft(draft), revision: draft.revision },
        hasLive: this.live(request.projectId, change.slug, change.language) !== undefined,
      };
    });
    if (changed.length > 0) return { kind: 'changed', changed };
    // Every change is planned first and applied only after the outbox took the events: atomic.
    const planned = changes.map((change) => {
      const draft = this.state.byId(request.projectId, change.draft_id)!;
      const live = this.live(request.projectId, change.slug, change.language);
      const page: PageDocument =
        live === undefined
          ? { ...draft, visibility: 'public', revision: 1, created_at: request.at, updated_at: request.at }
          : {
              ...live,
              metadata: draft.metadata,
              content: draft.content,
              doc_template_id: draft.doc_template_id,
              translation_of: draft.translation_of,
              revision: live.revision + 1,
              updated_at: request.at,
            };
      return { change: { ...change, page_id: page.id }, draft, page };
    });
    const publish: PublishRecord = {
      publish_id: request.publishId,
      project_id: request.projectId,
      published_at: request.at,
      published_by: request.by,
      changes: planned.map((p) => p.change),
      deployed_at: null,
      ...(request.context ?? PLAIN_PUBLISH),
    };
    if (events)
      this.state.projects.outbox.record(request.projectId, () => events({ publish, pages: planned.map((p) => ({ ...p.page, action: p.change.action, source_revision: this.sourceRevision(p.page, planned) })) }));
    for (const { draft, page } of planned) {
      this.state.versions.delete(draft.id);
      if (page.id !== draft.id) this.state.docs.delete(draft.id);
      this.state.docs.set(page.id, page);
    }
    this.publishes.set(publish.publish_id, publish);
    confirmation!.publish_id = publish.publish_id;
    return { kind: 'published', publish };
  }

  async find(projectId: string, publishId: string): Promise<PublishRecord | null> {
    const publish = this.publishes.get(publishId);
    return publish !== undefined && publish.project_id === projectId ? publish : null;
  }

  async history(projectId: string, query: HistoryQuery): Promise<PublishRecord[]> {
    return [...this.publishes.values()]
      .filter((p) => p.project_id === projectId && (query.before === undefined || p.publish_id < query.before))
      .sort((a, b) => (a.publish_id < b.publish_id ? 1 : -1))
      .slice(0, query.limit);
  }

  async undeployed(projectId: string): Promise<string[]> {
    return [...this.publishes.values()].filter((p) => p.project_id === projectId && p.deployed_at === null).map((p) => p.publish_id);
  }

  async markDeployed(projectId: string, publishIds: readonly string[], at: string): Promise<void> {
    for (const p of this.publishes.values()) {
      if (p.project_id === projectId && publishIds.includes(p.publish_id) && p.deployed_at === null)
        this.publishes.set(p.publish_id, { ...p, deployed_at: at });
    }
  }

  async undeployedProjects(): Promise<string[]> {
    return [...new Set([...this.publishes.values()].filter((p) => p.deployed_at === null).map((p) => p.project_id))];
  }
}

import type {
  DiscardOutcome,
  DraftChange,
  DraftRepository,
  DraftSaveOutcome,
  DraftVersionRepository,
  NewVersion,
  OpenOutcome,
} from '../../../application/drafts/ports.js';
import type {
  CreateOutcome,
  DocumentKind,
  DocumentListing,
  PageChange,
  PageQuery,
  PageRepository,
  PageUpdateOutcome,
} from '../../../application/pages/ports.js';
import type { LivePageChanges, LivePageJournal, SiteSettingsStore, SiteUpdateOutcome } from '../../../application/site/ports.js';
import { draftWriteRefusal, writtenDraft } from '../../../domain/drafts/draft-write.js';
import { coalescesWith, versionsToDrop, type DraftVersion, type DraftVersionSummary } from '../../../domain/drafts/version.js';
import { cloneAsDraft, editedPage, isDraft, type PageDocument } from '../../../domain/pages/page-document.js';
import { applyProjectChanges, newHomePages, type SiteChange } from '../../../domain/projects/project.js';
import type { PageSummary } from '../../../domain/webhooks/event-data.js';
import type { EventsOf } from '../../../domain/webhooks/events.js';
import { InMemoryProjectStore } from './projects.js';

const kindOf = (doc: PageDocument): DocumentKind => (isDraft(doc) ? 'draft' : 'live');
const summary = ({ draft_id: _d, metadata: _m, content: _c, ...rest }: DraftVersion): DraftVersionSummary => rest;

/**
 * The pages store in memory: documents and versions, next to the in-memory projects (whose
 * site settings hold the live agent's slug), as the real stores share one database. Each
 * method does its checks and writes without awaiting in between, so each is atomic.
 */
export class InMemoryPagesState {
  readonly docs = new Map<string, PageDocument>();
  readonly versions = new Map<string, DraftVersion[]>();

  constructor(readonly projects = new InMemoryProjectStore()) {}

  bySlug(projectId: string, slug: string, language: string, kind: DocumentKind): PageDocument | undefined {
    return [...this.docs.values()].find((d) => d.project_id === projectId && d.slug === slug && d.language === language && kindOf(d) === kind);
  }

  byId(projectId: string, id: string): PageDocument | null {
    const doc = this.docs.get(id);
    return doc !== undefined && doc.project_id === projectId ? doc : null;
  }

  isReserved(projectId: string, slug: string): boolean {
    const site = this.projects.projects.get(projectId)?.settings.site;
    return site?.live_agent_placement === 'destination_page' && site.live_agent_slug === slug;
  }

  record(draft: PageDocument, version: NewVersion): void {
    const versions = this.versions.get(draft.id) ?? [];
    versions.push({
      version_id: version.id,
      draft_id: draft.id,
      revision: draft.revision,
      saved_at: version.saved_at,
      saved_by: version.saved_by,
      autosave: version.autosave,
      metadata: draft.metadata,
      content: draft.content,
    });
    const drop = new Set(versionsToDrop(versions.map(summary)));
    this.versions.set(
      draft.id,
      versions.filter((v) => !drop.has(v.version_id)),
    );
  }
}

/** Both document ports over one state, as the real stores share one table or collection. */
export class InMemoryPageRepository implements PageRepository, DraftRepository {
  constructor(readonly state = new InMemoryPagesState()) {}

  async findById(projectId: string, id: string): Promise<PageDocument | null> {
    return this.state.byId(projectId, id);
  }

  async findForFixedFields(projectId: string, id: string): Promise<PageDocument | null> {
    return this.state.byId(projectId, id);
  }

  async findBySlug(projectId: string, slug: string, language: string, kind: DocumentKind): Promise<PageDocument | null> {
    return this.state.bySlug(projectId, slug, language, kind) ?? null;
  }

  async list(projectId: string, query: PageQuery): Promise<PageDocument[]> {
    return [...this.state.docs.values()]
      .filter((d) => d.project_id === projectId && (query.after === undefined || d.id > query.after))
      .filter((d) => (query.language === undefined || d.language === query.language) && (query.visibility === undefined || d.visibility === query.visibility))
      .sort((a, b) => (a.id < b.id ? -1 : 1))
      .slice(0, query.limit);
  }

  async listing(projectId: string, kind: DocumentKind): Promise<DocumentListing> {
    const ids = [...this.state.docs.values()].filter((d) => d.project_id === projectId && kindOf(d) === kind).map((d) => d.id);
    return { count: ids.length, newest_id: ids.length === 0 ? null : ids.sort().at(-1)! };
  }

  async create(doc: PageDocument, firstVersion?: NewVersion, events?: EventsOf<PageDocument>): Promise<CreateOutcome> {
    if (this.state.isReserved(doc.project_id, doc.slug)) return { kind: 'reserved' };
    if (this.state.bySlug(doc.project_id, doc.slug, doc.language, kindOf(doc))) return { kind: 'duplicate' };
    // The outbox first: it refuses before writing anything, so a refusal leaves no page behind.
    if (events) this.state.projects.outbox.record(doc.project_id, () => events(doc));
    this.state.docs.set(doc.id, doc);
    if (firstVersion !== undefined && isDraft(doc)) this.state.record(doc, firstVersion);
    return { kind: 'created', doc };
  }

  async openDraft(projectId: string, slug: string, language: string, draftId: string, at: string): Promise<OpenOutcome> {
    const draft = this.state.bySlug(projectId, slug, language, 'draft');
    if (draft) return { kind: 'existing', draft };
    const live = this.state.bySlug(projectId, slug, language, 'live');
    if (!live) return { kind: 'not_found' };
    const clone = cloneAsDraft(live, draftId, at);
    this.state.docs.set(clone.id, clone);
    return { kind: 'cloned', draft: clone };
  }

  async saveDraft(projectId: string, draftId: string, change: DraftChange): Promise<DraftSaveOutcome> {
    const current = this.state.byId(projectId, draftId);
    const refused = draftWriteRefusal(current, change.expectedRevision);
    if (refused !== null) return refused;
    const next = writtenDraft(current!, change, change.version.saved_at);
    this.state.docs.set(next.id, next);
    const versions = this.state.versions.get(next.id) ?? [];
    const latest = versions.reduce<DraftVersion | null>((a, v) => (a === null || v.revision > a.revision ? v : a), null);
    if (latest !== null && coalescesWith(latest, change.version)) {
      versions[versions.indexOf(latest)] = {
        ...latest,
        revision: next.revision,
        saved_at: change.version.saved_at,
        metadata: next.metadata,
        content: next.content,
      };
    } else {
      this.state.record(next, change.version);
    }
    return { kind: 'saved', draft: next };
  }

  async updatePage(projectId: string, pageId: string, change: PageChange, events?: EventsOf<PageDocument>): Promise<PageUpdateOutcome> {
    const current = this.state.byId(projectId, pageId);
    if (current === null) return { kind: 'not_found' };
    if (isDraft(current)) return { kind: 'is_draft' };
    if (change.expectedRevision !== undefined && change.expectedRevision !== current.revision) {
      return { kind: 'stale', current_revision: current.revision };
    }
    if (change.slug !== undefined && change.slug !== current.slug) {
      if (this.state.isReserved(projectId, change.slug)) return { kind: 'reserved' };
      if (this.state.bySlug(projectId, change.slug, current.language, 'live')) return { kind: 'duplicate' };
    }
    const page = editedPage(current, change);
    if (events) this.state.projects.outbox.record(projectId, () => events(page));
    this.state.docs.set(page.id, page);
    return { kind: 'updated', page };
  }

  async discardDraft(projectId: string, draftId: string, events?: EventsOf<PageSummary>): Promise<DiscardOutcome> {
    const current = this.state.byId(projectId, draftId);
    const refused = draftWriteRefusal(current);
    if (refused !== null) return refused;
    if (events) this.state.projects.outbox.record(projectId, () => events(current!));
    this.state.docs.delete(draftId);
    this.state.versions.delete(draftId);
    return { kind: 'discarded' };
  }

  async delete(projectId: string, id: string, events?: EventsOf<PageSummary>): Promise<boolean> {
    const current = this.state.byId(projectId, id);
    if (current === null) return false;
    if (events) this.state.projects.outbox.record(projectId, () => events(current));
    this.state.docs.delete(id);
    this.state.versions.delete(id);
    return true;
  }
}

class InMemoryDraftVersionRepository implements DraftVersionRepository {
  constructor(readonly state = new InMemoryPagesState()) {}

  async list(projectId: string, draftId: string): Promise<DraftVersionSummary[]> {
    if (this.state.byId(projectId, draftId) === null) return [];
    return (this.state.versions.get(draftId) ?? []).map(summary).sort((a, b) => b.revision - a.revision);
  }

  async newest(projectId: string, draftId: string): Promise<DraftVersionSummary | null> {
    return (await this.list(projectId, draftId))[0] ?? null;
  }

  async find(projectId: string, draftId: string, versionId: string): Promise<DraftVersion | null> {
    if (this.state.byId(projectId, draftId) === null) return null;
    return (this.state.versions.get(draftId) ?? []).find((v) => v.version_id === versionId) ?? null;
  }
}

export class InMemorySiteSettingsStore implements SiteSettingsStore {
  /** Logos are checked against `images`, when the test gives the images' map (the media fakes keep it). */
  constructor(
    readonly state = new InMemoryPagesState(),
    readonly images?: ReadonlyMap<string, { readonly project_id: string }>,
  ) {}

  async update(projectId: string, change: SiteChange): Promise<SiteUpdateOutcome> {
    const project = this.state.projects.projects.get(projectId);
    if (project === undefined) return { kind: 'not_found' };
    const slug = change.live_agent_placement === 'destination_page' ? change.live_agent_slug : null;
    if (typeof slug === 'string' && [...this.state.docs.values()].some((d) => d.project_id === projectId && d.slug === slug)) return { kind: 'slug_in_use' };
    const logo = change.logo_image_id;
    if (typeof logo === 'string' && this.images?.get(logo)?.project_id !== projectId) return { kind: 'logo_not_found' };
    const icon = change.favicon_image_id;
    if (typeof icon === 'string' && this.images?.get(icon)?.project_id !== projectId) return { kind: 'favicon_not_found' };
    const missing = newHomePages(project.settings.site, change).find(
      ({ language, slug }) => ![...this.state.docs.values()].some((d) => d.project_id === projectId && d.slug === slug && d.language === language),
    );
    if (missing !== undefined) return { kind: 'home_page_not_found', ...missing };
    this.state.projects.projects.set(projectId, applyProjectChanges(project, { site: change }));
    return { kind: 'updated' };
  }
}

/**
 * The live-page journal over the in-memory documents: a mark keeps a copy of the project's live
 * pages, and the changes since are the addresses whose page differs from that copy (the fakes
 * that write documents need not record anything).
 */
export class InMemoryLivePageJournal implements LivePageJournal {
  private last = 0;
  private readonly copies = new Map<string, Map<string, string>>();

  constructor(readonly state: InMemoryPagesState) {}

  async mark(projectId: string): Promise<number> {
    this.last += 1;
    this.copies.set(`${projectId} ${this.last}`, new Map([...this.livePages(projectId)].map(([address, doc]) => [address, JSON.stringify(doc)])));
    return this.last;
  }

  async changesSince(projectId: string, mark: number): Promise<LivePageChanges | null> {
    const then = this.copies.get(`${projectId} ${mark}`);
    if (then === undefined) return null;
    const now = this.livePages(projectId);
    const changed = [...new Set([...then.keys(), ...now.keys()])]
      .filter((address) => then.get(address) !== (now.has(address) ? JSON.stringify(now.get(address)) : undefined))
      .map((address) => ({ language: address.split('\u0000')[0]!, slug: address.split('\u0000')[1]! }));
    const slugs = new Set(changed.map((address) => address.slug));
    return { changed, pages: [...now.values()].filter((page) => slugs.has(page.slug)) };
  }

  async forget(projectId: string, mark: number): Promise<void> {
    for (const key of this.copies.keys()) {
      const [project, at] = key.split(' ');
      if (project === projectId && Number(at) < mark) this.copies.delete(key);
    }
  }

  private livePages(projectId: string): Map<string, PageDocument> {
    const live = [...this.state.docs.values()].filter((doc) => doc.project_id === projectId && !isDraft(doc));
    return new Map(live.map((doc) => [`${doc.language}\u0000${doc.slug}`, doc]));
  }
}

/** The document, version and site ports over one state, with the projects they live in. */
export function inMemoryPages(projects = new InMemoryProjectStore()) {
  const state = new InMemoryPagesState(projects);
  const pages = new InMemoryPageRepository(state);
  return {
    state,
    pages,
    drafts: pages,
    versions: new InMemoryDraftVersionRepository(state),
    site: new InMemorySiteSettingsStore(state),
    journal: new InMemoryLivePageJournal(state),
  };
}

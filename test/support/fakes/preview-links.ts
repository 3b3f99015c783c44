import type { OpenOutcome, PreviewLinkRepository } from '../../../application/preview-links/ports.js';
import type { PreviewLink } from '../../../domain/preview-links/preview-link.js';

/** Preview links in memory; `open` is atomic (no await inside). */
export class InMemoryPreviewLinkRepository implements PreviewLinkRepository {
  readonly links = new Map<string, PreviewLink>();

  async create(link: PreviewLink): Promise<void> {
    this.links.set(link.id, link);
  }

  async list(projectId: string): Promise<PreviewLink[]> {
    return [...this.links.values()].filter((l) => l.project_id === projectId).sort((a, b) => (a.id < b.id ? 1 : -1));
  }

  async revoke(projectId: string, linkId: string): Promise<boolean> {
    const link = this.links.get(linkId);
    return link !== undefined && link.project_id === projectId && this.links.delete(linkId);
  }

  async open(tokenHash: string, now: string): Promise<OpenOutcome> {
    const link = [...this.links.values()].find((l) => l.token_hash === tokenHash);
    if (link === undefined) return { kind: 'not_found' };
    if (link.expires_at <= now) return { kind: 'expired' };
    if (link.max_views !== null && link.views >= link.max_views) return { kind: 'exhausted' };
    const counted = { ...link, views: link.views + 1 };
    this.links.set(link.id, counted);
    return { kind: 'opened', link: counted };
  }
}

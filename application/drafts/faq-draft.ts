import * as E from 'fp-ts/lib/Either.js';
import { inject, injectable } from 'inversify';
import { FAQ_SLUG, FAQ_TEMPLATE_ID, FAQ_TITLE } from '../../domain/knowledge/faq-entry.js';
import { CONTENT_MAX } from '../../domain/pages/page-document.js';
import { reservedSlug } from '../pages/page-errors.js';
import { Clock, IdGenerator } from '../shared/ports.js';
import { DraftCreation } from './draft-creation.js';
import { DraftRepository } from './ports.js';

/** Concurrent appends race on the draft's revision; each retry re-reads and appends again. */
const MAX_ATTEMPTS = 5;

/** What an append does to the draft's content: adds its entry, or leaves the content as it is when the entry is there (`withEntry`, `withQuestion`). */
export type FaqChange = (content: string) => string;

/** What became of an entry: in the draft (added now, or there already), or not added and why. */
export type FaqAppend =
  { readonly kind: 'appended' | 'already_there'; readonly draftId: string; readonly revision: number } | { readonly kind: 'full' | 'reserved' | 'busy' };

/**
 * The project's FAQ draft (slug `faq`, one per language): opened from the live FAQ page, or
 * created from the `faq` template when there is none, and an entry appended (kept once: an entry
 * already there is not added again). Nothing goes live: a manager reviews
 * and publishes the draft. Appends are revision-checked, so concurrent ones are all kept. The
 * live agent's `answer` tool and "answer in a FAQ draft" of the unanswered questions share it.
 */
@injectable()
export class FaqDraft {
  constructor(
    @inject(DraftRepository) private readonly drafts: DraftRepository,
    @inject(DraftCreation) private readonly creation: DraftCreation,
    @inject(Clock) private readonly clock: Clock,
    @inject(IdGenerator) private readonly ids: IdGenerator,
  ) {}

  /** `author`: who each version is saved by. */
  async append(projectId: string, language: string, change: FaqChange, author: string): Promise<FaqAppend> {
    for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt += 1) {
      const now = this.clock.now().toISOString();
      const opened = await this.drafts.openDraft(projectId, FAQ_SLUG, language, this.ids.next(), now);
      if (opened.kind === 'not_found') {
        const created = await this.creation.create(author, {
          projectId,
          metadata: { slug: FAQ_SLUG, title: FAQ_TITLE },
          content: change(''),
          language,
          doc_template_id: FAQ_TEMPLATE_ID,
        });
        if (E.isRight(created)) return { kind: 'appended', draftId: created.right.draftId, revision: created.right.revision ?? 1 };
        if (created.left.message === reservedSlug(FAQ_SLUG).message) return { kind: 'reserved' };
        continue; // Another call created it first: open it and append.
      }
      const draft = opened.draft;
      const content = change(draft.content);
      if (content === draft.content) return { kind: 'already_there', draftId: draft.id, revision: draft.revision };
      if (content.length > CONTENT_MAX) return { kind: 'full' };
      const saved = await this.drafts.saveDraft(projectId, draft.id, {
        metadata: { kind: 'merge', patch: {} },
        content,
        expectedRevision: draft.revision,
        version: { id: this.ids.next(), saved_by: author, saved_at: now, autosave: false },
      });
      if (saved.kind === 'saved') return { kind: 'appended', draftId: draft.id, revision: saved.draft.revision };
    }
    return { kind: 'busy' };
  }
}

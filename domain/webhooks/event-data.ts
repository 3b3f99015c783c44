import type { Membership } from '../projects/membership.js';
import type { OnboardingSession } from '../onboarding/session.js';
import type { PageDocument } from '../pages/page-document.js';
import type { PublishAction, PublishRecord } from '../publishing/manifest.js';
import type { QuestionGroup } from '../questions/question-group.js';
import type { Release, UnpublishItem } from '../releases/release.js';
import type { Transfer } from '../telephony/transfer.js';
import { liveTranslationState, type LiveTranslationState } from '../translation/translation-status.js';
import type { EventDataOf, TypedEvent } from './event-payloads.js';

/**
 * What each event tells a receiver, each typed by its payload codec (event-payloads.ts, which the
 * API description shows). Order is not promised, so every payload carries what is needed to
 * order events: the envelope's `timestamp` (event time) and, for pages, `revision` (a receiver
 * keeps the highest revision it has seen per page id).
 */

/** A page as events describe it: no body (a receiver reads the page through the API). */
export type PageSummary = Pick<
  PageDocument,
  'id' | 'project_id' | 'slug' | 'language' | 'visibility' | 'doc_template_id' | 'revision' | 'translation_of' | 'created_at' | 'updated_at'
>;

const page = (doc: PageSummary, state: LiveTranslationState | null = null) => ({
  id: doc.id,
  slug: doc.slug,
  language: doc.language,
  visibility: doc.visibility,
  doc_template_id: doc.doc_template_id,
  revision: doc.revision,
  translation_of: doc.translation_of,
  translation_state: state,
  created_at: doc.created_at,
  updated_at: doc.updated_at,
});

const pageEvent = <K extends 'page.created' | 'page.updated' | 'page.deleted'>(
  type: K,
  doc: PageSummary,
  publishId: string | null,
  state: LiveTranslationState | null = null,
) =>
  // The three page events share one payload: each is that payload under its own type.
  ({ type, data: { project_id: doc.project_id, page: page(doc, state), publish_id: publishId } satisfies EventDataOf<K> }) as TypedEvent<K>;

export const pageCreated = (doc: PageSummary): TypedEvent<'page.created'> => pageEvent('page.created', doc, null);
export const pageUpdated = (doc: PageSummary): TypedEvent<'page.updated'> => pageEvent('page.updated', doc, null);
export const pageDeleted = (doc: PageSummary): TypedEvent<'page.deleted'> => pageEvent('page.deleted', doc, null);

/** A live page a publish promoted: `create` made it, `update` gave it its next revision. */
interface PromotedPage extends PageSummary {
  readonly action: PublishAction;
  /** The live revision of the page it translates (`translation_of`), as the publish left it; null for a source or when that page is not live. */
  readonly source_revision: number | null;
}

/** What a confirm wrote: the publish record and each live page as it is after the promotion. */
export interface Published {
  readonly publish: PublishRecord;
  readonly pages: readonly PromotedPage[];
}

/** A publish reports each page it promoted (created or updated) and then itself. */
export function publishEvents({ publish, pages }: Published): Array<TypedEvent<'page.created' | 'page.updated' | 'publish.completed'>> {
  const promoted = pages.map((p) => {
    const state = liveTranslationState(p.translation_of, p.source_revision);
    return p.action === 'create' ? pageEvent('page.created', p, publish.publish_id, state) : pageEvent('page.updated', p, publish.publish_id, state);
  });
  const completed: TypedEvent<'publish.completed'> = {
    type: 'publish.completed',
    data: {
      project_id: publish.project_id,
      publish_id: publish.publish_id,
      published_at: publish.published_at,
      published_by: publish.published_by,
      changes: pages.map((p) => ({ page_id: p.id, slug: p.slug, language: p.language, action: p.action, revision: p.revision })),
    },
  };
  return [...promoted, completed];
}

/** A draft discarded (or deleted through the pages API): its live page, if any, is untouched. */
export const draftDiscarded = (draft: PageSummary): TypedEvent<'draft.discarded'> => ({
  type: 'draft.discarded',
  data: { project_id: draft.project_id, draft: { id: draft.id, slug: draft.slug, language: draft.language, revision: draft.revision } },
});

const member = (m: Membership) => ({ user_id: m.user_id, role: m.role, provisioned: m.provisioned });
export const memberAdded = (m: Membership): TypedEvent<'member.added'> => ({ type: 'member.added', data: { project_id: m.project_id, member: member(m) } });
export const memberRemoved = (m: Membership): TypedEvent<'member.removed'> => ({
  type: 'member.removed',
  data: { project_id: m.project_id, member: member(m) },
});

export const onboardingConfirmed = (session: OnboardingSession): TypedEvent<'onboarding.confirmed'> => ({
  type: 'onboarding.confirmed',
  data: {
    project_id: session.project_id,
    session: { id: session.id, user_id: session.user_id, company: session.company, confirmed_at: session.confirmed_at },
  },
});

/** The manager talked with the caller and hung up (the manager's phone number stays out). */
export const transferCompleted = (transfer: Transfer): TypedEvent<'live.transfer.completed'> => ({
  type: 'live.transfer.completed',
  data: {
    project_id: transfer.project_id,
    transfer: { id: transfer.id, user_id: transfer.user_id, status: transfer.status, created_at: transfer.created_at, ended_at: transfer.ended_at },
  },
});

const releaseRef = (release: Release) => ({ id: release.id, name: release.name, publish_at: release.publish_at, time_zone: release.time_zone });

/** A release ran: its publish (the pages it promoted) and the pages it took off the site. */
export const releasePublished = (release: Release, publish: PublishRecord, unpublished: readonly UnpublishItem[]): TypedEvent<'release.published'> => ({
  type: 'release.published',
  data: {
    project_id: release.project_id,
    release: releaseRef(release),
    publish_id: publish.publish_id,
    published_at: publish.published_at,
    changes: publish.changes.map((c) => ({ page_id: c.page_id, slug: c.slug, language: c.language, action: c.action, revision: c.revision })),
    unpublished: unpublished.map((item) => ({ page_id: item.page_id, slug: item.slug, language: item.language })),
  },
});

/** A release did not run (nothing of it was published): its failure, item by item. */
export const releaseFailed = (release: Release): TypedEvent<'release.failed'> => ({
  type: 'release.failed',
  data: {
    project_id: release.project_id,
    release: releaseRef(release),
    failed_at: release.finished_at ?? release.updated_at,
    reason: release.failure?.reason ?? 'the release failed',
    items: (release.failure?.items ?? []).map((item) => ({ ...item, reasons: [...item.reasons] })),
  },
});

/** A question the site could not answer, unlike any recorded before: a new entry of the team's list (no word of who asked). */
export const questionUnanswered = (group: QuestionGroup): TypedEvent<'question.unanswered'> => ({
  type: 'question.unanswered',
  data: {
    project_id: group.project_id,
    question: { id: group.id, text: group.question, language: group.language, asked_at: group.first_asked_at, answer_proposed: group.proposed_answers > 0 },
  },
});

export const ping = (projectId: string, webhookId: string): TypedEvent<'ping'> => ({ type: 'ping', data: { project_id: projectId, webhook_id: webhookId } });

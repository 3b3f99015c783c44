import type { Membership } from '../projects/membership.js';
import type { OnboardingSession } from '../onboarding/session.js';
import type { PageDocument } from '../pages/page-document.js';
import type { PublishAction, PublishRecord } from '../publishing/manifest.js';
import type { Transfer } from '../telephony/transfer.js';
import type { EventBody } from './events.js';

/**
 * What each event tells a receiver. Order is not promised, so every payload carries what is
 * needed to order events: the envelope's `timestamp` (event time) and, for pages, `revision`
 * (a receiver keeps the highest revision it has seen per page id).
 */

/** A page as events describe it: no body (a receiver reads the page through the API). */
export type PageSummary = Pick<
  PageDocument,
  'id' | 'project_id' | 'slug' | 'language' | 'visibility' | 'doc_template_id' | 'revision' | 'created_at' | 'updated_at'
>;

const page = (doc: PageSummary) => ({
  id: doc.id,
  slug: doc.slug,
  language: doc.language,
  visibility: doc.visibility,
  doc_template_id: doc.doc_template_id,
  revision: doc.revision,
  created_at: doc.created_at,
  updated_at: doc.updated_at,
});

const pageEvent = (type: 'page.created' | 'page.updated' | 'page.deleted', doc: PageSummary, publishId: string | null): EventBody => ({
  type,
  data: { project_id: doc.project_id, page: page(doc), publish_id: publishId },
});

export const pageCreated = (doc: PageSummary): EventBody => pageEvent('page.created', doc, null);
export const pageUpdated = (doc: PageSummary): EventBody => pageEvent('page.updated', doc, null);
export const pageDeleted = (doc: PageSummary): EventBody => pageEvent('page.deleted', doc, null);

/** A live page a publish promoted: `create` made it, `update` gave it its next revision. */
interface PromotedPage extends PageSummary {
  readonly action: PublishAction;
}

/** What a confirm wrote: the publish record and each live page as it is after the promotion. */
export interface Published {
  readonly publish: PublishRecord;
  readonly pages: readonly PromotedPage[];
}

/** A publish reports each page it promoted (created or updated) and then itself. */
export function publishEvents({ publish, pages }: Published): EventBody[] {
  const promoted = pages.map((p) => pageEvent(p.action === 'create' ? 'page.created' : 'page.updated', p, publish.publish_id));
  const completed: EventBody = {
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
export const draftDiscarded = (draft: PageSummary): EventBody => ({
  type: 'draft.discarded',
  data: { project_id: draft.project_id, draft: { id: draft.id, slug: draft.slug, language: draft.language, revision: draft.revision } },
});

const member = (m: Membership) => ({ user_id: m.user_id, role: m.role, provisioned: m.provisioned });
export const memberAdded = (m: Membership): EventBody => ({ type: 'member.added', data: { project_id: m.project_id, member: member(m) } });
export const memberRemoved = (m: Membership): EventBody => ({ type: 'member.removed', data: { project_id: m.project_id, member: member(m) } });

export const onboardingConfirmed = (session: OnboardingSession): EventBody => ({
  type: 'onboarding.confirmed',
  data: {
    project_id: session.project_id,
    session: { id: session.id, user_id: session.user_id, company: session.company, confirmed_at: session.confirmed_at },
  },
});

/** The manager talked with the caller and hung up (the manager's phone number stays out). */
export const transferCompleted = (transfer: Transfer): EventBody => ({
  type: 'live.transfer.completed',
  data: {
    project_id: transfer.project_id,
    transfer: { id: transfer.id, user_id: transfer.user_id, status: transfer.status, created_at: transfer.created_at, ended_at: transfer.ended_at },
  },
});

export const ping = (projectId: string, webhookId: string): EventBody => ({ type: 'ping', data: { project_id: projectId, webhook_id: webhookId } });

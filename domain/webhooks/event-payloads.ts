import * as t from 'io-ts';
import type { CompanyIdentity } from '../onboarding/company.js';
import { Visibility } from '../pages/page-document.js';
import { Role } from '../projects/role.js';
import { Integer, IsoInstant, nullable } from '../shared/codecs.js';
import { TRANSFER_STATUSES } from '../telephony/transfer.js';
import type { EventType } from './events.js';

/**
 * What each event's `data` holds, as codecs: the helpers that build events (event-data.ts) are
 * typed by them, so a payload cannot drift from what the API description says a receiver gets.
 */

const keysOf = <K extends string>(keys: readonly K[], name: string) => t.keyof(Object.fromEntries(keys.map((key) => [key, null])) as Record<K, null>, name);

/** A page as events describe it: no body (a receiver reads the page through the API). */
const WebhookPage = t.type(
  {
    id: t.string,
    slug: t.string,
    language: t.string,
    visibility: Visibility,
    doc_template_id: t.string,
    /** Keep the highest revision seen per page id: deliveries may arrive out of order. */
    revision: Integer,
    /** The source page this one translates (its language and the live revision translated), or null for a source. */
    translation_of: nullable(t.type({ language: t.string, revision: Integer }, 'WebhookTranslationOf')),
    /**
     * In a publish's events: `source` (translates nothing), `up_to_date` (made from the source's current
     * live revision) or `outdated`; null in the other page events.
     */
    translation_state: nullable(t.keyof({ source: null, up_to_date: null, outdated: null }, 'WebhookTranslationState')),
    created_at: IsoInstant,
    updated_at: IsoInstant,
  },
  'WebhookPage',
);

const PageEventData = t.type(
  {
    project_id: t.string,
    page: WebhookPage,
    /** The publish that made the change, or null for a change through the pages API. */
    publish_id: nullable(t.string),
  },
  'PageEventData',
);

const PublishCompletedData = t.type(
  {
    project_id: t.string,
    publish_id: t.string,
    published_at: IsoInstant,
    published_by: t.string,
    changes: t.array(
      t.type({ page_id: t.string, slug: t.string, language: t.string, action: t.union([t.literal('create'), t.literal('update')]), revision: Integer }),
    ),
  },
  'PublishCompletedData',
);

const DraftDiscardedData = t.type(
  { project_id: t.string, draft: t.type({ id: t.string, slug: t.string, language: t.string, revision: Integer }) },
  'DraftDiscardedData',
);

const MemberEventData = t.type({ project_id: t.string, member: t.type({ user_id: t.string, role: Role, provisioned: t.boolean }) }, 'MemberEventData');

const WebhookCompany: t.Type<CompanyIdentity, unknown, unknown> = t.type(
  {
    country: t.string,
    name: nullable(t.string),
    registry_id: nullable(t.string),
    place_id: nullable(t.string),
    website: nullable(t.string),
    city: nullable(t.string),
    address: nullable(t.string),
  },
  'WebhookCompany',
);

const OnboardingConfirmedData = t.type(
  {
    project_id: t.string,
    session: t.type({ id: t.string, user_id: t.string, company: nullable(WebhookCompany), confirmed_at: nullable(IsoInstant) }),
  },
  'OnboardingConfirmedData',
);

const TransferCompletedData = t.type(
  {
    project_id: t.string,
    transfer: t.type({
      id: t.string,
      user_id: t.string,
      status: keysOf(TRANSFER_STATUSES, 'a transfer status'),
      created_at: IsoInstant,
      ended_at: nullable(IsoInstant),
    }),
  },
  'TransferCompletedData',
);

/** A release as its events name it. */
const WebhookRelease = t.type({ id: t.string, name: t.string, publish_at: nullable(IsoInstant), time_zone: nullable(t.string) }, 'WebhookRelease');

const ReleasePublishedData = t.type(
  {
    project_id: t.string,
    release: WebhookRelease,
    /** The publish it made (its pages' `page.created`/`page.updated` events and `publish.completed` name it too). */
    publish_id: t.string,
    published_at: IsoInstant,
    changes: t.array(
      t.type({ page_id: t.string, slug: t.string, language: t.string, action: t.union([t.literal('create'), t.literal('update')]), revision: Integer }),
    ),
    /** The live pages it took off the site (each also a `page.deleted` event). */
    unpublished: t.array(t.type({ page_id: t.string, slug: t.string, language: t.string })),
  },
  'ReleasePublishedData',
);

const ReleaseFailedData = t.type(
  {
    project_id: t.string,
    release: WebhookRelease,
    failed_at: IsoInstant,
    /** Nothing of the release was published: why, and each item that held it back with its reasons. */
    reason: t.string,
    items: t.array(
      t.type({
        action: t.union([t.literal('publish'), t.literal('unpublish')]),
        /** The draft's id (publish) or the page's (unpublish). */
        id: t.string,
        slug: t.string,
        language: t.string,
        reasons: t.array(t.string),
      }),
    ),
  },
  'ReleaseFailedData',
);

const QuestionUnansweredData = t.type(
  {
    project_id: t.string,
    question: t.type({
      /** The unanswered question's id: \`GET /api/projects/{projectId}/unanswered-questions/{questionId}\`. */
      id: t.string,
      text: t.string,
      language: t.string,
      asked_at: IsoInstant,
      /** Whether a visitor proposed an answer with it (its text stays in the service: the team reads it there). */
      answer_proposed: t.boolean,
    }),
  },
  'QuestionUnansweredData',
);

const PingData = t.type({ project_id: t.string, webhook_id: t.string }, 'PingData');

/** Each event type's `data`. */
export const EVENT_DATA = {
  'page.created': PageEventData,
  'page.updated': PageEventData,
  'page.deleted': PageEventData,
  'publish.completed': PublishCompletedData,
  'draft.discarded': DraftDiscardedData,
  'member.added': MemberEventData,
  'member.removed': MemberEventData,
  'onboarding.confirmed': OnboardingConfirmedData,
  'live.transfer.completed': TransferCompletedData,
  'release.published': ReleasePublishedData,
  'release.failed': ReleaseFailedData,
  'question.unanswered': QuestionUnansweredData,
  ping: PingData,
} as const satisfies Record<EventType, t.Mixed>;

export type EventDataOf<K extends EventType> = t.TypeOf<(typeof EVENT_DATA)[K]>;

/** An event of one type (of each, for a union of types), its `data` as the description says. */
export type TypedEvent<K extends EventType> = K extends EventType ? { readonly type: K; readonly data: EventDataOf<K> } : never;

import * as t from 'io-ts';
import type { Refusal } from '../routing/operation-doc.js';
import { errorWith, Integer, NextCursor, nullable, Timestamp } from '../response-codecs.js';

const PublishAction = t.union([t.literal('create'), t.literal('update')]);

const change = { draft_id: t.string, slug: t.string, language: t.string, action: PublishAction, revision: Integer };

/** What a confirm would do: each draft made live (at the revision the dry run saw), and each one blocked, with why. */
export const PublishPreview = t.type(
  {
    manifest: t.type({
      /** The drafts a confirm makes live. */
      changes: t.readonlyArray(t.type(change, 'ManifestChange')),
      blocked: t.readonlyArray(t.type({ draft_id: t.string, slug: t.string, language: t.string, reasons: t.readonlyArray(t.string) }, 'BlockedDraft')),
      /** Drafts whose content and metadata equal their live page's: never promoted (they stay drafts). */
      unchanged: t.readonlyArray(t.type({ draft_id: t.string, slug: t.string, language: t.string, revision: Integer }, 'UnchangedDraft')),
      /** No change: the confirm deploys the site's current settings (navigation, theme, placement, home pages) alone. */
      settings_only: t.boolean,
    }),
    /** Whether the site settings changed since the site was last deployed (the confirm deploys them). */
    settings_changed: t.boolean,
    /** Navigation links to pages that will not be public: the deploy leaves them out. */
    warnings: t.readonlyArray(
      t.type(
        { type: t.union([t.literal('header_nav_item'), t.literal('sidebar_group')]), id: t.string, language: t.string, slug: t.string, message: t.string },
        'NavigationWarning',
      ),
    ),
    /** For `POST /publish/confirm`: single use, valid until `expires_at` (15 minutes). */
    confirmation_token: t.string,
    expires_at: Timestamp,
  },
  'PublishPreview',
);

export const PublishResult = t.type(
  {
    publish_id: t.string,
    /** How many pages became live. */
    promoted: Integer,
    deployed_at: Timestamp,
  },
  'PublishResult',
);

export const PublishHistory = t.type(
  {
    history: t.readonlyArray(
      t.type(
        {
          publish_id: t.string,
          published_at: Timestamp,
          published_by: t.string,
          changes: t.readonlyArray(t.intersection([t.type(change), t.type({ page_id: t.string })])),
          /** Live pages its release took off the site. */
          unpublished: t.readonlyArray(t.type({ page_id: t.string, slug: t.string, language: t.string }, 'UnpublishedPage')),
          /** The release it ran for (its name then, and who scheduled it: `published_by` acts as them), or null for a publish of its own. */
          release: nullable(t.type({ id: t.string, name: t.string, scheduled_by: t.string }, 'PublishRelease')),
          /**
           * What it deployed: `pages` (pages made live or taken off), `pages_and_settings` (the site's settings had changed too),
           * `settings_only` (no page: the site's settings alone). Publishes recorded before this was kept say `pages` or `settings_only`.
           */
          kind: t.keyof({ pages: null, pages_and_settings: null, settings_only: null }),
          /** It changed no page: it deployed the site's settings alone (`kind` is `settings_only`). */
          settings_only: t.boolean,
        },
        'Publish',
      ),
    ),
    next_cursor: NextCursor,
  },
  'PublishHistory',
);

const DraftsChangedError = errorWith('DraftsChangedError', {
  changed: t.readonlyArray(
    t.type({ draft_id: t.string, slug: t.string, language: t.string, current_revision: nullable(Integer), reason: t.string }, 'ChangedDraft'),
  ),
});

export const CONFIRM_REFUSALS: readonly Refusal[] = [
  { status: 409, when: 'The confirmation token expired: run the dry run again.' },
  { status: 409, when: 'A draft of the manifest changed since the dry run: nothing was published; `changed` says which and why.', body: DraftsChangedError },
  {
    status: 409,
    when: 'The project requires approvals (as its setting stands at the confirm) and a draft of the manifest is not approved at its revision: nothing was published.',
  },
  { status: 500, when: 'The publish was recorded but the site could not be deployed: repeat the confirm to deploy it.' },
];

export const PublishStatus = t.type(
  {
    /** Whether the site settings (navigation, theme, live agent placement, home pages, domains, template layouts) changed since the site was last deployed. */
    settings_changed: t.boolean,
    /** The newest publish, or null before the first. */
    last_publish: nullable(
      t.type({ publish_id: t.string, published_at: Timestamp, deployed_at: nullable(Timestamp), settings_only: t.boolean }, 'LastPublish'),
    ),
  },
  'PublishStatus',
);

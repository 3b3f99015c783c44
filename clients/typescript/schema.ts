/**
 * The API's types, generated from openapi.json (the description GET /openapi.json serves) by
 * openapi-typescript. Do not edit: `npm run openapi` writes it again from the route table.
 */

export interface paths {
  '/api/projects': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List projects
     * @description The caller's projects, each with the role the caller acts with there. An API key sees its own project.
     *
     *     Any credential.
     */
    get: operations['listProjects'];
    put?: never;
    /**
     * Create project
     * @description The caller becomes its admin (provisioned). A new project is on the `trial` plan.
     *
     *     The user signed in with their own ID token; API keys and OAuth clients are refused.
     */
    post: operations['createProject'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/projects/{projectId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Get project
     * @description Capability `read_content`: member or above, an OAuth client with `content:read`.
     */
    get: operations['getProject'];
    put?: never;
    post?: never;
    /**
     * Delete project
     * @description Removes the project and all of its data: pages, drafts, media, keys, webhooks and its site.
     *
     *     Capability `delete_project`: admin or above, never an OAuth client; refused on an expired trial.
     */
    delete: operations['deleteProject'];
    options?: never;
    head?: never;
    /**
     * Update project
     * @description Capability `rename_project`: manager or above, never an OAuth client; refused on an expired trial.
     */
    patch: operations['updateProject'];
    trace?: never;
  };
  '/api/projects/{projectId}/members': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List members
     * @description Capability `read_members`: member or above, never an OAuth client.
     */
    get: operations['listMembers'];
    put?: never;
    /**
     * Add member
     * @description Only an admin grants `admin`. Live voice needs `provisioned`.
     *
     *     Capability `manage_members`: manager or above, never an OAuth client; refused on an expired trial.
     */
    post: operations['addMember'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/projects/{projectId}/members/{userId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /**
     * Remove member
     * @description Capability `manage_members`: manager or above, never an OAuth client; refused on an expired trial.
     */
    delete: operations['removeMember'];
    options?: never;
    head?: never;
    /**
     * Update member
     * @description Capability `manage_members`: manager or above, never an OAuth client; refused on an expired trial.
     */
    patch: operations['updateMember'];
    trace?: never;
  };
  '/api/projects/{projectId}/invitations': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List invitations
     * @description Pending invitations (not expired, revoked or accepted), newest first; never their links.
     *
     *     Capability `manage_members`: manager or above, never an OAuth client.
     */
    get: operations['listInvitations'];
    put?: never;
    /**
     * Create invitation
     * @description A link that lets whoever signs in through it join the project with `role`, once, for a week. Only an admin invites an admin. It is mailed to `email` when the service has a mail server (`SMTP_URL`); `mail` says whether it went. The `url` is shown only here: its token is stored hashed.
     *
     *     Capability `manage_members`: manager or above, never an OAuth client; refused on an expired trial.
     */
    post: operations['createInvitation'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/projects/{projectId}/invitations/{invitationId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /**
     * Revoke invitation
     * @description The link stops working at once. An invitation no longer pending is `404`.
     *
     *     Capability `manage_members`: manager or above, never an OAuth client; refused on an expired trial.
     */
    delete: operations['revokeInvitation'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/invitations/{token}/accept': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Accept invitation
     * @description The caller joins the invitation’s project with its role (once: of simultaneous accepts one wins). Emits `member.added`.
     *
     *     The user signed in with their own ID token; API keys and OAuth clients are refused.
     */
    post: operations['acceptInvitation'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/projects/{projectId}/glossary': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Get glossary
     * @description The project’s glossary, as its managers wrote it (`{ "terms": [] }` until then).
     *
     *     Capability `read_content`: member or above, an OAuth client with `content:read`.
     */
    get: operations['getGlossary'];
    /**
     * Replace glossary
     * @description Replaces the whole glossary. A term without `translations` is never translated (brand and product names); a term with a translation in the target language (its exact tag, else its primary language) is always translated that way. Whole words, case aside. At most 500 terms of 1 to 100 characters, none twice; translations keyed by language tags. Every provider gets the terms from the next translation on.
     *
     *     Capability `manage_settings`: manager or above, never an OAuth client; refused on an expired trial.
     */
    put: operations['replaceGlossary'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/projects/{projectId}/modules': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Get modules
     * @description Capability `read_configuration`: member or above, never an OAuth client.
     */
    get: operations['getModules'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /**
     * Update modules
     * @description Capability `manage_modules`: admin or above, never an OAuth client; refused on an expired trial.
     */
    patch: operations['updateModules'];
    trace?: never;
  };
  '/api/projects/{projectId}/settings': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Get settings
     * @description Capability `read_configuration`: member or above, never an OAuth client.
     */
    get: operations['getSettings'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/projects/{projectId}/settings/live-agent': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /**
     * Update live agent settings
     * @description Phone numbers are normalised to E.164, or refused with 400. `access`: `members` (the default, the specification’s flow) or `public` (anyone may talk without signing in: see the live voice endpoints). `page_heading` (one line, up to 200 characters) and `page_text` (up to 4,000) are the destination page’s own heading and text, shown from the next publish. `question_retention_days` (1 to 3650, 90 by default): how long a question the agent could not answer is kept (see `GET /api/projects/{projectId}/unanswered-questions`); a shorter time applies to those already kept.
     *
     *     Capability `manage_settings`: manager or above, never an OAuth client; refused on an expired trial.
     */
    patch: operations['updateLiveAgentSettings'];
    trace?: never;
  };
  '/api/projects/{projectId}/pages': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List pages
     * @description Live pages and drafts, oldest first.
     *
     *     Capability `read_content`: member or above, an OAuth client with `content:read`.
     */
    get: operations['listPages'];
    put?: never;
    /**
     * Create page
     * @description Creates a live page directly, without a draft and a publish.
     *
     *     Capability `edit_content`: manager or above, an OAuth client with `content:write`; refused on an expired trial.
     */
    post: operations['createPage'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/projects/{projectId}/pages/{pageId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Get page
     * @description Answers an `ETag`; with `If-None-Match` naming it, `304` without a body while the page is unchanged (checked after access: a tag gives nothing away).
     *
     *     Capability `read_content`: member or above, an OAuth client with `content:read`.
     */
    get: operations['getPage'];
    put?: never;
    post?: never;
    /**
     * Delete page
     * @description Capability `edit_content`: manager or above, an OAuth client with `content:write`; refused on an expired trial.
     */
    delete: operations['deletePage'];
    options?: never;
    head?: never;
    /**
     * Update page
     * @description Edits a live page (a draft changes through Edit Mode): each field sent replaces, `metadata` merges one level (`null` removes a key).
     *
     *     Capability `edit_content`: manager or above, an OAuth client with `content:write`; refused on an expired trial.
     */
    patch: operations['updatePage'];
    trace?: never;
  };
  '/api/projects/{projectId}/pages/{pageId}/visibility': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /**
     * Set page visibility
     * @description Capability `edit_content`: manager or above, an OAuth client with `content:write`; refused on an expired trial.
     */
    patch: operations['setPageVisibility'];
    trace?: never;
  };
  '/api/projects/{projectId}/docs/edit/open': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Open draft
     * @description The draft of a slug and language (`action: existing_draft`), or a new draft cloned from the live page (`cloned_from_live`). 404 when neither exists: create one with save and `draftId: "new"`.
     *
     *     Capability `edit_drafts`: manager or above, an OAuth client with `content:draft`; refused on an expired trial.
     */
    post: operations['openDraft'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/projects/{projectId}/docs/edit/save': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Save draft
     * @description `draftId: "new"` creates a draft (its slug from `metadata.slug`, else the title). `metadata` merges one level deep (`null` removes a key); `content` replaces. Send the `revision` you read: when the draft has moved on, nothing is written (409 with `current_revision`). Every save is a version; an `autosave` within a minute of the same user’s previous one replaces it.
     *
     *     Capability `edit_drafts`: manager or above, an OAuth client with `content:draft`; refused on an expired trial.
     */
    post: operations['saveDraft'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/projects/{projectId}/docs/edit/discard': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Discard draft
     * @description Deletes the draft and all its versions, in one step. The live page, if any, stays.
     *
     *     Capability `edit_drafts`: manager or above, an OAuth client with `content:draft`; refused on an expired trial.
     */
    post: operations['discardDraft'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/projects/{projectId}/docs/edit/preview': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Preview a page
     * @description Renders what the editor holds now (saved or not) exactly as the deployed site will: the site’s markdown renderer and escaping, its title rule and code highlighting, in the theme’s layout under the site’s stylesheet (of the project’s accent colour), the header, navigation and footer aside. `html` is a whole document, for a sandboxed frame. A read: members may preview.
     *
     *     Capability `read_content`: member or above, an OAuth client with `content:read`.
     */
    post: operations['previewDraft'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/projects/{projectId}/docs/edit/upload-custom-page': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Upload custom page
     * @description A draft whose template is `custom-html` or `custom-astro` and whose content is the body.
     *
     *     Capability `edit_drafts`: manager or above, an OAuth client with `content:draft`; refused on an expired trial.
     */
    post: operations['uploadCustomPage'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/projects/{projectId}/docs/edit/{draftId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Get draft
     * @description The draft as the open answers it, with `approval` (null while the project does not require approvals and the draft has none; `approved_revision` older than `revision` means saved since: approve again) and `may_approve` (whether you may approve this revision, and why not in words: only a manager or an admin signed in themselves, never the last editor). The approve itself decides.
     *
     *     Capability `read_drafts`: manager or above, an OAuth client with `content:read`.
     */
    get: operations['getDraft'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/projects/{projectId}/docs/edit/{draftId}/live': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The live page of a draft
     * @description The live page the draft would replace (its slug and language), whole: compare it with the draft (`GET .../docs/edit/:draftId`) or a version. 404 for a draft of a new page.
     *
     *     Capability `read_drafts`: manager or above, an OAuth client with `content:read`.
     */
    get: operations['getDraftLivePage'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/projects/{projectId}/docs/edit/{draftId}/versions': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List draft versions
     * @description Newest first.
     *
     *     Capability `read_drafts`: manager or above, an OAuth client with `content:read`.
     */
    get: operations['listDraftVersions'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/projects/{projectId}/docs/edit/{draftId}/versions/{versionId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Get draft version
     * @description Capability `read_drafts`: manager or above, an OAuth client with `content:read`.
     */
    get: operations['getDraftVersion'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/projects/{projectId}/docs/edit/{draftId}/versions/{versionId}/restore': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Restore draft version
     * @description The draft takes the version's snapshot as a new revision (itself a version: a restore can be undone).
     *
     *     Capability `edit_drafts`: manager or above, an OAuth client with `content:draft`; refused on an expired trial.
     */
    post: operations['restoreDraftVersion'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/projects/{projectId}/translations': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Start translation
     * @description Translates the live page of `slug` in `source_language` into a new draft of the same slug in `target_language`, in the background: read the job with `GET .../translations/{translationId}` until it is `done` (`draft_id`) or `failed` (`error`; no draft is written). The draft carries `translation_of` (the source language and live revision). Without a translation provider the draft holds the source text, every part listed in `left_to_translate`.
     *
     *     Capability `edit_drafts`: manager or above, an OAuth client with `content:draft`; refused on an expired trial.
     */
    post: operations['startTranslation'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/projects/{projectId}/translations/status': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Get translation status
     * @description Every slug by every language the project has pages in: `source` (a live page that translates nothing), `up_to_date` (translated from the source's current live revision), `outdated` (the source was published since), `draft` (only a draft), `missing`.
     *
     *     Capability `read_content`: member or above, an OAuth client with `content:read`.
     */
    get: operations['getTranslationStatus'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/projects/{projectId}/translations/changes': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Get translation changes
     * @description What changed in the source of the translation of `slug` in `language` (its live page, else its draft) since it was translated: the source's revision, metadata and content then and now, for a field-by-field, word-by-word comparison.
     *
     *     Capability `read_content`: member or above, an OAuth client with `content:read`.
     */
    get: operations['getTranslationChanges'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/projects/{projectId}/translations/{translationId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Get translation
     * @description A translation job: its status, progress, the draft it wrote or why it failed.
     *
     *     Capability `read_content`: member or above, an OAuth client with `content:read`.
     */
    get: operations['getTranslation'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/projects/{projectId}/docs/edit/{draftId}/events': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A draft's live events
     * @description Server-sent events about one draft, from every instance of the service. `presence` once, when the stream opens: `{ draft_id, session_id, editors: [{ user_id, name, since, editing, sessions }], sessions: [{ session_id, user_id, name, since, editing }] }` (`session_id` is this stream’s; `editors` is one line per person, `sessions` one per open stream). Then each change, one stream at a time: `joined` (`{ draft_id, session: { session_id, user_id, name, since, editing } }`), `left` (`{ draft_id, session_id, user_id }`), `saved` (`{ draft_id, revision, by: { user_id, name }, at }`: another save landed, offer its revision before yours meets a 409), `taken_over` (`{ draft_id, by: { user_id, name, session_id }, at }`: that stream, or every stream of that person, now holds the draft; no other does), `published` (`{ draft_id, page_id, publish_id, at }`: the draft is now that live page). The reader is present while the stream is open, and is asked again before each event: a reader removed from the project (or a revoked key) hears nothing more and the stream ends. At most 20 streams per person and 50 per draft are open at once, across instances. Authenticated by the `Authorization` header like every call: read it with `fetch` and a streamed body (an `EventSource` cannot send the header).
     *
     *     Capability `read_drafts`: manager or above, an OAuth client with `content:read`.
     */
    get: operations['watchDraft'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/projects/{projectId}/docs/edit/{draftId}/take-over': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Take over a draft
     * @description The caller (its stream `session_id`, when given) now holds the draft; every other stream of it gets `taken_over`. Saves are not locked: a stale one is still refused by its revision.
     *
     *     Capability `edit_content`: manager or above, an OAuth client with `content:write`; refused on an expired trial.
     */
    post: operations['takeOverDraft'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/projects/{projectId}/publish': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Publish: the dry run
     * @description What a confirm would make live, what is blocked (a required template field left empty) and why, which drafts equal their live page (`unchanged`: never promoted), whether the site settings changed since the last deploy, and a confirmation token. `draft_ids` limits it to those drafts. With nothing to promote (`settings_only`), the confirm deploys the current settings. Nothing changes until the confirm.
     *
     *     Capability `publish`: manager or above, an OAuth client with `content:write`; refused on an expired trial.
     */
    post: operations['publishDryRun'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/projects/{projectId}/publish/confirm': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Publish: the confirm
     * @description Promotes exactly the dry run's drafts at the revisions it listed, in one atomic step, then deploys the site. Repeating a confirm that succeeded answers the same publish again and publishes nothing more.
     *
     *     Capability `publish`: manager or above, an OAuth client with `content:write`; refused on an expired trial.
     */
    post: operations['confirmPublish'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/projects/{projectId}/publish/status': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Get publish status
     * @description Whether the site settings (navigation, theme, live agent placement, home pages, domains, template layouts) changed since the site was last deployed, and the newest publish: a dry run and confirm with no draft (`settings_only`) deploys them.
     *
     *     Capability `read_content`: member or above, an OAuth client with `content:read`.
     */
    get: operations['getPublishStatus'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/projects/{projectId}/publish/history': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Get publish history
     * @description Newest first.
     *
     *     Capability `read_content`: member or above, an OAuth client with `content:read`.
     */
    get: operations['getPublishHistory'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/projects/{projectId}/releases': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List releases
     * @description Newest first; `status=scheduled` lists the upcoming ones.
     *
     *     Capability `read_drafts`: manager or above, an OAuth client with `content:read`.
     */
    get: operations['listReleases'];
    put?: never;
    /**
     * Create release
     * @description A named set of drafts to publish and live pages to unpublish, together. Each draft is pinned to the `revision` given (409 when it moved on) or to its revision now: the release publishes that revision and nothing newer (a draft saved since is blocked until the release is changed). With `publish_at` (an instant) and the `time_zone` it was chosen in, it runs then (once, on one instance); without, it waits for "publish now". With approvals required, each draft must be approved at its revision.
     *
     *     Capability `publish`: manager or above, an OAuth client with `content:write`; refused on an expired trial.
     */
    post: operations['createRelease'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/projects/{projectId}/releases/{releaseId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Get release
     * @description Capability `read_drafts`: manager or above, an OAuth client with `content:read`.
     */
    get: operations['getRelease'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /**
     * Update release
     * @description Changes the release at the `revision` you read: its name, its items (pinned again: a draft sent without `revision` is taken at its revision now), its time (`publish_at: null` unschedules it). An open, scheduled or failed release may change; it waits again afterwards.
     *
     *     Capability `publish`: manager or above, an OAuth client with `content:write`; refused on an expired trial.
     */
    patch: operations['updateRelease'];
    trace?: never;
  };
  '/api/projects/{projectId}/releases/{releaseId}/cancel': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Cancel a release
     * @description At the `revision` you read: it never runs (it stays listed, `cancelled`).
     *
     *     Capability `publish`: manager or above, an OAuth client with `content:write`; refused on an expired trial.
     */
    post: operations['cancelRelease'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/projects/{projectId}/releases/{releaseId}/publish': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Publish a release now
     * @description Runs the release now, whatever its time, exactly as the scheduler would: whole or not at all. A blocked item fails it (409 with the release and its failure; `release.failed`); change it and publish again. Published, it answers the release with its `publish_id` (`release.published`).
     *
     *     Capability `publish`: manager or above, an OAuth client with `content:write`; refused on an expired trial.
     */
    post: operations['publishRelease'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/projects/{projectId}/releases/{releaseId}/dry-run': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Release dry run
     * @description What the release would do if it ran now, item by item: `ready`, or `blocked` with the reasons. One blocked item holds the whole release back. Nothing changes.
     *
     *     Capability `read_drafts`: manager or above, an OAuth client with `content:read`.
     */
    get: operations['releaseDryRun'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/projects/{projectId}/preview-links': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List preview links
     * @description Newest first, with their views; never their URLs.
     *
     *     Capability `read_drafts`: manager or above, an OAuth client with `content:read`.
     */
    get: operations['listPreviewLinks'];
    put?: never;
    /**
     * Create preview link
     * @description A link to a draft (or, with `release_id`, to each draft of a release) that anyone may open without an account, until it expires (`expires_in` seconds, a week by default, 30 days at most), its `max_views` run out, or it is revoked. Its `url` is shown only here: the token is stored hashed.
     *
     *     Capability `edit_content`: manager or above, an OAuth client with `content:write`; refused on an expired trial.
     */
    post: operations['createPreviewLink'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/projects/{projectId}/preview-links/{linkId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /**
     * Revoke preview link
     * @description The link stops working at once.
     *
     *     Capability `edit_content`: manager or above, an OAuth client with `content:write`; refused on an expired trial.
     */
    delete: operations['revokePreviewLink'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/preview/{token}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Open a preview link
     * @description What a preview link shows, to anyone, without an account: a draft as it will deploy, or the list of a release’s drafts. Each page opened counts one view.
     */
    get: operations['openPreviewLink'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/preview/{token}/{draftId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Open a draft of a release’s preview link
     * @description A draft of the release, at the revision the release publishes. Counts one view.
     */
    get: operations['openPreviewLinkItem'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/projects/{projectId}/settings/workflow': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /**
     * Update workflow settings
     * @description With `require_approval`, a draft is published (or added to a release) only once a manager or an admin other than its last editor approved its current revision; the dry runs list unapproved drafts as blocked, with that reason.
     *
     *     Capability `manage_workflow`: admin or above, never an OAuth client; refused on an expired trial.
     */
    patch: operations['updateWorkflowSettings'];
    trace?: never;
  };
  '/api/projects/{projectId}/docs/edit/{draftId}/approve': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Approve draft
     * @description Approves the draft at the revision you reviewed (409 with `current_revision` when it was saved since). A person signed in themselves, a manager or an admin other than the last editor, approves; API keys are refused. A save afterwards withdraws the approval.
     *
     *     Capability `approve_drafts`: manager or above, never an OAuth client; refused on an expired trial.
     */
    post: operations['approveDraft'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/templates/doc': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List built-in doc templates
     * @description Any credential.
     */
    get: operations['listDocTemplates'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/templates/project': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List project starter kits
     * @description Any credential.
     */
    get: operations['listStarterKits'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/projects/{projectId}/templates': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List project templates
     * @description The doc templates the project's pages may use: the built-in ones, then the project's own.
     *
     *     Capability `read_content`: member or above, an OAuth client with `content:read`.
     */
    get: operations['listProjectTemplates'];
    put?: never;
    /**
     * Create project template
     * @description Every template has the fields `title` (text, required) and `description` (textarea), in addition to its own.
     *
     *     Capability `manage_templates`: manager or above, never an OAuth client; refused on an expired trial.
     */
    post: operations['createProjectTemplate'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/projects/{projectId}/templates/{templateId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Get project template
     * @description Capability `read_content`: member or above, an OAuth client with `content:read`.
     */
    get: operations['getProjectTemplate'];
    /**
     * Replace project template
     * @description Capability `manage_templates`: manager or above, never an OAuth client; refused on an expired trial.
     */
    put: operations['replaceProjectTemplate'];
    post?: never;
    /**
     * Delete project template
     * @description Capability `manage_templates`: manager or above, never an OAuth client; refused on an expired trial.
     */
    delete: operations['deleteProjectTemplate'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/projects/{projectId}/search': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Search pages
     * @description Search over the project's live pages (public and unlisted), best first: the same search as the live agent's `ask` and the MCP `search_pages` tool. `q` is plain words, never query syntax: each is read in the language asked for (else the project’s), as its stem, its synonyms, the longer words its stem begins and, where no page holds it, the words a misspelling of it may have meant; the last word may be the start of one (a search box). `language` keeps pages of exactly that language.
     *
     *     Capability `read_content`: member or above, an OAuth client with `content:read`.
     */
    get: operations['searchPages'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/projects/{projectId}/settings/search': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /**
     * Update search settings
     * @description The project’s synonyms (groups of 2 to 20 words or short phrases that mean the same on this site; at most 200 groups; a list given replaces the whole list) and whether the built-in groups of everyday site vocabulary (opening hours, delivery, jobs, prices, payment, allergies...) apply too. Searches, the live agent and `search_pages` read questions with them from the next search on.
     *
     *     Capability `manage_settings`: manager or above, never an OAuth client; refused on an expired trial.
     */
    patch: operations['updateSearchSettings'];
    trace?: never;
  };
  '/api/site-pages/lookup': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The page of a published site at an address
     * @description Which project serves the address (`/sites/<project>/<language>/<slug>/` on the service, or `/<language>/<slug>/` on a verified domain), and the page's slug and language: what the browser extension's "edit this page" opens (`POST .../docs/edit/open`). Only for a project the caller may read (`read_content`): any other address, another project’s page included, is the same 404.
     *
     *     Any credential.
     */
    get: operations['findSitePage'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/projects/{projectId}/settings/site': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /**
     * Update site settings
     * @description Where the live agent appears on the site, where its floating launcher stands (`launcher_offset`: px from the bottom and end edges, up to 400), the theme (`accent_color`, `logo_image_id` and `favicon_image_id`: images of the project; the icon defaults to one made from the accent colour), and the home page of each language (`home_pages`: `{ "<language>": "<slug>" }`, a page or draft of that language, which wins over its page of slug `home`; `null` for a language goes back to that page, else the automatic index). The language each language falls back to (`language_fallbacks`: `{ "ar": "en" }`, language tags, none falling back to itself, no cycle, at most 50; `{}` for none): a public page without a version in a language is then served at that language’s address in its fallback’s language, with a note, and left out of hreflang and the sitemap. `destination_page` needs `live_agent_slug`, which pages and drafts may not use while it holds; another placement releases it. The settings sent replace (`language_fallbacks` whole); `home_pages` changes only the languages it names. The site shows them from its next deploy (`settings_changed` of the publish status).
     *
     *     Capability `manage_settings`: manager or above, never an OAuth client; refused on an expired trial.
     */
    patch: operations['updateSiteSettings'];
    trace?: never;
  };
  '/api/projects/{projectId}/sidebar-groups': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List sidebar groups
     * @description Capability `read_content`: member or above, an OAuth client with `content:read`.
     */
    get: operations['listSidebarGroups'];
    put?: never;
    /**
     * Create sidebar group
     * @description Added after the language’s last group. Each item names a page of that language that exists, live or draft (400 naming any other).
     *
     *     Capability `edit_content`: manager or above, an OAuth client with `content:write`; refused on an expired trial.
     */
    post: operations['createSidebarGroup'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/projects/{projectId}/sidebar-groups/order': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /**
     * Order sidebar groups
     * @description `ids` names every entry of the language, once, in the new order.
     *
     *     Capability `edit_content`: manager or above, an OAuth client with `content:write`; refused on an expired trial.
     */
    put: operations['orderNavigationSidebarGroup'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/projects/{projectId}/sidebar-groups/{groupId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /**
     * Delete sidebar group
     * @description Capability `edit_content`: manager or above, an OAuth client with `content:write`; refused on an expired trial.
     */
    delete: operations['deleteSidebarGroup'];
    options?: never;
    head?: never;
    /**
     * Update sidebar group
     * @description Capability `edit_content`: manager or above, an OAuth client with `content:write`; refused on an expired trial.
     */
    patch: operations['updateSidebarGroup'];
    trace?: never;
  };
  '/api/projects/{projectId}/header-nav-items': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List header nav items
     * @description Capability `read_content`: member or above, an OAuth client with `content:read`.
     */
    get: operations['listHeaderNavItems'];
    put?: never;
    /**
     * Create header nav item
     * @description Exactly one of `slug` (a page of the language that exists) and `url` (http or https).
     *
     *     Capability `edit_content`: manager or above, an OAuth client with `content:write`; refused on an expired trial.
     */
    post: operations['createHeaderNavItem'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/projects/{projectId}/header-nav-items/order': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /**
     * Order header navigation items
     * @description `ids` names every entry of the language, once, in the new order.
     *
     *     Capability `edit_content`: manager or above, an OAuth client with `content:write`; refused on an expired trial.
     */
    put: operations['orderNavigationHeaderNavItem'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/projects/{projectId}/header-nav-items/{itemId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /**
     * Delete header nav item
     * @description Capability `edit_content`: manager or above, an OAuth client with `content:write`; refused on an expired trial.
     */
    delete: operations['deleteHeaderNavItem'];
    options?: never;
    head?: never;
    /**
     * Update header nav item
     * @description Capability `edit_content`: manager or above, an OAuth client with `content:write`; refused on an expired trial.
     */
    patch: operations['updateHeaderNavItem'];
    trace?: never;
  };
  '/api/projects/{projectId}/domains': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List domains
     * @description Each domain `pending`, `verified`, or `reserved`: a name the configuration reserves (the service’s host or a name under it, `SITES_DOMAIN` or a name under it), added before it did; no site is served there and it cannot be verified (verifying it answers why), only removed.
     *
     *     Capability `read_configuration`: member or above, never an OAuth client.
     */
    get: operations['listDomains'];
    put?: never;
    /**
     * Add domain
     * @description Pending until its TXT record is verified: the answer names the record to create.
     *
     *     Capability `manage_domains`: admin or above, never an OAuth client; refused on an expired trial.
     */
    post: operations['addDomain'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/projects/{projectId}/domains/{hostname}/verify': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Verify domain
     * @description Looks the TXT record up; the first project to verify a hostname gets it.
     *
     *     Capability `manage_domains`: admin or above, never an OAuth client; refused on an expired trial.
     */
    post: operations['verifyDomain'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/projects/{projectId}/domains/{hostname}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /**
     * Remove domain
     * @description Capability `manage_domains`: admin or above, never an OAuth client; refused on an expired trial.
     */
    delete: operations['removeDomain'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/sites/{projectId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A site's root, at its old address
     * @description The old address of a project’s deployed site. A site lives on an origin of its own, never the service’s: the project’s `site_url`, `<projectId>.<SITES_DOMAIN>`, serves a language chooser (or the default language’s index) at its root, `<language>/` (the language’s index), `<language>/<slug>/` (a page), `sitemap.xml`, and the project’s images under `/media/<projectId>/`; so does each of the project’s verified domains. Those hosts serve nothing else of the service. Here, every path answers a permanent redirect there, so that links made before keep working.
     */
    get: operations['getSiteRootWithoutSlash'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    /**
     * A site's root, at its old address
     * @description The old address of a project’s deployed site. A site lives on an origin of its own, never the service’s: the project’s `site_url`, `<projectId>.<SITES_DOMAIN>`, serves a language chooser (or the default language’s index) at its root, `<language>/` (the language’s index), `<language>/<slug>/` (a page), `sitemap.xml`, and the project’s images under `/media/<projectId>/`; so does each of the project’s verified domains. Those hosts serve nothing else of the service. Here, every path answers a permanent redirect there, so that links made before keep working.
     */
    head: operations['headSiteRootWithoutSlash'];
    patch?: never;
    trace?: never;
  };
  '/sites/{projectId}/{sitePath}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A file of a deployed site, at its old address
     * @description The old address of a project’s deployed site. A site lives on an origin of its own, never the service’s: the project’s `site_url`, `<projectId>.<SITES_DOMAIN>`, serves a language chooser (or the default language’s index) at its root, `<language>/` (the language’s index), `<language>/<slug>/` (a page), `sitemap.xml`, and the project’s images under `/media/<projectId>/`; so does each of the project’s verified domains. Those hosts serve nothing else of the service. Here, every path answers a permanent redirect there, so that links made before keep working.
     */
    get: operations['getSiteFile'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    /**
     * The headers of a file of a deployed site, at its old address
     * @description The old address of a project’s deployed site. A site lives on an origin of its own, never the service’s: the project’s `site_url`, `<projectId>.<SITES_DOMAIN>`, serves a language chooser (or the default language’s index) at its root, `<language>/` (the language’s index), `<language>/<slug>/` (a page), `sitemap.xml`, and the project’s images under `/media/<projectId>/`; so does each of the project’s verified domains. Those hosts serve nothing else of the service. Here, every path answers a permanent redirect there, so that links made before keep working.
     */
    head: operations['headSiteFile'];
    patch?: never;
    trace?: never;
  };
  '/api/projects/{projectId}/images': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List images
     * @description Capability `read_content`: member or above, an OAuth client with `content:read`.
     */
    get: operations['listImages'];
    put?: never;
    /**
     * Upload an image
     * @description The raw image is the body (up to 10 MB; larger files go through the resumable uploads). Its type is read from the bytes: PNG, JPEG, GIF, WebP or AVIF; anything else, SVG included, is 415 whatever `Content-Type` says. The same bytes uploaded twice are the same image (200).
     *
     *     Capability `edit_drafts`: manager or above, an OAuth client with `content:draft`; refused on an expired trial.
     */
    post: operations['uploadImage'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/projects/{projectId}/images/{imageId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Get image
     * @description Capability `read_content`: member or above, an OAuth client with `content:read`.
     */
    get: operations['getImage'];
    put?: never;
    post?: never;
    /**
     * Delete image
     * @description The image and its resized copies.
     *
     *     Capability `edit_drafts`: manager or above, an OAuth client with `content:draft`; refused on an expired trial.
     */
    delete: operations['deleteImage'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/projects/{projectId}/uploads': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Start a resumable upload
     * @description tus 1.0 resumable uploads (creation, creation-with-upload, termination and checksum extensions), up to 100 MB: a completed upload becomes an image, as the direct upload makes it. With the whole file in this request (creation-with-upload) the upload completes at once.
     *
     *     Capability `edit_drafts`: manager or above, an OAuth client with `content:draft`; refused on an expired trial.
     */
    post: operations['createResumableUpload'];
    delete?: never;
    /**
     * What the resumable uploads support
     * @description tus 1.0 resumable uploads (creation, creation-with-upload, termination and checksum extensions), up to 100 MB: a completed upload becomes an image, as the direct upload makes it.
     *
     *     Capability `edit_drafts`: manager or above, an OAuth client with `content:draft`; refused on an expired trial.
     */
    options: operations['describeResumableUploads'];
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/projects/{projectId}/uploads/{uploadId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /**
     * Abandon an upload
     * @description Capability `edit_drafts`: manager or above, an OAuth client with `content:draft`; refused on an expired trial.
     */
    delete: operations['terminateResumableUpload'];
    /**
     * What the resumable uploads support
     * @description tus 1.0 resumable uploads (creation, creation-with-upload, termination and checksum extensions), up to 100 MB: a completed upload becomes an image, as the direct upload makes it.
     *
     *     Capability `edit_drafts`: manager or above, an OAuth client with `content:draft`; refused on an expired trial.
     */
    options: operations['describeResumableUpload'];
    /**
     * How much of an upload has arrived
     * @description Capability `edit_drafts`: manager or above, an OAuth client with `content:draft`; refused on an expired trial.
     */
    head: operations['getResumableUploadOffset'];
    /**
     * Send the next bytes of an upload
     * @description From `Upload-Offset` on. The last chunk completes the upload: its answer names the image in `Content-Location` (so does a repeat of it).
     *
     *     Capability `edit_drafts`: manager or above, an OAuth client with `content:draft`; refused on an expired trial.
     */
    patch: operations['appendToResumableUpload'];
    trace?: never;
  };
  '/media/{projectId}/{fileName}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * An image's bytes
     * @description Public: the deployed site links to it.
     */
    get: operations['getMediaFile'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    /**
     * An image's headers
     * @description Public: the deployed site links to it.
     */
    head: operations['headMediaFile'];
    patch?: never;
    trace?: never;
  };
  '/api/projects/{projectId}/ingest/capture': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Capture page
     * @description Stores a page the browser extension captured (its URL and HTML); nothing is parsed until extract.
     *
     *     Capability `edit_drafts`: manager or above, an OAuth client with `content:draft`; refused on an expired trial.
     */
    post: operations['capturePage'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/projects/{projectId}/ingest/captures': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List captures
     * @description Capability `read_content`: member or above, an OAuth client with `content:read`.
     */
    get: operations['listCaptures'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/projects/{projectId}/ingest/captures/{captureId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /**
     * Delete capture
     * @description Capability `edit_drafts`: manager or above, an OAuth client with `content:draft`; refused on an expired trial.
     */
    delete: operations['deleteCapture'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/projects/{projectId}/ingest/extract': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Extract capture
     * @description The capture's main content as a proposed document; its language from the page's own `lang`, its slug from the URL path.
     *
     *     Capability `read_drafts`: manager or above, an OAuth client with `content:read`.
     */
    post: operations['extractCapture'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/projects/{projectId}/ingest/save': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Save capture
     * @description A new draft from the capture's proposal, with the fields sent replacing the proposal's (`metadata` merges). The content's images are fetched by the service (never from a private address) into the project's image library and the draft points at the library's copies; `images` says what became of each one (an image that could not be fetched keeps its link).
     *
     *     Capability `edit_drafts`: manager or above, an OAuth client with `content:draft`; refused on an expired trial.
     */
    post: operations['saveCapture'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/projects/{projectId}/activity': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The project's activity log
     * @description Every write to the project, newest first: who (a user, an API key, an OAuth client), through what (`rest`, `mcp`, `portal`, `scheduler`), which operation, on what, when. Filter with `actor` (an id; an OAuth client’s entries are found by the user it acted for too) and `action`. With `Accept: application/x-ndjson` the answer is every matching entry (from `cursor` on), one JSON object per line, streamed. Entries are kept for `ACTIVITY_RETENTION_DAYS` days.
     *
     *     Capability `read_activity`: admin or above, never an OAuth client.
     */
    get: operations['listActivity'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/projects/{projectId}/webhooks': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List webhooks
     * @description Capability `manage_webhooks`: admin or above, never an OAuth client.
     */
    get: operations['listWebhooks'];
    put?: never;
    /**
     * Create webhook
     * @description Events are POSTed to `url` as described under Webhooks, signed with `secret` (shown only here). URLs must be http or https and may not resolve to private, loopback or link-local addresses.
     *
     *     Capability `manage_webhooks`: admin or above, never an OAuth client; refused on an expired trial.
     */
    post: operations['createWebhook'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/projects/{projectId}/webhooks/{webhookId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /**
     * Delete webhook
     * @description Capability `manage_webhooks`: admin or above, never an OAuth client.
     */
    delete: operations['deleteWebhook'];
    options?: never;
    head?: never;
    /**
     * Update webhook
     * @description Capability `manage_webhooks`: admin or above, never an OAuth client; refused on an expired trial.
     */
    patch: operations['updateWebhook'];
    trace?: never;
  };
  '/api/projects/{projectId}/webhooks/{webhookId}/rotate-secret': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Rotate webhook secret
     * @description A new signing secret; the old one keeps signing too for 24 hours (two signatures in `webhook-signature`).
     *
     *     Capability `manage_webhooks`: admin or above, never an OAuth client; refused on an expired trial.
     */
    post: operations['rotateWebhookSecret'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/projects/{projectId}/webhooks/{webhookId}/ping': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Ping webhook
     * @description Sends a `ping` event.
     *
     *     Capability `manage_webhooks`: admin or above, never an OAuth client; refused on an expired trial.
     */
    post: operations['pingWebhook'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/projects/{projectId}/webhooks/{webhookId}/deliveries': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List webhook deliveries
     * @description Newest first: status, attempts, the last answer, the next attempt.
     *
     *     Capability `manage_webhooks`: admin or above, never an OAuth client.
     */
    get: operations['listWebhookDeliveries'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/projects/{projectId}/webhooks/{webhookId}/deliveries/{deliveryId}/redeliver': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Redeliver webhook
     * @description Sends the event again, as a new delivery.
     *
     *     Capability `manage_webhooks`: admin or above, never an OAuth client; refused on an expired trial.
     */
    post: operations['redeliverWebhook'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/projects/{projectId}/keys': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List api keys
     * @description Capability `manage_api_keys`: admin or above, never an OAuth client.
     */
    get: operations['listApiKeys'];
    put?: never;
    /**
     * Create api key
     * @description The key is in this answer only: it is stored hashed. Role `manager` by default; `member` for a read-only key.
     *
     *     Capability `manage_api_keys`: admin or above, never an OAuth client; refused on an expired trial.
     */
    post: operations['createApiKey'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/projects/{projectId}/keys/{keyId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /**
     * Revoke api key
     * @description The key stops working at once (allowed on an expired trial).
     *
     *     Capability `manage_api_keys`: admin or above, never an OAuth client.
     */
    delete: operations['revokeApiKey'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/live/embed': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The live agent’s conversation frame
     * @description The page the live agent’s launcher frames on a project’s published site (docs/live-agent.md): the sign-in, the conversation, the microphone and the profile card, on the service’s origin, so that the person’s tokens never reach the site’s. Served under the strict policy of the service’s pages, whose `frame-ancestors` names only the project’s site origin (`site_url`) and its verified domains. It talks to the launcher by `postMessage`, with those origins only. Never cached.
     */
    get: operations['getLiveAgentFrame'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/live/session': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Start a live voice session
     * @description Mints an ephemeral voice session token (30 minutes, single use). Checks, in this order: the ID token (401), `x-project-id` (400), the project (404), membership, provisioning, the voice module and the trial (403), then the user's daily quota (429), reserved atomically with the session: concurrent starts cannot exceed it. On a project whose live agent is open to the public (`PATCH /api/projects/{projectId}/settings/live-agent` `{"access":"public"}`), a caller without a credential starts as a new visitor (the answer adds `visitor_token`), and a visitor token starts or resumes as that visitor; the voice module and the trial (403), then the project's daily budget of public sessions and the address's daily limit (429), reserved atomically with the session. Without a credential on any other project (or none that exists), the answer is the plain 401.
     *
     *     A provisioned member of the project named in `x-project-id`, with the user's ID token; on a project whose live agent is open to the public (`access: "public"`), also a public visitor: with its visitor token, or with no credential to start a session as a new visitor.
     */
    post: operations['startLiveSessionStart'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/live/session/resume': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Resume a live voice session
     * @description A fresh token to reconnect after a dropped WebSocket; it counts against the quota like a start. Checks, in this order: the ID token (401), `x-project-id` (400), the project (404), membership, provisioning, the voice module and the trial (403), then the user's daily quota (429), reserved atomically with the session: concurrent starts cannot exceed it. On a project whose live agent is open to the public (`PATCH /api/projects/{projectId}/settings/live-agent` `{"access":"public"}`), a caller without a credential starts as a new visitor (the answer adds `visitor_token`), and a visitor token starts or resumes as that visitor; the voice module and the trial (403), then the project's daily budget of public sessions and the address's daily limit (429), reserved atomically with the session. Without a credential on any other project (or none that exists), the answer is the plain 401.
     *
     *     A provisioned member of the project named in `x-project-id`, with the user's ID token; on a project whose live agent is open to the public (`access: "public"`), also a public visitor: with its visitor token, or with no credential to start a session as a new visitor.
     */
    post: operations['startLiveSessionResume'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/live/tools/execute': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Execute tool
     * @description Runs a tool the voice AI asked for: `update_profile`, `ask`, `answer`, `transfer_to_manager`, and with the onboarding module `search_company`, `select_company`, `run_extraction`, `set_field`, `confirm`. Bad argument values are not errors: `result` says what was not accepted. No daily quota is used. `page`, the path of the site’s page the conversation runs on (`/en/delivery/`), is what a question `ask` cannot answer (or `answer` proposes) is recorded with on the list of unanswered questions. A public visitor (its visitor token) runs only `update_profile`, `ask`, `answer`, `transfer_to_manager`, on its own profile, and each call counts on its latest session (start or resume): past `LIVE_PUBLIC_TOOL_CALLS` calls, or `LIVE_PUBLIC_TOOL_WRITES` calls of `answer` and `transfer_to_manager`, the tool does not run and `result` asks the agent to tell the visitor so.
     *
     *     A provisioned member of the project named in `x-project-id`, with the user's ID token; on a project whose live agent is open to the public (`access: "public"`), also a public visitor: with its visitor token, or with no credential to start a session as a new visitor.
     */
    post: operations['executeTool'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/projects/{projectId}/unanswered-questions': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List the unanswered questions
     * @description What visitors (and members, and callers) asked the live agent that the pages did not answer, similar questions grouped (their meaningful words overlap by half), each with how often, when first and last, and in which languages; `open` ones by default (`status=answered`, `dismissed`), the most recently asked first (`sort=count`: the most asked first). Kept for the live agent settings’ `question_retention_days` (90 by default).
     *
     *     Capability `read_questions`: manager or above, an OAuth client with `content:read`.
     */
    get: operations['listUnansweredQuestions'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/projects/{projectId}/unanswered-questions/{questionId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Read an unanswered question
     * @description With its 20 most recent askings: the text, the language, the page of the site it was asked on, when, and any answer a visitor proposed. Nothing else of who asked.
     *
     *     Capability `read_questions`: manager or above, an OAuth client with `content:read`.
     */
    get: operations['getUnansweredQuestion'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/projects/{projectId}/unanswered-questions/{questionId}/faq-draft': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Answer in a FAQ draft
     * @description Opens the project’s FAQ draft (slug `faq` in `language`, the default language when left out: the draft the live agent’s `answer` tool grows; cloned from the live FAQ page, or new from the `faq` template) with the question as a `## ` heading and no answer under it (not added twice), marks the question `answered` in it, and answers the draft’s id: write the answer in Edit Mode and publish, and the next `ask` finds it.
     *
     *     Capability `answer_questions`: manager or above, an OAuth client with `content:draft`; refused on an expired trial.
     */
    post: operations['answerInFaqDraft'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/projects/{projectId}/unanswered-questions/{questionId}/dismiss': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Dismiss an unanswered question
     * @description It needs no answer: off the open list (similar questions asked later join it and stay off). Reopen it to bring it back.
     *
     *     Capability `answer_questions`: manager or above, an OAuth client with `content:draft`; refused on an expired trial.
     */
    post: operations['dismissUnansweredQuestion'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/projects/{projectId}/unanswered-questions/{questionId}/reopen': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Reopen an unanswered question
     * @description Back on the open list, dismissed or answered (the FAQ draft it was answered in stays named).
     *
     *     Capability `answer_questions`: manager or above, an OAuth client with `content:draft`; refused on an expired trial.
     */
    post: operations['reopenUnansweredQuestion'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/projects/{projectId}/onboarding/sessions': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List onboarding sessions
     * @description Capability `manage_onboarding`: manager or above, never an OAuth client.
     */
    get: operations['listOnboardingSessions'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/projects/{projectId}/onboarding/sessions/{sessionId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Get onboarding session
     * @description Capability `manage_onboarding`: manager or above, never an OAuth client.
     */
    get: operations['getOnboardingSession'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/projects/{projectId}/onboarding/sessions/{sessionId}/apply': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Apply onboarding session
     * @description Copies the session's `voice`, `greeting_draft` and `primary_language` into the project's live-agent settings and default language.
     *
     *     Capability `manage_onboarding`: manager or above, never an OAuth client; refused on an expired trial.
     */
    post: operations['applyOnboardingSession'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/live/twilio/voice': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Telephony: an incoming call
     * @description Called by the telephony provider (Twilio), authenticated by its signature, not by a credential. The `To` number selects the project (its live-agent `phone_number`); the answer is TwiML that connects the live agent.
     */
    post: operations['answerIncomingCall'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/live/twilio/hold': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Telephony: the transfer room’s wait music
     * @description Called by the telephony provider (Twilio), authenticated by its signature, not by a credential. What a caller hears while the manager is being called.
     */
    post: operations['answerTransferHold'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/live/twilio/transfers/{transferId}/status': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Telephony: progress of a call to the manager
     * @description Called by the telephony provider (Twilio), authenticated by its signature, not by a credential. Status callbacks of the manager’s call leg; they move the transfer on (GET /transfers shows it).
     */
    post: operations['receiveTransferStatus'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/projects/{projectId}/transfers': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List transfers
     * @description The live agent's transfers to the manager, newest first: dialing, connected, no_answer, failed or completed.
     *
     *     Capability `read_transfers`: manager or above, never an OAuth client.
     */
    get: operations['listTransfers'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/accounts/me': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Get account
     * @description Who the caller is, and their projects with their role on each.
     *
     *     The user signed in with their own ID token; API keys and OAuth clients are refused.
     */
    get: operations['getAccount'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/account/connectors': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List connectors
     * @description The user signed in with their own ID token; API keys and OAuth clients are refused.
     */
    get: operations['listConnectors'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/account/connectors/{connectorId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Get connector
     * @description The user signed in with their own ID token; API keys and OAuth clients are refused.
     */
    get: operations['getConnector'];
    put?: never;
    post?: never;
    /**
     * Revoke connector
     * @description Revokes every grant of the connector: each of their tokens stops working at once.
     *
     *     The user signed in with their own ID token; API keys and OAuth clients are refused.
     */
    delete: operations['revokeConnector'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/account/connectors/{connectorId}/grants/{grantId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /**
     * Revoke connector grant
     * @description The user signed in with their own ID token; API keys and OAuth clients are refused.
     */
    delete: operations['revokeConnectorGrant'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/mcp': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * MCP: the Model Context Protocol endpoint
     * @description MCP over Streamable HTTP, stateless, answering JSON: one JSON-RPC message or a batch. The tools wrap the same use cases as the REST routes, and the `content://` resources, prompts and completions read through them too; `tools/list` shows only what the credential’s role may call, and a tool failure is a result with `isError: true`. Authenticated by an API key (bound to its project) or an OAuth access token issued for this resource (`<PUBLIC_BASE_URL>/mcp`); an ID token is refused. A request whose `Origin` is not this service’s is 403. `Accept` must name both `application/json` and `text/event-stream`.
     *
     *     Any credential.
     */
    post: operations['mcp'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/oauth/interaction/{uid}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * OAuth: the sign-in and consent page
     * @description Names the client, its redirect host, the scopes and the resource; takes the user’s ID token.
     */
    get: operations['oauthSignInPage'];
    put?: never;
    /** OAuth: sign in and allow, or deny */
    post: operations['oauthSignInSubmit'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/oauth/authorize': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * OAuth: authorization request
     * @description The authorization code flow with PKCE (S256, required). The user signs in with an ID token on the consent page, which names the client, its redirect host, the scopes and the resource.
     */
    get: operations['oauthAuthorize'];
    put?: never;
    /**
     * OAuth: authorization request
     * @description The authorization code flow with PKCE (S256, required). The user signs in with an ID token on the consent page, which names the client, its redirect host, the scopes and the resource.
     */
    post: operations['oauthAuthorizeForm'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/oauth/authorize/{uid}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * OAuth: authorization after sign-in
     * @description Where the consent page sends the browser back; it redirects to the client with the code.
     */
    get: operations['oauthAuthorizeResume'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/oauth/jwks': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** OAuth: the server's public keys */
    get: operations['oauthJwks'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/oauth/token': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * OAuth: token request
     * @description Exchanges a code (with its PKCE verifier) or a refresh token for an access token. Refresh tokens rotate: each is used once.
     */
    post: operations['oauthToken'];
    delete?: never;
    /**
     * OAuth: CORS preflight
     * @description Browser clients may call the token, registration and revocation endpoints from any origin.
     */
    options: operations['oauthPreflightToken'];
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/oauth/register': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * OAuth: dynamic client registration
     * @description RFC 7591, open (no initial access token). Clients may instead use a client ID metadata document: its URL is the `client_id`.
     */
    post: operations['oauthRegisterClient'];
    delete?: never;
    /**
     * OAuth: CORS preflight
     * @description Browser clients may call the token, registration and revocation endpoints from any origin.
     */
    options: operations['oauthPreflightRegister'];
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/oauth/revoke': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * OAuth: token revocation
     * @description RFC 7009.
     */
    post: operations['oauthRevoke'];
    delete?: never;
    /**
     * OAuth: CORS preflight
     * @description Browser clients may call the token, registration and revocation endpoints from any origin.
     */
    options: operations['oauthPreflightRevoke'];
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/.well-known/oauth-authorization-server': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * OAuth: authorization server metadata
     * @description RFC 8414.
     */
    get: operations['oauthAuthorizationServerMetadata'];
    put?: never;
    post?: never;
    delete?: never;
    /** CORS preflight */
    options: operations['oauthAuthorizationServerMetadataPreflight'];
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/.well-known/openid-configuration': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * OAuth: the same metadata, at the OpenID path
     * @description RFC 8414.
     */
    get: operations['openidConfiguration'];
    put?: never;
    post?: never;
    delete?: never;
    /** CORS preflight */
    options: operations['openidConfigurationPreflight'];
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/.well-known/oauth-protected-resource': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * OAuth: protected resource metadata (MCP, at the root path)
     * @description RFC 9728.
     */
    get: operations['defaultResourceMetadata'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/.well-known/oauth-protected-resource/mcp': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * OAuth: protected resource metadata (MCP)
     * @description RFC 9728.
     */
    get: operations['mcpResourceMetadata'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/.well-known/oauth-protected-resource/api': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * OAuth: protected resource metadata (the REST API)
     * @description RFC 9728.
     */
    get: operations['apiResourceMetadata'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/auth/config': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The sign-in configuration
     * @description Which identity provider the service's pages sign in with (`dev`, `firebase` with its public web settings, or `none`).
     *
     *     No credential.
     */
    get: operations['getSignInConfig'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/auth/dev/sign-in': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Development sign-in
     * @description An ID token of the development issuer for the user named: anyone may be anyone, so this exists only in development.
     *
     *     Exists only while the development issuer is the identity provider (no `AUTH_*` variable set).
     *
     *     No credential.
     */
    post: operations['devSignIn'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/auth/oidc/callback': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Signing in with the OpenID provider
     * @description The redirect URI of the pages’ sign-in with an OpenID provider (`AUTH_OIDC_CLIENT_ID`): opened by a page’s Sign in, it sends the person to the provider’s authorization endpoint (the authorization code flow with PKCE); back with `code` and `state`, it exchanges the code at the token endpoint, keeps the session in the browser and returns the person to the page they came from. A static document under a strict Content-Security-Policy, never cached, sending no referrer (its address carries the code).
     */
    get: operations['getOidcCallbackPage'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The service’s root
     * @description Leads to the portal (`/edit/`) on the service’s own address (the host of `PUBLIC_BASE_URL`, `localhost` or an IP address). On a project’s verified domain, `/` is the project’s site instead; on any other name, 404.
     */
    get: operations['getServiceRoot'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/edit/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The portal (Edit Mode and the project console)
     * @description The in-browser portal: sign in, pick a project, edit its pages with a live preview, upload images, publish, and run the project (members, modules, settings, your projects and connected clients). A static document (its script draws the page and calls this API as the person signed in), revalidated on every load, under a strict Content-Security-Policy. Its address may carry `?project=<id>&draft=<id>` (or `&page=<id>`), or `?project=<id>&screen=<screen>`: what it opens.
     */
    get: operations['getEditModePage'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/edit/invite/{token}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The portal, opened by an invitation’s link
     * @description The portal’s page at an invitation’s address (`/edit/invite/<token>`): the person signs in there (the sign-in comes back to this address), then the page accepts the invitation (`POST /api/invitations/{token}/accept`) and opens the project. Never cached; the token never leaves in a Referer.
     */
    get: operations['getInvitePage'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/favicon.ico': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The service’s icon
     * @description The icon browsers ask of the service’s pages (the portal, the sign-in and consent pages): a 32 × 32 ICO, cached for a day.
     */
    get: operations['getFavicon'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/edit/site-theme/{file}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A stylesheet of the preview
     * @description The site theme’s stylesheet the preview documents link (`POST .../docs/edit/preview`), by `<accent colour or default>.<hash>.css`: the same rules as a deployed site’s. The current hash is cached for a year; an older one gets today’s rules, revalidated.
     */
    get: operations['getPreviewStylesheet'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/edit/site-theme/icons/{file}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The icon of the preview
     * @description The icon made from the accent colour that preview documents link, by `<accent colour or default>.<letter>.svg` (`letter`: the code point of the site name’s first letter in hexadecimal, or `none`), as a deployed site makes it. Cached for a year: its name says all it is made from.
     */
    get: operations['getPreviewIcon'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/assets/{file}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A browser bundle
     * @description A file of the service's browser code (`<name>-<hash>.<ext>`, as the pages name it): the hash names its bytes, so it is cached for a year (`Cache-Control: public, max-age=31536000, immutable`), and readable from any origin (the live agent loads on a project’s own domain). Sent brotli- or gzip-compressed when the client accepts it.
     */
    get: operations['getBrowserAsset'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    /**
     * A browser bundle's headers
     * @description A file of the service's browser code (`<name>-<hash>.<ext>`, as the pages name it): the hash names its bytes, so it is cached for a year (`Cache-Control: public, max-age=31536000, immutable`), and readable from any origin (the live agent loads on a project’s own domain). Sent brotli- or gzip-compressed when the client accepts it.
     */
    head: operations['headBrowserAsset'];
    patch?: never;
    trace?: never;
  };
  '/healthz': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Liveness: the process is up */
    get: operations['getHealth'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/readyz': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Readiness: the storage is reachable */
    get: operations['getReadiness'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/metrics': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Metrics for Prometheus
     * @description Every series of this instance in the Prometheus text exposition format: requests by route pattern, their latency, the event-loop lag, the webhook backlog and delivery outcomes, live sessions started and refused, publish durations (docs/operations.md lists them). Only with `METRICS_TOKEN` configured, to that token alone.
     */
    get: operations['getMetrics'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/openapi.json': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * This description
     * @description OpenAPI 3.1, read off the route table. Generate a client from it (the repository keeps a typed TypeScript one: clients/typescript/).
     */
    get: operations['getOpenApiDocument'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/docs': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The reference page
     * @description This description, rendered (swagger-ui, served by the service itself): try a request with a pasted ID token or API key.
     */
    get: operations['getReferencePage'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/docs/{asset}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A file of the reference page */
    get: operations['getReferencePageFile'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
}
export interface webhooks {
  'page.created': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * page.created
     * @description A live page was created: through the pages API, or by a publish (`publish_id`).
     *
     *     Standard Webhooks (https://www.standardwebhooks.com): a POST of JSON `{ type, timestamp, data }` to the webhook URL. A 2xx answer delivers it; network errors, timeouts (10 s), 408, 429 and 5xx are retried after 5 s, 5 min, 30 min, 2 h, 5 h, 10 h and 10 h, then the delivery is `failed`; another 4xx fails it at once; 410 disables the webhook. Events are recorded in the same transaction as the change they report.
     */
    post: operations['pageCreatedEvent'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  'page.updated': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * page.updated
     * @description A live page changed: through the pages API, or by a publish (`publish_id`).
     *
     *     Standard Webhooks (https://www.standardwebhooks.com): a POST of JSON `{ type, timestamp, data }` to the webhook URL. A 2xx answer delivers it; network errors, timeouts (10 s), 408, 429 and 5xx are retried after 5 s, 5 min, 30 min, 2 h, 5 h, 10 h and 10 h, then the delivery is `failed`; another 4xx fails it at once; 410 disables the webhook. Events are recorded in the same transaction as the change they report.
     */
    post: operations['pageUpdatedEvent'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  'page.deleted': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * page.deleted
     * @description A live page was deleted.
     *
     *     Standard Webhooks (https://www.standardwebhooks.com): a POST of JSON `{ type, timestamp, data }` to the webhook URL. A 2xx answer delivers it; network errors, timeouts (10 s), 408, 429 and 5xx are retried after 5 s, 5 min, 30 min, 2 h, 5 h, 10 h and 10 h, then the delivery is `failed`; another 4xx fails it at once; 410 disables the webhook. Events are recorded in the same transaction as the change they report.
     */
    post: operations['pageDeletedEvent'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  'publish.completed': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * publish.completed
     * @description A publish made its drafts live (after the `page.*` events of its pages).
     *
     *     Standard Webhooks (https://www.standardwebhooks.com): a POST of JSON `{ type, timestamp, data }` to the webhook URL. A 2xx answer delivers it; network errors, timeouts (10 s), 408, 429 and 5xx are retried after 5 s, 5 min, 30 min, 2 h, 5 h, 10 h and 10 h, then the delivery is `failed`; another 4xx fails it at once; 410 disables the webhook. Events are recorded in the same transaction as the change they report.
     */
    post: operations['publishCompletedEvent'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  'draft.discarded': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * draft.discarded
     * @description A draft was discarded (its live page, if any, is untouched).
     *
     *     Standard Webhooks (https://www.standardwebhooks.com): a POST of JSON `{ type, timestamp, data }` to the webhook URL. A 2xx answer delivers it; network errors, timeouts (10 s), 408, 429 and 5xx are retried after 5 s, 5 min, 30 min, 2 h, 5 h, 10 h and 10 h, then the delivery is `failed`; another 4xx fails it at once; 410 disables the webhook. Events are recorded in the same transaction as the change they report.
     */
    post: operations['draftDiscardedEvent'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  'member.added': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * member.added
     * @description A member was added to the project.
     *
     *     Standard Webhooks (https://www.standardwebhooks.com): a POST of JSON `{ type, timestamp, data }` to the webhook URL. A 2xx answer delivers it; network errors, timeouts (10 s), 408, 429 and 5xx are retried after 5 s, 5 min, 30 min, 2 h, 5 h, 10 h and 10 h, then the delivery is `failed`; another 4xx fails it at once; 410 disables the webhook. Events are recorded in the same transaction as the change they report.
     */
    post: operations['memberAddedEvent'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  'member.removed': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * member.removed
     * @description A member was removed from the project.
     *
     *     Standard Webhooks (https://www.standardwebhooks.com): a POST of JSON `{ type, timestamp, data }` to the webhook URL. A 2xx answer delivers it; network errors, timeouts (10 s), 408, 429 and 5xx are retried after 5 s, 5 min, 30 min, 2 h, 5 h, 10 h and 10 h, then the delivery is `failed`; another 4xx fails it at once; 410 disables the webhook. Events are recorded in the same transaction as the change they report.
     */
    post: operations['memberRemovedEvent'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  'onboarding.confirmed': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * onboarding.confirmed
     * @description A visitor confirmed their onboarding brief (the live agent's `confirm` tool).
     *
     *     Standard Webhooks (https://www.standardwebhooks.com): a POST of JSON `{ type, timestamp, data }` to the webhook URL. A 2xx answer delivers it; network errors, timeouts (10 s), 408, 429 and 5xx are retried after 5 s, 5 min, 30 min, 2 h, 5 h, 10 h and 10 h, then the delivery is `failed`; another 4xx fails it at once; 410 disables the webhook. Events are recorded in the same transaction as the change they report.
     */
    post: operations['onboardingConfirmedEvent'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  'live.transfer.completed': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * live.transfer.completed
     * @description The manager talked with a caller the live agent transferred, and hung up.
     *
     *     Standard Webhooks (https://www.standardwebhooks.com): a POST of JSON `{ type, timestamp, data }` to the webhook URL. A 2xx answer delivers it; network errors, timeouts (10 s), 408, 429 and 5xx are retried after 5 s, 5 min, 30 min, 2 h, 5 h, 10 h and 10 h, then the delivery is `failed`; another 4xx fails it at once; 410 disables the webhook. Events are recorded in the same transaction as the change they report.
     */
    post: operations['liveTransferCompletedEvent'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  'release.published': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * release.published
     * @description A release ran (at its time, or published now): its drafts are live and its pages to unpublish are gone (after its `page.*` and `publish.completed` events).
     *
     *     Standard Webhooks (https://www.standardwebhooks.com): a POST of JSON `{ type, timestamp, data }` to the webhook URL. A 2xx answer delivers it; network errors, timeouts (10 s), 408, 429 and 5xx are retried after 5 s, 5 min, 30 min, 2 h, 5 h, 10 h and 10 h, then the delivery is `failed`; another 4xx fails it at once; 410 disables the webhook. Events are recorded in the same transaction as the change they report.
     */
    post: operations['releasePublishedEvent'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  'release.failed': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * release.failed
     * @description A release did not run: one of its items was blocked (each named with its reasons); nothing of it was published.
     *
     *     Standard Webhooks (https://www.standardwebhooks.com): a POST of JSON `{ type, timestamp, data }` to the webhook URL. A 2xx answer delivers it; network errors, timeouts (10 s), 408, 429 and 5xx are retried after 5 s, 5 min, 30 min, 2 h, 5 h, 10 h and 10 h, then the delivery is `failed`; another 4xx fails it at once; 410 disables the webhook. Events are recorded in the same transaction as the change they report.
     */
    post: operations['releaseFailedEvent'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  'question.unanswered': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * question.unanswered
     * @description The live agent met a question the site does not answer, unlike any already on the list of unanswered questions (a similar one joins its group silently).
     *
     *     Standard Webhooks (https://www.standardwebhooks.com): a POST of JSON `{ type, timestamp, data }` to the webhook URL. A 2xx answer delivers it; network errors, timeouts (10 s), 408, 429 and 5xx are retried after 5 s, 5 min, 30 min, 2 h, 5 h, 10 h and 10 h, then the delivery is `failed`; another 4xx fails it at once; 410 disables the webhook. Events are recorded in the same transaction as the change they report.
     */
    post: operations['questionUnansweredEvent'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  ping: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * ping
     * @description Sent by `POST /api/projects/{projectId}/webhooks/{webhookId}/ping`, to test an endpoint.
     *
     *     Standard Webhooks (https://www.standardwebhooks.com): a POST of JSON `{ type, timestamp, data }` to the webhook URL. A 2xx answer delivers it; network errors, timeouts (10 s), 408, 429 and 5xx are retried after 5 s, 5 min, 30 min, 2 h, 5 h, 10 h and 10 h, then the delivery is `failed`; another 4xx fails it at once; 410 disables the webhook. Events are recorded in the same transaction as the change they report.
     */
    post: operations['pingEvent'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
}
export interface components {
  schemas: {
    AcceptedInvitation: {
      project_id: string;
      /**
       * @description one of member, manager, admin
       * @enum {string}
       */
      role: 'member' | 'manager' | 'admin';
    };
    Account: {
      user_id: string;
      email: string | null;
      projects: {
        id: string;
        name: string;
        /**
         * @description one of member, manager, admin
         * @enum {string}
         */
        role: 'member' | 'manager' | 'admin';
      }[];
    };
    ActivityActor: {
      /** @enum {string} */
      kind: 'user' | 'api_key' | 'oauth_client';
      id: string;
      name: string;
    };
    ActivityItem: {
      id: string;
      /**
       * Format: date-time
       * @description an ISO 8601 time with a time zone
       */
      at: string;
      actor: components['schemas']['ActivityActor'];
      /** @enum {string} */
      via: 'rest' | 'mcp' | 'portal' | 'scheduler';
      action: string;
      target: components['schemas']['ActivityTarget'];
    };
    ActivityPage: {
      activity: components['schemas']['ActivityItem'][];
      next_cursor: string | null;
    };
    ActivityTarget: {
      type: string;
      id: string | null;
    };
    ApiKey: {
      id: string;
      project_id: string;
      name: string;
      prefix: string;
      /**
       * @description manager or member
       * @enum {string}
       */
      role: 'manager' | 'member';
      /**
       * Format: date-time
       * @description an ISO 8601 time with a time zone
       */
      created_at: string;
      created_by: string | null;
      last_used_at: string | null;
    };
    ApiKeyList: {
      keys: components['schemas']['ApiKey'][];
    };
    AskedQuestion: {
      id: string;
      text: string;
      language: string;
      page: string | null;
      /**
       * Format: date-time
       * @description an ISO 8601 time with a time zone
       */
      asked_at: string;
      proposed_answer: string | null;
    };
    BlockedDraft: {
      draft_id: string;
      slug: string;
      language: string;
      reasons: string[];
    };
    Capture: {
      capture_id: string;
      url: string;
      title: string;
      /**
       * Format: date-time
       * @description an ISO 8601 time with a time zone
       */
      captured_at: string;
    };
    CaptureList: {
      captures: components['schemas']['Capture'][];
      next_cursor: string | null;
    };
    CapturedImage: components['schemas']['ImportedImage'] | components['schemas']['FailedImage'];
    ChangedDraft: {
      draft_id: string;
      slug: string;
      language: string;
      current_revision: number | null;
      reason: string;
    };
    CompanyIdentity: {
      country: string;
      name: string | null;
      registry_id: string | null;
      place_id: string | null;
      website: string | null;
      city: string | null;
      address: string | null;
    };
    CompanyProfile: {
      name: string | null;
      summary: string | null;
      industry: string | null;
      products_services: string[];
      opening_hours: string[];
      service_area: string | null;
      languages: string[];
      primary_language: string | null;
      phone: string | null;
      email: string | null;
      address: string | null;
      social_links: string[];
      source_url: string;
      /**
       * Format: date-time
       * @description an ISO 8601 time with a time zone
       */
      extracted_at: string;
    };
    Connector: {
      /** @enum {string} */
      id: 'claude' | 'other';
      name: string;
      connected: boolean;
      mcp_url: string;
      grants: components['schemas']['ConnectorGrant'][];
    };
    ConnectorGrant: {
      grant_id: string;
      client_id: string;
      client_name: string | null;
      scopes: string[];
      /**
       * Format: date-time
       * @description an ISO 8601 time with a time zone
       */
      created_at: string;
      last_used_at: string | null;
    };
    ConnectorList: {
      connectors: components['schemas']['Connector'][];
    };
    CreatedApiKey: {
      id: string;
      name: string;
      key: string;
      prefix: string;
      /**
       * @description manager or member
       * @enum {string}
       */
      role: 'manager' | 'member';
      /**
       * Format: date-time
       * @description an ISO 8601 time with a time zone
       */
      created_at: string;
    };
    CreatedInvitation: {
      id: string;
      email: string;
      /**
       * @description one of member, manager, admin
       * @enum {string}
       */
      role: 'member' | 'manager' | 'admin';
      url: string;
      /**
       * Format: date-time
       * @description an ISO 8601 time with a time zone
       */
      expires_at: string;
      /**
       * @description "sent" | "not_configured" | "failed"
       * @enum {string}
       */
      mail: 'sent' | 'not_configured' | 'failed';
    };
    CreatedPreviewLink: {
      id: string;
      url: string;
      /**
       * Format: date-time
       * @description an ISO 8601 time with a time zone
       */
      expires_at: string;
      max_views: number | null;
      /** @description an integer */
      views: number;
    };
    CreatedWebhook: {
      id: string;
      url: string;
      events: (
        | 'page.created'
        | 'page.updated'
        | 'page.deleted'
        | 'publish.completed'
        | 'draft.discarded'
        | 'member.added'
        | 'member.removed'
        | 'onboarding.confirmed'
        | 'live.transfer.completed'
        | 'release.published'
        | 'release.failed'
        | 'question.unanswered'
        | 'ping'
        | '*'
      )[];
      description: string | null;
      enabled: boolean;
      /**
       * Format: date-time
       * @description an ISO 8601 time with a time zone
       */
      created_at: string;
      secret: string;
    };
    Delivery: {
      id: string;
      event_id: string;
      type: components['schemas']['EventType'];
      /** @enum {string} */
      status: 'pending' | 'delivered' | 'failed';
      /** @description an integer */
      attempts: number;
      last_status_code: number | null;
      last_error: string | null;
      next_attempt_at: string | null;
      /**
       * Format: date-time
       * @description an ISO 8601 time with a time zone
       */
      created_at: string;
    };
    DeliveryLog: {
      deliveries: components['schemas']['Delivery'][];
      next_cursor: string | null;
    };
    DevSignInResult: {
      id_token: string;
      /** @constant */
      token_type: 'Bearer';
      /** @description an integer */
      expires_in: number;
      /**
       * Format: date-time
       * @description an ISO 8601 time with a time zone
       */
      expires_at: string;
      user_id: string;
      email: string | null;
    };
    DocTemplate: {
      id: string;
      name: string;
      description: string;
      fields: components['schemas']['TemplateField'][];
      /**
       * @description one of page, article, faq, landing
       * @enum {string}
       */
      extends?: 'page' | 'article' | 'faq' | 'landing';
    };
    DocTemplateList: {
      templates: components['schemas']['DocTemplate'][];
    };
    Domain: {
      /** @description a domain name such as www.example.com (no scheme, port or path; not an IP address) */
      hostname: string;
      /** @enum {string} */
      status: 'pending' | 'verified' | 'reserved';
      verification: {
        /** @constant */
        type: 'TXT';
        name: string;
        value: string;
      };
      /**
       * Format: date-time
       * @description an ISO 8601 time with a time zone
       */
      created_at: string;
      verified_at: string | null;
    };
    DomainList: {
      domains: components['schemas']['Domain'][];
    };
    DraftApproval: {
      draft_id: string;
      project_id: string;
      /** @description an integer */
      revision: number;
      approved_by: string;
      /**
       * Format: date-time
       * @description an ISO 8601 time with a time zone
       */
      approved_at: string;
    };
    DraftApprovalState: {
      required: boolean;
      approved_revision: number | null;
      approved_by: string | null;
      approved_at: string | null;
    };
    DraftDiscardedData: {
      project_id: string;
      draft: {
        id: string;
        slug: string;
        language: string;
        /** @description an integer */
        revision: number;
      };
    };
    DraftDiscardedEvent: {
      /** @constant */
      type: 'draft.discarded';
      /**
       * Format: date-time
       * @description an ISO 8601 time with a time zone
       */
      timestamp: string;
      data: components['schemas']['DraftDiscardedData'];
    };
    DraftPreview: {
      html: string;
    };
    DraftRead: {
      draftId: string;
      /** @description an integer */
      revision: number;
      /** @enum {string} */
      action: 'existing_draft' | 'cloned_from_live';
      doc: {
        slug: string;
        language: string;
        /**
         * @description public, unlisted or draft
         * @enum {string}
         */
        visibility: 'public' | 'unlisted' | 'draft';
        metadata: Record<string, unknown>;
        content: string;
        doc_template_id: string;
        translation_of: components['schemas']['TranslatedFrom'] | null;
      };
      template: components['schemas']['DocTemplate'];
      approval: components['schemas']['DraftApprovalState'] | null;
      may_approve: {
        allowed: boolean;
        reason: string | null;
      };
    };
    DraftVersion: {
      version_id: string;
      /** @description an integer */
      revision: number;
      /**
       * Format: date-time
       * @description an ISO 8601 time with a time zone
       */
      saved_at: string;
      saved_by: string;
      autosave: boolean;
      draft_id: string;
      metadata: Record<string, unknown>;
      content: string;
    };
    DraftVersionList: {
      versions: components['schemas']['DraftVersionSummary'][];
    };
    DraftVersionSummary: {
      version_id: string;
      /** @description an integer */
      revision: number;
      /**
       * Format: date-time
       * @description an ISO 8601 time with a time zone
       */
      saved_at: string;
      saved_by: string;
      autosave: boolean;
    };
    DraftView: {
      draftId: string;
      /** @description an integer */
      revision: number;
      /** @enum {string} */
      action: 'existing_draft' | 'cloned_from_live';
      doc: {
        slug: string;
        language: string;
        /**
         * @description public, unlisted or draft
         * @enum {string}
         */
        visibility: 'public' | 'unlisted' | 'draft';
        metadata: Record<string, unknown>;
        content: string;
        doc_template_id: string;
        translation_of: components['schemas']['TranslatedFrom'] | null;
      };
      template: components['schemas']['DocTemplate'];
    };
    DraftWriteResult: {
      /** @constant */
      success: true;
      draftId: string;
      /** @description an integer */
      revision?: number;
    };
    DraftsChangedError: {
      error: string;
      changed: components['schemas']['ChangedDraft'][];
    };
    Error: {
      error: string;
    };
    /**
     * @description EventType
     * @enum {string}
     */
    EventType:
      | 'page.created'
      | 'page.updated'
      | 'page.deleted'
      | 'publish.completed'
      | 'draft.discarded'
      | 'member.added'
      | 'member.removed'
      | 'onboarding.confirmed'
      | 'live.transfer.completed'
      | 'release.published'
      | 'release.failed'
      | 'question.unanswered'
      | 'ping';
    Extraction: {
      capture_id: string;
      proposal: {
        /** @description lowercase letters, digits and "-", with "/" between segments, at most 200 characters */
        slug: string;
        language: string;
        /** @constant */
        doc_template_id: 'page';
        metadata: {
          title: string;
          description: string;
        };
        content: string;
      };
    };
    FailedImage: {
      url: string;
      /** @constant */
      status: 'failed';
      error: string;
    };
    FaqDraftOpened: {
      draft_id: string;
      /** @description an integer */
      revision: number;
      question: components['schemas']['UnansweredQuestion'];
    };
    Glossary: {
      terms: components['schemas']['GlossaryTerm'][];
    };
    GlossaryTerm: {
      term: string;
      translations?: {
        [key: string]: string;
      };
    };
    HeaderNavItem: {
      id: string;
      language: string;
      label: string;
      /** @description an integer */
      position: number;
    } & (
      | {
          slug: string;
        }
      | {
          url: string;
        }
    );
    HeaderNavItemList: {
      header_nav_items: components['schemas']['HeaderNavItem'][];
    };
    Health: {
      /** @constant */
      status: 'ok';
    };
    Image: {
      id: string;
      url: string;
      content_type: string;
      /** @description an integer */
      bytes: number;
      /** @description an integer */
      width: number;
      /** @description an integer */
      height: number;
      sha256: string;
      /**
       * Format: date-time
       * @description an ISO 8601 time with a time zone
       */
      created_at: string;
    };
    ImageInUseError: {
      error: string;
      used_by: {
        slug: string;
        language: string;
      }[];
    };
    ImageList: {
      images: components['schemas']['Image'][];
      next_cursor: string | null;
    };
    ImportedImage: {
      url: string;
      /** @constant */
      status: 'imported';
      image_id: string;
      image_url: string;
    };
    Invitation: {
      id: string;
      email: string;
      /**
       * @description one of member, manager, admin
       * @enum {string}
       */
      role: 'member' | 'manager' | 'admin';
      /**
       * Format: date-time
       * @description an ISO 8601 time with a time zone
       */
      expires_at: string;
      created_by: string;
      /**
       * Format: date-time
       * @description an ISO 8601 time with a time zone
       */
      created_at: string;
    };
    InvitationList: {
      invitations: components['schemas']['Invitation'][];
    };
    JsonRpcMessage: {
      /** @constant */
      jsonrpc: '2.0';
      method: string;
      id?: string | number | null;
      params?: Record<string, unknown>;
    };
    JsonRpcResponse:
      | {
          /** @constant */
          jsonrpc: '2.0';
          id: string | number | null;
          result: Record<string, unknown>;
        }
      | {
          /** @constant */
          jsonrpc: '2.0';
          id: string | number | null;
          error: {
            code: number;
            message: string;
            data?: unknown;
          };
        };
    LastPublish: {
      publish_id: string;
      /**
       * Format: date-time
       * @description an ISO 8601 time with a time zone
       */
      published_at: string;
      deployed_at: string | null;
      settings_only: boolean;
    };
    LiveSession: {
      token: string;
      greeting: string;
      voice: string;
      connection: components['schemas']['VoiceConnection'];
      visitor_token?: string;
      /**
       * Format: date-time
       * @description an ISO 8601 time with a time zone
       */
      visitor_expires_at?: string;
    };
    LiveTransferCompletedEvent: {
      /** @constant */
      type: 'live.transfer.completed';
      /**
       * Format: date-time
       * @description an ISO 8601 time with a time zone
       */
      timestamp: string;
      data: components['schemas']['TransferCompletedData'];
    };
    ManifestChange: {
      draft_id: string;
      slug: string;
      language: string;
      /** @enum {string} */
      action: 'create' | 'update';
      /** @description an integer */
      revision: number;
    };
    Member: {
      user_id: string;
      email: string | null;
      /**
       * @description one of member, manager, admin
       * @enum {string}
       */
      role: 'member' | 'manager' | 'admin';
      provisioned: boolean;
      /**
       * Format: date-time
       * @description an ISO 8601 time with a time zone
       */
      created_at: string;
    };
    MemberAddedEvent: {
      /** @constant */
      type: 'member.added';
      /**
       * Format: date-time
       * @description an ISO 8601 time with a time zone
       */
      timestamp: string;
      data: components['schemas']['MemberEventData'];
    };
    MemberEventData: {
      project_id: string;
      member: {
        user_id: string;
        /**
         * @description one of member, manager, admin
         * @enum {string}
         */
        role: 'member' | 'manager' | 'admin';
        provisioned: boolean;
      };
    };
    MemberList: {
      members: components['schemas']['Member'][];
    };
    MemberRemovedEvent: {
      /** @constant */
      type: 'member.removed';
      /**
       * Format: date-time
       * @description an ISO 8601 time with a time zone
       */
      timestamp: string;
      data: components['schemas']['MemberEventData'];
    };
    NavigationWarning: {
      /** @enum {string} */
      type: 'header_nav_item' | 'sidebar_group';
      id: string;
      language: string;
      slug: string;
      message: string;
    };
    OnboardingConfirmedData: {
      project_id: string;
      session: {
        id: string;
        user_id: string;
        company: components['schemas']['WebhookCompany'] | null;
        confirmed_at: string | null;
      };
    };
    OnboardingConfirmedEvent: {
      /** @constant */
      type: 'onboarding.confirmed';
      /**
       * Format: date-time
       * @description an ISO 8601 time with a time zone
       */
      timestamp: string;
      data: components['schemas']['OnboardingConfirmedData'];
    };
    OnboardingFields: {
      voice?: string | string[];
      greeting_draft?: string | string[];
      primary_language?: string | string[];
      brand_tone?: string | string[];
      service_area?: string | string[];
      opening_hours?: string | string[];
      summary?: string | string[];
      industry?: string | string[];
      target_audience?: string | string[];
      intent?: string | string[];
      languages?: string | string[];
      products_services?: string | string[];
      unique_selling_points?: string | string[];
    };
    OnboardingSession: {
      id: string;
      user_id: string;
      company: components['schemas']['CompanyIdentity'] | null;
      profile: components['schemas']['CompanyProfile'] | null;
      fields: components['schemas']['OnboardingFields'];
      confirmed_at: string | null;
      /**
       * Format: date-time
       * @description an ISO 8601 time with a time zone
       */
      updated_at: string;
    };
    OnboardingSessionList: {
      sessions: components['schemas']['OnboardingSession'][];
      next_cursor: string | null;
    };
    OrderedNavigation: components['schemas']['SidebarGroupList'] | components['schemas']['HeaderNavItemList'];
    PageCreatedEvent: {
      /** @constant */
      type: 'page.created';
      /**
       * Format: date-time
       * @description an ISO 8601 time with a time zone
       */
      timestamp: string;
      data: components['schemas']['PageEventData'];
    };
    PageDeletedEvent: {
      /** @constant */
      type: 'page.deleted';
      /**
       * Format: date-time
       * @description an ISO 8601 time with a time zone
       */
      timestamp: string;
      data: components['schemas']['PageEventData'];
    };
    PageDocument: {
      id: string;
      project_id: string;
      slug: string;
      language: string;
      /**
       * @description public, unlisted or draft
       * @enum {string}
       */
      visibility: 'public' | 'unlisted' | 'draft';
      metadata: Record<string, unknown>;
      content: string;
      doc_template_id: string;
      /** @description an integer */
      revision: number;
      translation_of: components['schemas']['TranslatedFrom'] | null;
      /**
       * Format: date-time
       * @description an ISO 8601 time with a time zone
       */
      created_at: string;
      /**
       * Format: date-time
       * @description an ISO 8601 time with a time zone
       */
      updated_at: string;
    };
    PageEventData: {
      project_id: string;
      page: components['schemas']['WebhookPage'];
      publish_id: string | null;
    };
    PageList: {
      pages: components['schemas']['PageDocument'][];
      next_cursor: string | null;
    };
    PageTranslationStatus: {
      slug: string;
      languages: {
        [key: string]: components['schemas']['TranslationState'];
      };
    };
    PageUpdatedEvent: {
      /** @constant */
      type: 'page.updated';
      /**
       * Format: date-time
       * @description an ISO 8601 time with a time zone
       */
      timestamp: string;
      data: components['schemas']['PageEventData'];
    };
    PingData: {
      project_id: string;
      webhook_id: string;
    };
    PingEvent: {
      /** @constant */
      type: 'ping';
      /**
       * Format: date-time
       * @description an ISO 8601 time with a time zone
       */
      timestamp: string;
      data: components['schemas']['PingData'];
    };
    PlanLimits: {
      /** @description an integer */
      live_sessions_per_day: number;
      /** @description an integer */
      public_sessions_per_day: number;
    };
    PreviewLink: {
      id: string;
      draft_id: string | null;
      release_id: string | null;
      /**
       * Format: date-time
       * @description an ISO 8601 time with a time zone
       */
      expires_at: string;
      max_views: number | null;
      /** @description an integer */
      views: number;
      created_by: string;
      /**
       * Format: date-time
       * @description an ISO 8601 time with a time zone
       */
      created_at: string;
    };
    PreviewLinkList: {
      preview_links: components['schemas']['PreviewLink'][];
    };
    ProfileCard: {
      /** @constant */
      type: 'card';
      /** @constant */
      card_id: 'profile_card';
      /** @constant */
      template_id: 'profile_card_v1';
      /** @enum {string} */
      dir: 'ltr' | 'rtl';
      data: {
        first_name: string | null;
        last_name: string | null;
        /**
         * @description "she_her" | "he_him" | "they_them" | "unspecified"
         * @enum {string}
         */
        pronoun: 'she_her' | 'he_him' | 'they_them' | 'unspecified';
        phone: string | null;
        contact_email: string | null;
        language: string;
        language_label: string;
      };
      labels: {
        profile: string;
        first_name: string;
        pronoun: string;
        email: string;
        phone: string;
        language: string;
      };
      pronoun_labels: {
        she_her: string;
        he_him: string;
        they_them: string;
        unspecified: string;
      };
    };
    Project: {
      id: string;
      name: string;
      default_language: string;
      plan: string;
      /**
       * Format: date-time
       * @description an ISO 8601 time with a time zone
       */
      trial_ends_at: string;
      limits: components['schemas']['PlanLimits'];
      /**
       * Format: date-time
       * @description an ISO 8601 time with a time zone
       */
      created_at: string;
      site_url: string;
      modules: components['schemas']['ProjectModules'];
      settings: components['schemas']['ProjectSettings'];
    };
    ProjectList: {
      projects: {
        id: string;
        name: string;
        default_language: string;
        plan: string;
        /**
         * Format: date-time
         * @description an ISO 8601 time with a time zone
         */
        trial_ends_at: string;
        limits: components['schemas']['PlanLimits'];
        /**
         * Format: date-time
         * @description an ISO 8601 time with a time zone
         */
        created_at: string;
        site_url: string;
        modules?: components['schemas']['ProjectModules'];
        settings?: components['schemas']['ProjectSettings'];
        /**
         * @description one of member, manager, admin
         * @enum {string}
         */
        role: 'member' | 'manager' | 'admin';
      }[];
    };
    ProjectModules: {
      voice: boolean;
      onboarding: boolean;
    };
    ProjectSettings: {
      site: {
        /**
         * @description one of homepage, destination_page, widget, modal, none
         * @enum {string}
         */
        live_agent_placement: 'homepage' | 'destination_page' | 'widget' | 'modal' | 'none';
        live_agent_slug: string | null;
        accent_color: string | null;
        logo_image_id: string | null;
        favicon_image_id: string | null;
        home_pages: {
          [key: string]: string;
        };
        launcher_offset: {
          bottom: number;
          inline_end: number;
        } | null;
        language_fallbacks: {
          [key: string]: string;
        };
      };
      live_agent: {
        greeting: string;
        voice: string;
        manager_phone: string | null;
        phone_number: string | null;
        /**
         * @description one of members, public
         * @enum {string}
         */
        access: 'members' | 'public';
        page_heading: string;
        page_text: string;
        /** @description an integer */
        question_retention_days: number;
      };
      workflow: {
        require_approval: boolean;
      };
      search: {
        synonyms: string[][];
        builtin_synonyms: boolean;
      };
    };
    ProjectTemplateList: {
      templates: components['schemas']['DocTemplate'][];
    };
    ProjectView: {
      id: string;
      name: string;
      default_language: string;
      plan: string;
      /**
       * Format: date-time
       * @description an ISO 8601 time with a time zone
       */
      trial_ends_at: string;
      limits: components['schemas']['PlanLimits'];
      /**
       * Format: date-time
       * @description an ISO 8601 time with a time zone
       */
      created_at: string;
      site_url: string;
      modules?: components['schemas']['ProjectModules'];
      settings?: components['schemas']['ProjectSettings'];
    };
    ProtectedResourceMetadata: {
      resource: string;
      authorization_servers: string[];
      scopes_supported: string[];
      bearer_methods_supported: string[];
      resource_name: string;
    };
    Publish: {
      publish_id: string;
      /**
       * Format: date-time
       * @description an ISO 8601 time with a time zone
       */
      published_at: string;
      published_by: string;
      changes: {
        draft_id: string;
        slug: string;
        language: string;
        /** @enum {string} */
        action: 'create' | 'update';
        /** @description an integer */
        revision: number;
        page_id: string;
      }[];
      unpublished: components['schemas']['UnpublishedPage'][];
      release: components['schemas']['PublishRelease'] | null;
      /**
       * @description "pages" | "pages_and_settings" | "settings_only"
       * @enum {string}
       */
      kind: 'pages' | 'pages_and_settings' | 'settings_only';
      settings_only: boolean;
    };
    PublishCompletedData: {
      project_id: string;
      publish_id: string;
      /**
       * Format: date-time
       * @description an ISO 8601 time with a time zone
       */
      published_at: string;
      published_by: string;
      changes: {
        page_id: string;
        slug: string;
        language: string;
        /** @enum {string} */
        action: 'create' | 'update';
        /** @description an integer */
        revision: number;
      }[];
    };
    PublishCompletedEvent: {
      /** @constant */
      type: 'publish.completed';
      /**
       * Format: date-time
       * @description an ISO 8601 time with a time zone
       */
      timestamp: string;
      data: components['schemas']['PublishCompletedData'];
    };
    PublishHistory: {
      history: components['schemas']['Publish'][];
      next_cursor: string | null;
    };
    PublishPreview: {
      manifest: {
        changes: components['schemas']['ManifestChange'][];
        blocked: components['schemas']['BlockedDraft'][];
        unchanged: components['schemas']['UnchangedDraft'][];
        settings_only: boolean;
      };
      settings_changed: boolean;
      warnings: components['schemas']['NavigationWarning'][];
      confirmation_token: string;
      /**
       * Format: date-time
       * @description an ISO 8601 time with a time zone
       */
      expires_at: string;
    };
    PublishRelease: {
      id: string;
      name: string;
      scheduled_by: string;
    };
    PublishResult: {
      publish_id: string;
      /** @description an integer */
      promoted: number;
      /**
       * Format: date-time
       * @description an ISO 8601 time with a time zone
       */
      deployed_at: string;
    };
    PublishStatus: {
      settings_changed: boolean;
      last_publish: components['schemas']['LastPublish'] | null;
    };
    QuestionUnansweredData: {
      project_id: string;
      question: {
        id: string;
        text: string;
        language: string;
        /**
         * Format: date-time
         * @description an ISO 8601 time with a time zone
         */
        asked_at: string;
        answer_proposed: boolean;
      };
    };
    QuestionUnansweredEvent: {
      /** @constant */
      type: 'question.unanswered';
      /**
       * Format: date-time
       * @description an ISO 8601 time with a time zone
       */
      timestamp: string;
      data: components['schemas']['QuestionUnansweredData'];
    };
    Readiness: {
      /** @constant */
      status: 'ready';
    };
    Release: {
      id: string;
      name: string;
      /** @enum {string} */
      status: 'open' | 'scheduled' | 'publishing' | 'published' | 'failed' | 'cancelled';
      publish_at: string | null;
      time_zone: string | null;
      publish_at_local: string | null;
      items: (components['schemas']['ReleasePublishItem'] | components['schemas']['ReleaseUnpublishItem'])[];
      /** @description an integer */
      revision: number;
      scheduled_by: string;
      /**
       * Format: date-time
       * @description an ISO 8601 time with a time zone
       */
      created_at: string;
      /**
       * Format: date-time
       * @description an ISO 8601 time with a time zone
       */
      updated_at: string;
      publish_id: string | null;
      finished_at: string | null;
      failure: components['schemas']['ReleaseFailure'] | null;
    };
    ReleaseBlockedItem: {
      /** @enum {string} */
      action: 'publish' | 'unpublish';
      id: string;
      slug: string;
      language: string;
      reasons: string[];
    };
    ReleaseCheck: {
      release_id: string;
      /** @description an integer */
      revision: number;
      ready: boolean;
      items: (components['schemas']['ReleasePublishItemCheck'] | components['schemas']['ReleaseUnpublishItemCheck'])[];
    };
    ReleaseFailedData: {
      project_id: string;
      release: components['schemas']['WebhookRelease'];
      /**
       * Format: date-time
       * @description an ISO 8601 time with a time zone
       */
      failed_at: string;
      reason: string;
      items: {
        /** @enum {string} */
        action: 'publish' | 'unpublish';
        id: string;
        slug: string;
        language: string;
        reasons: string[];
      }[];
    };
    ReleaseFailedError: {
      error: string;
      release: components['schemas']['Release'];
    };
    ReleaseFailedEvent: {
      /** @constant */
      type: 'release.failed';
      /**
       * Format: date-time
       * @description an ISO 8601 time with a time zone
       */
      timestamp: string;
      data: components['schemas']['ReleaseFailedData'];
    };
    ReleaseFailure: {
      reason: string;
      items: components['schemas']['ReleaseBlockedItem'][];
    };
    ReleaseList: {
      releases: components['schemas']['Release'][];
      next_cursor: string | null;
    };
    ReleasePublishItem: {
      /** @constant */
      action: 'publish';
      draft_id: string;
      slug: string;
      language: string;
      /** @description an integer */
      revision: number;
    };
    ReleasePublishItemCheck: {
      /** @constant */
      action: 'publish';
      draft_id: string;
      slug: string;
      language: string;
      /** @description an integer */
      revision: number;
      /** @enum {string} */
      status: 'ready' | 'blocked';
      reasons: string[];
    };
    ReleasePublishedData: {
      project_id: string;
      release: components['schemas']['WebhookRelease'];
      publish_id: string;
      /**
       * Format: date-time
       * @description an ISO 8601 time with a time zone
       */
      published_at: string;
      changes: {
        page_id: string;
        slug: string;
        language: string;
        /** @enum {string} */
        action: 'create' | 'update';
        /** @description an integer */
        revision: number;
      }[];
      unpublished: {
        page_id: string;
        slug: string;
        language: string;
      }[];
    };
    ReleasePublishedEvent: {
      /** @constant */
      type: 'release.published';
      /**
       * Format: date-time
       * @description an ISO 8601 time with a time zone
       */
      timestamp: string;
      data: components['schemas']['ReleasePublishedData'];
    };
    ReleaseUnpublishItem: {
      /** @constant */
      action: 'unpublish';
      page_id: string;
      slug: string;
      language: string;
    };
    ReleaseUnpublishItemCheck: {
      /** @constant */
      action: 'unpublish';
      page_id: string;
      slug: string;
      language: string;
      /** @enum {string} */
      status: 'ready' | 'blocked';
      reasons: string[];
    };
    SavedCapture: {
      draftId: string;
      slug: string;
      language: string;
      images: components['schemas']['CapturedImage'][];
    };
    SearchHit: {
      page_id: string;
      slug: string;
      language: string;
      title: string;
      snippet: string;
      score: number;
    };
    SearchResults: {
      results: components['schemas']['SearchHit'][];
    };
    SidebarGroup: {
      id: string;
      language: string;
      title: string;
      /** @description an integer */
      position: number;
      items: components['schemas']['SidebarItem'][];
    };
    SidebarGroupList: {
      sidebar_groups: components['schemas']['SidebarGroup'][];
    };
    SidebarItem: {
      slug: string;
      label: string;
    };
    SignInConfig:
      | {
          /** @constant */
          provider: 'dev';
        }
      | {
          /** @constant */
          provider: 'firebase';
          firebase: {
            api_key: string;
            auth_domain: string | null;
            project_id: string | null;
            emulator_url: string | null;
          };
        }
      | {
          /** @constant */
          provider: 'oidc';
          oidc: {
            issuer: string;
            client_id: string;
            scopes: string;
            label: string;
            authorization_endpoint: string;
            token_endpoint: string;
          };
        }
      | {
          /** @constant */
          provider: 'none';
        };
    SitePage: {
      project_id: string;
      slug: string;
      language: string;
    };
    SourceFields: {
      /** @description an integer */
      revision: number;
      metadata: Record<string, unknown>;
      content: string;
    };
    StaleRevisionError: {
      error: string;
      /** @description an integer */
      current_revision: number;
    };
    StarterKit: {
      id: string;
      name: string;
      description: string;
      doc_templates: string[];
      pages: {
        slug: string;
        doc_template_id: string;
        title: string;
      }[];
    };
    StarterKitList: {
      templates: components['schemas']['StarterKit'][];
    };
    TakeOver: {
      draft_id: string;
      by: {
        user_id: string;
        name: string;
        session_id: string | null;
      };
      /**
       * Format: date-time
       * @description an ISO 8601 time with a time zone
       */
      at: string;
    };
    TemplateField: {
      key: string;
      label: string;
      /**
       * @description one of text, textarea, markdown, select, boolean, date, url, image, tags
       * @enum {string}
       */
      type: 'text' | 'textarea' | 'markdown' | 'select' | 'boolean' | 'date' | 'url' | 'image' | 'tags';
      required: boolean;
      options?: string[];
      help?: string;
      show_on_page?: boolean;
    };
    ToolResult: {
      result: string;
      widget?: components['schemas']['ProfileCard'];
    };
    Transfer: {
      id: string;
      /**
       * @description "dialing" | "connected" | "no_answer" | "failed" | "completed"
       * @enum {string}
       */
      status: 'dialing' | 'connected' | 'no_answer' | 'failed' | 'completed';
      user_id: string;
      caller_call_id: string | null;
      manager_phone: string;
      reason: string | null;
      /**
       * Format: date-time
       * @description an ISO 8601 time with a time zone
       */
      created_at: string;
      /**
       * Format: date-time
       * @description an ISO 8601 time with a time zone
       */
      updated_at: string;
      ended_at: string | null;
    };
    TransferCompletedData: {
      project_id: string;
      transfer: {
        id: string;
        user_id: string;
        /**
         * @description a transfer status
         * @enum {string}
         */
        status: 'dialing' | 'connected' | 'no_answer' | 'failed' | 'completed';
        /**
         * Format: date-time
         * @description an ISO 8601 time with a time zone
         */
        created_at: string;
        ended_at: string | null;
      };
    };
    TransferList: {
      transfers: components['schemas']['Transfer'][];
      next_cursor: string | null;
    };
    TranslatedFrom: {
      language: string;
      /** @description an integer */
      revision: number;
    };
    Translation: {
      id: string;
      slug: string;
      source_language: string;
      target_language: string;
      status: components['schemas']['TranslationJobStatus'];
      draft_id: string | null;
      error: string | null;
      progress: {
        /** @description an integer */
        done: number;
        /** @description an integer */
        total: number;
      };
      left_to_translate: string[];
      /**
       * Format: date-time
       * @description an ISO 8601 time with a time zone
       */
      created_at: string;
      /**
       * Format: date-time
       * @description an ISO 8601 time with a time zone
       */
      updated_at: string;
    };
    TranslationChanges: {
      slug: string;
      language: string;
      source_language: string;
      then: components['schemas']['SourceFields'] | null;
      now: components['schemas']['SourceFields'] | null;
      outdated: boolean;
    };
    /**
     * @description TranslationJobStatus
     * @enum {string}
     */
    TranslationJobStatus: 'running' | 'done' | 'failed';
    TranslationOf: {
      /** @description a BCP-47 language code */
      language: string;
      /** @description an integer from 1 to 9007199254740991 */
      revision: number;
    };
    TranslationRefused: {
      error: string;
      job_id?: string;
    };
    /**
     * @description TranslationState
     * @enum {string}
     */
    TranslationState: 'source' | 'up_to_date' | 'outdated' | 'draft' | 'missing';
    TranslationStatus: {
      languages: string[];
      pages: components['schemas']['PageTranslationStatus'][];
    };
    UnansweredQuestion: {
      id: string;
      question: string;
      language: string;
      /** @description an integer */
      count: number;
      /**
       * Format: date-time
       * @description an ISO 8601 time with a time zone
       */
      first_asked_at: string;
      /**
       * Format: date-time
       * @description an ISO 8601 time with a time zone
       */
      last_asked_at: string;
      languages: string[];
      /** @description an integer */
      proposed_answers: number;
      similar_questions: string[];
      /** @enum {string} */
      status: 'open' | 'answered' | 'dismissed';
      status_changed_at: string | null;
      answer: {
        draft_id: string;
        slug: string;
        language: string;
      } | null;
    };
    UnansweredQuestionDetail: {
      id: string;
      question: string;
      language: string;
      /** @description an integer */
      count: number;
      /**
       * Format: date-time
       * @description an ISO 8601 time with a time zone
       */
      first_asked_at: string;
      /**
       * Format: date-time
       * @description an ISO 8601 time with a time zone
       */
      last_asked_at: string;
      languages: string[];
      /** @description an integer */
      proposed_answers: number;
      similar_questions: string[];
      /** @enum {string} */
      status: 'open' | 'answered' | 'dismissed';
      status_changed_at: string | null;
      answer: {
        draft_id: string;
        slug: string;
        language: string;
      } | null;
      asked: components['schemas']['AskedQuestion'][];
    };
    UnansweredQuestionList: {
      questions: components['schemas']['UnansweredQuestion'][];
      next_cursor: string | null;
    };
    UnchangedDraft: {
      draft_id: string;
      slug: string;
      language: string;
      /** @description an integer */
      revision: number;
    };
    UnpublishedPage: {
      page_id: string;
      slug: string;
      language: string;
    };
    UploadResult: {
      /** @constant */
      success: true;
      draftId: string;
      /** @enum {string} */
      action: 'created' | 'replaced';
      /** @description an integer */
      revision?: number;
    };
    VerificationFailedError: {
      error: string;
      found: string[];
    };
    VoiceConnection: {
      url: string;
      model: string;
    };
    Webhook: {
      id: string;
      url: string;
      events: (
        | 'page.created'
        | 'page.updated'
        | 'page.deleted'
        | 'publish.completed'
        | 'draft.discarded'
        | 'member.added'
        | 'member.removed'
        | 'onboarding.confirmed'
        | 'live.transfer.completed'
        | 'release.published'
        | 'release.failed'
        | 'question.unanswered'
        | 'ping'
        | '*'
      )[];
      description: string | null;
      enabled: boolean;
      /**
       * Format: date-time
       * @description an ISO 8601 time with a time zone
       */
      created_at: string;
    };
    WebhookCompany: {
      country: string;
      name: string | null;
      registry_id: string | null;
      place_id: string | null;
      website: string | null;
      city: string | null;
      address: string | null;
    };
    WebhookList: {
      webhooks: components['schemas']['Webhook'][];
    };
    WebhookPage: {
      id: string;
      slug: string;
      language: string;
      /**
       * @description public, unlisted or draft
       * @enum {string}
       */
      visibility: 'public' | 'unlisted' | 'draft';
      doc_template_id: string;
      /** @description an integer */
      revision: number;
      translation_of: components['schemas']['WebhookTranslationOf'] | null;
      translation_state: components['schemas']['WebhookTranslationState'] | null;
      /**
       * Format: date-time
       * @description an ISO 8601 time with a time zone
       */
      created_at: string;
      /**
       * Format: date-time
       * @description an ISO 8601 time with a time zone
       */
      updated_at: string;
    };
    WebhookRelease: {
      id: string;
      name: string;
      publish_at: string | null;
      time_zone: string | null;
    };
    WebhookSecret: {
      secret: string;
    };
    WebhookTranslationOf: {
      language: string;
      /** @description an integer */
      revision: number;
    };
    /**
     * @description WebhookTranslationState
     * @enum {string}
     */
    WebhookTranslationState: 'source' | 'up_to_date' | 'outdated';
  };
  responses: {
    /** @description A credential header is sent twice, or both a bearer token and an API key are sent. */
    BadRequest: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['Error'];
      };
    };
    /** @description No credential, or one that is invalid, expired or revoked. */
    Unauthorized: {
      headers: {
        /** @description The authentication scheme (`Bearer`). */
        'WWW-Authenticate': string;
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['Error'];
      };
    };
    /** @description After 10 answers of 401 to one IP address within a minute, its requests are refused until the minute has passed (`Too many failed authentication attempts`). */
    TooManyRequests: {
      headers: {
        /** @description Seconds to wait before trying again. */
        'Retry-After': number;
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['Error'];
      };
    };
    /** @description Something broke on the server: the body says nothing more (`Internal server error`); the log has the details under the `x-request-id`. */
    InternalError: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['Error'];
      };
    };
    /** @description The identity provider's signing keys could not be fetched to check an ID token. */
    Unavailable: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['Error'];
      };
    };
    /** @description A field, parameter or header is missing or invalid: the message names it. Or a credential header is sent twice, or both a bearer token and an API key are sent. */
    BadRequest2: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['Error'];
      };
    };
    /** @description An API key (`API keys cannot do this: it needs a signed-in user`) or an OAuth client (`Insufficient permission`): this needs the user signed in themselves. */
    Forbidden: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['Error'];
      };
    };
    /** @description The body is over 1 MB. */
    PayloadTooLarge: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['Error'];
      };
    };
    /** @description The body is not JSON (`Content-Type: application/json`). */
    UnsupportedMediaType: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['Error'];
      };
    };
    /** @description An OAuth client without `content:read` (`Insufficient permission`). */
    Forbidden2: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['Error'];
      };
    };
    /** @description The project does not exist or the caller is not a member of it (`Project not found`: its existence is not revealed). */
    NotFound: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['Error'];
      };
    };
    /** @description The caller's role is below manager (`Insufficient permission`), or an OAuth client: this is the people's own work, whatever its scopes (`Insufficient permission`), or the project's trial has ended (`Trial expired`). */
    Forbidden3: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['Error'];
      };
    };
    /** @description The caller's role is below admin (`Insufficient permission`), or an OAuth client: this is the people's own work, whatever its scopes (`Insufficient permission`), or the project's trial has ended (`Trial expired`). */
    Forbidden4: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['Error'];
      };
    };
    /** @description An OAuth client: this is the people's own work, whatever its scopes (`Insufficient permission`). */
    Forbidden5: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['Error'];
      };
    };
    /** @description The project does not exist or the caller is not a member of it (`Project not found`: its existence is not revealed), or what the path names does not exist. */
    NotFound2: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['Error'];
      };
    };
    /** @description The change would leave the project without an admin (A project must keep at least one admin). */
    Conflict: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['Error'];
      };
    };
    /** @description The caller's role is below manager (`Insufficient permission`), or an OAuth client: this is the people's own work, whatever its scopes (`Insufficient permission`). */
    Forbidden6: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['Error'];
      };
    };
    /** @description The caller's role is below manager (`Insufficient permission`), or an OAuth client without `content:write` (`Insufficient permission`), or the project's trial has ended (`Trial expired`). */
    Forbidden7: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['Error'];
      };
    };
    /** @description A document already holds that slug and language, or the slug is reserved for the live agent (`destination_page` placement). */
    Conflict2: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['Error'];
      };
    };
    /**
     * @description - The `revision` sent is not the document's current one: nothing was written (`The document has changed: its current revision is 7`, with `current_revision`).
     *     - A document already holds that slug and language, or the slug is reserved for the live agent (`destination_page` placement).
     */
    Conflict3: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['StaleRevisionError'] | components['schemas']['Error'];
      };
    };
    /** @description The caller's role is below manager (`Insufficient permission`), or an OAuth client without `content:draft` (`Insufficient permission`), or the project's trial has ended (`Trial expired`). */
    Forbidden8: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['Error'];
      };
    };
    /** @description The caller's role is below manager (`Insufficient permission`), or an OAuth client without `content:read` (`Insufficient permission`). */
    Forbidden9: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['Error'];
      };
    };
    /** @description The `revision` sent is not the document's current one: nothing was written (`The document has changed: its current revision is 7`, with `current_revision`). */
    Conflict4: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['StaleRevisionError'];
      };
    };
    /** @description No such link, or it was revoked. */
    NotFound3: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'text/html': string;
      };
    };
    /** @description An id that is no project’s (no site host could hold it): a "Page not found" page. */
    NotFound4: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'text/html': string;
      };
    };
    /** @description No such image. */
    NotFound5: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['Error'];
      };
    };
    /** @description The caller's role is below admin (`Insufficient permission`), or an OAuth client: this is the people's own work, whatever its scopes (`Insufficient permission`). */
    Forbidden10: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['Error'];
      };
    };
    /** @description The webhook is disabled (`Webhook is disabled: enable it first (PATCH with "enabled": true)`). */
    Conflict5: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['Error'];
      };
    };
    /** @description No credential, or one that is invalid, expired or revoked. Live voice takes a user's ID token (`Live voice needs a user ID token (Authorization: Bearer); API keys and OAuth clients cannot start sessions or run tools`), or a visitor token on a project open to the public (`Visitor token not valid`, `Visitor token expired: start a new session without it`, `Visitor token not valid for this project`); none at all only to start a public session. */
    Unauthorized2: {
      headers: {
        /** @description The authentication scheme (`Bearer`). */
        'WWW-Authenticate': string;
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['Error'];
      };
    };
    /** @description The user is not a member of the project (`User is not a member of this project`), is not provisioned (`This user has not been provisioned. Contact a manager.`), the voice module is off (`Voice web agent not enabled for this project`), or the trial has ended (`Trial expired`); for a visitor, the owner closed the agent to the public (`Public access to the live agent is off for this project`). */
    Forbidden11: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['Error'];
      };
    };
    /** @description The project does not exist (`Project not found`). */
    NotFound6: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['Error'];
      };
    };
    /**
     * @description - After 10 answers of 401 to one IP address within a minute, its requests are refused until the minute has passed (`Too many failed authentication attempts`).
     *     - The user's daily live-session quota is used up (`Daily live-session limit reached (5/day). Try again tomorrow or upgrade your plan.`); for a public visitor, the project's daily budget of public sessions (`This live agent has had all the public conversations it can take today (20/day). Try again tomorrow.`) or its address's daily limit (`Too many live sessions from your address today (20/day). Try again tomorrow.`). `Retry-After` is the time to the next UTC midnight.
     */
    TooManyRequests2: {
      headers: {
        /** @description Seconds to wait before trying again. */
        'Retry-After': number;
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['Error'];
      };
    };
    /**
     * @description - The identity provider's signing keys could not be fetched to check an ID token.
     *     - The voice provider could not issue a token (no quota is used).
     */
    Unavailable2: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['Error'];
      };
    };
    /** @description The signature does not sign this request (`Invalid telephony webhook signature`). */
    Forbidden12: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['Error'];
      };
    };
    /** @description The form is over 64 KB. */
    PayloadTooLarge2: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['Error'];
      };
    };
    /** @description The body is not form-encoded. */
    UnsupportedMediaType2: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['Error'];
      };
    };
    /** @description What the path names does not exist. */
    NotFound7: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['Error'];
      };
    };
    /**
     * @description - Over 30 requests from one IP address in any 60 seconds.
     *     - After 10 answers of 401 to one IP address within a minute, its requests are refused until the minute has passed (`Too many failed authentication attempts`).
     */
    TooManyRequests3: {
      headers: {
        /** @description Seconds to wait before trying again. */
        'Retry-After': number;
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['Error'];
      };
    };
    /** @description The request cannot be redirected back (an unknown client, a redirect URI it did not register): a page for a browser, else `{ error, error_description }`. */
    BadRequest3: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'text/html': string;
        'application/json': {
          error: string;
          error_description?: string;
        } & {
          [key: string]: unknown;
        };
      };
    };
    /** @description A name the preview never gives. */
    NotFound8: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['Error'];
      };
    };
    /** @description No such file. */
    NotFound9: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['Error'];
      };
    };
  };
  parameters: never;
  requestBodies: never;
  headers: never;
  pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
  listProjects: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ProjectList'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
      503: components['responses']['Unavailable'];
    };
  };
  createProject: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "name": "Acme",
         *       "default_language": "en"
         *     }
         */
        'application/json': {
          /** @description a non-empty string of at most 200 characters */
          name: string;
          /** @description a BCP-47 language code */
          default_language?: string;
          /**
           * @description one of blank, business, blog, documentation
           * @enum {string}
           */
          template?: 'blank' | 'business' | 'blog' | 'documentation';
        };
      };
    };
    responses: {
      /** @description Created. */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Project'];
        };
      };
      400: components['responses']['BadRequest2'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
      503: components['responses']['Unavailable'];
    };
  };
  getProject: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The project's id. */
        projectId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ProjectView'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden2'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
      503: components['responses']['Unavailable'];
    };
  };
  deleteProject: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The project's id. */
        projectId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Done: no content. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden4'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
      503: components['responses']['Unavailable'];
    };
  };
  updateProject: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The project's id. */
        projectId: string;
      };
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/json': {
          /** @description a non-empty string of at most 200 characters */
          name?: string;
          /** @description a BCP-47 language code */
          default_language?: string;
        };
      };
    };
    responses: {
      /** @description OK. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Project'];
        };
      };
      400: components['responses']['BadRequest2'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden3'];
      404: components['responses']['NotFound'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
      503: components['responses']['Unavailable'];
    };
  };
  listMembers: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The project's id. */
        projectId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['MemberList'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden5'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
      503: components['responses']['Unavailable'];
    };
  };
  addMember: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The project's id. */
        projectId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "user_id": "bob",
         *       "role": "manager",
         *       "provisioned": true
         *     }
         */
        'application/json': {
          /** @description a non-empty string of at most 200 characters */
          user_id: string;
          /**
           * @description one of member, manager, admin
           * @enum {string}
           */
          role: 'member' | 'manager' | 'admin';
          provisioned?: boolean;
        };
      };
    };
    responses: {
      /** @description Created. */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Member'];
        };
      };
      400: components['responses']['BadRequest2'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden3'];
      404: components['responses']['NotFound'];
      /** @description The user is already a member of this project. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
      503: components['responses']['Unavailable'];
    };
  };
  removeMember: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The project's id. */
        projectId: string;
        /** @description The member's user id. */
        userId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Done: no content. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden3'];
      404: components['responses']['NotFound2'];
      409: components['responses']['Conflict'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
      503: components['responses']['Unavailable'];
    };
  };
  updateMember: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The project's id. */
        projectId: string;
        /** @description The member's user id. */
        userId: string;
      };
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/json': {
          /**
           * @description one of member, manager, admin
           * @enum {string}
           */
          role?: 'member' | 'manager' | 'admin';
          provisioned?: boolean;
        };
      };
    };
    responses: {
      /** @description OK. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Member'];
        };
      };
      400: components['responses']['BadRequest2'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden3'];
      404: components['responses']['NotFound2'];
      409: components['responses']['Conflict'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
      503: components['responses']['Unavailable'];
    };
  };
  listInvitations: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The project's id. */
        projectId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['InvitationList'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden6'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
      503: components['responses']['Unavailable'];
    };
  };
  createInvitation: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The project's id. */
        projectId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "email": "ana@example.com",
         *       "role": "manager"
         *     }
         */
        'application/json': {
          /**
           * Format: email
           * @description an email address (name@example.com)
           */
          email: string;
          /**
           * @description one of member, manager, admin
           * @enum {string}
           */
          role: 'member' | 'manager' | 'admin';
        };
      };
    };
    responses: {
      /** @description Created. */
      201: {
        headers: {
          /** @description `no-store`: the answer holds a secret no cache may keep. */
          'Cache-Control': string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CreatedInvitation'];
        };
      };
      400: components['responses']['BadRequest2'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden3'];
      404: components['responses']['NotFound'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
      503: components['responses']['Unavailable'];
    };
  };
  revokeInvitation: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The project's id. */
        projectId: string;
        /** @description The invitation's id (`id` in the list of pending invitations). */
        invitationId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Done: no content. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden3'];
      404: components['responses']['NotFound2'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
      503: components['responses']['Unavailable'];
    };
  };
  acceptInvitation: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The secret token of a preview link or an invitation, as its `url` carries it. */
        token: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK. */
      200: {
        headers: {
          /** @description `no-store`: the answer holds a secret no cache may keep. */
          'Cache-Control': string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AcceptedInvitation'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      /**
       * @description - What the path names does not exist.
       *     - The link expired, was revoked or was already used (This invitation has expired, was revoked or was already used).
       */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The caller is already a member (User is already a member of this project); the invitation stays usable. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
      503: components['responses']['Unavailable'];
    };
  };
  getGlossary: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The project's id. */
        projectId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Glossary'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden2'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
      503: components['responses']['Unavailable'];
    };
  };
  replaceGlossary: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The project's id. */
        projectId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "terms": [
         *         {
         *           "term": "Acme Cloud"
         *         },
         *         {
         *           "term": "workspace",
         *           "translations": {
         *             "fr": "espace de travail",
         *             "ar": "مساحة العمل"
         *           }
         *         }
         *       ]
         *     }
         */
        'application/json': {
          terms: components['schemas']['GlossaryTerm'][];
        };
      };
    };
    responses: {
      /** @description OK. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Glossary'];
        };
      };
      400: components['responses']['BadRequest2'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden3'];
      404: components['responses']['NotFound'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
      503: components['responses']['Unavailable'];
    };
  };
  getModules: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The project's id. */
        projectId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ProjectModules'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden5'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
      503: components['responses']['Unavailable'];
    };
  };
  updateModules: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The project's id. */
        projectId: string;
      };
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/json': {
          voice?: boolean;
          onboarding?: boolean;
        };
      };
    };
    responses: {
      /** @description OK. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ProjectModules'];
        };
      };
      400: components['responses']['BadRequest2'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden4'];
      404: components['responses']['NotFound'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
      503: components['responses']['Unavailable'];
    };
  };
  getSettings: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The project's id. */
        projectId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ProjectSettings'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden5'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
      503: components['responses']['Unavailable'];
    };
  };
  updateLiveAgentSettings: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The project's id. */
        projectId: string;
      };
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/json': {
          /** @description a string of at most 2000 characters */
          greeting?: string;
          /** @description a non-empty string of at most 64 characters */
          voice?: string;
          /**
           * @description one of members, public
           * @enum {string}
           */
          access?: 'members' | 'public';
          /** @description a single line of at most 200 characters */
          page_heading?: string;
          /** @description a string of at most 4000 characters */
          page_text?: string;
          /** @description an integer from 1 to 3650 */
          question_retention_days?: number;
          manager_phone?: string | null;
          phone_number?: string | null;
        };
      };
    };
    responses: {
      /** @description OK. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ProjectSettings'];
        };
      };
      400: components['responses']['BadRequest2'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden3'];
      404: components['responses']['NotFound'];
      /** @description Another project answers calls to that number (phone_number is already used by another project). */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
      503: components['responses']['Unavailable'];
    };
  };
  listPages: {
    parameters: {
      query?: {
        /** @description Only this language (BCP-47). (a BCP-47 language code) */
        language?: string;
        /** @description Only documents of this visibility. (public, unlisted or draft) */
        visibility?: 'public' | 'unlisted' | 'draft';
        /** @description `next_cursor` of the previous answer, for the next part of the list. */
        cursor?: string;
        /** @description How many at most in this answer. (an integer from 1 to 100) */
        limit?: number;
      };
      header?: never;
      path: {
        /** @description The project's id. */
        projectId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PageList'];
        };
      };
      400: components['responses']['BadRequest2'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden2'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
      503: components['responses']['Unavailable'];
    };
  };
  createPage: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The project's id. */
        projectId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "slug": "about",
         *       "language": "en",
         *       "doc_template_id": "page",
         *       "metadata": {
         *         "title": "About us"
         *       },
         *       "content": "# About us\n\nWe make things."
         *     }
         */
        'application/json': {
          /** @description lowercase letters, digits and "-", with "/" between segments, at most 200 characters */
          slug: string;
          /** @description a BCP-47 language code */
          language: string;
          doc_template_id: string;
          /** @description a string of at most 1048576 characters */
          content: string;
          /** @description an object */
          metadata?: Record<string, unknown>;
          /**
           * @description public or unlisted
           * @enum {string}
           */
          visibility?: 'public' | 'unlisted';
        };
      };
    };
    responses: {
      /** @description Created. */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PageDocument'];
        };
      };
      400: components['responses']['BadRequest2'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden7'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict2'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
      503: components['responses']['Unavailable'];
    };
  };
  getPage: {
    parameters: {
      query?: never;
      header?: {
        /** @description The `ETag` of an answer the client holds: `304` without a body while it is still the answer. */
        'If-None-Match'?: string;
      };
      path: {
        /** @description The project's id. */
        projectId: string;
        /** @description The page's id (a live page's or a draft's). */
        pageId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK. */
      200: {
        headers: {
          /** @description The answer's entity tag: send it back in `If-None-Match` to get `304` while it is unchanged. */
          ETag: string;
          /** @description `private, no-cache`: a client may keep the answer and revalidates it each time. */
          'Cache-Control': string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PageDocument'];
        };
      };
      /** @description Not modified: the answer is the one `If-None-Match` names. */
      304: {
        headers: {
          /** @description The answer's entity tag: send it back in `If-None-Match` to get `304` while it is unchanged. */
          ETag: string;
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden2'];
      404: components['responses']['NotFound2'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
      503: components['responses']['Unavailable'];
    };
  };
  deletePage: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The project's id. */
        projectId: string;
        /** @description The page's id (a live page's or a draft's). */
        pageId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Done: no content. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden7'];
      404: components['responses']['NotFound2'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
      503: components['responses']['Unavailable'];
    };
  };
  updatePage: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The project's id. */
        projectId: string;
        /** @description The page's id (a live page's or a draft's). */
        pageId: string;
      };
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/json': {
          /** @description lowercase letters, digits and "-", with "/" between segments, at most 200 characters */
          slug?: string;
          /** @description an object */
          metadata?: Record<string, unknown>;
          /** @description a string of at most 1048576 characters */
          content?: string;
          /**
           * @description public or unlisted
           * @enum {string}
           */
          visibility?: 'public' | 'unlisted';
          /** @description an integer from 1 to 9007199254740991 */
          revision?: number;
        };
      };
    };
    responses: {
      /** @description OK. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PageDocument'];
        };
      };
      400: components['responses']['BadRequest2'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden7'];
      404: components['responses']['NotFound2'];
      409: components['responses']['Conflict3'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
      503: components['responses']['Unavailable'];
    };
  };
  setPageVisibility: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The project's id. */
        projectId: string;
        /** @description The page's id (a live page's or a draft's). */
        pageId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /**
           * @description public or unlisted
           * @enum {string}
           */
          visibility: 'public' | 'unlisted';
        };
      };
    };
    responses: {
      /** @description OK. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PageDocument'];
        };
      };
      400: components['responses']['BadRequest2'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden7'];
      404: components['responses']['NotFound2'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
      503: components['responses']['Unavailable'];
    };
  };
  openDraft: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The project's id. */
        projectId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "slug": "about",
         *       "language": "en"
         *     }
         */
        'application/json': {
          /** @description lowercase letters, digits and "-", with "/" between segments, at most 200 characters */
          slug: string;
          /** @description a BCP-47 language code */
          language: string;
        };
      };
    };
    responses: {
      /** @description OK. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DraftView'];
        };
      };
      400: components['responses']['BadRequest2'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden8'];
      404: components['responses']['NotFound'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
      503: components['responses']['Unavailable'];
    };
  };
  saveDraft: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The project's id. */
        projectId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "draftId": "new",
         *       "doc_template_id": "page",
         *       "language": "en",
         *       "metadata": {
         *         "slug": "about",
         *         "title": "About us"
         *       },
         *       "content": "# About us",
         *       "autosave": false
         *     }
         */
        'application/json': {
          /** @description a non-empty string of at most 200 characters */
          draftId: string;
          /** @description an object */
          metadata: Record<string, unknown>;
          /** @description a string of at most 1048576 characters */
          content: string;
          /** @description a BCP-47 language code */
          language: string;
          doc_template_id?: string;
          /** @description an integer from 1 to 9007199254740991 */
          revision?: number;
          autosave?: boolean;
          translation_of?: components['schemas']['TranslationOf'] | null;
        };
      };
    };
    responses: {
      /** @description OK. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DraftWriteResult'];
        };
      };
      400: components['responses']['BadRequest2'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden8'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict3'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
      503: components['responses']['Unavailable'];
    };
  };
  discardDraft: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The project's id. */
        projectId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @description a non-empty string of at most 200 characters */
          draftId: string;
        };
      };
    };
    responses: {
      /** @description OK. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DraftWriteResult'];
        };
      };
      400: components['responses']['BadRequest2'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden8'];
      404: components['responses']['NotFound'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
      503: components['responses']['Unavailable'];
    };
  };
  previewDraft: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The project's id. */
        projectId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "slug": "about",
         *       "language": "en",
         *       "doc_template_id": "page",
         *       "metadata": {
         *         "title": "About us"
         *       },
         *       "content": "# About us\n\nWe make **things**."
         *     }
         */
        'application/json': {
          /** @description a BCP-47 language code */
          language: string;
          /** @description a non-empty string of at most 64 characters */
          doc_template_id: string;
          /** @description an object */
          metadata: Record<string, unknown>;
          /** @description a string of at most 1048576 characters */
          content: string;
          /** @description lowercase letters, digits and "-", with "/" between segments, at most 200 characters */
          slug?: string;
        };
      };
    };
    responses: {
      /** @description OK. */
      200: {
        headers: {
          /** @description `no-store`: the answer holds a secret no cache may keep. */
          'Cache-Control': string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DraftPreview'];
        };
      };
      400: components['responses']['BadRequest2'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden2'];
      404: components['responses']['NotFound'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
      503: components['responses']['Unavailable'];
    };
  };
  uploadCustomPage: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The project's id. */
        projectId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @description lowercase letters, digits and "-", with "/" between segments, at most 200 characters */
          slug: string;
          /** @description a BCP-47 language code */
          language: string;
          /**
           * @description html or astro
           * @enum {string}
           */
          kind: 'html' | 'astro';
          /** @description a string of at most 1048576 characters */
          body: string;
          /** @description an object */
          metadata?: Record<string, unknown>;
        };
      };
    };
    responses: {
      /** @description OK. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['UploadResult'];
        };
      };
      /** @description Created. */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['UploadResult'];
        };
      };
      400: components['responses']['BadRequest2'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden8'];
      404: components['responses']['NotFound'];
      /** @description A draft of another template holds the slug and language, or the slug is reserved for the live agent. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
      503: components['responses']['Unavailable'];
    };
  };
  getDraft: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The project's id. */
        projectId: string;
        /** @description The draft's id (`draftId` of the open answer). */
        draftId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DraftRead'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden9'];
      404: components['responses']['NotFound2'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
      503: components['responses']['Unavailable'];
    };
  };
  getDraftLivePage: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The project's id. */
        projectId: string;
        /** @description The draft's id (`draftId` of the open answer). */
        draftId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PageDocument'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden9'];
      404: components['responses']['NotFound2'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
      503: components['responses']['Unavailable'];
    };
  };
  listDraftVersions: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The project's id. */
        projectId: string;
        /** @description The draft's id (`draftId` of the open answer). */
        draftId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DraftVersionList'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden9'];
      404: components['responses']['NotFound2'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
      503: components['responses']['Unavailable'];
    };
  };
  getDraftVersion: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The project's id. */
        projectId: string;
        /** @description The draft's id (`draftId` of the open answer). */
        draftId: string;
        /** @description The version's id (`version_id` in the version list). */
        versionId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DraftVersion'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden9'];
      404: components['responses']['NotFound2'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
      503: components['responses']['Unavailable'];
    };
  };
  restoreDraftVersion: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The project's id. */
        projectId: string;
        /** @description The draft's id (`draftId` of the open answer). */
        draftId: string;
        /** @description The version's id (`version_id` in the version list). */
        versionId: string;
      };
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/json': {
          /** @description an integer from 1 to 9007199254740991 */
          revision?: number;
        };
      };
    };
    responses: {
      /** @description OK. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DraftWriteResult'];
        };
      };
      400: components['responses']['BadRequest2'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden8'];
      404: components['responses']['NotFound2'];
      409: components['responses']['Conflict4'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
      503: components['responses']['Unavailable'];
    };
  };
  startTranslation: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The project's id. */
        projectId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "slug": "about",
         *       "source_language": "en",
         *       "target_language": "ar"
         *     }
         */
        'application/json': {
          /** @description lowercase letters, digits and "-", with "/" between segments, at most 200 characters */
          slug: string;
          /** @description a BCP-47 language code */
          source_language: string;
          /** @description a BCP-47 language code */
          target_language: string;
        };
      };
    };
    responses: {
      /** @description Accepted: it happens in the background. */
      202: {
        headers: {
          /** @description `no-store`: the answer holds a secret no cache may keep. */
          'Cache-Control': string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Translation'];
        };
      };
      400: components['responses']['BadRequest2'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden8'];
      404: components['responses']['NotFound'];
      /** @description A draft of the slug already exists in `target_language` (`A draft already exists for this slug and language`), or a translation of it into that language is running (`job_id` names it). */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TranslationRefused'];
        };
      };
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
      503: components['responses']['Unavailable'];
    };
  };
  getTranslationStatus: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The project's id. */
        projectId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TranslationStatus'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden2'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
      503: components['responses']['Unavailable'];
    };
  };
  getTranslationChanges: {
    parameters: {
      query: {
        /** @description The page's slug (the same in every language). (lowercase letters, digits and "-", with "/" between segments, at most 200 characters) */
        slug: string;
        /** @description Only this language (BCP-47). (a BCP-47 language code) */
        language: string;
      };
      header?: never;
      path: {
        /** @description The project's id. */
        projectId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TranslationChanges'];
        };
      };
      400: components['responses']['BadRequest2'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden2'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
      503: components['responses']['Unavailable'];
    };
  };
  getTranslation: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The project's id. */
        projectId: string;
        /** @description The translation job's id (`id` of its start's answer). */
        translationId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Translation'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden2'];
      404: components['responses']['NotFound2'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
      503: components['responses']['Unavailable'];
    };
  };
  watchDraft: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The project's id. */
        projectId: string;
        /** @description The draft's id (`draftId` of the open answer). */
        draftId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The stream (`text/event-stream`), open until the reader closes it. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/event-stream': string;
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden9'];
      404: components['responses']['NotFound2'];
      /**
       * @description - After 10 answers of 401 to one IP address within a minute, its requests are refused until the minute has passed (`Too many failed authentication attempts`).
       *     - The person already has 20 streams open, or the draft 50: `Retry-After` is when an entry of a stream that died without closing lapses.
       */
      429: {
        headers: {
          /** @description Seconds to wait before trying again. */
          'Retry-After': number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      500: components['responses']['InternalError'];
      503: components['responses']['Unavailable'];
    };
  };
  takeOverDraft: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The project's id. */
        projectId: string;
        /** @description The draft's id (`draftId` of the open answer). */
        draftId: string;
      };
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/json': {
          /** @description a non-empty string of at most 200 characters */
          session_id?: string;
        };
      };
    };
    responses: {
      /** @description OK. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TakeOver'];
        };
      };
      400: components['responses']['BadRequest2'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden7'];
      404: components['responses']['NotFound2'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
      503: components['responses']['Unavailable'];
    };
  };
  publishDryRun: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The project's id. */
        projectId: string;
      };
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/json': {
          /** @description an array of 1 to 10000 draft ids */
          draft_ids?: string[];
        };
      };
    };
    responses: {
      /** @description Created. */
      201: {
        headers: {
          /** @description `no-store`: the answer holds a secret no cache may keep. */
          'Cache-Control': string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PublishPreview'];
        };
      };
      400: components['responses']['BadRequest2'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden7'];
      404: components['responses']['NotFound'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
      503: components['responses']['Unavailable'];
    };
  };
  confirmPublish: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The project's id. */
        projectId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "confirmation_token": "<confirmation_token of the dry run>"
         *     }
         */
        'application/json': {
          /** @description a non-empty string of at most 200 characters */
          confirmation_token: string;
        };
      };
    };
    responses: {
      /** @description OK. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PublishResult'];
        };
      };
      400: components['responses']['BadRequest2'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden7'];
      404: components['responses']['NotFound'];
      /**
       * @description - The confirmation token expired: run the dry run again.
       *     - A draft of the manifest changed since the dry run: nothing was published; `changed` says which and why.
       *     - The project requires approvals (as its setting stands at the confirm) and a draft of the manifest is not approved at its revision: nothing was published.
       */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'] | components['schemas']['DraftsChangedError'];
        };
      };
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['TooManyRequests'];
      /**
       * @description - Something broke on the server: the body says nothing more (`Internal server error`); the log has the details under the `x-request-id`.
       *     - The publish was recorded but the site could not be deployed: repeat the confirm to deploy it.
       */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      503: components['responses']['Unavailable'];
    };
  };
  getPublishStatus: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The project's id. */
        projectId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK. */
      200: {
        headers: {
          /** @description `no-store`: the answer holds a secret no cache may keep. */
          'Cache-Control': string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PublishStatus'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden2'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
      503: components['responses']['Unavailable'];
    };
  };
  getPublishHistory: {
    parameters: {
      query?: {
        /** @description `next_cursor` of the previous answer, for the next part of the list. */
        cursor?: string;
        /** @description How many at most in this answer. (an integer from 1 to 100) */
        limit?: number;
      };
      header?: never;
      path: {
        /** @description The project's id. */
        projectId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PublishHistory'];
        };
      };
      400: components['responses']['BadRequest2'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden2'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
      503: components['responses']['Unavailable'];
    };
  };
  listReleases: {
    parameters: {
      query?: {
        /** @description `next_cursor` of the previous answer, for the next part of the list. */
        cursor?: string;
        /** @description How many at most in this answer. (an integer from 1 to 100) */
        limit?: number;
        /** @description Only those in this state. (one of open, scheduled, publishing, published, failed, cancelled) */
        status?: 'open' | 'scheduled' | 'publishing' | 'published' | 'failed' | 'cancelled';
      };
      header?: never;
      path: {
        /** @description The project's id. */
        projectId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ReleaseList'];
        };
      };
      400: components['responses']['BadRequest2'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden9'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
      503: components['responses']['Unavailable'];
    };
  };
  createRelease: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The project's id. */
        projectId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "name": "Spring launch",
         *       "items": [
         *         {
         *           "action": "publish",
         *           "draft_id": "<draftId>",
         *           "revision": 3
         *         },
         *         {
         *           "action": "unpublish",
         *           "page_id": "<pageId>"
         *         }
         *       ],
         *       "publish_at": "2026-03-29T07:00:00Z",
         *       "time_zone": "Europe/Berlin"
         *     }
         */
        'application/json': {
          /** @description a non-empty string of at most 200 characters */
          name: string;
          /** @description an array of 1 to 500 items, each { action: "publish", draft_id, revision? } or { action: "unpublish", page_id } */
          items: (
            | {
                /** @constant */
                action: 'publish';
                /** @description a non-empty string of at most 200 characters */
                draft_id: string;
                /** @description an integer from 1 to 9007199254740991 */
                revision?: number;
              }
            | {
                /** @constant */
                action: 'unpublish';
                /** @description a non-empty string of at most 200 characters */
                page_id: string;
              }
          )[];
          publish_at?: string | null;
          /** @description an IANA time zone (Europe/Berlin, America/New_York, UTC) */
          time_zone?: string;
        };
      };
    };
    responses: {
      /** @description Created. */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Release'];
        };
      };
      400: components['responses']['BadRequest2'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden7'];
      404: components['responses']['NotFound'];
      /**
       * @description - A draft moved on from the `revision` given: `current_revision` is its revision now.
       *     - A draft is not approved at its revision while the project requires approvals.
       */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['StaleRevisionError'] | components['schemas']['Error'];
        };
      };
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
      503: components['responses']['Unavailable'];
    };
  };
  getRelease: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The project's id. */
        projectId: string;
        /** @description The release's id. */
        releaseId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Release'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden9'];
      404: components['responses']['NotFound2'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
      503: components['responses']['Unavailable'];
    };
  };
  updateRelease: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The project's id. */
        projectId: string;
        /** @description The release's id. */
        releaseId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "revision": 1,
         *       "publish_at": "2026-03-30T07:00:00Z",
         *       "time_zone": "Europe/Berlin"
         *     }
         */
        'application/json': {
          /** @description an integer from 1 to 9007199254740991 */
          revision: number;
          /** @description a non-empty string of at most 200 characters */
          name?: string;
          /** @description an array of 1 to 500 items, each { action: "publish", draft_id, revision? } or { action: "unpublish", page_id } */
          items?: (
            | {
                /** @constant */
                action: 'publish';
                /** @description a non-empty string of at most 200 characters */
                draft_id: string;
                /** @description an integer from 1 to 9007199254740991 */
                revision?: number;
              }
            | {
                /** @constant */
                action: 'unpublish';
                /** @description a non-empty string of at most 200 characters */
                page_id: string;
              }
          )[];
          publish_at?: string | null;
          /** @description an IANA time zone (Europe/Berlin, America/New_York, UTC) */
          time_zone?: string;
        };
      };
    };
    responses: {
      /** @description OK. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Release'];
        };
      };
      400: components['responses']['BadRequest2'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden7'];
      404: components['responses']['NotFound2'];
      /**
       * @description - The release changed since you read it: `current_revision` is its revision now.
       *     - The release is publishing, published or cancelled: it cannot change.
       *     - A draft moved on from the `revision` given: `current_revision` is its revision now.
       *     - A draft is not approved at its revision while the project requires approvals.
       */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['StaleRevisionError'] | components['schemas']['Error'];
        };
      };
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
      503: components['responses']['Unavailable'];
    };
  };
  cancelRelease: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The project's id. */
        projectId: string;
        /** @description The release's id. */
        releaseId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @description an integer from 1 to 9007199254740991 */
          revision: number;
        };
      };
    };
    responses: {
      /** @description OK. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Release'];
        };
      };
      400: components['responses']['BadRequest2'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden7'];
      404: components['responses']['NotFound2'];
      /**
       * @description - The release changed since you read it: `current_revision` is its revision now.
       *     - The release is publishing, published or cancelled: it cannot change.
       */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['StaleRevisionError'] | components['schemas']['Error'];
        };
      };
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
      503: components['responses']['Unavailable'];
    };
  };
  publishRelease: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The project's id. */
        projectId: string;
        /** @description The release's id. */
        releaseId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @description an integer from 1 to 9007199254740991 */
          revision: number;
        };
      };
    };
    responses: {
      /** @description OK. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Release'];
        };
      };
      400: components['responses']['BadRequest2'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden7'];
      404: components['responses']['NotFound2'];
      /**
       * @description - The release changed since you read it: `current_revision` is its revision now.
       *     - The release is publishing, published or cancelled: it cannot change.
       *     - An item was blocked: the release failed and nothing was published; `release` says why, item by item.
       */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['StaleRevisionError'] | components['schemas']['Error'] | components['schemas']['ReleaseFailedError'];
        };
      };
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['TooManyRequests'];
      /**
       * @description - Something broke on the server: the body says nothing more (`Internal server error`); the log has the details under the `x-request-id`.
       *     - The release was published, but the site could not be deployed: it is deployed at the next publish or start.
       */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      503: components['responses']['Unavailable'];
    };
  };
  releaseDryRun: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The project's id. */
        projectId: string;
        /** @description The release's id. */
        releaseId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ReleaseCheck'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden9'];
      404: components['responses']['NotFound2'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
      503: components['responses']['Unavailable'];
    };
  };
  listPreviewLinks: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The project's id. */
        projectId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PreviewLinkList'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden9'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
      503: components['responses']['Unavailable'];
    };
  };
  createPreviewLink: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The project's id. */
        projectId: string;
      };
      cookie?: never;
    };
    requestBody?: {
      content: {
        /**
         * @example {
         *       "draft_id": "<draftId>",
         *       "expires_in": 86400,
         *       "max_views": 10
         *     }
         */
        'application/json': {
          /** @description a non-empty string of at most 200 characters */
          draft_id?: string;
          /** @description a non-empty string of at most 200 characters */
          release_id?: string;
          /** @description an integer from 60 to 2592000 */
          expires_in?: number;
          /** @description an integer from 1 to 1000000 */
          max_views?: number;
        };
      };
    };
    responses: {
      /** @description Created. */
      201: {
        headers: {
          /** @description `no-store`: the answer holds a secret no cache may keep. */
          'Cache-Control': string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CreatedPreviewLink'];
        };
      };
      400: components['responses']['BadRequest2'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden7'];
      404: components['responses']['NotFound'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
      503: components['responses']['Unavailable'];
    };
  };
  revokePreviewLink: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The project's id. */
        projectId: string;
        /** @description The preview link's id. */
        linkId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Done: no content. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden7'];
      404: components['responses']['NotFound2'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
      503: components['responses']['Unavailable'];
    };
  };
  openPreviewLink: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The secret token of a preview link or an invitation, as its `url` carries it. */
        token: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The page as it will deploy (the site’s renderer and stylesheet), `noindex` (`X-Robots-Tag` and a robots meta tag), never cached, sandboxed by its Content-Security-Policy (an opaque origin: the theme’s policy, or for uploaded HTML its scripts in the sandbox). */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/html': string;
        };
      };
      404: components['responses']['NotFound3'];
      /** @description The link expired, its views ran out, or its draft was published or discarded. */
      410: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/html': string;
        };
      };
      500: components['responses']['InternalError'];
    };
  };
  openPreviewLinkItem: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The secret token of a preview link or an invitation, as its `url` carries it. */
        token: string;
        /** @description The draft's id (`draftId` of the open answer). */
        draftId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The page as it will deploy (the site’s renderer and stylesheet), `noindex` (`X-Robots-Tag` and a robots meta tag), never cached, sandboxed by its Content-Security-Policy (an opaque origin: the theme’s policy, or for uploaded HTML its scripts in the sandbox). */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/html': string;
        };
      };
      404: components['responses']['NotFound3'];
      /** @description The link expired, its views ran out, or its draft was published or discarded. */
      410: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/html': string;
        };
      };
      500: components['responses']['InternalError'];
    };
  };
  updateWorkflowSettings: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The project's id. */
        projectId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "require_approval": true
         *     }
         */
        'application/json': {
          require_approval: boolean;
        };
      };
    };
    responses: {
      /** @description OK. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ProjectSettings'];
        };
      };
      400: components['responses']['BadRequest2'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden4'];
      404: components['responses']['NotFound'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
      503: components['responses']['Unavailable'];
    };
  };
  approveDraft: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The project's id. */
        projectId: string;
        /** @description The draft's id (`draftId` of the open answer). */
        draftId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "revision": 3
         *     }
         */
        'application/json': {
          /** @description an integer from 1 to 9007199254740991 */
          revision: number;
        };
      };
    };
    responses: {
      /** @description OK. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DraftApproval'];
        };
      };
      400: components['responses']['BadRequest2'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden3'];
      404: components['responses']['NotFound2'];
      409: components['responses']['Conflict4'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
      503: components['responses']['Unavailable'];
    };
  };
  listDocTemplates: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DocTemplateList'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
      503: components['responses']['Unavailable'];
    };
  };
  listStarterKits: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['StarterKitList'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
      503: components['responses']['Unavailable'];
    };
  };
  listProjectTemplates: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The project's id. */
        projectId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ProjectTemplateList'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden2'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
      503: components['responses']['Unavailable'];
    };
  };
  createProjectTemplate: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The project's id. */
        projectId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @description lowercase letters, digits and "-" (at most 64, starting with a letter or digit) */
          id: string;
          /** @description a non-empty string of at most 200 characters */
          name: string;
          fields: {
            /** @description lowercase letters, digits and "_" (at most 64, starting with a letter) */
            key: string;
            /** @description a non-empty string of at most 200 characters */
            label: string;
            /**
             * @description one of text, textarea, markdown, select, boolean, date, url, image, tags
             * @enum {string}
             */
            type: 'text' | 'textarea' | 'markdown' | 'select' | 'boolean' | 'date' | 'url' | 'image' | 'tags';
            required?: boolean;
            options?: string[];
            /** @description a string of at most 500 characters */
            help?: string;
            show_on_page?: boolean;
          }[];
          /** @description a string of at most 2000 characters */
          description?: string;
          /**
           * @description one of page, article, faq, landing
           * @enum {string}
           */
          extends?: 'page' | 'article' | 'faq' | 'landing';
        };
      };
    };
    responses: {
      /** @description Created. */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DocTemplate'];
        };
      };
      400: components['responses']['BadRequest2'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden3'];
      404: components['responses']['NotFound'];
      /** @description A template with that id exists (built in, or the project’s own). */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
      503: components['responses']['Unavailable'];
    };
  };
  getProjectTemplate: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The project's id. */
        projectId: string;
        /** @description The template's id. */
        templateId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DocTemplate'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden2'];
      404: components['responses']['NotFound2'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
      503: components['responses']['Unavailable'];
    };
  };
  replaceProjectTemplate: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The project's id. */
        projectId: string;
        /** @description The template's id. */
        templateId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @description a non-empty string of at most 200 characters */
          name: string;
          fields: {
            /** @description lowercase letters, digits and "_" (at most 64, starting with a letter) */
            key: string;
            /** @description a non-empty string of at most 200 characters */
            label: string;
            /**
             * @description one of text, textarea, markdown, select, boolean, date, url, image, tags
             * @enum {string}
             */
            type: 'text' | 'textarea' | 'markdown' | 'select' | 'boolean' | 'date' | 'url' | 'image' | 'tags';
            required?: boolean;
            options?: string[];
            /** @description a string of at most 500 characters */
            help?: string;
            show_on_page?: boolean;
          }[];
          /** @description a string of at most 2000 characters */
          description?: string;
          /**
           * @description one of page, article, faq, landing
           * @enum {string}
           */
          extends?: 'page' | 'article' | 'faq' | 'landing';
        };
      };
    };
    responses: {
      /** @description OK. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DocTemplate'];
        };
      };
      400: components['responses']['BadRequest2'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden3'];
      404: components['responses']['NotFound2'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
      503: components['responses']['Unavailable'];
    };
  };
  deleteProjectTemplate: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The project's id. */
        projectId: string;
        /** @description The template's id. */
        templateId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Done: no content. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden3'];
      404: components['responses']['NotFound2'];
      /** @description Pages or drafts use the template. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
      503: components['responses']['Unavailable'];
    };
  };
  searchPages: {
    parameters: {
      query: {
        /** @description Plain words to look for (no query syntax). (a non-empty string of at most 500 characters) */
        q: string;
        /** @description Only this language (BCP-47). (a BCP-47 language code) */
        language?: string;
        /** @description How many at most in this answer. (an integer from 1 to 50) */
        limit?: number;
      };
      header?: never;
      path: {
        /** @description The project's id. */
        projectId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SearchResults'];
        };
      };
      400: components['responses']['BadRequest2'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden2'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
      503: components['responses']['Unavailable'];
    };
  };
  updateSearchSettings: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The project's id. */
        projectId: string;
      };
      cookie?: never;
    };
    requestBody?: {
      content: {
        /**
         * @example {
         *       "synonyms": [
         *         [
         *           "shipping",
         *           "delivery"
         *         ],
         *         [
         *           "coeliac",
         *           "gluten-free"
         *         ]
         *       ],
         *       "builtin_synonyms": true
         *     }
         */
        'application/json': {
          /** @description at most 200 groups of 2 to 20 different words or phrases of at most 60 characters */
          synonyms?: string[][];
          builtin_synonyms?: boolean;
        };
      };
    };
    responses: {
      /** @description OK. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ProjectSettings'];
        };
      };
      400: components['responses']['BadRequest2'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden3'];
      404: components['responses']['NotFound'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
      503: components['responses']['Unavailable'];
    };
  };
  findSitePage: {
    parameters: {
      query: {
        /** @description An absolute http or https address (a page of a published site, as the browser shows it). (an http or https URL of at most 2048 characters) */
        url: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SitePage'];
        };
      };
      400: components['responses']['BadRequest2'];
      401: components['responses']['Unauthorized'];
      /** @description No page of a project the caller may read is at the address (whether another project serves it stays unsaid). */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
      503: components['responses']['Unavailable'];
    };
  };
  updateSiteSettings: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The project's id. */
        projectId: string;
      };
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/json': {
          /**
           * @description one of homepage, destination_page, widget, modal, none
           * @enum {string}
           */
          live_agent_placement?: 'homepage' | 'destination_page' | 'widget' | 'modal' | 'none';
          live_agent_slug?: string | null;
          accent_color?: string | null;
          logo_image_id?: string | null;
          favicon_image_id?: string | null;
          home_pages?: {
            [key: string]: string | null;
          };
          launcher_offset?: {
            /** @description an integer from 0 to 400 */
            bottom: number;
            /** @description an integer from 0 to 400 */
            inline_end: number;
          } | null;
          language_fallbacks?: {
            [key: string]: string;
          };
        };
      };
    };
    responses: {
      /** @description OK. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ProjectSettings'];
        };
      };
      400: components['responses']['BadRequest2'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden3'];
      404: components['responses']['NotFound'];
      /** @description Placement `destination_page` with a `live_agent_slug` a page or draft already uses. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
      503: components['responses']['Unavailable'];
    };
  };
  listSidebarGroups: {
    parameters: {
      query?: {
        /** @description Only this language (BCP-47). (a BCP-47 language code) */
        language?: string;
      };
      header?: never;
      path: {
        /** @description The project's id. */
        projectId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SidebarGroupList'];
        };
      };
      400: components['responses']['BadRequest2'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden2'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
      503: components['responses']['Unavailable'];
    };
  };
  createSidebarGroup: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The project's id. */
        projectId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @description a BCP-47 language code */
          language: string;
          /** @description a non-empty string of at most 200 characters */
          title: string;
          /** @description an array of at most 200 items */
          items?: {
            /** @description lowercase letters, digits and "-", with "/" between segments, at most 200 characters */
            slug: string;
            /** @description a non-empty string of at most 200 characters */
            label: string;
          }[];
        };
      };
    };
    responses: {
      /** @description Created. */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SidebarGroup'];
        };
      };
      400: components['responses']['BadRequest2'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden7'];
      404: components['responses']['NotFound'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
      503: components['responses']['Unavailable'];
    };
  };
  orderNavigationSidebarGroup: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The project's id. */
        projectId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @description a BCP-47 language code */
          language: string;
          /** @description an array of distinct ids */
          ids: string[];
        };
      };
    };
    responses: {
      /** @description OK. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['OrderedNavigation'];
        };
      };
      400: components['responses']['BadRequest2'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden7'];
      404: components['responses']['NotFound'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
      503: components['responses']['Unavailable'];
    };
  };
  deleteSidebarGroup: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The project's id. */
        projectId: string;
        /** @description The sidebar group's id. */
        groupId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Done: no content. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden7'];
      404: components['responses']['NotFound2'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
      503: components['responses']['Unavailable'];
    };
  };
  updateSidebarGroup: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The project's id. */
        projectId: string;
        /** @description The sidebar group's id. */
        groupId: string;
      };
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/json': {
          /** @description a non-empty string of at most 200 characters */
          title?: string;
          /** @description an array of at most 200 items */
          items?: {
            /** @description lowercase letters, digits and "-", with "/" between segments, at most 200 characters */
            slug: string;
            /** @description a non-empty string of at most 200 characters */
            label: string;
          }[];
        };
      };
    };
    responses: {
      /** @description OK. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SidebarGroup'];
        };
      };
      400: components['responses']['BadRequest2'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden7'];
      404: components['responses']['NotFound2'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
      503: components['responses']['Unavailable'];
    };
  };
  listHeaderNavItems: {
    parameters: {
      query?: {
        /** @description Only this language (BCP-47). (a BCP-47 language code) */
        language?: string;
      };
      header?: never;
      path: {
        /** @description The project's id. */
        projectId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HeaderNavItemList'];
        };
      };
      400: components['responses']['BadRequest2'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden2'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
      503: components['responses']['Unavailable'];
    };
  };
  createHeaderNavItem: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The project's id. */
        projectId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @description a BCP-47 language code */
          language: string;
          /** @description a non-empty string of at most 200 characters */
          label: string;
          /** @description lowercase letters, digits and "-", with "/" between segments, at most 200 characters */
          slug?: string;
          /**
           * Format: uri
           * @description an http or https URL
           */
          url?: string;
        };
      };
    };
    responses: {
      /** @description Created. */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HeaderNavItem'];
        };
      };
      400: components['responses']['BadRequest2'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden7'];
      404: components['responses']['NotFound'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
      503: components['responses']['Unavailable'];
    };
  };
  orderNavigationHeaderNavItem: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The project's id. */
        projectId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @description a BCP-47 language code */
          language: string;
          /** @description an array of distinct ids */
          ids: string[];
        };
      };
    };
    responses: {
      /** @description OK. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['OrderedNavigation'];
        };
      };
      400: components['responses']['BadRequest2'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden7'];
      404: components['responses']['NotFound'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
      503: components['responses']['Unavailable'];
    };
  };
  deleteHeaderNavItem: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The project's id. */
        projectId: string;
        /** @description The header navigation item's id. */
        itemId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Done: no content. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden7'];
      404: components['responses']['NotFound2'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
      503: components['responses']['Unavailable'];
    };
  };
  updateHeaderNavItem: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The project's id. */
        projectId: string;
        /** @description The header navigation item's id. */
        itemId: string;
      };
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/json': {
          /** @description a non-empty string of at most 200 characters */
          label?: string;
          /** @description lowercase letters, digits and "-", with "/" between segments, at most 200 characters */
          slug?: string;
          /**
           * Format: uri
           * @description an http or https URL
           */
          url?: string;
        };
      };
    };
    responses: {
      /** @description OK. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HeaderNavItem'];
        };
      };
      400: components['responses']['BadRequest2'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden7'];
      404: components['responses']['NotFound2'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
      503: components['responses']['Unavailable'];
    };
  };
  listDomains: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The project's id. */
        projectId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DomainList'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden5'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
      503: components['responses']['Unavailable'];
    };
  };
  addDomain: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The project's id. */
        projectId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @description a domain name such as www.example.com (no scheme, port or path; not an IP address) */
          hostname: string;
        };
      };
    };
    responses: {
      /** @description Created. */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Domain'];
        };
      };
      400: components['responses']['BadRequest2'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden4'];
      404: components['responses']['NotFound'];
      /**
       * @description - The hostname is already added to this project.
       *     - Another project verified the hostname first.
       *     - The hostname is reserved: a host the service answers as itself (PUBLIC_BASE_URL's, HOST, VOICE_STREAM_URL's) or a name under one, or SITES_DOMAIN or a name under it.
       */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
      503: components['responses']['Unavailable'];
    };
  };
  verifyDomain: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The project's id. */
        projectId: string;
        /** @description The domain name, as added. */
        hostname: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Domain'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden4'];
      404: components['responses']['NotFound2'];
      /**
       * @description - The TXT record is missing or holds another value; `found` lists the values the lookup found.
       *     - Another project verified the hostname first.
       *     - The hostname is reserved: a host the service answers as itself (PUBLIC_BASE_URL's, HOST, VOICE_STREAM_URL's) or a name under one, or SITES_DOMAIN or a name under it.
       */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['VerificationFailedError'] | components['schemas']['Error'];
        };
      };
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
      /**
       * @description - The identity provider's signing keys could not be fetched to check an ID token.
       *     - The DNS lookup failed: try again later.
       */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  removeDomain: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The project's id. */
        projectId: string;
        /** @description The domain name, as added. */
        hostname: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Done: no content. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden4'];
      404: components['responses']['NotFound2'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
      503: components['responses']['Unavailable'];
    };
  };
  getSiteRootWithoutSlash: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The project's id. */
        projectId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The same file on the site’s own origin: `<scheme>://<projectId>.<SITES_DOMAIN>[:port]/<sitePath>` (the scheme and port of `PUBLIC_BASE_URL`, as the project’s `site_url` says), the query kept. */
      308: {
        headers: {
          /** @description Where the file is. */
          Location: string;
          [name: string]: unknown;
        };
        content?: never;
      };
      404: components['responses']['NotFound4'];
      500: components['responses']['InternalError'];
    };
  };
  headSiteRootWithoutSlash: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The project's id. */
        projectId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The same file on the site’s own origin: `<scheme>://<projectId>.<SITES_DOMAIN>[:port]/<sitePath>` (the scheme and port of `PUBLIC_BASE_URL`, as the project’s `site_url` says), the query kept. */
      308: {
        headers: {
          /** @description Where the file is. */
          Location: string;
          [name: string]: unknown;
        };
        content?: never;
      };
      404: components['responses']['NotFound4'];
      500: components['responses']['InternalError'];
    };
  };
  getSiteFile: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The project's id. */
        projectId: string;
        /** @description A path below the site’s root: empty (the root), `<language>/`, `<language>/<slug>/` (slugs may hold `/`), `sitemap.xml`. */
        sitePath: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The same file on the site’s own origin: `<scheme>://<projectId>.<SITES_DOMAIN>[:port]/<sitePath>` (the scheme and port of `PUBLIC_BASE_URL`, as the project’s `site_url` says), the query kept. */
      308: {
        headers: {
          /** @description Where the file is. */
          Location: string;
          [name: string]: unknown;
        };
        content?: never;
      };
      404: components['responses']['NotFound4'];
      500: components['responses']['InternalError'];
    };
  };
  headSiteFile: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The project's id. */
        projectId: string;
        /** @description A path below the site’s root: empty (the root), `<language>/`, `<language>/<slug>/` (slugs may hold `/`), `sitemap.xml`. */
        sitePath: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The same file on the site’s own origin: `<scheme>://<projectId>.<SITES_DOMAIN>[:port]/<sitePath>` (the scheme and port of `PUBLIC_BASE_URL`, as the project’s `site_url` says), the query kept. */
      308: {
        headers: {
          /** @description Where the file is. */
          Location: string;
          [name: string]: unknown;
        };
        content?: never;
      };
      404: components['responses']['NotFound4'];
      500: components['responses']['InternalError'];
    };
  };
  listImages: {
    parameters: {
      query?: {
        /** @description `next_cursor` of the previous answer, for the next part of the list. */
        cursor?: string;
        /** @description How many at most in this answer. (an integer from 1 to 100) */
        limit?: number;
      };
      header?: never;
      path: {
        /** @description The project's id. */
        projectId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ImageList'];
        };
      };
      400: components['responses']['BadRequest2'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden2'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
      503: components['responses']['Unavailable'];
    };
  };
  uploadImage: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The project's id. */
        projectId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'image/*': string;
        'application/octet-stream': string;
      };
    };
    responses: {
      /** @description The project already had these bytes: the same image. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Image'];
        };
      };
      /** @description The image, stored. */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Image'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden8'];
      404: components['responses']['NotFound'];
      /** @description The image is over 10 MB. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The bytes are not a PNG, JPEG, GIF, WebP or AVIF image. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
      503: components['responses']['Unavailable'];
    };
  };
  getImage: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The project's id. */
        projectId: string;
        /** @description The image's id. */
        imageId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Image'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden2'];
      404: components['responses']['NotFound2'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
      503: components['responses']['Unavailable'];
    };
  };
  deleteImage: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The project's id. */
        projectId: string;
        /** @description The image's id. */
        imageId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Done: no content. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden8'];
      404: components['responses']['NotFound2'];
      /**
       * @description - A live page uses the image (`The image is used by a live page: remove it from the page first`); `used_by` names those pages.
       *     - The site shows the image as its logo (`The image is the site's logo: choose another logo (or none) in the site settings first`).
       *     - The site shows the image as its icon (`The image is the site's icon: choose another icon (or none) in the site settings first`).
       */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ImageInUseError'] | components['schemas']['Error'];
        };
      };
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
      503: components['responses']['Unavailable'];
    };
  };
  createResumableUpload: {
    parameters: {
      query?: never;
      header: {
        /** @description The protocol version: `1.0.0`. */
        'Tus-Resumable': '1.0.0';
        /** @description The size of the whole file, in bytes. */
        'Upload-Length': number;
        /** @description tus metadata (`filename <base64>`, ...). */
        'Upload-Metadata'?: string;
        /** @description `sha1 <base64 digest>` of the bytes sent: a chunk that does not match is discarded (460). */
        'Upload-Checksum'?: string;
      };
      path: {
        /** @description The project's id. */
        projectId: string;
      };
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/offset+octet-stream': string;
      };
    };
    responses: {
      /** @description The upload exists; send its bytes to `Location`. */
      201: {
        headers: {
          /** @description The upload: a path (`/api/projects/{projectId}/uploads/{uploadId}`). */
          Location: string;
          /** @description Bytes received with this request (creation-with-upload). */
          'Upload-Offset'?: number;
          /** @description Once the upload is complete: the image it became (`/api/projects/{projectId}/images/{imageId}`, see Get image). */
          'Content-Location'?: string;
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden8'];
      404: components['responses']['NotFound'];
      /** @description `Upload-Length` is over 100 MB. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The completed upload is not an image. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
      503: components['responses']['Unavailable'];
    };
  };
  describeResumableUploads: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The project's id. */
        projectId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The protocol versions, extensions, checksum algorithms and size limit. */
      204: {
        headers: {
          /** @description Supported versions. */
          'Tus-Version'?: string;
          /** @description Supported extensions. */
          'Tus-Extension'?: string;
          /** @description The largest upload, in bytes. */
          'Tus-Max-Size'?: number;
          /** @description Checksum algorithms (`sha1`). */
          'Tus-Checksum-Algorithm'?: string;
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden8'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
      503: components['responses']['Unavailable'];
    };
  };
  terminateResumableUpload: {
    parameters: {
      query?: never;
      header: {
        /** @description The protocol version: `1.0.0`. */
        'Tus-Resumable': '1.0.0';
      };
      path: {
        /** @description The project's id. */
        projectId: string;
        /** @description The upload, from the `Location` of its creation. */
        uploadId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The upload and its bytes are gone. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden8'];
      404: components['responses']['NotFound2'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
      503: components['responses']['Unavailable'];
    };
  };
  describeResumableUpload: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The project's id. */
        projectId: string;
        /** @description The upload, from the `Location` of its creation. */
        uploadId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The protocol versions, extensions, checksum algorithms and size limit. */
      204: {
        headers: {
          /** @description Supported versions. */
          'Tus-Version'?: string;
          /** @description Supported extensions. */
          'Tus-Extension'?: string;
          /** @description The largest upload, in bytes. */
          'Tus-Max-Size'?: number;
          /** @description Checksum algorithms (`sha1`). */
          'Tus-Checksum-Algorithm'?: string;
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden8'];
      404: components['responses']['NotFound2'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
      503: components['responses']['Unavailable'];
    };
  };
  getResumableUploadOffset: {
    parameters: {
      query?: never;
      header: {
        /** @description The protocol version: `1.0.0`. */
        'Tus-Resumable': '1.0.0';
      };
      path: {
        /** @description The project's id. */
        projectId: string;
        /** @description The upload, from the `Location` of its creation. */
        uploadId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The offset to resume from. */
      200: {
        headers: {
          /** @description Bytes received so far. */
          'Upload-Offset': number;
          /** @description The size of the whole file. */
          'Upload-Length'?: number;
          /** @description Once the upload is complete: the image it became (`/api/projects/{projectId}/images/{imageId}`, see Get image). */
          'Content-Location'?: string;
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden8'];
      404: components['responses']['NotFound2'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
      503: components['responses']['Unavailable'];
    };
  };
  appendToResumableUpload: {
    parameters: {
      query?: never;
      header: {
        /** @description The protocol version: `1.0.0`. */
        'Tus-Resumable': '1.0.0';
        /** @description Where these bytes start: the offset the upload is at. */
        'Upload-Offset': number;
        /** @description `sha1 <base64 digest>` of the bytes sent: a chunk that does not match is discarded (460). */
        'Upload-Checksum'?: string;
      };
      path: {
        /** @description The project's id. */
        projectId: string;
        /** @description The upload, from the `Location` of its creation. */
        uploadId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/offset+octet-stream': string;
      };
    };
    responses: {
      /** @description The bytes are stored. */
      204: {
        headers: {
          /** @description Bytes received so far. */
          'Upload-Offset': number;
          /** @description Once the upload is complete: the image it became (`/api/projects/{projectId}/images/{imageId}`, see Get image). */
          'Content-Location'?: string;
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden8'];
      404: components['responses']['NotFound2'];
      /** @description `Upload-Offset` is not where the upload is. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The upload would grow over its length (at most 100 MB). */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The body is not `application/offset+octet-stream`, or the completed upload is not an image. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      429: components['responses']['TooManyRequests'];
      /** @description The chunk does not match its `Upload-Checksum`: it was discarded. */
      460: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      500: components['responses']['InternalError'];
      503: components['responses']['Unavailable'];
    };
  };
  getMediaFile: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The project's id. */
        projectId: string;
        /** @description `<image id>.<extension>`, as in the image's `url`. */
        fileName: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The bytes, cached for good (`Cache-Control: public, max-age=31536000, immutable`). */
      200: {
        headers: {
          /** @description The bytes' tag, for revalidation. */
          ETag?: string;
          [name: string]: unknown;
        };
        content: {
          'image/*': string;
        };
      };
      /** @description Not modified (`If-None-Match` matched). */
      304: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      404: components['responses']['NotFound5'];
      500: components['responses']['InternalError'];
    };
  };
  headMediaFile: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The project's id. */
        projectId: string;
        /** @description `<image id>.<extension>`, as in the image's `url`. */
        fileName: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The bytes, cached for good (`Cache-Control: public, max-age=31536000, immutable`). */
      200: {
        headers: {
          /** @description The bytes' tag, for revalidation. */
          ETag?: string;
          [name: string]: unknown;
        };
        content: {
          'image/*': string;
        };
      };
      /** @description Not modified (`If-None-Match` matched). */
      304: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      404: components['responses']['NotFound5'];
      500: components['responses']['InternalError'];
    };
  };
  capturePage: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The project's id. */
        projectId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /**
           * Format: uri
           * @description an http or https URL of at most 2048 characters
           */
          url: string;
          /** @description a string of at most 1048576 characters */
          html: string;
          /** @description a string of at most 500 characters */
          title?: string;
        };
      };
    };
    responses: {
      /** @description Created. */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Capture'];
        };
      };
      400: components['responses']['BadRequest2'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden8'];
      404: components['responses']['NotFound'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
      503: components['responses']['Unavailable'];
    };
  };
  listCaptures: {
    parameters: {
      query?: {
        /** @description `next_cursor` of the previous answer, for the next part of the list. */
        cursor?: string;
        /** @description How many at most in this answer. (an integer from 1 to 100) */
        limit?: number;
      };
      header?: never;
      path: {
        /** @description The project's id. */
        projectId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CaptureList'];
        };
      };
      400: components['responses']['BadRequest2'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden2'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
      503: components['responses']['Unavailable'];
    };
  };
  deleteCapture: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The project's id. */
        projectId: string;
        /** @description The capture's id (`capture_id`). */
        captureId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Done: no content. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden8'];
      404: components['responses']['NotFound2'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
      503: components['responses']['Unavailable'];
    };
  };
  extractCapture: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The project's id. */
        projectId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @description a non-empty string of at most 64 characters */
          capture_id: string;
        };
      };
    };
    responses: {
      /** @description OK. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Extraction'];
        };
      };
      400: components['responses']['BadRequest2'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden9'];
      404: components['responses']['NotFound'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
      503: components['responses']['Unavailable'];
    };
  };
  saveCapture: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The project's id. */
        projectId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @description a non-empty string of at most 64 characters */
          capture_id: string;
          /** @description lowercase letters, digits and "-", with "/" between segments, at most 200 characters */
          slug?: string;
          /** @description a BCP-47 language code */
          language?: string;
          /** @description a non-empty string of at most 64 characters */
          doc_template_id?: string;
          /** @description an object */
          metadata?: Record<string, unknown>;
          /** @description a string of at most 1048576 characters */
          content?: string;
        };
      };
    };
    responses: {
      /** @description Created. */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SavedCapture'];
        };
      };
      400: components['responses']['BadRequest2'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden8'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict2'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
      503: components['responses']['Unavailable'];
    };
  };
  listActivity: {
    parameters: {
      query?: {
        /** @description `next_cursor` of the previous answer, for older entries. */
        cursor?: string;
        /** @description How many at most in this answer (1 to 100, default 50; the JSON lines export ignores it). */
        limit?: number;
        /** @description Only the writes of this user id, API key id or OAuth client id. */
        actor?: string;
        /** @description Only this operation (`save_draft`, `confirm_publish`, ...). */
        action?: string;
      };
      header?: never;
      path: {
        /** @description The project's id. */
        projectId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A page of the log; or, asked for `application/x-ndjson`, every matching entry, a line each. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ActivityPage'];
          'application/x-ndjson': components['schemas']['ActivityItem'];
        };
      };
      /**
       * @description - A credential header is sent twice, or both a bearer token and an API key are sent.
       *     - A query parameter is not valid (a cursor this service never gave, a limit out of range).
       */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden10'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
      503: components['responses']['Unavailable'];
    };
  };
  listWebhooks: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The project's id. */
        projectId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['WebhookList'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden10'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
      503: components['responses']['Unavailable'];
    };
  };
  createWebhook: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The project's id. */
        projectId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "url": "https://ci.example.com/hooks/content",
         *       "events": [
         *         "publish.completed",
         *         "page.updated"
         *       ],
         *       "description": "rebuild the site"
         *     }
         */
        'application/json': {
          /** @description an http or https URL of at most 2000 characters, without credentials */
          url: string;
          /** @description a non-empty list of event types (page.created, page.updated, page.deleted, publish.completed, draft.discarded, member.added, member.removed, onboarding.confirmed, live.transfer.completed, release.published, release.failed, question.unanswered, ping) or ["*"] */
          events: (
            | 'page.created'
            | 'page.updated'
            | 'page.deleted'
            | 'publish.completed'
            | 'draft.discarded'
            | 'member.added'
            | 'member.removed'
            | 'onboarding.confirmed'
            | 'live.transfer.completed'
            | 'release.published'
            | 'release.failed'
            | 'question.unanswered'
            | 'ping'
            | '*'
          )[];
          description?: string | null;
        };
      };
    };
    responses: {
      /** @description Created. */
      201: {
        headers: {
          /** @description `no-store`: the answer holds a secret no cache may keep. */
          'Cache-Control': string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CreatedWebhook'];
        };
      };
      400: components['responses']['BadRequest2'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden4'];
      404: components['responses']['NotFound'];
      /** @description The project has 20 webhooks already. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
      503: components['responses']['Unavailable'];
    };
  };
  deleteWebhook: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The project's id. */
        projectId: string;
        /** @description The webhook's id. */
        webhookId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Done: no content. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden10'];
      404: components['responses']['NotFound2'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
      503: components['responses']['Unavailable'];
    };
  };
  updateWebhook: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The project's id. */
        projectId: string;
        /** @description The webhook's id. */
        webhookId: string;
      };
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/json': {
          /** @description an http or https URL of at most 2000 characters, without credentials */
          url?: string;
          /** @description a non-empty list of event types (page.created, page.updated, page.deleted, publish.completed, draft.discarded, member.added, member.removed, onboarding.confirmed, live.transfer.completed, release.published, release.failed, question.unanswered, ping) or ["*"] */
          events?: (
            | 'page.created'
            | 'page.updated'
            | 'page.deleted'
            | 'publish.completed'
            | 'draft.discarded'
            | 'member.added'
            | 'member.removed'
            | 'onboarding.confirmed'
            | 'live.transfer.completed'
            | 'release.published'
            | 'release.failed'
            | 'question.unanswered'
            | 'ping'
            | '*'
          )[];
          description?: string | null;
          enabled?: boolean;
        };
      };
    };
    responses: {
      /** @description OK. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Webhook'];
        };
      };
      400: components['responses']['BadRequest2'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden4'];
      404: components['responses']['NotFound2'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
      503: components['responses']['Unavailable'];
    };
  };
  rotateWebhookSecret: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The project's id. */
        projectId: string;
        /** @description The webhook's id. */
        webhookId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK. */
      200: {
        headers: {
          /** @description `no-store`: the answer holds a secret no cache may keep. */
          'Cache-Control': string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['WebhookSecret'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden4'];
      404: components['responses']['NotFound2'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
      503: components['responses']['Unavailable'];
    };
  };
  pingWebhook: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The project's id. */
        projectId: string;
        /** @description The webhook's id. */
        webhookId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Accepted: it happens in the background. */
      202: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Delivery'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden4'];
      404: components['responses']['NotFound2'];
      409: components['responses']['Conflict5'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
      503: components['responses']['Unavailable'];
    };
  };
  listWebhookDeliveries: {
    parameters: {
      query?: {
        /** @description `next_cursor` of the previous answer, for the next part of the list. */
        cursor?: string;
        /** @description How many at most in this answer. (an integer from 1 to 100) */
        limit?: number;
      };
      header?: never;
      path: {
        /** @description The project's id. */
        projectId: string;
        /** @description The webhook's id. */
        webhookId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DeliveryLog'];
        };
      };
      400: components['responses']['BadRequest2'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden10'];
      404: components['responses']['NotFound2'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
      503: components['responses']['Unavailable'];
    };
  };
  redeliverWebhook: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The project's id. */
        projectId: string;
        /** @description The webhook's id. */
        webhookId: string;
        /** @description The delivery's id. */
        deliveryId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Accepted: it happens in the background. */
      202: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Delivery'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden4'];
      404: components['responses']['NotFound2'];
      409: components['responses']['Conflict5'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
      503: components['responses']['Unavailable'];
    };
  };
  listApiKeys: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The project's id. */
        projectId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiKeyList'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden10'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
      503: components['responses']['Unavailable'];
    };
  };
  createApiKey: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The project's id. */
        projectId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "name": "CI",
         *       "role": "member"
         *     }
         */
        'application/json': {
          /** @description a non-empty string of at most 100 characters */
          name: string;
          /**
           * @description manager or member
           * @enum {string}
           */
          role?: 'manager' | 'member';
        };
      };
    };
    responses: {
      /** @description Created. */
      201: {
        headers: {
          /** @description `no-store`: the answer holds a secret no cache may keep. */
          'Cache-Control': string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CreatedApiKey'];
        };
      };
      400: components['responses']['BadRequest2'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden4'];
      404: components['responses']['NotFound'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
      503: components['responses']['Unavailable'];
    };
  };
  revokeApiKey: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The project's id. */
        projectId: string;
        /** @description The API key's id. */
        keyId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Done: no content. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden10'];
      404: components['responses']['NotFound2'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
      503: components['responses']['Unavailable'];
    };
  };
  getLiveAgentFrame: {
    parameters: {
      query: {
        /** @description The project whose agent it is. */
        project: string;
        /** @description Where the launcher shows it: `homepage`, `destination_page` (in the page), `widget` (a panel), `modal` (full screen). */
        placement: 'homepage' | 'destination_page' | 'widget' | 'modal';
        /** @description The language of the site’s page (BCP 47). */
        lang?: string;
        /** @description The path of the site’s page (`/en/delivery/`), passed on with each tool call: a question the agent cannot answer is recorded with it. Left out when it is not a path of at most 500 characters without spaces, `?` or `#`. */
        page?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The page. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/html': string;
        };
      };
      /** @description A placement that is not one of those, or a `lang` that is no language code. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description No such project. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      500: components['responses']['InternalError'];
    };
  };
  startLiveSessionStart: {
    parameters: {
      query?: never;
      header: {
        /** @description The project: live voice names it in this header. */
        'x-project-id': string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK. */
      200: {
        headers: {
          /** @description `no-store`: the answer holds a secret no cache may keep. */
          'Cache-Control': string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['LiveSession'];
        };
      };
      400: components['responses']['BadRequest2'];
      401: components['responses']['Unauthorized2'];
      403: components['responses']['Forbidden11'];
      404: components['responses']['NotFound6'];
      429: components['responses']['TooManyRequests2'];
      500: components['responses']['InternalError'];
      503: components['responses']['Unavailable2'];
    };
  };
  startLiveSessionResume: {
    parameters: {
      query?: never;
      header: {
        /** @description The project: live voice names it in this header. */
        'x-project-id': string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK. */
      200: {
        headers: {
          /** @description `no-store`: the answer holds a secret no cache may keep. */
          'Cache-Control': string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['LiveSession'];
        };
      };
      400: components['responses']['BadRequest2'];
      401: components['responses']['Unauthorized2'];
      403: components['responses']['Forbidden11'];
      404: components['responses']['NotFound6'];
      429: components['responses']['TooManyRequests2'];
      500: components['responses']['InternalError'];
      503: components['responses']['Unavailable2'];
    };
  };
  executeTool: {
    parameters: {
      query?: never;
      header: {
        /** @description The project: live voice names it in this header. */
        'x-project-id': string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "tool_name": "update_profile",
         *       "args": {
         *         "first_name": "Ada",
         *         "language": "en"
         *       }
         *     }
         */
        'application/json': {
          /** @description a non-empty string of at most 100 characters */
          tool_name: string;
          /** @description an object */
          args?: Record<string, unknown>;
          /** @description a path of the site starting with / (at most 500 characters, without spaces, ? or #) */
          page?: string;
        };
      };
    };
    responses: {
      /** @description OK. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ToolResult'];
        };
      };
      400: components['responses']['BadRequest2'];
      401: components['responses']['Unauthorized2'];
      /**
       * @description - The user is not a member of the project (`User is not a member of this project`), is not provisioned (`This user has not been provisioned. Contact a manager.`), the voice module is off (`Voice web agent not enabled for this project`), or the trial has ended (`Trial expired`); for a visitor, the owner closed the agent to the public (`Public access to the live agent is off for this project`).
       *     - An onboarding tool on a project without the onboarding module (`Onboarding not enabled for this project`).
       *     - A public visitor asked for a tool that is not theirs (`The confirm tool is not available to public visitors`).
       */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      404: components['responses']['NotFound6'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      /**
       * @description - After 10 answers of 401 to one IP address within a minute, its requests are refused until the minute has passed (`Too many failed authentication attempts`).
       *     - A public visitor's session made more tool calls in a minute than `LIVE_PUBLIC_TOOL_RATE` allows (`Too many tool calls in this conversation (20 a minute). Wait a moment before trying again.`); `Retry-After` is the time to the end of that minute.
       */
      429: {
        headers: {
          /** @description Seconds to wait before trying again. */
          'Retry-After': number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /**
       * @description - Something broke on the server: the body says nothing more (`Internal server error`); the log has the details under the `x-request-id`.
       *     - The tool failed unexpectedly (`Tool execution failed`).
       */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      503: components['responses']['Unavailable'];
    };
  };
  listUnansweredQuestions: {
    parameters: {
      query?: {
        /** @description Only those in this state. (one of open, answered, dismissed) */
        status?: 'open' | 'answered' | 'dismissed';
        /** @description The order of the list. (one of last_asked, count) */
        sort?: 'last_asked' | 'count';
        /** @description `next_cursor` of the previous answer, for the next part of the list. */
        cursor?: string;
        /** @description How many at most in this answer. (an integer from 1 to 100) */
        limit?: number;
      };
      header?: never;
      path: {
        /** @description The project's id. */
        projectId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['UnansweredQuestionList'];
        };
      };
      400: components['responses']['BadRequest2'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden9'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
      503: components['responses']['Unavailable'];
    };
  };
  getUnansweredQuestion: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The project's id. */
        projectId: string;
        /** @description The unanswered question's id (`id` in the list of unanswered questions). */
        questionId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['UnansweredQuestionDetail'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden9'];
      404: components['responses']['NotFound2'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
      503: components['responses']['Unavailable'];
    };
  };
  answerInFaqDraft: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The project's id. */
        projectId: string;
        /** @description The unanswered question's id (`id` in the list of unanswered questions). */
        questionId: string;
      };
      cookie?: never;
    };
    requestBody?: {
      content: {
        /**
         * @example {
         *       "language": "en"
         *     }
         */
        'application/json': {
          /** @description a BCP-47 language code */
          language?: string;
        };
      };
    };
    responses: {
      /** @description OK. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FaqDraftOpened'];
        };
      };
      400: components['responses']['BadRequest2'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden8'];
      404: components['responses']['NotFound2'];
      /**
       * @description - The FAQ draft has no room for another entry (`The FAQ draft is full (1 MB): publish it or shorten it, then try again`).
       *     - The `faq` address is the live agent's destination page (`The FAQ’s address (faq) is the live agent’s own page: give the live agent’s page another address first`).
       *     - Others kept saving the FAQ draft meanwhile (`The FAQ draft kept changing while the question was added (others are saving it): try again in a moment`).
       */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
      503: components['responses']['Unavailable'];
    };
  };
  dismissUnansweredQuestion: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The project's id. */
        projectId: string;
        /** @description The unanswered question's id (`id` in the list of unanswered questions). */
        questionId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['UnansweredQuestion'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden8'];
      404: components['responses']['NotFound2'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
      503: components['responses']['Unavailable'];
    };
  };
  reopenUnansweredQuestion: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The project's id. */
        projectId: string;
        /** @description The unanswered question's id (`id` in the list of unanswered questions). */
        questionId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['UnansweredQuestion'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden8'];
      404: components['responses']['NotFound2'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
      503: components['responses']['Unavailable'];
    };
  };
  listOnboardingSessions: {
    parameters: {
      query?: {
        /** @description `next_cursor` of the previous answer, for the next part of the list. */
        cursor?: string;
        /** @description How many at most in this answer. (an integer from 1 to 100) */
        limit?: number;
      };
      header?: never;
      path: {
        /** @description The project's id. */
        projectId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['OnboardingSessionList'];
        };
      };
      400: components['responses']['BadRequest2'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden6'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
      503: components['responses']['Unavailable'];
    };
  };
  getOnboardingSession: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The project's id. */
        projectId: string;
        /** @description The onboarding session's id. */
        sessionId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['OnboardingSession'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden6'];
      404: components['responses']['NotFound2'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
      503: components['responses']['Unavailable'];
    };
  };
  applyOnboardingSession: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The project's id. */
        projectId: string;
        /** @description The onboarding session's id. */
        sessionId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Project'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden3'];
      404: components['responses']['NotFound2'];
      /** @description The session is not confirmed yet (`Onboarding session is not confirmed`). */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
      503: components['responses']['Unavailable'];
    };
  };
  answerIncomingCall: {
    parameters: {
      query?: never;
      header: {
        /** @description The provider’s signature of `PUBLIC_BASE_URL` + the path (with its query string) and the form parameters. */
        'X-Twilio-Signature': string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/x-www-form-urlencoded': Record<string, unknown>;
      };
    };
    responses: {
      /** @description TwiML. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/xml': string;
        };
      };
      /** @description The form does not describe a call. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      403: components['responses']['Forbidden12'];
      413: components['responses']['PayloadTooLarge2'];
      415: components['responses']['UnsupportedMediaType2'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
    };
  };
  answerTransferHold: {
    parameters: {
      query?: never;
      header: {
        /** @description The provider’s signature of `PUBLIC_BASE_URL` + the path (with its query string) and the form parameters. */
        'X-Twilio-Signature': string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/x-www-form-urlencoded': Record<string, unknown>;
      };
    };
    responses: {
      /** @description TwiML. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/xml': string;
        };
      };
      403: components['responses']['Forbidden12'];
      413: components['responses']['PayloadTooLarge2'];
      415: components['responses']['UnsupportedMediaType2'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
    };
  };
  receiveTransferStatus: {
    parameters: {
      query?: never;
      header: {
        /** @description The provider’s signature of `PUBLIC_BASE_URL` + the path (with its query string) and the form parameters. */
        'X-Twilio-Signature': string;
      };
      path: {
        /** @description The transfer's id (in the callback URL the service gave the provider). */
        transferId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/x-www-form-urlencoded': Record<string, unknown>;
      };
    };
    responses: {
      /** @description TwiML. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/xml': string;
        };
      };
      /** @description Recorded. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      403: components['responses']['Forbidden12'];
      404: components['responses']['NotFound7'];
      413: components['responses']['PayloadTooLarge2'];
      415: components['responses']['UnsupportedMediaType2'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
    };
  };
  listTransfers: {
    parameters: {
      query?: {
        /** @description `next_cursor` of the previous answer, for the next part of the list. */
        cursor?: string;
        /** @description How many at most in this answer. (an integer from 1 to 100) */
        limit?: number;
      };
      header?: never;
      path: {
        /** @description The project's id. */
        projectId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TransferList'];
        };
      };
      400: components['responses']['BadRequest2'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden6'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
      503: components['responses']['Unavailable'];
    };
  };
  getAccount: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Account'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
      503: components['responses']['Unavailable'];
    };
  };
  listConnectors: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ConnectorList'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
      503: components['responses']['Unavailable'];
    };
  };
  getConnector: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The connector: `claude`, or `other` for every other client. */
        connectorId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Connector'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound7'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
      503: components['responses']['Unavailable'];
    };
  };
  revokeConnector: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The connector: `claude`, or `other` for every other client. */
        connectorId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Done: no content. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound7'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
      503: components['responses']['Unavailable'];
    };
  };
  revokeConnectorGrant: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The connector: `claude`, or `other` for every other client. */
        connectorId: string;
        /** @description The grant's id (`grant_id` in the connector's grants). */
        grantId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Done: no content. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound7'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
      503: components['responses']['Unavailable'];
    };
  };
  mcp: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['JsonRpcMessage'] | components['schemas']['JsonRpcMessage'][];
      };
    };
    responses: {
      /** @description The answer to each request (an array for a batch). A request during which the server sends the client messages first (progress of a publish asked for with `_meta.progressToken`, log messages) is answered as a `text/event-stream` instead: those messages, then the answer, each an SSE `message` event. A `subscriptions/listen` request (2026-07-28) is answered with a stream that stays open: its acknowledgement, then `notifications/resources/updated` and `list_changed` as what it watches changes on any instance. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['JsonRpcResponse'] | components['schemas']['JsonRpcResponse'][];
          'text/event-stream': string;
        };
      };
      /** @description Only notifications were sent: nothing to answer. */
      202: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not a JSON-RPC message, or a bad credential header. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['JsonRpcResponse'] | components['schemas']['Error'];
        };
      };
      401: components['responses']['Unauthorized'];
      /** @description The request’s `Origin` is not this service. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `Accept` does not name both `application/json` and `text/event-stream`. */
      406: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['JsonRpcResponse'];
        };
      };
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      /**
       * @description - Over 60 requests from one IP address in any 60 seconds.
       *     - After 10 answers of 401 to one IP address within a minute, its requests are refused until the minute has passed (`Too many failed authentication attempts`).
       */
      429: {
        headers: {
          /** @description Seconds to wait before trying again. */
          'Retry-After': number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      500: components['responses']['InternalError'];
    };
  };
  oauthSignInPage: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The authorization request’s interaction id (from the redirect to this page). */
        uid: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The page. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/html': string;
        };
      };
      /** @description The request expired or was already answered: an error page. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/html': string;
        };
      };
      404: components['responses']['NotFound7'];
      429: components['responses']['TooManyRequests3'];
      500: components['responses']['InternalError'];
    };
  };
  oauthSignInSubmit: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The authorization request’s interaction id (from the redirect to this page). */
        uid: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/x-www-form-urlencoded': {
          csrf: string;
          /** @enum {string} */
          decision: 'allow' | 'deny';
          id_token?: string;
        };
      };
    };
    responses: {
      /** @description A redirect: to the sign-in and consent page, or back to the client with `code` (or `error`). */
      302: {
        headers: {
          /** @description Where the browser goes next. */
          Location: string;
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description A redirect: to the sign-in and consent page, or back to the client with `code` (or `error`). */
      303: {
        headers: {
          /** @description Where the browser goes next. */
          Location: string;
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The request expired, or the form is incomplete: the page again, saying what is missing. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/html': string;
        };
      };
      /** @description The ID token was not accepted: the page again, saying why. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/html': string;
        };
      };
      /** @description The form was not sent from its sign-in page (CSRF). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/html': string;
        };
      };
      404: components['responses']['NotFound7'];
      429: components['responses']['TooManyRequests3'];
      500: components['responses']['InternalError'];
    };
  };
  oauthAuthorize: {
    parameters: {
      query: {
        /** @description `code`. */
        response_type: 'code';
        /** @description A registered client id, or the URL of a client ID metadata document. */
        client_id: string;
        /** @description One of the client’s redirect URIs. */
        redirect_uri?: string;
        /** @description Space-separated: content:read, content:draft, content:write. */
        scope?: string;
        /** @description Returned to the client as it was sent. */
        state?: string;
        /** @description PKCE: base64url SHA-256 of the code verifier. */
        code_challenge: string;
        /** @description `S256` (required). */
        code_challenge_method: 'S256';
        /** @description RFC 8707: `<PUBLIC_BASE_URL>/mcp` (or `/api`); the token is accepted only there. */
        resource?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A redirect: to the sign-in and consent page, or back to the client with `code` (or `error`). */
      302: {
        headers: {
          /** @description Where the browser goes next. */
          Location: string;
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description A redirect: to the sign-in and consent page, or back to the client with `code` (or `error`). */
      303: {
        headers: {
          /** @description Where the browser goes next. */
          Location: string;
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['BadRequest3'];
      429: components['responses']['TooManyRequests3'];
      500: components['responses']['InternalError'];
    };
  };
  oauthAuthorizeForm: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/x-www-form-urlencoded': {
          /** @constant */
          response_type: 'code';
          client_id: string;
          redirect_uri?: string;
          scope?: string;
          state?: string;
          code_challenge: string;
          /** @constant */
          code_challenge_method: 'S256';
          resource?: string;
        };
      };
    };
    responses: {
      /** @description A redirect: to the sign-in and consent page, or back to the client with `code` (or `error`). */
      302: {
        headers: {
          /** @description Where the browser goes next. */
          Location: string;
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description A redirect: to the sign-in and consent page, or back to the client with `code` (or `error`). */
      303: {
        headers: {
          /** @description Where the browser goes next. */
          Location: string;
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['BadRequest3'];
      429: components['responses']['TooManyRequests3'];
      500: components['responses']['InternalError'];
    };
  };
  oauthAuthorizeResume: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The authorization request’s interaction id (from the redirect to this page). */
        uid: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A redirect: to the sign-in and consent page, or back to the client with `code` (or `error`). */
      302: {
        headers: {
          /** @description Where the browser goes next. */
          Location: string;
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description A redirect: to the sign-in and consent page, or back to the client with `code` (or `error`). */
      303: {
        headers: {
          /** @description Where the browser goes next. */
          Location: string;
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The request expired or is unknown: a page for a browser, else `{ error, error_description }`. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/html': string;
          'application/json': {
            error: string;
            error_description?: string;
          } & {
            [key: string]: unknown;
          };
        };
      };
      404: components['responses']['NotFound7'];
      429: components['responses']['TooManyRequests3'];
      500: components['responses']['InternalError'];
    };
  };
  oauthJwks: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A JSON Web Key Set. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/jwk-set+json': {
            keys: Record<string, unknown>[];
          } & {
            [key: string]: unknown;
          };
        };
      };
      429: components['responses']['TooManyRequests3'];
      500: components['responses']['InternalError'];
    };
  };
  oauthToken: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/x-www-form-urlencoded': {
          /** @enum {string} */
          grant_type: 'authorization_code' | 'refresh_token';
          code?: string;
          code_verifier?: string;
          redirect_uri?: string;
          refresh_token?: string;
          client_id?: string;
          resource?: string;
        };
      };
    };
    responses: {
      /** @description The tokens. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            access_token: string;
            /** @constant */
            token_type: 'Bearer';
            expires_in: number;
            refresh_token?: string;
            scope?: string;
          } & {
            [key: string]: unknown;
          };
        };
      };
      /** @description The grant is invalid, expired or already used (`invalid_grant`, `invalid_request`, ...). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            error_description?: string;
          } & {
            [key: string]: unknown;
          };
        };
      };
      /** @description The client could not be authenticated (`invalid_client`). */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            error_description?: string;
          } & {
            [key: string]: unknown;
          };
        };
      };
      429: components['responses']['TooManyRequests3'];
      500: components['responses']['InternalError'];
    };
  };
  oauthPreflightToken: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description CORS preflight: the methods and headers a browser client may use. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      429: components['responses']['TooManyRequests3'];
      500: components['responses']['InternalError'];
    };
  };
  oauthRegisterClient: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          client_name?: string;
          redirect_uris: string[];
          grant_types?: string[];
          response_types?: string[];
          token_endpoint_auth_method?: string;
        } & {
          [key: string]: unknown;
        };
      };
    };
    responses: {
      /** @description The registered client. */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            client_id: string;
            client_name?: string;
            redirect_uris: string[];
            grant_types?: string[];
            response_types?: string[];
            token_endpoint_auth_method?: string;
          } & {
            [key: string]: unknown;
          };
        };
      };
      /** @description The metadata is refused (`invalid_client_metadata`, `invalid_redirect_uri`). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            error_description?: string;
          } & {
            [key: string]: unknown;
          };
        };
      };
      429: components['responses']['TooManyRequests3'];
      500: components['responses']['InternalError'];
    };
  };
  oauthPreflightRegister: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description CORS preflight: the methods and headers a browser client may use. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      429: components['responses']['TooManyRequests3'];
      500: components['responses']['InternalError'];
    };
  };
  oauthRevoke: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/x-www-form-urlencoded': {
          token: string;
          token_type_hint?: string;
          client_id?: string;
        };
      };
    };
    responses: {
      /** @description Revoked (or it was not a valid token: the answer is the same). */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The request is malformed. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            error_description?: string;
          } & {
            [key: string]: unknown;
          };
        };
      };
      /** @description The client could not be authenticated. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            error_description?: string;
          } & {
            [key: string]: unknown;
          };
        };
      };
      429: components['responses']['TooManyRequests3'];
      500: components['responses']['InternalError'];
    };
  };
  oauthPreflightRevoke: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description CORS preflight: the methods and headers a browser client may use. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      429: components['responses']['TooManyRequests3'];
      500: components['responses']['InternalError'];
    };
  };
  oauthAuthorizationServerMetadata: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The metadata. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            issuer: string;
            authorization_endpoint: string;
            token_endpoint: string;
            registration_endpoint?: string;
            revocation_endpoint?: string;
            jwks_uri?: string;
            scopes_supported?: string[];
            response_types_supported?: string[];
            grant_types_supported?: string[];
            code_challenge_methods_supported?: string[];
          } & {
            [key: string]: unknown;
          };
        };
      };
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
    };
  };
  oauthAuthorizationServerMetadataPreflight: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description CORS preflight: the methods and headers a browser client may use. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
    };
  };
  openidConfiguration: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The metadata. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            issuer: string;
            authorization_endpoint: string;
            token_endpoint: string;
            registration_endpoint?: string;
            revocation_endpoint?: string;
            jwks_uri?: string;
            scopes_supported?: string[];
            response_types_supported?: string[];
            grant_types_supported?: string[];
            code_challenge_methods_supported?: string[];
          } & {
            [key: string]: unknown;
          };
        };
      };
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
    };
  };
  openidConfigurationPreflight: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description CORS preflight: the methods and headers a browser client may use. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
    };
  };
  defaultResourceMetadata: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The metadata. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ProtectedResourceMetadata'];
        };
      };
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
    };
  };
  mcpResourceMetadata: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The metadata. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ProtectedResourceMetadata'];
        };
      };
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
    };
  };
  apiResourceMetadata: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The metadata. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ProtectedResourceMetadata'];
        };
      };
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
    };
  };
  getSignInConfig: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK. */
      200: {
        headers: {
          /** @description `public, max-age=60` */
          'cache-control': string;
          /** @description `*` */
          'access-control-allow-origin': string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SignInConfig'];
        };
      };
      429: components['responses']['TooManyRequests'];
      500: components['responses']['InternalError'];
    };
  };
  devSignIn: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "user_id": "alice",
         *       "email": "alice@example.com"
         *     }
         */
        'application/json': {
          /** @description from 1 to 128 letters, digits or . _ @ : + - */
          user_id: string;
          /** @description an email address (something@domain, no spaces, at most 254 characters) */
          email?: string;
        };
      };
    };
    responses: {
      /** @description OK. */
      200: {
        headers: {
          /** @description `no-store`: the answer holds a secret no cache may keep. */
          'Cache-Control': string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DevSignInResult'];
        };
      };
      /** @description A field, parameter or header is missing or invalid: the message names it. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The route exists only while the development issuer is the identity provider (no `AUTH_*` variable set): elsewhere it is `Not found`. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['TooManyRequests3'];
      500: components['responses']['InternalError'];
    };
  };
  getOidcCallbackPage: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The page. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/html': string;
        };
      };
      /** @description The pages do not sign in with an OpenID provider here. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      500: components['responses']['InternalError'];
    };
  };
  getServiceRoot: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description To `/edit/`. */
      302: {
        headers: {
          /** @description Where to go. */
          Location: string;
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The request’s host is not the service’s own address. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      500: components['responses']['InternalError'];
    };
  };
  getEditModePage: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The page. */
      200: {
        headers: {
          /** @description The tag of this version, for `If-None-Match`. */
          ETag: string;
          [name: string]: unknown;
        };
        content: {
          'text/html': string;
        };
      };
      /** @description `/edit` without its slash: `/edit/`, the query kept. */
      301: {
        headers: {
          /** @description Where to go. */
          Location: string;
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not modified (`If-None-Match` matched). */
      304: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      500: components['responses']['InternalError'];
    };
  };
  getInvitePage: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The secret token of a preview link or an invitation, as its `url` carries it. */
        token: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The page. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/html': string;
        };
      };
      404: components['responses']['NotFound7'];
      500: components['responses']['InternalError'];
    };
  };
  getFavicon: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The icon. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'image/x-icon': string;
        };
      };
      500: components['responses']['InternalError'];
    };
  };
  getPreviewStylesheet: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description `default.<hash>.css`, or `<rrggbb>.<hash>.css` for a project’s accent colour (lowercase hexadecimal). */
        file: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The stylesheet. */
      200: {
        headers: {
          /** @description The tag of this version, for `If-None-Match`. */
          ETag: string;
          [name: string]: unknown;
        };
        content: {
          'text/css': string;
        };
      };
      /** @description Not modified (`If-None-Match` matched). */
      304: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      404: components['responses']['NotFound8'];
      500: components['responses']['InternalError'];
    };
  };
  getPreviewIcon: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description `default.<letter>.svg`, or `<rrggbb>.<letter>.svg` for a project’s accent colour (lowercase hexadecimal). */
        file: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The icon. */
      200: {
        headers: {
          /** @description The tag of this version, for `If-None-Match`. */
          ETag: string;
          [name: string]: unknown;
        };
        content: {
          'image/svg+xml': string;
        };
      };
      /** @description Not modified (`If-None-Match` matched). */
      304: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      404: components['responses']['NotFound8'];
      500: components['responses']['InternalError'];
    };
  };
  getBrowserAsset: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The file, as a page names it: `<name>-<hash>.<ext>`. */
        file: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The file. */
      200: {
        headers: {
          /** @description The file's tag, for `If-None-Match`. */
          ETag: string;
          /** @description `br` or `gzip`, when the file is sent compressed. */
          'Content-Encoding'?: string;
          [name: string]: unknown;
        };
        content: {
          'text/javascript': string;
          'text/css': string;
          'text/plain': string;
        };
      };
      /** @description Not modified (`If-None-Match` matched). */
      304: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      404: components['responses']['NotFound9'];
      500: components['responses']['InternalError'];
    };
  };
  headBrowserAsset: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The file, as a page names it: `<name>-<hash>.<ext>`. */
        file: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The file. */
      200: {
        headers: {
          /** @description The file's tag, for `If-None-Match`. */
          ETag: string;
          /** @description `br` or `gzip`, when the file is sent compressed. */
          'Content-Encoding'?: string;
          [name: string]: unknown;
        };
        content: {
          'text/javascript': string;
          'text/css': string;
          'text/plain': string;
        };
      };
      /** @description Not modified (`If-None-Match` matched). */
      304: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      404: components['responses']['NotFound9'];
      500: components['responses']['InternalError'];
    };
  };
  getHealth: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Up. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Health'];
        };
      };
      500: components['responses']['InternalError'];
    };
  };
  getReadiness: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Ready to serve. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Readiness'];
        };
      };
      500: components['responses']['InternalError'];
      /** @description The storage cannot be reached (`Storage unavailable`). */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  getMetrics: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The series. */
      200: {
        headers: {
          /** @description `no-store`. */
          'Cache-Control': string;
          [name: string]: unknown;
        };
        content: {
          'text/plain': string;
        };
      };
      /** @description No bearer token (`Authentication required: Authorization: Bearer <METRICS_TOKEN>`), or another than `METRICS_TOKEN` (`Invalid metrics token`). */
      401: {
        headers: {
          /** @description The authentication scheme (`Bearer`). */
          'WWW-Authenticate': string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `METRICS_TOKEN` is not configured: there are no metrics to serve (`Not found`). */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      500: components['responses']['InternalError'];
    };
  };
  getOpenApiDocument: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The OpenAPI document. */
      200: {
        headers: {
          /** @description The tag of this version, for `If-None-Match`. */
          ETag: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': Record<string, unknown>;
        };
      };
      /** @description Not modified (`If-None-Match` matched). */
      304: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      500: components['responses']['InternalError'];
    };
  };
  getReferencePage: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The page. */
      200: {
        headers: {
          /** @description The tag of this version, for `If-None-Match`. */
          ETag: string;
          [name: string]: unknown;
        };
        content: {
          'text/html': string;
        };
      };
      /** @description Not modified (`If-None-Match` matched). */
      304: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      500: components['responses']['InternalError'];
    };
  };
  getReferencePageFile: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description A file of the reference page: `swagger-ui.css`, `swagger-ui-bundle.js`, `init.js`, `favicon-32x32.png`. */
        asset: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The file. */
      200: {
        headers: {
          /** @description The tag of this version, for `If-None-Match`. */
          ETag: string;
          [name: string]: unknown;
        };
        content: {
          'text/css': string;
          'text/javascript': string;
          'image/png': string;
        };
      };
      /** @description Not modified (`If-None-Match` matched). */
      304: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      404: components['responses']['NotFound9'];
      500: components['responses']['InternalError'];
    };
  };
  pageCreatedEvent: {
    parameters: {
      query?: never;
      header: {
        /** @description The event id: the same on every retry of this event (deduplicate on it). */
        'webhook-id': string;
        /** @description When this attempt was signed, in Unix seconds. */
        'webhook-timestamp': string;
        /** @description `v1,<base64 HMAC-SHA256 of "<webhook-id>.<webhook-timestamp>.<body>">` under the secret (the bytes after `whsec_`, base64-decoded), space-separated when two secrets sign during a rotation. */
        'webhook-signature': string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['PageCreatedEvent'];
      };
    };
    responses: {
      /** @description Gone: the webhook is disabled and gets no more events. */
      410: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Delivered. */
      '2XX': {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  pageUpdatedEvent: {
    parameters: {
      query?: never;
      header: {
        /** @description The event id: the same on every retry of this event (deduplicate on it). */
        'webhook-id': string;
        /** @description When this attempt was signed, in Unix seconds. */
        'webhook-timestamp': string;
        /** @description `v1,<base64 HMAC-SHA256 of "<webhook-id>.<webhook-timestamp>.<body>">` under the secret (the bytes after `whsec_`, base64-decoded), space-separated when two secrets sign during a rotation. */
        'webhook-signature': string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['PageUpdatedEvent'];
      };
    };
    responses: {
      /** @description Gone: the webhook is disabled and gets no more events. */
      410: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Delivered. */
      '2XX': {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  pageDeletedEvent: {
    parameters: {
      query?: never;
      header: {
        /** @description The event id: the same on every retry of this event (deduplicate on it). */
        'webhook-id': string;
        /** @description When this attempt was signed, in Unix seconds. */
        'webhook-timestamp': string;
        /** @description `v1,<base64 HMAC-SHA256 of "<webhook-id>.<webhook-timestamp>.<body>">` under the secret (the bytes after `whsec_`, base64-decoded), space-separated when two secrets sign during a rotation. */
        'webhook-signature': string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['PageDeletedEvent'];
      };
    };
    responses: {
      /** @description Gone: the webhook is disabled and gets no more events. */
      410: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Delivered. */
      '2XX': {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  publishCompletedEvent: {
    parameters: {
      query?: never;
      header: {
        /** @description The event id: the same on every retry of this event (deduplicate on it). */
        'webhook-id': string;
        /** @description When this attempt was signed, in Unix seconds. */
        'webhook-timestamp': string;
        /** @description `v1,<base64 HMAC-SHA256 of "<webhook-id>.<webhook-timestamp>.<body>">` under the secret (the bytes after `whsec_`, base64-decoded), space-separated when two secrets sign during a rotation. */
        'webhook-signature': string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['PublishCompletedEvent'];
      };
    };
    responses: {
      /** @description Gone: the webhook is disabled and gets no more events. */
      410: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Delivered. */
      '2XX': {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  draftDiscardedEvent: {
    parameters: {
      query?: never;
      header: {
        /** @description The event id: the same on every retry of this event (deduplicate on it). */
        'webhook-id': string;
        /** @description When this attempt was signed, in Unix seconds. */
        'webhook-timestamp': string;
        /** @description `v1,<base64 HMAC-SHA256 of "<webhook-id>.<webhook-timestamp>.<body>">` under the secret (the bytes after `whsec_`, base64-decoded), space-separated when two secrets sign during a rotation. */
        'webhook-signature': string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['DraftDiscardedEvent'];
      };
    };
    responses: {
      /** @description Gone: the webhook is disabled and gets no more events. */
      410: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Delivered. */
      '2XX': {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  memberAddedEvent: {
    parameters: {
      query?: never;
      header: {
        /** @description The event id: the same on every retry of this event (deduplicate on it). */
        'webhook-id': string;
        /** @description When this attempt was signed, in Unix seconds. */
        'webhook-timestamp': string;
        /** @description `v1,<base64 HMAC-SHA256 of "<webhook-id>.<webhook-timestamp>.<body>">` under the secret (the bytes after `whsec_`, base64-decoded), space-separated when two secrets sign during a rotation. */
        'webhook-signature': string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['MemberAddedEvent'];
      };
    };
    responses: {
      /** @description Gone: the webhook is disabled and gets no more events. */
      410: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Delivered. */
      '2XX': {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  memberRemovedEvent: {
    parameters: {
      query?: never;
      header: {
        /** @description The event id: the same on every retry of this event (deduplicate on it). */
        'webhook-id': string;
        /** @description When this attempt was signed, in Unix seconds. */
        'webhook-timestamp': string;
        /** @description `v1,<base64 HMAC-SHA256 of "<webhook-id>.<webhook-timestamp>.<body>">` under the secret (the bytes after `whsec_`, base64-decoded), space-separated when two secrets sign during a rotation. */
        'webhook-signature': string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['MemberRemovedEvent'];
      };
    };
    responses: {
      /** @description Gone: the webhook is disabled and gets no more events. */
      410: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Delivered. */
      '2XX': {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  onboardingConfirmedEvent: {
    parameters: {
      query?: never;
      header: {
        /** @description The event id: the same on every retry of this event (deduplicate on it). */
        'webhook-id': string;
        /** @description When this attempt was signed, in Unix seconds. */
        'webhook-timestamp': string;
        /** @description `v1,<base64 HMAC-SHA256 of "<webhook-id>.<webhook-timestamp>.<body>">` under the secret (the bytes after `whsec_`, base64-decoded), space-separated when two secrets sign during a rotation. */
        'webhook-signature': string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['OnboardingConfirmedEvent'];
      };
    };
    responses: {
      /** @description Gone: the webhook is disabled and gets no more events. */
      410: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Delivered. */
      '2XX': {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  liveTransferCompletedEvent: {
    parameters: {
      query?: never;
      header: {
        /** @description The event id: the same on every retry of this event (deduplicate on it). */
        'webhook-id': string;
        /** @description When this attempt was signed, in Unix seconds. */
        'webhook-timestamp': string;
        /** @description `v1,<base64 HMAC-SHA256 of "<webhook-id>.<webhook-timestamp>.<body>">` under the secret (the bytes after `whsec_`, base64-decoded), space-separated when two secrets sign during a rotation. */
        'webhook-signature': string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['LiveTransferCompletedEvent'];
      };
    };
    responses: {
      /** @description Gone: the webhook is disabled and gets no more events. */
      410: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Delivered. */
      '2XX': {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  releasePublishedEvent: {
    parameters: {
      query?: never;
      header: {
        /** @description The event id: the same on every retry of this event (deduplicate on it). */
        'webhook-id': string;
        /** @description When this attempt was signed, in Unix seconds. */
        'webhook-timestamp': string;
        /** @description `v1,<base64 HMAC-SHA256 of "<webhook-id>.<webhook-timestamp>.<body>">` under the secret (the bytes after `whsec_`, base64-decoded), space-separated when two secrets sign during a rotation. */
        'webhook-signature': string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ReleasePublishedEvent'];
      };
    };
    responses: {
      /** @description Gone: the webhook is disabled and gets no more events. */
      410: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Delivered. */
      '2XX': {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  releaseFailedEvent: {
    parameters: {
      query?: never;
      header: {
        /** @description The event id: the same on every retry of this event (deduplicate on it). */
        'webhook-id': string;
        /** @description When this attempt was signed, in Unix seconds. */
        'webhook-timestamp': string;
        /** @description `v1,<base64 HMAC-SHA256 of "<webhook-id>.<webhook-timestamp>.<body>">` under the secret (the bytes after `whsec_`, base64-decoded), space-separated when two secrets sign during a rotation. */
        'webhook-signature': string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ReleaseFailedEvent'];
      };
    };
    responses: {
      /** @description Gone: the webhook is disabled and gets no more events. */
      410: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Delivered. */
      '2XX': {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  questionUnansweredEvent: {
    parameters: {
      query?: never;
      header: {
        /** @description The event id: the same on every retry of this event (deduplicate on it). */
        'webhook-id': string;
        /** @description When this attempt was signed, in Unix seconds. */
        'webhook-timestamp': string;
        /** @description `v1,<base64 HMAC-SHA256 of "<webhook-id>.<webhook-timestamp>.<body>">` under the secret (the bytes after `whsec_`, base64-decoded), space-separated when two secrets sign during a rotation. */
        'webhook-signature': string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['QuestionUnansweredEvent'];
      };
    };
    responses: {
      /** @description Gone: the webhook is disabled and gets no more events. */
      410: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Delivered. */
      '2XX': {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  pingEvent: {
    parameters: {
      query?: never;
      header: {
        /** @description The event id: the same on every retry of this event (deduplicate on it). */
        'webhook-id': string;
        /** @description When this attempt was signed, in Unix seconds. */
        'webhook-timestamp': string;
        /** @description `v1,<base64 HMAC-SHA256 of "<webhook-id>.<webhook-timestamp>.<body>">` under the secret (the bytes after `whsec_`, base64-decoded), space-separated when two secrets sign during a rotation. */
        'webhook-signature': string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['PingEvent'];
      };
    };
    responses: {
      /** @description Gone: the webhook is disabled and gets no more events. */
      410: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Delivered. */
      '2XX': {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
}

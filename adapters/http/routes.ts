import { accountRoutes } from './accounts/routes.js';
import { activityRoutes } from './activity/routes.js';
import { apiKeyRoutes } from './api-keys/routes.js';
import { approvalRoutes } from './approvals/routes.js';
import { assetRoutes } from './assets/routes.js';
import { connectorRoutes } from './connectors/routes.js';
import { draftRoutes } from './drafts/routes.js';
import { editModeRoutes } from './edit-mode/routes.js';
import { healthRoutes } from './health/routes.js';
import { ingestionRoutes } from './ingestion/routes.js';
import { invitationRoutes } from './invitations/routes.js';
import { liveRoutes } from './live/routes.js';
import { mcpRoutes } from './mcp/routes.js';
import { metricsRoutes } from './metrics/routes.js';
import { oauthRoutes } from './oauth/routes.js';
import { onboardingRoutes } from './onboarding/routes.js';
import { mediaRoutes } from './media/routes.js';
import { pageRoutes } from './pages/routes.js';
import { memberRoutes } from './projects/member-routes.js';
import { presenceRoutes } from './presence/routes.js';
import { previewLinkRoutes } from './preview-links/routes.js';
import { publishingRoutes } from './publishing/routes.js';
import { questionRoutes } from './questions/routes.js';
import { releaseRoutes } from './releases/routes.js';
import { projectRoutes } from './projects/routes.js';
import { projectSettingsRoutes } from './projects/settings-routes.js';
import { referenceRoutes } from './reference/routes.js';
import { searchRoutes } from './search/routes.js';
import type { Route, RouteGroup } from './routing/route.js';
import { oidcCallbackRoutes } from './sign-in/callback-page.js';
import { signInRoutes } from './sign-in/routes.js';
import { siteRoutes } from './site/routes.js';
import { telephonyRoutes } from './telephony/routes.js';
import { templateRoutes } from './templates/routes.js';
import { translationRoutes } from './translations/routes.js';
import { webhookRoutes } from './webhooks/routes.js';
import { glossaryRoutes } from './translation/glossary-routes.js';

/**
 * Every route of the API, one group per feature: a new feature adds one line here. Each group
 * is a tag of the API description (`GET /openapi.json`), its description the tag's.
 */
export const ROUTE_GROUPS: readonly RouteGroup[] = [
  { tag: 'Projects', description: 'Projects: create, list, rename, delete. A caller sees the projects it belongs to.', routes: projectRoutes },
  {
    tag: 'Members',
    description: 'Who belongs to a project, with which role (`admin` > `manager` > `member`), and who may use live voice (`provisioned`).',
    routes: memberRoutes,
  },
  {
    tag: 'Invitations',
    description:
      'Invitations by email: a link, mailed when the service has a mail server, that lets whoever signs in through it join the project with a role, once, within a week.',
    routes: invitationRoutes,
  },
  {
    tag: 'Glossary',
    description:
      'The project’s glossary: terms that translations of its pages never translate (brand and product names), and its preferred translations per language.',
    routes: glossaryRoutes,
  },
  { tag: 'Project settings', description: "A project's modules (voice, onboarding) and the live agent's settings.", routes: projectSettingsRoutes },
  {
    tag: 'Pages',
    description: 'Live pages (public or unlisted), and drafts listed alongside them (read-only here: drafts change in Edit Mode).',
    routes: pageRoutes,
  },
  {
    tag: 'Edit Mode',
    description:
      'Drafts: open a page for editing (the draft of a slug and language, or a clone of its live page), save (autosave too), read, discard, ' +
      'and the versions every save records. A draft becomes live through Publishing.',
    routes: draftRoutes,
  },
  {
    tag: 'Translations',
    description:
      'Translation drafts made in the background from a live page, what each translation was made from (`translation_of`), what changed in its source since, and the matrix of pages by language.',
    routes: translationRoutes,
  },
  {
    tag: 'Presence',
    description: 'Who else has a draft open, their saves as they land, take-overs and publishes: a live stream per draft, across every instance.',
    routes: presenceRoutes,
  },
  {
    tag: 'Publishing',
    description: 'Two steps: a dry run lists what would go live and gives a confirmation token; the confirm makes exactly that live and deploys the site.',
    routes: publishingRoutes,
  },
  {
    tag: 'Releases',
    description:
      'Drafts (and live pages to unpublish) published together, now or at a time chosen in a time zone: whole or not at all, once, on one instance; a dry run item by item.',
    routes: releaseRoutes,
  },
  {
    tag: 'Preview links',
    description:
      'Links to a draft or a release that anyone may open without an account, rendered as they will deploy: noindex, sandboxed, expiring, with a view limit, revocable.',
    routes: previewLinkRoutes,
  },
  {
    tag: 'Approvals',
    description: 'The optional rule that a draft is published only once someone other than its last editor approved it, and the approvals themselves.',
    routes: approvalRoutes,
  },
  {
    tag: 'Templates',
    description: 'Doc templates (the metadata form of a page: built in, or a project’s own) and project starter kits.',
    routes: templateRoutes,
  },
  { tag: 'Search', description: "Full-text search over a project's live pages.", routes: searchRoutes },
  {
    tag: 'Site',
    description: "The deployed site: the live agent's placement, sidebar groups and header navigation per language, custom domains, and the site's files.",
    routes: siteRoutes,
  },
  { tag: 'Media', description: 'Images: upload (directly or resumable, tus 1.0), list, delete, and their public files.', routes: mediaRoutes },
  { tag: 'Ingestion', description: 'The browser extension: capture a page, extract a proposed document from it, save it as a draft.', routes: ingestionRoutes },
  {
    tag: 'Activity',
    description:
      'Who wrote what in a project, when, and through which channel: the append-only activity log (admins), paged, filtered, exported as JSON lines.',
    routes: activityRoutes,
  },
  { tag: 'Webhooks', description: "A project's outgoing webhooks: endpoints, their signing secrets, pings, the delivery log.", routes: webhookRoutes },
  {
    tag: 'API keys',
    description: "A project's service keys, for headless callers (CI pipelines, custom servers): shown once, stored hashed.",
    routes: apiKeyRoutes,
  },
  {
    tag: 'Live voice',
    description:
      'The live voice agent: a session token for the browser’s WebSocket to the voice AI, and the tools the voice AI calls, forwarded by the browser.',
    routes: liveRoutes,
  },
  {
    tag: 'Unanswered questions',
    description:
      'What the live agent was asked that the site’s pages do not answer, similar questions grouped, for the team to answer in the FAQ (a draft to write and publish) or dismiss.',
    routes: questionRoutes,
  },
  { tag: 'Onboarding', description: 'The onboarding briefs visitors confirm with the live agent, for managers to read and apply.', routes: onboardingRoutes },
  { tag: 'Telephony', description: "The telephony provider's webhooks, and the live agent's transfers to the project's manager.", routes: telephonyRoutes },
  { tag: 'Account', description: "The caller's account, and the OAuth clients (connectors) it has let in.", routes: [...accountRoutes, ...connectorRoutes] },
  { tag: 'MCP', description: 'The Model Context Protocol server: the same operations as tools, for AI clients.', routes: mcpRoutes },
  {
    tag: 'OAuth',
    description: 'The OAuth 2.1 authorization server MCP clients get their access tokens from, and its metadata documents.',
    routes: oauthRoutes,
  },
  {
    tag: 'Sign-in',
    description:
      "How the service's own pages sign a person in: the public sign-in configuration, the development sign-in (only with the development issuer), and the page an OpenID provider sends the person back to.",
    routes: [...signInRoutes, ...oidcCallbackRoutes],
  },
  {
    tag: 'Edit Mode page',
    description:
      'The in-browser editing surface at `/edit/` (`GET /` leads there): a static page, its person signing in on it, and the site stylesheets its preview links.',
    routes: editModeRoutes,
  },
  {
    tag: 'Browser code',
    description: "The service's browser bundles (sign-in, the live agent, the Edit Mode page): content-hashed, cached for a year.",
    routes: assetRoutes,
  },
  { tag: 'Health', description: 'Liveness and readiness, for orchestrators: no credential, never rate limited.', routes: healthRoutes },
  {
    tag: 'Metrics',
    description: "The service's metrics for Prometheus, to the operator's scrape token (`METRICS_TOKEN`); without one configured there is no such route.",
    routes: metricsRoutes,
  },
  {
    tag: 'Reference',
    description: 'This description (OpenAPI 3.1) and the reference page rendered from it.',
    routes: referenceRoutes(() => ROUTE_GROUPS),
  },
];

/** Every route of the API. */
export const ROUTES: readonly Route[] = ROUTE_GROUPS.flatMap((group) => group.routes);

import { foundation } from './001-foundation.js';
import { pages } from './002-pages.js';
import { live } from './003-live.js';
import { profiles } from './004-profiles.js';
import { apiKeys } from './005-api-keys.js';
import { onboardingTelephony } from './006-onboarding-telephony.js';
import { publishing } from './007-publishing.js';
import { search } from './008-search.js';
import { oauth } from './009-oauth.js';
import { ingestionAndMedia } from './010-ingestion-and-media.js';
import { webhooks } from './011-webhooks.js';
import { siteDeployLeases } from './012-site-deploy-leases.js';
import { siteTheme } from './013-site-theme.js';
import { oauthRevocations } from './023-oauth-revocations.js';
import { templateLayouts } from './030-template-layouts.js';
import { editorialWorkflow } from './033-editorial-workflow.js';
import { livePublic } from './034-live-public.js';
import { siteReleaseStore } from './035-site-release-store.js';
import { tusUploads } from './036-tus-uploads.js';
import { instanceKeys } from './037-instance-keys.js';
import { livePageJournal } from './038-live-page-journal.js';
import { liveToolCalls } from './041-live-tool-calls.js';
import { apiKeyCreators } from './042-api-key-creators.js';
import { presencePerPerson } from './043-presence-per-person.js';
import { pageVectors } from './044-page-vectors.js';
import { unansweredQuestions } from './045-unanswered-questions.js';
import { searchByLanguage } from './046-search-by-language.js';
import { invitations } from './047-invitations.js';
import { publishContext } from './048-publish-context.js';
import { activityCoalescing } from './049-activity-coalescing.js';
import { glossaries } from './050-glossaries.js';
import { translations } from './051-translations.js';

export interface Migration {
  readonly version: number;
  readonly name: string;
  readonly sql: string;
}

/**
 * Every schema change, by version. Versions are reserved per feature so parallel work never
 * collides: 1 foundation, 2 pages and drafts, 3 live voice, 4 profiles, 5 API keys, 6 onboarding and
 * telephony, 7 publishing and the site, 8 search, 9 OAuth, 10 ingestion and media, 11 webhooks,
 * 12 site deploy leases, 13 the site theme, 23 the OAuth revocation epoch (issue 23, numbered by its issue),
 * 30 template layouts (issue 30), 33 the editorial workflow (issue 33), 34 the live agent for the public and its phone (issue 34),
 * 35 deployed sites in the store, 36 tus uploads in the store and 37 the keys instances share (issue 35),
 * 41 the tool calls of live sessions, 42 who created each API key and 43 a person's open Edit Mode streams (issue 41),
 * 44 to 46 for issue 42 (44: the vectors of live pages for semantic ranking; 45: the questions the live agent could not answer;
 * 46: the search index analysed per language), 49 what a publish records for its history (issue 43).
 * 46: the search index analysed per language), 50 the activity entries of autosaves coalesced (issue 46).
 * Never edit an applied migration.
 */
export const MIGRATIONS: readonly Migration[] = [
  foundation,
  pages,
  live,
  profiles,
  apiKeys,
  onboardingTelephony,
  publishing,
  search,
  oauth,
  ingestionAndMedia,
  webhooks,
  siteDeployLeases,
  siteTheme,
  oauthRevocations,
  templateLayouts,
  editorialWorkflow,
  livePublic,
  siteReleaseStore,
  tusUploads,
  instanceKeys,
  livePageJournal,
  liveToolCalls,
  apiKeyCreators,
  presencePerPerson,
  pageVectors,
  unansweredQuestions,
  searchByLanguage,
  invitations,
  publishContext,
  activityCoalescing,
  glossaries,
  translations,
];

import * as E from 'fp-ts/lib/Either.js';
import * as t from 'io-ts';
import { SlugCodec } from '../pages/slug.js';
import { boundedString, intBetween, JsonObject, nullable, trimmedString } from '../shared/codecs.js';
import { parsePhone } from '../shared/phone.js';
import { canonicalJson } from '../shared/canonical-json.js';
import { withSchemaHint } from '../shared/schema-hints.js';
import { checkedLanguageFallbacks } from '../site/language-fallbacks.js';
import { AccentColor, ImageIdCodec } from '../site/theme.js';
import { SYNONYM_GROUP_MEMBERS, SYNONYM_GROUPS_MAX, SYNONYM_MAX_LENGTH } from './search-settings.js';
import {
  GREETING_MAX,
  LAUNCHER_OFFSET_MAX,
  LiveAgentAccess,
  LiveAgentPlacement,
  PAGE_HEADING_MAX,
  PAGE_TEXT_MAX,
  QUESTION_RETENTION_DAYS_MAX,
  QUESTION_RETENTION_DAYS_MIN,
  withSettingDefaults,
  type ProjectSettings,
  type SiteSettings,
} from './project.js';

/**
 * The codecs of a project's settings, one per setting: the API's settings routes take them
 * (`UpdateSiteSettings`, `UpdateLiveAgentSettings`), and a project archive's settings are read
 * with them whole (`StoredSettings`), so an imported project holds only what the API accepts.
 */

const VOICE_NAME_MAX = 64;

/** The site settings a request may change. */
export const SITE_SETTING_CODECS = {
  live_agent_placement: LiveAgentPlacement,
  live_agent_slug: nullable(SlugCodec),
  /** The site theme's accent colour (`#rrggbb`), or null for the theme's own. */
  accent_color: nullable(AccentColor),
  /** An image of the project (its id) shown as the site's logo, or null for none. */
  logo_image_id: nullable(ImageIdCodec),
  /** An image of the project (its id) shown as the site's icon, or null for the icon made from the accent colour. */
  favicon_image_id: nullable(ImageIdCodec),
  /** The page each language's index shows, as `{ "<language>": "<slug>" }`; a language sent as null goes back to the automatic index. */
  home_pages: t.record(t.string, nullable(SlugCodec), 'an object of language tags to slugs (or null)'),
  /** Where the floating launcher stands (px from the bottom and end edges), or null for its own place. */
  launcher_offset: nullable(t.exact(t.type({ bottom: intBetween(0, LAUNCHER_OFFSET_MAX), inline_end: intBetween(0, LAUNCHER_OFFSET_MAX) }))),
  /** The language each language's missing pages are shown in, as `{ "<language>": "<language>" }` (`{}`: none); the whole map replaces the stored one. */
  language_fallbacks: t.record(t.string, t.string, 'an object of language tags to language tags'),
};

/** A heading: one line, trimmed, at most `max` characters ("" allowed). */
const singleLine = (max: number) =>
  withSchemaHint(
    new t.Type<string, string, unknown>(
      `a single line of at most ${max} characters`,
      (u): u is string => typeof u === 'string' && u.length <= max && !/[\r\n]/.test(u),
      (u, c) => (typeof u === 'string' && u.trim().length <= max && !/[\r\n]/.test(u) ? t.success(u.trim()) : t.failure(u, c)),
      t.identity,
    ),
    { type: 'string', maxLength: max, pattern: '^[^\\r\\n]*$' },
  );

/** The live agent's words and how long it keeps unanswered questions, as a request gives them (its phone numbers are parsed in the project's country). */
export const LIVE_AGENT_TEXT_CODECS = {
  greeting: boundedString(GREETING_MAX),
  voice: trimmedString(VOICE_NAME_MAX),
  /** `members` (the default) or `public`: anyone may talk with the agent without signing in. */
  access: LiveAgentAccess,
  /** The destination page's heading ("" for the site's name) and text (paragraphs split by blank lines). */
  page_heading: singleLine(PAGE_HEADING_MAX),
  page_text: boundedString(PAGE_TEXT_MAX),
  /** The days a question the agent could not answer is kept (90 by default). */
  question_retention_days: intBetween(QUESTION_RETENTION_DAYS_MIN, QUESTION_RETENTION_DAYS_MAX),
};

/** A phone number as stored: E.164, exactly as `parsePhone` writes it. */
const isE164 = (u: unknown): u is string => {
  const parsed = typeof u === 'string' ? parsePhone(u) : null;
  return parsed !== null && E.isRight(parsed) && parsed.right === u;
};
const E164 = new t.Type<string, string, unknown>(
  'a phone number in E.164 form (+14155550123)',
  isE164,
  (u, c) => (isE164(u) ? t.success(u) : t.failure(u, c)),
  t.identity,
);

/** The agent's own page: a slug is kept exactly while the placement is `destination_page` (UpdateSiteSettings sets it so). */
const placedConsistently = (site: { readonly live_agent_placement: string; readonly live_agent_slug: string | null }): boolean =>
  (site.live_agent_placement === 'destination_page') === (site.live_agent_slug !== null);

/** Stored fallbacks are as UpdateSiteSettings writes them: checked (no cycle, no language to itself) and in canonical case. */
const StoredLanguageFallbacks = t.refinement(
  SITE_SETTING_CODECS.language_fallbacks,
  (fallbacks) => {
    const checked = checkedLanguageFallbacks(fallbacks);
    return E.isRight(checked) && canonicalJson(checked.right) === canonicalJson(fallbacks);
  },
  'language fallbacks in canonical case, none to itself, without a cycle',
);

const SiteSettingsCodec = t.refinement(
  // Stored home pages name a slug for each language (null only removes one in a request).
  t.exact(t.type({ ...SITE_SETTING_CODECS, home_pages: t.record(t.string, SlugCodec), language_fallbacks: StoredLanguageFallbacks })),
  placedConsistently,
  'settings whose live_agent_slug is set exactly when live_agent_placement is destination_page',
);
const LiveAgentSettingsCodec = t.exact(t.type({ ...LIVE_AGENT_TEXT_CODECS, manager_phone: nullable(E164), phone_number: nullable(E164) }));
/** The editorial workflow's settings (UpdateWorkflowSettings takes the same). */
export const WORKFLOW_SETTING_CODECS = { require_approval: t.boolean };
const WorkflowSettingsCodec = t.exact(t.type(WORKFLOW_SETTING_CODECS));
/** The search's settings (UpdateSearchSettings takes the same): the project's synonyms, and whether the built-in ones apply. */
export const SEARCH_SETTING_CODECS = {
  synonyms: withSchemaHint(
    t.refinement(
      t.readonlyArray(t.readonlyArray(trimmedString(SYNONYM_MAX_LENGTH))),
      (groups) =>
        groups.length <= SYNONYM_GROUPS_MAX &&
        groups.every(
          (group) =>
            group.length >= SYNONYM_GROUP_MEMBERS.min &&
            group.length <= SYNONYM_GROUP_MEMBERS.max &&
            new Set(group.map((w) => w.toLowerCase())).size === group.length,
        ),
      `at most ${SYNONYM_GROUPS_MAX} groups of ${SYNONYM_GROUP_MEMBERS.min} to ${SYNONYM_GROUP_MEMBERS.max} different words or phrases of at most ${SYNONYM_MAX_LENGTH} characters`,
    ),
    {
      type: 'array',
      maxItems: SYNONYM_GROUPS_MAX,
      items: {
        type: 'array',
        minItems: SYNONYM_GROUP_MEMBERS.min,
        maxItems: SYNONYM_GROUP_MEMBERS.max,
        items: { type: 'string', minLength: 1, maxLength: SYNONYM_MAX_LENGTH },
      },
    },
  ),
  builtin_synonyms: t.boolean,
};
const SearchSettingsCodec = t.exact(t.type(SEARCH_SETTING_CODECS));
const SettingsCodec = t.type({ site: SiteSettingsCodec, live_agent: LiveAgentSettingsCodec, workflow: WorkflowSettingsCodec, search: SearchSettingsCodec });

/**
 * A project's settings as stored, from outside the service (a project archive): each setting
 * by its API codec, those added since the archive was written at their defaults, any the service
 * does not know dropped. Decodes to the settings; fails naming each bad setting.
 */
export const StoredSettings = new t.Type<ProjectSettings, unknown, unknown>(
  'project settings',
  (u): u is ProjectSettings => SettingsCodec.is(u),
  (u, c) => {
    // The workflow's and the search's groups came later than the others: an archive without them reads as their defaults.
    const groups = t
      .intersection([t.type({ site: JsonObject, live_agent: JsonObject }), t.partial({ workflow: JsonObject, search: JsonObject })])
      .validate(u, c);
    // Decodes to ProjectSettings: a setting added to SiteSettings, LiveAgentSettings, WorkflowSettings or SearchSettings fails to compile here until it has its codec.
    return E.isLeft(groups) ? groups : SettingsCodec.validate(withSettingDefaults(groups.right as unknown as ProjectSettings), c);
  },
  t.identity,
);

/** The slug the live agent's own page holds in every language, which no page or draft may take; null when the placement is another. */
export const agentSlugReservation = (site: SiteSettings): string | null => (site.live_agent_placement === 'destination_page' ? site.live_agent_slug : null);

import { DEFAULT_SEARCH, type SearchSettings } from './search-settings.js';
import * as t from 'io-ts';
import { TRIAL_PLAN } from './plan.js';

export const LiveAgentPlacement = t.keyof(
  { homepage: null, destination_page: null, widget: null, modal: null, none: null },
  'one of homepage, destination_page, widget, modal, none',
);
export type LiveAgentPlacement = t.TypeOf<typeof LiveAgentPlacement>;

/** Who may talk with the live agent: provisioned members (the specification's flow), or anyone too. */
export const LiveAgentAccess = t.keyof({ members: null, public: null }, 'one of members, public');
export type LiveAgentAccess = t.TypeOf<typeof LiveAgentAccess>;

/** The farthest the launcher may be moved from an edge, in CSS pixels. */
export const LAUNCHER_OFFSET_MAX = 400;

/** Where the floating launcher (`widget`, `modal`) stands, in CSS pixels from the window's bottom and end edges. */
export interface LauncherOffset {
  readonly bottom: number;
  /** From the end edge: the right in a left-to-right page, the left in a right-to-left one. */
  readonly inline_end: number;
}

export interface ProjectModules {
  readonly voice: boolean;
  readonly onboarding: boolean;
}

export interface SiteSettings {
  readonly live_agent_placement: LiveAgentPlacement;
  /** Only meaningful (and reserved) while the placement is `destination_page`. */
  readonly live_agent_slug: string | null;
  /** The site theme's accent colour, `#rrggbb` in lowercase; null for the theme's own. */
  readonly accent_color: string | null;
  /** An image of the project, shown as the site's logo; null for none. */
  readonly logo_image_id: string | null;
  /** An image of the project, the site's icon in browser tabs; null for the icon made from the accent colour (or the logo, when set). */
  readonly favicon_image_id: string | null;
  /**
   * The slug of each language's home page, by language: the language's index shows that page
   * while it is public, and lists the pages otherwise (none chosen, deleted, unlisted).
   */
  readonly home_pages: Readonly<Record<string, string>>;
  /** Moves the floating launcher away from the site's own controls; null for the launcher's own place. */
  readonly launcher_offset: LauncherOffset | null;
  /** The language each language's missing pages are served in, by language (`{ "ar": "en" }`): domain/site/language-fallbacks.ts. */
  readonly language_fallbacks: Readonly<Record<string, string>>;
}

/** What a project stored before a site setting existed reads as its default. */
export const DEFAULT_SITE: SiteSettings = {
  live_agent_placement: 'none',
  live_agent_slug: null,
  accent_color: null,
  logo_image_id: null,
  favicon_image_id: null,
  home_pages: {},
  launcher_offset: null,
  language_fallbacks: {},
};

/** A change of the site settings: the keys sent replace theirs, but `home_pages` changes by language (`null` removes one). */
export type SiteChange = Partial<Omit<SiteSettings, 'home_pages'>> & { readonly home_pages?: Readonly<Record<string, string | null>> };

/** The home pages `change` sets (a slug) that differ from `site`'s: the ones a write checks. */
export const newHomePages = (site: SiteSettings, change: SiteChange): Array<{ language: string; slug: string }> =>
  Object.entries(change.home_pages ?? {}).flatMap(([language, slug]) => (slug === null || site.home_pages[language] === slug ? [] : [{ language, slug }]));

export interface LiveAgentSettings {
  readonly greeting: string;
  readonly voice: string;
  /** E.164. */
  readonly manager_phone: string | null;
  /** E.164: the project's telephony number; an incoming call to it selects the project. */
  readonly phone_number: string | null;
  /** `members` (the default): provisioned members only; `public`: anyone may talk, without signing in. */
  readonly access: LiveAgentAccess;
  /** The destination page's own heading (`destination_page`); "" for the site's name. */
  readonly page_heading: string;
  /** The destination page's text under its heading (paragraphs split by blank lines); "" for none. */
  readonly page_text: string;
  /** How many days a question the agent could not answer is kept (docs/live-agent.md#questions-your-site-did-not-answer). */
  readonly question_retention_days: number;
}

/** What a project stored before a setting existed reads as its default. */
const DEFAULT_LIVE_AGENT: LiveAgentSettings = {
  greeting: '',
  voice: 'Puck',
  manager_phone: null,
  phone_number: null,
  access: 'members',
  page_heading: '',
  page_text: '',
  question_retention_days: 90,
};

/** The days a question the agent could not answer may be kept: a day at least, ten years at most. */
export const QUESTION_RETENTION_DAYS_MIN = 1;
export const QUESTION_RETENTION_DAYS_MAX = 3650;

/** The longest heading and text of the destination page. */
export const PAGE_HEADING_MAX = 200;
export const PAGE_TEXT_MAX = 4000;

/** How the project's content goes live. */
export interface WorkflowSettings {
  /** A draft must be approved, by a manager or an admin other than its last editor, before it is published or added to a release. */
  readonly require_approval: boolean;
}

/** What a project stored before a workflow setting existed reads as its default: off. */
const DEFAULT_WORKFLOW: WorkflowSettings = { require_approval: false };

/** `site` with the settings `change` names (a key present but undefined is no change). */
export const changedSite = (site: SiteSettings, change: SiteChange): SiteSettings => {
  const { home_pages: homePages, ...rest } = change;
  const merged = new Map(Object.entries(site.home_pages));
  for (const [language, slug] of Object.entries(homePages ?? {})) {
    if (slug === null) merged.delete(language);
    else merged.set(language, slug);
  }
  return {
    ...site,
    ...Object.fromEntries(Object.entries(rest).filter(([, value]) => value !== undefined)),
    home_pages: Object.fromEntries(merged),
  };
};

/** Settings as stored, with every setting (and group: workflow, search) added since filled with its default. */
export const withSettingDefaults = (
  settings: Omit<ProjectSettings, 'workflow' | 'search'> & { readonly workflow?: WorkflowSettings; readonly search?: Partial<SearchSettings> },
): ProjectSettings => ({
  site: { ...DEFAULT_SITE, ...settings.site },
  live_agent: { ...DEFAULT_LIVE_AGENT, ...settings.live_agent },
  workflow: { ...DEFAULT_WORKFLOW, ...settings.workflow },
  search: { ...DEFAULT_SEARCH, ...settings.search },
});

export interface ProjectSettings {
  readonly site: SiteSettings;
  readonly live_agent: LiveAgentSettings;
  readonly workflow: WorkflowSettings;
  readonly search: SearchSettings;
}

export interface Project {
  readonly id: string;
  readonly name: string;
  readonly default_language: string;
  readonly plan: string;
  readonly trial_ends_at: string;
  readonly modules: ProjectModules;
  readonly settings: ProjectSettings;
  readonly created_at: string;
}

/** The longest greeting the live agent speaks (settings and onboarding drafts alike). */
export const GREETING_MAX = 2000;

export const PROJECT_NAME_MAX = 200;

export function newProject(input: { id: string; name: string; defaultLanguage: string; now: Date; trialDays: number }): Project {
  const trialEnd = new Date(input.now.getTime() + input.trialDays * 86_400_000);
  return {
    id: input.id,
    name: input.name,
    default_language: input.defaultLanguage,
    plan: TRIAL_PLAN,
    trial_ends_at: trialEnd.toISOString(),
    modules: { voice: false, onboarding: false },
    settings: {
      site: DEFAULT_SITE,
      live_agent: DEFAULT_LIVE_AGENT,
      workflow: DEFAULT_WORKFLOW,
      search: DEFAULT_SEARCH,
    },
    created_at: input.now.toISOString(),
  };
}

/** Only the `trial` plan expires; a paid plan keeps working whatever `trial_ends_at` says. */
export const isTrialExpired = (project: Project, now: Date): boolean => project.plan === TRIAL_PLAN && Date.parse(project.trial_ends_at) <= now.getTime();

/** Fields a write may change. Modules, site and live-agent settings merge. */
export interface ProjectChanges {
  readonly name?: string;
  readonly default_language?: string;
  readonly plan?: string;
  readonly trial_ends_at?: string;
  readonly modules?: Partial<ProjectModules>;
  readonly site?: SiteChange;
  readonly live_agent?: Partial<LiveAgentSettings>;
  readonly workflow?: Partial<WorkflowSettings>;
  readonly search?: Partial<SearchSettings>;
}

export function applyProjectChanges(project: Project, changes: ProjectChanges): Project {
  return {
    ...project,
    ...(changes.name !== undefined && { name: changes.name }),
    ...(changes.default_language !== undefined && { default_language: changes.default_language }),
    ...(changes.plan !== undefined && { plan: changes.plan }),
    ...(changes.trial_ends_at !== undefined && { trial_ends_at: changes.trial_ends_at }),
    modules: { ...project.modules, ...changes.modules },
    settings: {
      site: changedSite(project.settings.site, changes.site ?? {}),
      live_agent: { ...project.settings.live_agent, ...changes.live_agent },
      workflow: { ...project.settings.workflow, ...changes.workflow },
      search: { ...project.settings.search, ...changes.search },
    },
  };
}

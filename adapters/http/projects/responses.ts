import * as t from 'io-ts';
import { LiveAgentAccess, LiveAgentPlacement } from '../../../domain/projects/project.js';
import { Role } from '../../../domain/projects/role.js';
import { Integer, nullable, Timestamp } from '../response-codecs.js';

export const ProjectModules = t.type({ voice: t.boolean, onboarding: t.boolean }, 'ProjectModules');

export const ProjectSettings = t.type(
  {
    site: t.type({
      live_agent_placement: LiveAgentPlacement,
      live_agent_slug: nullable(t.string),
      /** The site theme's accent colour, `#rrggbb`; null for the theme's own. */
      accent_color: nullable(t.string),
      /** The image shown as the site's logo; null for none. */
      logo_image_id: nullable(t.string),
      favicon_image_id: nullable(t.string),
      /** The slug of each language's home page, by language (its index shows that page while it is public). */
      home_pages: t.record(t.string, t.string),
      /** Where the floating launcher stands, in CSS px from the bottom and end edges; null for its own place. */
      launcher_offset: nullable(t.type({ bottom: t.number, inline_end: t.number })),
      /** The language each language's missing pages are shown in (`{ "ar": "en" }`), with a note saying so; `{}` for none. */
      language_fallbacks: t.record(t.string, t.string),
    }),
    live_agent: t.type({
      greeting: t.string,
      voice: t.string,
      /** E.164. */
      manager_phone: nullable(t.string),
      /** E.164: an incoming call to it selects the project. */
      phone_number: nullable(t.string),
      /** `members`: provisioned members only (the default); `public`: anyone may talk, without signing in. */
      access: LiveAgentAccess,
      /** The destination page's heading ("" for the site's name). */
      page_heading: t.string,
      /** The destination page's text, paragraphs split by blank lines ("" for none). */
      page_text: t.string,
      /** How many days a question the agent could not answer is kept (1 to 3650; 90 by default). */
      question_retention_days: Integer,
    }),
    workflow: t.type({
      /** Publishing (and adding to a release) needs a draft approved by a manager or an admin other than its last editor. */
      require_approval: t.boolean,
    }),
    search: t.type({
      /** The project's own synonyms: groups of words or short phrases that mean the same on this site. */
      synonyms: t.readonlyArray(t.readonlyArray(t.string)),
      /** Whether the built-in groups of everyday site vocabulary (hours, delivery, jobs, payment...) apply too. */
      builtin_synonyms: t.boolean,
    }),
  },
  'ProjectSettings',
);

const projectFields = {
  id: t.string,
  name: t.string,
  default_language: t.string,
  plan: t.string,
  trial_ends_at: Timestamp,
  /** What the plan allows (`PLANS_JSON`). */
  limits: t.type({ live_sessions_per_day: Integer, public_sessions_per_day: Integer }, 'PlanLimits'),
  created_at: Timestamp,
  /** The published site's root (`<scheme>://<project id>.<SITES_DOMAIN>[:port]/`): an origin of its own. */
  site_url: t.string,
};

export const Project = t.type({ ...projectFields, modules: ProjectModules, settings: ProjectSettings }, 'Project');

/** A project as a read shows it: its configuration (`modules`, `settings`) left out for an OAuth client, which reaches content only. */
export const ProjectView = t.intersection([t.type(projectFields), t.partial({ modules: ProjectModules, settings: ProjectSettings })], 'ProjectView');

/** A project in a list: with the role the caller acts with on it. */
export const ProjectList = t.type({ projects: t.array(t.intersection([ProjectView, t.type({ role: Role })])) }, 'ProjectList');

export const Member = t.type({ user_id: t.string, email: nullable(t.string), role: Role, provisioned: t.boolean, created_at: Timestamp }, 'Member');

export const MemberList = t.type({ members: t.array(Member) }, 'MemberList');

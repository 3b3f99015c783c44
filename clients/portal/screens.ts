import type { ComponentType } from 'preact';
import { PagesScreen } from './screens/pages/index.js';
import type { ProjectSummary } from './types.js';

/**
 * Every screen of the portal, in one place: its id (the address's `?screen=`), its name in
 * the navigation, the area it belongs to, whether it is about a project, and how its code is
 * loaded. A new screen is a folder under `screens/` whose `index.tsx` exports a component,
 * and one line here (see docs/portal.md). Screens other than the first a person sees are
 * loaded when opened, so the first load stays within its budget however many there are.
 */

/** The navigation's top level. */
export const AREAS = [
  { id: 'pages', label: 'Pages' },
  { id: 'publish', label: 'Publish' },
  { id: 'settings', label: 'Settings' },
  { id: 'account', label: 'Account' },
] as const;
type Area = (typeof AREAS)[number]['id'];

/** What a project's screen is drawn with: the project, with the person's role on it. */
export interface ProjectScreenProps {
  readonly project: ProjectSummary;
}

interface ScreenBase {
  readonly id: string;
  readonly label: string;
  readonly area: Area;
}

export type ScreenDefinition =
  | (ScreenBase & { readonly scope: 'project'; load(): Promise<ComponentType<ProjectScreenProps>> })
  | (ScreenBase & { readonly scope: 'account'; load(): Promise<ComponentType> });

export const SCREENS: readonly ScreenDefinition[] = [
  { id: 'pages', label: 'Pages', area: 'pages', scope: 'project', load: async () => PagesScreen },
  { id: 'live-pages', label: 'Live pages', area: 'pages', scope: 'project', load: async () => (await import('./screens/live-pages/index.js')).LivePagesScreen },
  { id: 'images', label: 'Images', area: 'pages', scope: 'project', load: async () => (await import('./screens/images/index.js')).ImagesScreen },
  {
    id: 'questions',
    label: 'Unanswered questions',
    area: 'pages',
    scope: 'project',
    load: async () => (await import('./screens/questions/index.js')).QuestionsScreen,
  },
  {
    id: 'translations',
    label: 'Translations',
    area: 'pages',
    scope: 'project',
    load: async () => (await import('./screens/translations/index.js')).TranslationsScreen,
  },
  { id: 'publish', label: 'Publish', area: 'publish', scope: 'project', load: async () => (await import('./screens/publish/index.js')).PublishScreen },
  { id: 'project', label: 'Project', area: 'settings', scope: 'project', load: async () => (await import('./screens/project/index.js')).ProjectScreen },
  { id: 'members', label: 'Members', area: 'settings', scope: 'project', load: async () => (await import('./screens/members/index.js')).MembersScreen },
  { id: 'modules', label: 'Modules', area: 'settings', scope: 'project', load: async () => (await import('./screens/modules/index.js')).ModulesScreen },
  {
    id: 'live-agent',
    label: 'Live agent',
    area: 'settings',
    scope: 'project',
    load: async () => (await import('./screens/live-agent/index.js')).LiveAgentScreen,
  },
  {
    id: 'review',
    label: 'Briefs and transfers',
    area: 'settings',
    scope: 'project',
    load: async () => (await import('./screens/review/index.js')).ReviewScreen,
  },
  { id: 'site', label: 'Site', area: 'settings', scope: 'project', load: async () => (await import('./screens/site/index.js')).SiteScreen },
  { id: 'search', label: 'Search', area: 'settings', scope: 'project', load: async () => (await import('./screens/search/index.js')).SearchScreen },
  { id: 'domains', label: 'Domains', area: 'settings', scope: 'project', load: async () => (await import('./screens/domains/index.js')).DomainsScreen },
  {
    id: 'navigation',
    label: 'Navigation',
    area: 'settings',
    scope: 'project',
    load: async () => (await import('./screens/navigation/index.js')).NavigationScreen,
  },
  {
    id: 'templates',
    label: 'Templates',
    area: 'settings',
    scope: 'project',
    load: async () => (await import('./screens/templates/index.js')).TemplatesScreen,
  },
  { id: 'keys', label: 'API keys', area: 'settings', scope: 'project', load: async () => (await import('./screens/keys/index.js')).KeysScreen },
  { id: 'webhooks', label: 'Webhooks', area: 'settings', scope: 'project', load: async () => (await import('./screens/webhooks/index.js')).WebhooksScreen },
  { id: 'activity', label: 'Activity', area: 'settings', scope: 'project', load: async () => (await import('./screens/activity/index.js')).ActivityScreen },
  { id: 'projects', label: 'Your projects', area: 'account', scope: 'account', load: async () => (await import('./screens/projects/index.js')).ProjectsScreen },
  {
    id: 'connections',
    label: 'Connected clients',
    area: 'account',
    scope: 'account',
    load: async () => (await import('./screens/connections/index.js')).ConnectionsScreen,
  },
];

export const screenNamed = (id: string): ScreenDefinition | undefined => SCREENS.find((screen) => screen.id === id);

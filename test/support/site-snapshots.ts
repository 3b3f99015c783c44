import type { DeployGuard, SiteSnapshot } from '../../application/site/ports.js';
import type { PageDocument } from '../../domain/pages/page-document.js';
import type { NavigationEntry } from '../../domain/site/navigation.js';
import { aSiteTheme } from './builders.js';

/**
 * Sites to deploy, for the tests of the deployers and of the planned files: every page and
 * snapshot of project `proj`, served at `http://proj.sites.test/` (as aSiteTheme says).
 */

/** A live page of `proj` at `slug`: `# slug`, revision 1, in English, unless `fields` say otherwise. */
export function sitePage(slug: string, fields: Partial<PageDocument> = {}): PageDocument {
  const language = fields.language ?? 'en';
  const revision = fields.revision ?? 1;
  return {
    id: `id-${language}-${slug}`,
    project_id: 'proj',
    slug,
    language,
    visibility: 'public',
    metadata: { title: slug },
    content: `# ${slug}`,
    doc_template_id: 'page',
    revision,
    translation_of: null,
    created_at: '2026-01-01T00:00:00Z',
    updated_at: `2026-01-01T00:00:0${revision}Z`,
    ...fields,
  };
}

/** The whole site of `proj` with these pages: no navigation, images or agent, the default look, unless `parts` say otherwise. */
export function siteSnapshot(
  pages: PageDocument[],
  parts: { navigation?: readonly NavigationEntry[]; images?: SiteSnapshot['images']; accentColor?: string | null } = {},
): SiteSnapshot {
  return {
    projectId: 'proj',
    mark: 0,
    name: 'Site',
    defaultLanguage: 'en',
    pages,
    navigation: parts.navigation ?? [],
    images: parts.images ?? {},
    theme: aSiteTheme('proj', { accentColor: parts.accentColor ?? null }),
    agent: null,
    homePages: {},
    settings: 'settings-1',
  };
}

/** The English sidebar group "Docs" linking these slugs. */
export const sidebar = (slugs: string[]): NavigationEntry => ({
  id: 'nav-1',
  project_id: 'proj',
  kind: 'sidebar_group',
  language: 'en',
  position: 0,
  body: { title: 'Docs', items: slugs.map((slug) => ({ slug, label: slug })) },
});

/** Where the test sites live: `proj` at `http://proj.sites.test/`. */
export const ADDRESSING = { publicBaseUrl: 'http://service.test', sitesDomain: 'sites.test' };
export const AT = 'http://proj.sites.test/';
export const AGENT_ASSETS = { scriptUrl: 'http://service.test/assets/live-agent-AAAA1111.js', frameOrigin: 'http://service.test' };
/** A deploy that holds its lease throughout. */
export const held: DeployGuard = { check: () => undefined };

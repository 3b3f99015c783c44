import type { Project } from '../projects/project.js';
import { canonicalJson } from '../shared/canonical-json.js';
import type { DocTemplate } from '../templates/template.js';
import { templateLayout } from '../templates/layouts.js';
import { agentPlacement } from './agent-placement.js';
import type { Domain } from './hostname.js';
import type { NavigationEntry } from './navigation.js';

/** Everything a deployed site shows besides its pages: the project's site settings, as stored. */
export interface SiteSettingsSource {
  readonly project: Project;
  readonly navigation: readonly NavigationEntry[];
  readonly domains: readonly Domain[];
  /** The project's own templates (their layouts and image fields shape the pages). */
  readonly templates: readonly DocTemplate[];
}

/** cyrb53: a fast 53-bit string hash (not a cryptographic one: it only tells settings apart). */
function cyrb53(text: string, seed: number): string {
  let h1 = 0xdeadbeef ^ seed;
  let h2 = 0x41c6ce57 ^ seed;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ ch, 2654435761);
    h2 = Math.imul(h2 ^ ch, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36).padStart(11, '0');
}

/** A template's layout as fingerprinted: without an empty details section, so that releases recorded before it still match. */
function fingerprintedLayout(template: DocTemplate) {
  const { details, ...layout } = templateLayout(template);
  return details.length === 0 ? layout : { ...layout, details };
}

/**
 * A short text that changes when anything a deploy renders besides the pages changes: the
 * site's name and default language, navigation, theme, home pages, language fallbacks, the live agent's placement
 * (as the site shows it: none while the voice module is off), the verified domains (canonical
 * addresses) and the project templates' layouts. A deploy records it with its release; the
 * publish status compares it with the current one (`settings_changed`).
 */
export function siteSettingsFingerprint(source: SiteSettingsSource): string {
  const { project } = source;
  // No chosen icon and no fallbacks are left out, so that releases recorded before those settings existed still match.
  const { favicon_image_id: favicon, language_fallbacks: fallbacks, ...site } = project.settings.site;
  const text = canonicalJson({
    name: project.name,
    default_language: project.default_language,
    site: {
      ...site,
      ...(favicon !== null && favicon !== undefined && { favicon_image_id: favicon }),
      ...(fallbacks !== undefined && Object.keys(fallbacks).length > 0 && { language_fallbacks: fallbacks }),
      live_agent_placement: null,
      live_agent_slug: null,
    },
    agent: agentPlacement(project),
    navigation: source.navigation
      .map(({ id, kind, language, position, body }) => ({ id, kind, language, position, body }))
      .sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)),
    domains: source.domains
      .filter((d) => d.status === 'verified')
      .map((d) => [d.hostname, d.verified_at])
      .sort(),
    templates: source.templates.map((t) => ({
      id: t.id,
      layout: fingerprintedLayout(t),
      images: t.fields.filter((f) => f.type === 'image').map((f) => f.key),
    })),
  });
  // Two seeds: about 106 bits, so two different settings never pass for one.
  return cyrb53(text, 1) + cyrb53(text, 2);
}

import type { SiteSettings } from '../../domain/projects/project.js';

export type SiteUpdateOutcome = { readonly kind: 'updated' } | { readonly kind: 'slug_in_use' } | { readonly kind: 'not_found' };

/**
 * The project's site settings, written together with the slug check: a `destination_page`
 * placement reserves its slug only if no page or draft uses it, atomically with page creation.
 */
export interface SiteSettingsStore {
  update(projectId: string, site: SiteSettings): Promise<SiteUpdateOutcome>;
}
export const SiteSettingsStore = Symbol.for('SiteSettingsStore');

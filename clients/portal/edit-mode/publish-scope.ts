import { h } from './dom.js';
import type { PublishPreview } from './types.js';

/** What a publish takes: every draft, one page's draft (`draft_ids` of the dry run), or none (the site's settings alone). */
export type PublishScope =
  { readonly kind: 'all' } | { readonly kind: 'page'; readonly draftId: string; readonly title: string } | { readonly kind: 'settings' };

/** The dialog's words for each scope. */
export function publishScopeWords(scope: PublishScope): { title: string; nothing: string; settingsAlone: string } {
  const settingsAlone = 'No page to publish: the site’s settings changed since it was last deployed, and applying them deploys the site with them.';
  switch (scope.kind) {
    case 'page':
      return { title: 'Publish this page', nothing: `Nothing to publish: “${scope.title}” has no change from its live page.`, settingsAlone };
    case 'settings':
      return { title: 'Apply settings to the site', nothing: 'The site already has the current settings: nothing to apply.', settingsAlone };
    case 'all':
      return { title: 'Publish', nothing: 'There is nothing to publish: no page has a draft.', settingsAlone };
  }
}

/** Drafts equal to their live page: listed as unchanged, never counted as pages to publish (a confirm leaves them drafts). */
export function unchangedSection(unchanged: PublishPreview['manifest']['unchanged']): HTMLElement | null {
  if (unchanged.length === 0) return null;
  return h(
    'section',
    { 'aria-label': 'Unchanged', class: 'em-unchanged' },
    h('h3', {}, 'Unchanged: equal to the live page, not published'),
    h('ul', {}, ...unchanged.map((draft) => h('li', {}, `/${draft.slug} (${draft.language}): no changes`))),
  );
}

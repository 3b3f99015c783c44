import type { EditModeApi } from './api.js';
import { approvalPanel } from './approval.js';
import { openDialog } from './dialog.js';
import { button, formatTime, h, replace } from './dom.js';
import { describeFailure } from '../messages.js';
import { publishScopeWords, unchangedSection, type PublishScope } from './publish-scope.js';
import { deployedWords, releaseWords } from './publish-words.js';
import { scheduleRelease } from './releases/schedule-release.js';
import { sitePageUrl } from './site-address.js';
import type { ManifestChange, PublishPreview, PublishResult } from './types.js';

export interface PublishContext {
  readonly api: Pick<EditModeApi, 'publishDryRun' | 'confirmPublish' | 'publishHistory' | 'createRelease' | 'getDraft' | 'approveDraft'>;
  readonly projectId: string;
  /** What is published: every draft (the default), one page's draft, or only the site's settings. */
  readonly scope?: PublishScope;
  /** The site's own address (the project's `site_url`): its pages are linked there. */
  readonly siteUrl: string;
  /** Saves the editor's work first, so that the dry run sees it; false when it could not be saved. */
  flush(): Promise<boolean>;
  /** After a publish: the drafts it promoted are live pages now. */
  published(result: PublishResult, changes: readonly ManifestChange[]): void;
}

const ACTION = { create: 'New page', update: 'Update' } as const;

function changesTable(siteUrl: string, changes: readonly ManifestChange[], linked: boolean): HTMLElement {
  return h(
    'table',
    { class: 'em-table' },
    h('thead', {}, h('tr', {}, ...['Page', 'Language', 'Change', 'Revision'].map((name) => h('th', { scope: 'col' }, name)))),
    h(
      'tbody',
      {},
      ...changes.map((change) =>
        h(
          'tr',
          {},
          h(
            'th',
            { scope: 'row' },
            linked
              ? h('a', { href: sitePageUrl(siteUrl, change.language, change.slug), target: '_blank', rel: 'noopener' }, `/${change.slug}`)
              : `/${change.slug}`,
          ),
          h('td', {}, change.language),
          h('td', {}, ACTION[change.action]),
          h('td', {}, String(change.revision)),
        ),
      ),
    ),
  );
}

/**
 * Publishing in two steps: the dry run says what would be published (each draft, new or an
 * update, at its revision), what is blocked and why, and the navigation links that would
 * break; then Publish promotes exactly that and deploys the site, and links to the pages.
 */
export async function publishFlow(context: PublishContext): Promise<void> {
  const scope = context.scope ?? { kind: 'all' };
  const words = publishScopeWords(scope);
  const status = h('p', { role: 'status', class: 'em-help' }, 'Saving your changes, then checking what would be published…');
  const content = h('div', { class: 'em-publish' });
  // One page's publish shows its approval (and Approve for those who may): approving checks again what would be published.
  const approval = scope.kind === 'page' ? approvalPanel({ ...context, draftId: scope.draftId, approved: () => void dryRun() }) : null;
  const dialog = openDialog(words.title, status, approval?.element, content);
  dialog.element.classList.add('em-dialog--wide');
  const close = button('Close', () => dialog.close(), { class: 'em-button' });
  dialog.actions.append(close);

  if (!(await context.flush())) {
    status.textContent = 'Your changes could not be saved, so nothing is published: see the editor’s status.';
    return;
  }
  await Promise.all([dryRun(), approval?.load()]);

  async function dryRun(): Promise<void> {
    replace(content);
    status.textContent = 'Checking what would be published…';
    let preview: PublishPreview;
    try {
      preview = await context.api.publishDryRun(context.projectId, scope.kind === 'page' ? [scope.draftId] : undefined);
    } catch (failure) {
      status.textContent = describeFailure('Checking what to publish', failure);
      return;
    }
    const { changes, blocked, unchanged, settings_only: settingsOnly } = preview.manifest;
    // With no page to promote, a confirm deploys the settings alone: worth it only when they changed.
    const settingsAlone = settingsOnly && blocked.length === 0 && preview.settings_changed;
    // "Apply settings" promotes no draft: with drafts waiting, the settings go out with their publish.
    const held = scope.kind === 'settings' && !settingsOnly;
    status.textContent = held
      ? `${changes.length} ${changes.length === 1 ? 'draft is' : 'drafts are'} ready to publish: the settings are applied with them. Publish a page (or all) to apply the settings.`
      : settingsAlone
        ? words.settingsAlone
        : changes.length === 0
          ? blocked.length === 0
            ? words.nothing
            : 'Nothing can be published yet: every draft is blocked (see why below).'
          : `${changes.length} ${changes.length === 1 ? 'page' : 'pages'} will be published${blocked.length === 0 ? '.' : `; ${blocked.length} blocked.`}`;
    const confirm = button(
      settingsAlone ? 'Apply settings' : `Publish ${changes.length} ${changes.length === 1 ? 'page' : 'pages'}`,
      () => void publish(preview, confirm),
      { class: 'em-button em-button--primary', disabled: held || (changes.length === 0 && !settingsAlone) },
    );
    replace(
      content,
      changes.length === 0
        ? null
        : h('section', { 'aria-label': 'Will be published' }, h('h3', {}, 'Will be published'), changesTable(context.siteUrl, changes, false)),
      unchangedSection(unchanged),
      preview.settings_changed && !settingsAlone && !held
        ? h('p', { class: 'em-help' }, 'The site’s settings changed since it was last deployed: this publish applies them too.')
        : null,
      blocked.length === 0
        ? null
        : h(
            'section',
            { 'aria-label': 'Blocked', class: 'em-blocked' },
            h('h3', {}, 'Blocked: not published until fixed'),
            h(
              'ul',
              {},
              ...blocked.map((draft) =>
                h('li', {}, h('strong', {}, `/${draft.slug} (${draft.language})`), h('ul', {}, ...draft.reasons.map((reason) => h('li', {}, reason)))),
              ),
            ),
          ),
      preview.warnings.length === 0
        ? null
        : h(
            'section',
            { 'aria-label': 'Link warnings', class: 'em-warnings' },
            h('h3', {}, 'Link warnings'),
            h('ul', {}, ...preview.warnings.map((warning) => h('li', {}, warning.message))),
          ),
      h('p', { class: 'em-help' }, `This check is valid until ${formatTime(preview.expires_at)}.`),
      changes.length === 0 ? null : scheduleRelease({ api: context.api, projectId: context.projectId, changes, scheduled: () => confirm.remove() }),
    );
    dialog.actions.replaceChildren(close, confirm);
    if (!confirm.disabled) confirm.focus();
  }

  async function publish(preview: PublishPreview, pressed: HTMLButtonElement): Promise<void> {
    pressed.disabled = true;
    pressed.textContent = 'Publishing…';
    status.textContent = 'Publishing and deploying the site…';
    try {
      const result = await context.api.confirmPublish(context.projectId, preview.confirmation_token);
      const changes = preview.manifest.changes;
      status.textContent =
        changes.length === 0
          ? `Applied the settings: the site was deployed at ${formatTime(result.deployed_at)}.`
          : `Published ${result.promoted} ${result.promoted === 1 ? 'page' : 'pages'}; the site was deployed at ${formatTime(result.deployed_at)}.`;
      replace(content, changes.length === 0 ? null : h('h3', {}, 'Live now'), changes.length === 0 ? null : changesTable(context.siteUrl, changes, true));
      dialog.actions.replaceChildren(close);
      close.focus();
      context.published(result, changes);
    } catch (failure) {
      status.textContent = describeFailure('Publishing', failure);
      dialog.actions.replaceChildren(
        close,
        button('Check again', () => void dryRun(), { class: 'em-button em-button--primary' }),
      );
    }
  }
}

/** The project's publishes, newest first: when, by whom, which pages (linked to the site). */
export async function publishHistory(context: Pick<PublishContext, 'api' | 'projectId' | 'siteUrl'>): Promise<void> {
  const status = h('p', { role: 'status', class: 'em-help' }, 'Loading the publish history…');
  const list = h('ol', { class: 'em-history' });
  const more = button('Show older', () => void load(), { class: 'em-button em-button--small', hidden: true });
  const dialog = openDialog('Publish history', status, list, more);
  dialog.element.classList.add('em-dialog--wide');
  dialog.actions.append(button('Close', () => dialog.close(), { class: 'em-button' }));
  let cursor: string | undefined;

  async function load(): Promise<void> {
    try {
      const page = await context.api.publishHistory(context.projectId, cursor);
      for (const record of page.history) {
        const release = releaseWords(record);
        list.append(
          h(
            'li',
            {},
            h('p', {}, h('strong', {}, formatTime(record.published_at)), ` by ${record.published_by}: ${deployedWords(record)}`),
            release === null ? null : h('p', { class: 'em-help' }, release),
            record.changes.length === 0 ? null : changesTable(context.siteUrl, record.changes, true),
            record.unpublished.length === 0
              ? null
              : h('p', { class: 'em-help' }, `Taken off: ${record.unpublished.map((p) => `/${p.slug} (${p.language})`).join(', ')}`),
          ),
        );
      }
      cursor = page.next_cursor ?? undefined;
      more.hidden = page.next_cursor === null;
      status.textContent = list.childElementCount === 0 ? 'Nothing has been published yet.' : '';
    } catch (failure) {
      status.textContent = describeFailure('Loading the publish history', failure);
    }
  }
  await load();
}

import type { EditModeApi } from '../api.js';
import { openDialog } from '../dialog.js';
import { button, formatTime, h, replace } from '../dom.js';
import { describeFailure } from '../../messages.js';
import type { PreviewRequest, VersionSummary } from '../types.js';
import { previewPane } from './preview.js';

export interface VersionsContext {
  readonly api: Pick<EditModeApi, 'listVersions' | 'getVersion' | 'preview'>;
  readonly projectId: string;
  readonly draftId: string;
  /** What the preview of a version is rendered with besides the version's own metadata and content. */
  readonly page: Omit<PreviewRequest, 'metadata' | 'content'>;
  /** Restores a version (after the editor's work is saved); resolves a sentence saying what happened. */
  restore(version: VersionSummary): Promise<string>;
}

/**
 * The draft's versions, newest first (each save is one; autosaves of a minute coalesce): a
 * preview of any of them rendered as the site will show it, and restore, which makes the
 * version's text the draft's next revision (itself a version: a restore can be undone).
 */
export async function showVersions(context: VersionsContext): Promise<void> {
  const status = h('p', { role: 'status', class: 'em-help' }, 'Loading the versions…');
  const list = h('div', { class: 'em-versions__list' });
  const preview = previewPane((request) => context.api.preview(context.projectId, request), 'Preview of the chosen version');
  const previewTitle = h('h3', { class: 'em-versions__preview-title' }, 'Choose a version to preview it.');
  const dialog = openDialog(
    'Versions',
    status,
    h('div', { class: 'em-versions' }, list, h('div', { class: 'em-versions__preview' }, previewTitle, preview.element)),
  );
  dialog.element.classList.add('em-dialog--wide');
  dialog.actions.append(button('Close', () => dialog.close(), { class: 'em-button' }));

  let versions: VersionSummary[];
  try {
    versions = await context.api.listVersions(context.projectId, context.draftId);
  } catch (failure) {
    status.textContent = describeFailure('Loading the versions', failure);
    return;
  }
  status.textContent = `${versions.length} ${versions.length === 1 ? 'version' : 'versions'}, newest first.`;
  const label = (v: VersionSummary) => `revision ${v.revision}`;
  const rows = versions.map((version, index) => {
    const show = button('Preview', () => void showVersion(version), { class: 'em-button em-button--small', 'aria-label': `Preview ${label(version)}` });
    const restore = button('Restore', () => void restoreVersion(version, restore), {
      class: 'em-button em-button--small',
      'aria-label': `Restore ${label(version)}`,
      disabled: index === 0,
      title: index === 0 ? 'This is the draft as it is now.' : null,
    });
    return h(
      'tr',
      {},
      h('th', { scope: 'row' }, `Revision ${version.revision}`),
      h('td', {}, formatTime(version.saved_at)),
      h('td', {}, version.saved_by),
      h('td', {}, version.autosave ? 'Autosave' : 'Save'),
      h('td', { class: 'em-versions__actions' }, show, restore),
    );
  });
  replace(
    list,
    h(
      'table',
      { class: 'em-table' },
      h('caption', { class: 'em-visually-hidden' }, 'Versions of this draft'),
      h('thead', {}, h('tr', {}, ...['Version', 'Saved', 'By', 'Kind', 'Actions'].map((name) => h('th', { scope: 'col' }, name)))),
      h('tbody', {}, ...rows),
    ),
  );

  async function showVersion(version: VersionSummary): Promise<void> {
    previewTitle.textContent = `Revision ${version.revision}, saved ${formatTime(version.saved_at)}`;
    try {
      const snapshot = await context.api.getVersion(context.projectId, context.draftId, version.version_id);
      preview.update({ ...context.page, metadata: snapshot.metadata, content: snapshot.content }, { now: true });
    } catch (failure) {
      previewTitle.textContent = describeFailure(`Loading revision ${version.revision}`, failure);
    }
  }

  async function restoreVersion(version: VersionSummary, pressed: HTMLButtonElement): Promise<void> {
    pressed.disabled = true;
    status.textContent = `Restoring revision ${version.revision}…`;
    try {
      const done = await context.restore(version);
      dialog.close('restored');
      status.textContent = done;
    } catch (failure) {
      pressed.disabled = false;
      status.textContent = describeFailure(`Restoring revision ${version.revision}`, failure);
    }
  }
}

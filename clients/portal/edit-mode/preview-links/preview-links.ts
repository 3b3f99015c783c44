import type { EditModeApi } from '../api.js';
import { openDialog } from '../dialog.js';
import { button, formatTime, h, replace, uniqueId } from '../dom.js';
import { describeFailure } from '../../messages.js';
import type { PreviewLink } from '../workflow-api.js';

export interface PreviewLinksContext {
  readonly api: Pick<EditModeApi, 'createPreviewLink' | 'listPreviewLinks' | 'revokePreviewLink'>;
  readonly projectId: string;
  readonly draftId: string;
  /** Saves the editor's work first, so that the link shows it. */
  flush(): Promise<boolean>;
}

const EXPIRIES = [
  { seconds: 3600, label: '1 hour' },
  { seconds: 86_400, label: '1 day' },
  { seconds: 7 * 86_400, label: '1 week' },
  { seconds: 30 * 86_400, label: '30 days' },
] as const;

/**
 * Preview links of a draft (docs/workflow.md#preview-links): a link anyone may open without an
 * account until it expires, its views run out or it is revoked. Its address is shown once, when
 * made (the service keeps only its hash), to copy; the list shows the draft's links with their
 * views, each revocable.
 */
export async function previewLinks(context: PreviewLinksContext): Promise<void> {
  const { api, projectId, draftId } = context;
  const expiryId = uniqueId('preview-expiry');
  const viewsId = uniqueId('preview-views');
  const expiry = h(
    'select',
    { id: expiryId, class: 'em-input' },
    ...EXPIRIES.map((e) => h('option', { value: String(e.seconds), selected: e.seconds === 86_400 }, e.label)),
  );
  const views = h('input', { id: viewsId, type: 'number', min: 1, step: 1, class: 'em-input', inputmode: 'numeric', 'aria-describedby': `${viewsId}-help` });
  const create = button('Create link', () => void make(), { class: 'em-button em-button--primary' });
  const status = h('p', { role: 'status', class: 'em-help' });
  const made = h('div', { class: 'em-preview-link__made' });
  const list = h('ul', { class: 'em-preview-links', 'aria-label': 'Links to this draft' });
  const dialog = openDialog(
    'Share a preview',
    h('p', {}, 'Anyone with the link sees this draft as the site will show it, without signing in, until it expires, its views run out, or you revoke it.'),
    h(
      'div',
      { class: 'em-field-row' },
      h('p', { class: 'em-field' }, h('label', { for: expiryId }, 'Expires after'), expiry),
      h(
        'p',
        { class: 'em-field' },
        h('label', { for: viewsId }, 'Most views (optional)'),
        views,
        h('span', { id: `${viewsId}-help`, class: 'em-help' }, 'Empty: no limit.'),
      ),
    ),
    h('p', {}, create),
    status,
    made,
    h('h3', {}, 'Links to this draft'),
    list,
  );
  dialog.element.classList.add('em-dialog--wide');
  dialog.actions.append(button('Close', () => dialog.close(), { class: 'em-button' }));

  async function make(): Promise<void> {
    create.disabled = true;
    status.textContent = 'Saving your changes, then making the link…';
    try {
      if (!(await context.flush())) {
        status.textContent = 'Your changes could not be saved, so no link was made: see the editor’s status.';
        return;
      }
      const maxViews = views.value.trim() === '' ? undefined : Number(views.value);
      const link = await api.createPreviewLink(projectId, {
        draft_id: draftId,
        expires_in: Number(expiry.value),
        ...(maxViews === undefined ? {} : { max_views: maxViews }),
      });
      const address = h('input', { class: 'em-input em-mono', readonly: true, 'aria-label': 'Preview link', value: link.url });
      const copied = h('span', { role: 'status', class: 'em-help' });
      const copy = button(
        'Copy link',
        () =>
          void navigator.clipboard.writeText(link.url).then(
            () => (copied.textContent = 'Copied.'),
            () => {
              address.select();
              copied.textContent = 'Selected: press Ctrl+C to copy.';
            },
          ),
        { class: 'em-button' },
      );
      replace(made, h('p', {}, 'The link (shown only now: copy it):'), h('p', { class: 'em-preview-link__url' }, address, copy, copied));
      status.textContent = `Link made: it works until ${formatTime(link.expires_at)}${link.max_views === null ? '' : ` or ${link.max_views} views`}.`;
      await load();
    } catch (failure) {
      status.textContent = describeFailure('Making the link', failure);
    } finally {
      create.disabled = false;
    }
  }

  function row(link: PreviewLink): HTMLElement {
    const revoke = button('Revoke', () => void drop(), { class: 'em-button em-button--small em-button--danger' });
    const item = h(
      'li',
      {},
      h(
        'span',
        {},
        `Made ${formatTime(link.created_at)}, until ${formatTime(link.expires_at)}: ${link.views} ${link.views === 1 ? 'view' : 'views'}${link.max_views === null ? '' : ` of ${link.max_views}`}. `,
      ),
      revoke,
    );
    async function drop(): Promise<void> {
      revoke.disabled = true;
      try {
        await api.revokePreviewLink(projectId, link.id);
        status.textContent = 'Link revoked: it no longer opens.';
        await load();
      } catch (failure) {
        revoke.disabled = false;
        status.textContent = describeFailure('Revoking the link', failure);
      }
    }
    return item;
  }

  async function load(): Promise<void> {
    try {
      const links = (await api.listPreviewLinks(projectId)).filter((link) => link.draft_id === draftId);
      replace(list, ...(links.length === 0 ? [h('li', {}, 'No link to this draft yet.')] : links.map(row)));
    } catch (failure) {
      replace(list, h('li', {}, describeFailure('Loading the links', failure)));
    }
  }
  await load();
}

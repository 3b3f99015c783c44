import { openDialog } from '../dialog.js';
import { button, h } from '../dom.js';

/**
 * Asks before discarding: the dialog says that the draft and all its versions are deleted for
 * good, and that the live page (if any) stays. Resolves true when the person confirms.
 */
export async function confirmDiscard(title: string, versions: number | null, hasLivePage: boolean | null): Promise<boolean> {
  const count = versions === null ? 'all of its versions' : versions === 1 ? 'its 1 version' : `all ${versions} of its versions`;
  const live =
    hasLivePage === null
      ? 'The live page, if there is one, stays as it is.'
      : hasLivePage
        ? 'The live page stays as it is.'
        : 'The page has never been published: nothing of it will remain.';
  const dialog = openDialog(
    'Discard this draft?',
    h('p', {}, `This permanently deletes the draft “${title}” and ${count}. ${live}`),
    h('p', { class: 'em-warning' }, 'This cannot be undone.'),
  );
  const keep = button('Keep editing', () => dialog.close('keep'), { class: 'em-button' });
  dialog.actions.append(
    keep,
    button('Discard draft and versions', () => dialog.close('discard'), { class: 'em-button em-button--danger' }),
  );
  // The safe choice has focus: Enter does not delete.
  keep.focus();
  return (await dialog.closed) === 'discard';
}

import { button, h, replace } from '../dom.js';

export interface ConflictChoices {
  /** Their draft replaces the editor's; answers the content it replaced. */
  reloadTheirs(): Promise<string | null>;
  /** The editor's work is saved over theirs. */
  overwrite(): Promise<boolean>;
}

/**
 * A save refused because someone saved the draft meanwhile (409 with `current_revision`),
 * said plainly, with the two ways out. Either way nothing typed is lost: overwriting keeps
 * theirs in the versions, and reloading keeps this editor's text below to copy from.
 */
export function conflictNotice(region: HTMLElement, yours: HTMLElement, conflict: { mine: number; theirs: number }, choices: ConflictChoices): void {
  const reload = button('Reload theirs', () => void act(reload, async () => showYours(yours, await choices.reloadTheirs())), { class: 'em-button' });
  const keep = button('Overwrite with mine', () => void act(keep, () => choices.overwrite()), { class: 'em-button em-button--primary' });
  const act = async (pressed: HTMLButtonElement, work: () => Promise<unknown>) => {
    reload.disabled = keep.disabled = true;
    pressed.setAttribute('aria-busy', 'true');
    try {
      await work();
    } finally {
      reload.disabled = keep.disabled = false;
      pressed.removeAttribute('aria-busy');
    }
  };
  replace(
    region,
    h('h2', { class: 'em-notice__title' }, 'Someone else changed this draft'),
    h(
      'p',
      {},
      `It was saved elsewhere (revision ${conflict.theirs}) after you started from revision ${conflict.mine}. Your changes are still here, not saved. `,
      'Choose which version to keep:',
    ),
    h(
      'ul',
      {},
      h('li', {}, h('strong', {}, 'Reload theirs'), ': shows their version; your text stays on this page to copy from.'),
      h('li', {}, h('strong', {}, 'Overwrite with mine'), ': saves your version over theirs; theirs stays in the versions list.'),
    ),
    h('p', { class: 'em-notice__actions' }, reload, keep),
  );
  region.hidden = false;
  reload.focus();
}

/** The text the editor held before their version replaced it, to copy from until dismissed. */
export function showYours(region: HTMLElement, content: string | null): void {
  if (content === null) return;
  const text = h('textarea', { readonly: true, rows: 8, class: 'em-mono', 'aria-label': 'Your text, not saved' });
  text.value = content;
  const copied = h('span', { role: 'status', class: 'em-help' });
  replace(
    region,
    h('h2', { class: 'em-notice__title', id: 'em-yours-title' }, 'Your text (not saved)'),
    h('p', {}, 'Their version is in the editor now. This is what you had typed: copy what you need, then dismiss it.'),
    text,
    h(
      'p',
      { class: 'em-notice__actions' },
      button(
        'Copy',
        () => {
          void navigator.clipboard.writeText(content).then(
            () => (copied.textContent = 'Copied.'),
            () => {
              text.select();
              copied.textContent = 'Selected: press Ctrl+C to copy.';
            },
          );
        },
        { class: 'em-button' },
      ),
      button(
        'Dismiss',
        () => {
          region.hidden = true;
          region.replaceChildren();
        },
        { class: 'em-button' },
      ),
      copied,
    ),
  );
  region.hidden = false;
}

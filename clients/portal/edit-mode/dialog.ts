import { firstControlIn } from '../../shared/dom.js';
import { h, uniqueId, type Child } from './dom.js';

export interface Dialog {
  readonly element: HTMLDialogElement;
  /** Where the dialog's content goes. */
  readonly body: HTMLElement;
  /** Where its buttons go. */
  readonly actions: HTMLElement;
  /** Closes it with an answer (`''` when dismissed with Escape or Cancel). */
  close(answer?: string): void;
  /** Settles with the answer once it is closed. */
  readonly closed: Promise<string>;
}

/**
 * A modal dialog (the browser's `<dialog>`: focus moves into it and stays there, Escape closes
 * it), named by its heading. Focus goes back where it was when it closes.
 */
export function openDialog(title: string, ...content: Child[]): Dialog {
  const headingId = uniqueId('dialog-title');
  const body = h('div', { class: 'em-dialog__body' }, ...content);
  const actions = h('div', { class: 'em-dialog__actions' });
  const element = h(
    'dialog',
    { class: 'em-dialog', 'aria-labelledby': headingId },
    h('h2', { id: headingId, class: 'em-dialog__title' }, title),
    body,
    actions,
  );
  const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  let settle: (answer: string) => void = () => undefined;
  const closed = new Promise<string>((resolve) => (settle = resolve));
  element.addEventListener('close', () => {
    element.remove();
    if (opener?.isConnected) opener.focus();
    settle(element.returnValue);
  });
  document.body.append(element);
  element.showModal();
  // showModal focuses the first focusable descendant, which may be a preview frame: keys typed
  // there (Escape) go to the frame's document, never to the dialog. Once the caller has added
  // its buttons (this turn), focus moves to the first control instead.
  queueMicrotask(() => {
    if (element.open && (document.activeElement instanceof HTMLIFrameElement || !element.contains(document.activeElement))) {
      firstControlIn(element)?.focus();
    }
  });
  return {
    element,
    body,
    actions,
    closed,
    close(answer = '') {
      if (element.open) element.close(answer);
    },
  };
}

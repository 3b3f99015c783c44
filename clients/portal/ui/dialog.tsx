import type { ComponentChildren } from 'preact';
import { useId, useLayoutEffect, useRef } from 'preact/hooks';
import { firstControlIn } from '../../shared/dom.js';

interface DialogProps {
  readonly title: string;
  /** Called when it closes: Escape, a Cancel button, or the caller's own (`close` of the element). */
  onClose(): void;
  readonly wide?: boolean;
  readonly children: ComponentChildren;
}

/**
 * A modal dialog (the browser's `<dialog>`: focus moves to its first control and stays inside,
 * Escape closes it), named by its heading. Focus goes back to what opened it when it closes.
 * Shown while drawn.
 */
export function Dialog({ title, onClose, wide, children }: DialogProps) {
  const element = useRef<HTMLDialogElement>(null);
  const headingId = useId();
  const closing = useRef(onClose);
  closing.current = onClose;
  useLayoutEffect(() => {
    const dialog = element.current!;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const closed = () => closing.current();
    dialog.addEventListener('close', closed);
    dialog.showModal();
    // showModal may leave the focus on the dialog itself (no autofocus attribute): the first
    // control takes it, as in Edit Mode's dialogs (edit-mode/dialog.ts).
    if (!dialog.contains(document.activeElement) || document.activeElement === dialog) firstControlIn(dialog)?.focus();
    return () => {
      dialog.removeEventListener('close', closed);
      if (dialog.open) dialog.close();
      if (opener?.isConnected) opener.focus();
    };
  }, []);
  return (
    <dialog ref={element} class={`em-dialog${wide === true ? ' em-dialog--wide' : ''}`} aria-labelledby={headingId}>
      <h2 id={headingId} class="em-dialog__title">
        {title}
      </h2>
      <div class="em-dialog__body">{children}</div>
    </dialog>
  );
}

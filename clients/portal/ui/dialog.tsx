import type { ComponentChildren } from 'preact';
import { useId, useLayoutEffect, useRef } from 'preact/hooks';

interface DialogProps {
  readonly title: string;
  /** Called when it closes: Escape, a Cancel button, or the caller's own (`close` of the element). */
  onClose(): void;
  readonly wide?: boolean;
  readonly children: ComponentChildren;
}

/**
 * A modal dialog (the browser's `<dialog>`: focus moves into it and stays there, Escape closes
 * it), named by its heading. Focus goes back where it was when it closes. Shown while drawn.
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

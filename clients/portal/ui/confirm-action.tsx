import { useEffect, useRef, useState } from 'preact/hooks';

interface ConfirmActionProps {
  /** What it does, as its button says it: "Delete Image 1" (the first press shows "Delete Image 1…"). */
  readonly label: string;
  /** What the second press does, asked beside it: "Delete Image 1? It cannot be undone." */
  readonly question: string;
  readonly small?: boolean;
  /** Done on the second press; the question closes when it ends. */
  run(): Promise<unknown>;
}

/**
 * An action that cannot be undone (delete, remove, revoke): a first press asks, in words, and
 * a second one does it; Cancel or Escape leaves it. Both presses are buttons a keyboard
 * reaches. Like a dialog, the question takes the focus (on Cancel: a key held or pressed twice
 * must not do what cannot be undone), and leaving it gives the focus back to the first button.
 */
export function ConfirmAction({ label, question, small, run }: ConfirmActionProps) {
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const cancel = useRef<HTMLButtonElement>(null);
  const opener = useRef<HTMLButtonElement>(null);
  // Whether the focus was in the question when it closed: only then does it go back to the button.
  const refocus = useRef(false);
  useEffect(() => {
    if (asking) cancel.current?.focus();
    else if (refocus.current) {
      refocus.current = false;
      opener.current?.focus();
    }
  }, [asking]);
  const size = small === true ? ' em-button--small' : '';
  const leave = () => {
    refocus.current = true;
    setAsking(false);
  };
  if (!asking)
    return (
      <button type="button" ref={opener} class={`em-button${size}`} onClick={() => setAsking(true)}>
        {label}…
      </button>
    );
  return (
    <span
      class="pt-card__row"
      role="group"
      aria-label={`${label}?`}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && !busy) {
          event.preventDefault();
          leave();
        }
      }}
    >
      <span>{question}</span>
      <button
        type="button"
        class={`em-button em-button--danger${size}`}
        disabled={busy}
        onClick={async () => {
          setBusy(true);
          await run();
          setBusy(false);
          setAsking(false);
        }}
      >
        {label}
      </button>
      <button type="button" ref={cancel} class={`em-button${size}`} onClick={leave}>
        Cancel
      </button>
    </span>
  );
}

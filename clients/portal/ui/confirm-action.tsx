import { useState } from 'preact/hooks';

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
 * a second one does it; Cancel leaves it. Both presses are buttons a keyboard reaches.
 */
export function ConfirmAction({ label, question, small, run }: ConfirmActionProps) {
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const size = small === true ? ' em-button--small' : '';
  if (!asking)
    return (
      <button type="button" class={`em-button${size}`} onClick={() => setAsking(true)}>
        {label}…
      </button>
    );
  return (
    <span class="pt-card__row" role="group" aria-label={`${label}?`}>
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
      <button type="button" class={`em-button${size}`} onClick={() => setAsking(false)}>
        Cancel
      </button>
    </span>
  );
}

import { Problem } from './status.js';

interface FormFooterProps {
  /** The service's refusal of the last submit, in words, or null. */
  readonly refusal: string | null;
  readonly submitLabel: string;
  readonly busy: boolean;
  /** Shown while busy in place of the label ("Saving…"); the label by default. */
  readonly busyLabel?: string;
  readonly disabled?: boolean;
  /** A Cancel button beside it, when the form can be left (an edit in place). */
  cancel?(): void;
}

/** The end of a form: the refusal of its last submit, its submit button, and Cancel when it has one. */
export function FormFooter({ refusal, submitLabel, busy, busyLabel, disabled, cancel }: FormFooterProps) {
  return (
    <>
      <Problem message={refusal} />
      <div class="pt-card__row">
        <button type="submit" class="em-button em-button--primary" disabled={busy || disabled === true}>
          {busy && busyLabel !== undefined ? busyLabel : submitLabel}
        </button>
        {cancel === undefined ? null : (
          <button type="button" class="em-button" onClick={cancel}>
            Cancel
          </button>
        )}
      </div>
    </>
  );
}

import type { ComponentChildren, JSX } from 'preact';
import { useId } from 'preact/hooks';

interface FieldProps {
  readonly label: string;
  /** A sentence under the field (what it is for, what it accepts). */
  readonly help?: ComponentChildren;
  /** What is wrong with its value, in words; marks the field invalid. */
  readonly error?: string | null;
  /** The control, given its id and what describes it. */
  readonly children: (control: { id: string; 'aria-describedby'?: string; 'aria-invalid'?: 'true' }) => JSX.Element;
}

/** A labelled form control, with its help and its error tied to it for screen readers. */
export function Field({ label, help, error, children }: FieldProps) {
  const id = useId();
  const helpId = `${id}-help`;
  const errorId = `${id}-error`;
  const describedBy = [help === undefined ? null : helpId, error ? errorId : null].filter((part) => part !== null).join(' ');
  return (
    <div class="em-field">
      <label for={id}>{label}</label>
      {children({ id, ...(describedBy === '' ? {} : { 'aria-describedby': describedBy }), ...(error ? { 'aria-invalid': 'true' as const } : {}) })}
      {help === undefined ? null : (
        <p class="em-help" id={helpId}>
          {help}
        </p>
      )}
      {error ? (
        <p class="em-error" id={errorId}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

import type { ComponentChildren } from 'preact';

/** A refusal or failure, in words, announced as it appears. Draws nothing without a message. */
export function Problem({ message }: { readonly message: string | null }) {
  return (
    <p class="em-error" role="alert">
      {message}
    </p>
  );
}

/** Why the person may only read this screen (their role, an ended trial), said before anything else. */
export function ReadOnlyNote({ children }: { readonly children: ComponentChildren }) {
  return (
    <p class="em-editor__note" role="note">
      {children}
    </p>
  );
}

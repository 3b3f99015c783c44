import { element } from '../shared/dom.js';
import type { SignIn } from './session.js';
import { SignInError, type CredentialField, type SignedInUser, type SignInState } from './types.js';
import './sign-in.css';

export interface SignInFormOptions {
  /** The form's heading (default "Sign in"), at this level (default 2). */
  readonly heading?: string;
  readonly headingLevel?: 1 | 2 | 3 | 4 | 5 | 6;
}

let mounted = 0;

/**
 * The sign-in form, kept in step with the session: a status while it starts, the provider's
 * fields with labels while signed out, "Signed in as ..." with Sign out while signed in.
 * Failures are shown in words in an alert region and name the field they are about; focus
 * follows the person (to the first field after signing out, to the status after signing in)
 * only when it was inside the form. Answers a function that removes the form.
 */
export function mountSignInForm(root: HTMLElement, signIn: SignIn, options: SignInFormOptions = {}): () => void {
  const id = `cs-sign-in-${++mounted}`;
  const heading = options.heading ?? 'Sign in';
  const headingTag = `h${options.headingLevel ?? 2}` as 'h2';
  root.classList.add('cs-sign-in');

  const render = (state: SignInState) => {
    const focusWasInside = root.contains(document.activeElement);
    const view = viewOf(state);
    root.replaceChildren(view.node);
    if (focusWasInside) view.focus?.focus();
  };

  function viewOf(state: SignInState): { node: Node; focus?: HTMLElement } {
    switch (state.status) {
      case 'loading':
        return { node: element('p', { class: 'cs-sign-in__status', role: 'status' }, 'Checking whether you are signed in…') };
      case 'unavailable':
        return { node: element('p', { class: 'cs-sign-in__error', role: 'alert' }, state.message) };
      case 'signed-in':
        return signedInView(state.user);
      case 'signed-out':
        return signedOutView(state.fields, state.note, state.action);
    }
  }

  function signedInView(user: SignedInUser): { node: Node; focus: HTMLElement } {
    const status = element(
      'p',
      { id: `${id}-status`, class: 'cs-sign-in__status', tabindex: '-1' },
      'Signed in as ',
      element('strong', {}, user.email ?? user.userId),
    );
    const error = element('p', { id: `${id}-error`, class: 'cs-sign-in__error', role: 'alert' });
    const signOut = element('button', { type: 'button', class: 'cs-sign-in__button' }, 'Sign out');
    signOut.addEventListener('click', () => {
      error.textContent = '';
      signIn.signOut().catch((failure: unknown) => (error.textContent = messageOf(failure)));
    });
    return { node: element('div', { class: 'cs-sign-in__signed-in' }, status, signOut, error), focus: status };
  }

  function signedOutView(fields: readonly CredentialField[], note: string | null, action: string): { node: Node; focus?: HTMLElement } {
    const form = element('form', { class: 'cs-sign-in__form', novalidate: true, 'aria-labelledby': `${id}-heading` });
    const error = element('p', { id: `${id}-error`, class: 'cs-sign-in__error', role: 'alert' });
    const inputs = fields.map((field) =>
      element('input', {
        id: `${id}-${field.name}`,
        name: field.name,
        type: field.type,
        autocomplete: field.autocomplete,
        required: field.whenMissing !== undefined,
        spellcheck: 'false',
        autocapitalize: 'none',
      }),
    );
    const submit = element('button', { type: 'submit', class: 'cs-sign-in__button cs-sign-in__submit' }, action);
    form.append(
      element(headingTag, { id: `${id}-heading`, class: 'cs-sign-in__heading' }, heading),
      ...(note === null ? [] : [element('p', { class: 'cs-sign-in__note' }, note)]),
      error,
      ...fields.map((field, i) => element('div', { class: 'cs-sign-in__field' }, element('label', { for: `${id}-${field.name}` }, field.label), inputs[i]!)),
      submit,
    );
    // Load the provider's code while the person types, not after they submit.
    form.addEventListener('focusin', () => signIn.prepare(), { once: true });

    const showError = (message: string, field: string | null) => {
      error.textContent = message;
      const input = inputs.find((candidate) => candidate.name === field);
      if (input === undefined) return;
      input.setAttribute('aria-invalid', 'true');
      input.setAttribute('aria-describedby', error.id);
      input.focus();
    };
    let busy = false;
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      if (busy) return;
      error.textContent = '';
      for (const input of inputs) {
        input.removeAttribute('aria-invalid');
        input.removeAttribute('aria-describedby');
      }
      const missing = fields.find((field, i) => field.whenMissing !== undefined && inputs[i]!.value.trim() === '');
      if (missing !== undefined) return showError(missing.whenMissing!, missing.name);
      busy = true;
      form.setAttribute('aria-busy', 'true');
      submit.textContent = 'Signing in…';
      const credentials = Object.fromEntries(fields.map((field, i) => [field.name, inputs[i]!.value]));
      signIn.signIn(credentials).then(
        // The state changes: the signed-in view replaces this form.
        () => undefined,
        (failure: unknown) => {
          busy = false;
          form.removeAttribute('aria-busy');
          submit.textContent = action;
          showError(messageOf(failure), failure instanceof SignInError ? failure.field : null);
        },
      );
    });
    // With no field (an OpenID provider's sign-in is a button), the button takes the focus.
    return { node: form, focus: inputs[0] ?? submit };
  }

  const unsubscribe = signIn.state.subscribe(render);
  return () => {
    unsubscribe();
    root.replaceChildren();
    root.classList.remove('cs-sign-in');
  };
}

function messageOf(failure: unknown): string {
  return failure instanceof SignInError ? failure.message : 'Something went wrong while signing in. Try again.';
}

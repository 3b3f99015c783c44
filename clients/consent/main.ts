import { mountSignInForm } from '../sign-in/form.js';
import { createSignIn, type SignIn } from '../sign-in/session.js';
import { SignInError } from '../sign-in/types.js';

/**
 * The OAuth consent page (adapters/oauth/pages.ts): the sign-in component where the page has
 * `[data-sign-in]`, and the consent form, whose Allow is enabled while someone is signed in and
 * sends a fresh ID token with the decision. Deny needs nobody signed in.
 */
const form = document.querySelector<HTMLFormElement>('form[data-consent]');
const mount = document.querySelector<HTMLElement>('[data-sign-in]');
if (form !== null && mount !== null) wire(form, mount, createSignIn());

function wire(form: HTMLFormElement, mount: HTMLElement, signIn: SignIn): void {
  mountSignInForm(mount, signIn);
  const allow = form.querySelector<HTMLButtonElement>('button[value="allow"]')!;
  const hint = document.getElementById('allow-hint');
  const error = document.getElementById('consent-error');
  const token = form.querySelector<HTMLInputElement>('input[name="id_token"]')!;
  let sending = false;

  signIn.user.subscribe((user) => {
    allow.disabled = user === null || sending;
    if (hint !== null) hint.hidden = user !== null;
  });

  form.addEventListener('submit', (event) => {
    const submitter = (event as SubmitEvent).submitter as HTMLButtonElement | null;
    if (submitter?.value !== 'allow') return;
    event.preventDefault();
    if (sending) return;
    sending = true;
    allow.disabled = true;
    signIn.getIdToken().then(
      (idToken) => {
        token.value = idToken;
        // Submitted without the button, the decision goes as a field of its own.
        const decision = document.createElement('input');
        decision.type = 'hidden';
        decision.name = 'decision';
        decision.value = 'allow';
        form.append(decision);
        form.submit();
      },
      (failure: unknown) => {
        sending = false;
        allow.disabled = signIn.user.value === null;
        if (error === null) return;
        error.textContent = failure instanceof SignInError ? failure.message : 'Signing in did not work. Try again.';
        error.hidden = false;
      },
    );
  });
}

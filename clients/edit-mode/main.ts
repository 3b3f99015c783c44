import { mountSignInForm } from '../sign-in/form.js';
import { createSignIn, type SignIn } from '../sign-in/session.js';
import type { SignedInUser } from '../sign-in/types.js';
import { createEditModeApi } from './api.js';
import { startApp } from './app.js';
import { h, replace } from './dom.js';
import './edit-mode.css';

/**
 * The Edit Mode page (`GET /edit/`): the sign-in component, then the person's projects, their
 * pages and the editor. Everything is drawn here: the served document holds only a status.
 */
const root = document.getElementById('edit-mode');
if (root !== null) run(root, createSignIn());

function run(root: HTMLElement, signIn: SignIn): void {
  const account = h('div', { class: 'em-account' });
  const projectControls = h('div', { class: 'em-bar__project' });
  const announcer = h('p', { class: 'em-announce', role: 'status' });
  const pages = h('div', { class: 'em-layout__pages' });
  const main = h('main', { id: 'main', class: 'em-main', tabindex: '-1' });
  replace(
    root,
    h('a', { class: 'em-skip', href: '#main' }, 'Skip to the editor'),
    h('header', { class: 'em-bar' }, h('p', { class: 'em-bar__name' }, 'Edit Mode'), projectControls, account),
    announcer,
    h('div', { class: 'em-layout' }, pages, main),
  );
  const api = createEditModeApi(signIn);
  let clearTimer: ReturnType<typeof setTimeout> | null = null;
  const announce = (message: string) => {
    announcer.textContent = message;
    if (clearTimer !== null) clearTimeout(clearTimer);
    clearTimer = setTimeout(() => (announcer.textContent = ''), 10_000);
  };

  let stop: (() => void) | null = null;
  let generation = 0;
  const signedOut = h('section', { class: 'em-sign-in' });
  mountSignInForm(account, signIn, { heading: 'Sign in to Edit Mode', headingLevel: 1 });

  // Called with nobody while the sign-in starts, then at each sign-in and sign-out (here or in another tab).
  signIn.user.subscribe((user: SignedInUser | null) => {
    const mine = ++generation;
    stop?.();
    stop = null;
    replace(projectControls);
    replace(pages);
    if (user === null) {
      // Signed out (or still starting): the form is the page's main content.
      root.classList.remove('em--signed-in');
      replace(signedOut, account);
      replace(main, signedOut);
      return;
    }
    root.classList.add('em--signed-in');
    root.querySelector('.em-bar')!.append(account);
    replace(main, h('p', { role: 'status' }, 'Loading your projects…'));
    void startApp(api, { projectControls, pages, main, announce }).then((dispose) => {
      // Signed out (or in as someone else) while it started: that start is undone.
      if (mine === generation) stop = dispose;
      else dispose();
    });
  });
}

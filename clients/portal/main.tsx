import { render } from 'preact';
import { mountSignInForm } from '../sign-in/form.js';
import { createSignIn } from '../sign-in/session.js';
import { createPortalClient } from './api.js';
import { PortalContext } from './context.js';
import './edit-mode/edit-mode.css';
import './edit-mode/workflow.css';
import './edit-mode/translation/translation.css';
import './portal.css';
import { PortalApp } from './shell/portal-app.js';
import { createPortal } from './state.js';

/**
 * The portal (`GET /edit/`): one sign-in, then the person's projects, their pages (Edit Mode)
 * and the console's screens. Everything is drawn here: the served document holds only a status.
 */
const root = document.getElementById('portal');
if (root !== null) {
  const signIn = createSignIn();
  const portal = createPortal(createPortalClient(signIn), signIn);
  // The sign-in form is one element for the page's life: the page's content while nobody is signed in, then in the header.
  const account = document.createElement('div');
  mountSignInForm(account, signIn, { heading: 'Sign in to the portal', headingLevel: 1 });
  root.replaceChildren();
  render(
    <PortalContext.Provider value={portal}>
      <PortalApp account={account} />
    </PortalContext.Provider>,
    root,
  );
}

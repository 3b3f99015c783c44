import { element } from '../../shared/dom.js';
import { createApiClient } from '../../typescript/client.js';
import { reaching } from '../connection/failures.js';
import { chromeApi } from '../platform/chrome-api.js';
import { stores, type Connection, type KeptCapture } from '../platform/stores.js';
import { refusalOf } from './refusals.js';

/**
 * The service's address as typed: https, or http on this computer (a development server);
 * tokens never travel over plain http across a network.
 */
function serviceOrigin(typed: string): string | null {
  let url: URL;
  try {
    url = new URL(typed.trim().includes('://') ? typed.trim() : `https://${typed.trim()}`);
  } catch {
    return null;
  }
  const loopback = ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
  return url.protocol === 'https:' || (url.protocol === 'http:' && loopback) ? url.origin : null;
}

/** Asks the browser for access to the service's address, and to it only (an optional host permission). */
async function reachable(origin: string): Promise<boolean> {
  return chromeApi().permissions.request({ origins: [`${origin}/*`] });
}

/**
 * Connecting: the service's address, then the service's own sign-in (OAuth, in the browser's
 * sign-in window), or an API key pasted by hand. Shown again, with the address filled in, when
 * a sign-in has ended; a kept capture waits for it.
 */
export function connectView(root: HTMLElement, previous: Connection | null, capture: KeptCapture | null, connected: () => void): void {
  const ended = previous !== null;
  const address = element('input', { id: 'service-address', type: 'url', required: true, autocomplete: 'url', placeholder: 'https://content.example.com' });
  address.value = previous?.origin ?? '';
  const alert = element('p', { class: 'alert', role: 'alert', hidden: true });
  const status = element('p', { class: 'status', role: 'status' });
  const fail = (text: string) => {
    status.textContent = '';
    alert.textContent = text;
    alert.hidden = false;
  };
  const originOrFail = async (): Promise<string | null> => {
    alert.hidden = true;
    const origin = serviceOrigin(address.value);
    if (origin === null) {
      fail('Enter the service’s address: https://… (http only on this computer).');
      return null;
    }
    if (!(await reachable(origin))) {
      fail(`The extension needs access to ${origin} to reach the service: allow it when the browser asks.`);
      return null;
    }
    return origin;
  };

  const signIn = element('button', { type: 'submit', class: 'primary' }, ended ? 'Sign in again' : 'Sign in');
  const form = element('form', { class: 'stack' }, element('label', { for: 'service-address' }, 'Service address'), address, signIn);
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    void (async () => {
      const origin = await originOrFail();
      if (origin === null) return;
      status.textContent = 'Signing in on the service’s page…';
      signIn.disabled = true;
      const answer = (await chromeApi().runtime.sendMessage({ kind: 'sign-in', origin })) as { ok: boolean; message?: string };
      signIn.disabled = false;
      if (answer.ok) connected();
      else fail(answer.message ?? 'The sign-in failed.');
    })();
  });

  const key = element('input', { id: 'api-key', type: 'password', autocomplete: 'off', spellcheck: 'false' });
  const project = element('input', { id: 'api-key-project', type: 'text', autocomplete: 'off', spellcheck: 'false' });
  if (previous?.kind === 'api_key') project.value = previous.projectId;
  const keyForm = element(
    'form',
    { class: 'stack' },
    element('label', { for: 'api-key' }, 'API key'),
    key,
    element('label', { for: 'api-key-project' }, 'Project id'),
    project,
    element('button', { type: 'submit' }, 'Connect with the key'),
  );
  keyForm.addEventListener('submit', (event) => {
    event.preventDefault();
    void (async () => {
      const origin = await originOrFail();
      if (origin === null) return;
      const connection: Connection = { kind: 'api_key', origin, apiKey: key.value.trim(), projectId: project.value.trim() };
      status.textContent = 'Checking the key…';
      try {
        await createApiClient(origin, { apiKey: connection.apiKey, projectId: connection.projectId }, { fetch: reaching }).GET('/api/projects');
      } catch (failure) {
        return fail(refusalOf('Connecting', failure, 5).text.replace(/ Trying again.*$/, ''));
      }
      await stores.saveConnection(connection);
      await stores.saveAccessToken(null);
      connected();
    })();
  });

  root.replaceChildren(
    element('h1', {}, ended ? 'Sign in again' : 'Connect to your content'),
    element(
      'p',
      {},
      ended
        ? `Your sign-in to ${previous.origin} has ended.`
        : 'Enter your content service’s address once, then sign in on its page. The extension may then add drafts to your projects; it never publishes.',
    ),
    capture === null ? '' : element('p', { class: 'note' }, `Your capture of “${capture.title || capture.url}” is kept: it is sent once you are signed in.`),
    form,
    element(
      'details',
      {},
      element('summary', {}, 'Use an API key instead'),
      element('p', {}, 'A project’s key, made by its admin: it reaches that project only.'),
      keyForm,
    ),
    status,
    alert,
  );
}

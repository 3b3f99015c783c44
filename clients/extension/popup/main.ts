import { element } from '../../shared/dom.js';
import { captureTab, kept } from '../capture/capture-tab.js';
import { signOut } from '../connection/oauth.js';
import { serviceApi } from '../connection/service.js';
import { chromeApi, type Tab } from '../platform/chrome-api.js';
import { stores, type Connection, type Draft, type KeptCapture } from '../platform/stores.js';
import { connectView } from './connect-view.js';
import { refusalOf, type Refusal } from './refusals.js';
import { reviewView, savedView } from './review-view.js';
import { editableProjects, openDraftOf, openInEditMode, saveDraft, sendCapture, sitePageAt, templatesOf, type Project } from './workflow.js';
import './popup.css';

/**
 * The popup (also a page of its own: `popup.html?tab=<id>` works on that tab). Signed out, it
 * connects; signed in, it captures the tab's page (its selection, if one is made) unless a
 * capture is already kept, sends it to the project chosen for the site, and shows the proposal
 * to review and save. On a page of one of the person's published sites it offers "Edit this page".
 */
const platform = chromeApi();
const root = document.getElementById('popup')!;
const tabParameter = new URLSearchParams(location.search).get('tab');
let retryTimer: ReturnType<typeof setTimeout> | undefined;
let unreachableRetry = 5;

async function targetTab(): Promise<Tab | null> {
  if (tabParameter !== null) return platform.tabs.get(Number(tabParameter));
  const [tab] = await platform.tabs.query({ active: true, lastFocusedWindow: true });
  return tab ?? null;
}

async function start(): Promise<void> {
  clearTimeout(retryTimer);
  void platform.action.setBadgeText({ text: '' });
  const connection = await stores.connection();
  if (connection === null || (connection.kind === 'oauth' && connection.refreshToken === null)) {
    return connectView(root, connection, await stores.capture(), () => void start());
  }
  await working(connection);
}

async function working(connection: Connection): Promise<void> {
  const status = element('p', { class: 'status', role: 'status' });
  const alert = element('div', { class: 'alert', role: 'alert', hidden: true });
  const source = element('p', { class: 'source' });
  const editThisPage = element('section', { class: 'edit-this', hidden: true, 'aria-label': 'This page' });
  const place = element('section', { class: 'place' });
  const captureButtons = (['page', 'selection'] as const).map((mode) => {
    const button = element('button', { type: 'button' }, mode === 'page' ? 'Capture whole page' : 'Capture selection');
    button.addEventListener('click', () => void recapture(mode));
    return button;
  });
  const discard = element('button', { type: 'button' }, 'Discard');
  const signOutButton = element('button', { type: 'button', class: 'link' }, 'Sign out');
  root.replaceChildren(
    element('h1', {}, 'Capture'),
    source,
    element('div', { class: 'actions' }, ...captureButtons, discard),
    editThisPage,
    status,
    alert,
    place,
    element('footer', {}, element('span', {}, `Connected to ${connection.origin}`), signOutButton),
  );
  const progress = (text: string) => {
    status.textContent = text;
    alert.hidden = true;
  };
  /** Says what failed; `retry` is the step again (by itself after a wait the refusal names, or with the button). */
  const refuse = (refusal: Refusal, retry: () => void, ...more: HTMLElement[]) => {
    status.textContent = '';
    const again = element('button', { type: 'button' }, refusal.signIn === true ? 'Sign in again' : 'Try again now');
    again.addEventListener('click', () => {
      clearTimeout(retryTimer);
      if (refusal.signIn === true) void forgetSignIn(connection).then(start);
      else retry();
    });
    alert.replaceChildren(element('p', {}, refusal.text), again, ...more);
    alert.hidden = false;
    if (refusal.retryAfterSeconds !== undefined) {
      unreachableRetry = Math.min(unreachableRetry * 2, 60);
      retryTimer = setTimeout(retry, refusal.retryAfterSeconds * 1000);
    }
  };
  const attempt = async <T>(
    doing: string,
    step: () => Promise<T>,
    options: { retry?: () => void; more?: (failure: unknown) => HTMLElement[] } = {},
  ): Promise<T | undefined> => {
    try {
      return await step();
    } catch (failure) {
      refuse(refusalOf(doing, failure, unreachableRetry), options.retry ?? (() => void start()), ...(options.more?.(failure) ?? []));
      return undefined;
    }
  };
  const api = serviceApi(connection);
  const tab = await targetTab();

  async function recapture(mode: 'page' | 'selection'): Promise<void> {
    if (tab?.id === undefined) return;
    const fresh = await attempt('Capturing the page', () => captureTab(tab.id!, mode));
    if (fresh === undefined) return;
    await stores.saveCapture(kept(fresh, new Date()));
    await start();
  }
  discard.addEventListener('click', () => {
    void (async () => {
      const capture = await stores.capture();
      await stores.saveCapture(null);
      if (capture?.sent !== undefined)
        void api.DELETE('/api/projects/{projectId}/ingest/captures/{captureId}', { params: { path: capture.sent } }).catch(() => undefined);
      source.textContent = '';
      place.replaceChildren(element('p', {}, 'Capture discarded. Capture the page again, or its selection.'));
    })();
  });
  signOutButton.addEventListener('click', () => void signOut().then(start));

  if (tab?.url !== undefined) {
    void sitePageAt(api, tab.url).then(
      (page) => {
        if (page === null) return;
        const open = element('button', { type: 'button', class: 'primary' }, 'Edit this page');
        open.addEventListener('click', () => void attempt('Opening the page', () => openDraftOf(api, connection.origin, page)));
        editThisPage.replaceChildren(element('p', {}, `This is ${page.slug} (${page.language}) of your project’s site.`), open);
        editThisPage.hidden = false;
      },
      () => undefined,
    );
  }

  let capture = await stores.capture();
  if (capture === null) {
    if (tab?.id === undefined) return progress('Open a page to capture it.');
    progress('Capturing the page…');
    const fresh = await attempt('Capturing the page', () => captureTab(tab.id!, 'auto'));
    if (fresh === undefined) return;
    capture = kept(fresh, new Date());
    await stores.saveCapture(capture);
  }
  source.textContent = `${capture.mode === 'selection' ? 'Selection of' : 'Page'} “${capture.title || capture.url}” (${new URL(capture.url).host})`;

  progress('Loading your projects…');
  const projects = await attempt('Loading your projects', () => editableProjects(api));
  if (projects === undefined) return;
  if (projects.length === 0) {
    return refuse(
      { text: 'None of your projects lets you add drafts: managers and admins do. Ask a project’s manager for that role. Your capture is kept.' },
      () => void start(),
    );
  }
  const site = await stores.siteChoice(new URL(capture.url).hostname);
  const projectId = [capture.sent?.projectId, site?.projectId].find((id) => projects.some((p) => p.id === id)) ?? projects[0]!.id;
  await review(capture, projects, projectId);

  async function review(kept: KeptCapture, projects: Project[], projectId: string): Promise<void> {
    let capture = kept;
    if (capture.draft === undefined || capture.sent?.projectId !== projectId) {
      progress('Sending the page…');
      const sent = await attempt('Sending the page', () => sendCapture(api, capture, projectId));
      if (sent === undefined) return;
      const fresh = capture.draft === undefined;
      capture = sent;
      // The site's language and template of last time, over the page's own (unless changed here).
      if (fresh && site !== null && site.projectId === projectId)
        capture = { ...capture, draft: { ...capture.draft!, language: site.language, templateId: site.templateId } };
      await stores.saveCapture(capture);
    }
    unreachableRetry = 5;
    const templates = await attempt('Loading the templates', () => templatesOf(api, projectId));
    if (templates === undefined) return;
    progress('');
    reviewView(place, capture, projects, templates, {
      edit(field: keyof Draft, value: string) {
        capture = { ...capture, draft: { ...capture.draft!, [field]: value }, edited: [...new Set([...(capture.edited ?? []), field])] };
        void stores.saveCapture(capture);
      },
      chooseProject: (id) => void review(capture, projects, id),
      save() {
        void (async function save(): Promise<void> {
          progress('Saving the draft…');
          const saved = await attempt('Saving the draft', () => saveDraft(api, capture), {
            retry: () => void save(),
            more(failure) {
              if ((failure as { status?: number }).status !== 409) return [];
              const existing = element('button', { type: 'button' }, 'Open that draft');
              const { slug, language } = capture.draft!;
              existing.addEventListener('click', () => void openDraftOf(api, connection.origin, { project_id: capture.sent!.projectId, slug, language }));
              return [existing];
            },
          });
          if (saved === undefined) return;
          unreachableRetry = 5;
          progress('');
          const project = projects.find((p) => p.id === capture.sent!.projectId)!;
          savedView(place, saved, project.name, () => void openInEditMode(connection.origin, project.id, saved.draftId));
        })();
      },
    });
  }
}

/** The sign-in has ended (or the key was refused): the person connects again; an OAuth connection keeps the service's address. */
async function forgetSignIn(connection: Connection): Promise<void> {
  await stores.saveAccessToken(null);
  if (connection.kind === 'oauth') await stores.saveConnection({ ...connection, refreshToken: null });
  else await stores.forget();
}

void start();

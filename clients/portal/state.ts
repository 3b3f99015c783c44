import { computed, signal, type ReadonlySignal } from '@preact/signals';
import type { SignIn } from '../sign-in/session.js';
import type { SignedInUser } from '../sign-in/types.js';
import type { ApiClient } from './api.js';
import { describeFailure } from './messages.js';
import type { ProjectSummary } from './types.js';

/** Something the portal loads: on its way, refused (in words), or there. */
export type Loaded<T> =
  { readonly status: 'loading' } | { readonly status: 'failed'; readonly message: string } | { readonly status: 'ready'; readonly value: T };

/** Where the person is: a screen (see screens.ts) and the project it is about. In the address as `?screen=…&project=…`. */
export interface Place {
  readonly screen: string;
  readonly projectId: string | null;
}

/** The screen a bare `/edit/` opens: the pages of the project. */
export const HOME_SCREEN = 'pages';

/**
 * The portal's state, in one place: who is signed in, their projects, where they are, and
 * what was last announced. Screens render from it and change it through its actions; what a
 * screen alone needs (a form's fields, a list it loaded) stays in the screen.
 */
export interface Portal {
  readonly api: ApiClient;
  readonly signIn: SignIn;
  readonly user: ReadonlySignal<SignedInUser | null>;
  readonly projects: ReadonlySignal<Loaded<readonly ProjectSummary[]>>;
  readonly place: ReadonlySignal<Place>;
  /** The project the person works on: the address's, or their first. */
  readonly project: ReadonlySignal<ProjectSummary | null>;
  /** The project's id: the project's, or, before the projects have loaded, the one the address names. */
  readonly projectId: ReadonlySignal<string | null>;
  /** The last status message, for the live region every screen shares. */
  readonly announcement: ReadonlySignal<string>;
  /** Goes to another screen or project, once the screen being left agrees (its work saved); false when it did not. */
  go(to: Partial<Place>): Promise<boolean>;
  /** Opens Edit Mode (the Pages screen) on a draft of the current project, as `go` goes to a screen. */
  openDraft(draftId: string): Promise<boolean>;
  /** Reads the person's projects again (after one was created, renamed, deleted or left); `select` goes to that one. */
  reloadProjects(select?: string | null): Promise<void>;
  announce(message: string): void;
  /** A screen with unsaved work asks to be let go first (Edit Mode saves its draft): answers the removal. */
  guardLeaving(guard: () => Promise<boolean>): () => void;
}

function placeInAddress(): Place {
  const params = new URLSearchParams(window.location.search);
  return { screen: params.get('screen') ?? HOME_SCREEN, projectId: params.get('project') };
}

/** An invitation's address in the portal, `/edit/invite/<token>`: the token, or null for any other address. */
export function inviteTokenInAddress(): string | null {
  const match = /\/invite\/([^/]+)$/.exec(window.location.pathname);
  return match === null ? null : decodeURIComponent(match[1]!);
}

/** The portal's address for a place: `/edit/?project=…&screen=…` (the home screen unnamed); from an invitation's address, the portal's own. */
export function addressOf(place: Place): string {
  const params = new URLSearchParams();
  if (place.projectId !== null) params.set('project', place.projectId);
  if (place.screen !== HOME_SCREEN) params.set('screen', place.screen);
  const query = params.toString();
  return `${window.location.pathname.replace(/invite\/[^/]+$/, '')}${query === '' ? '' : `?${query}`}`;
}

const CANNOT_LEAVE = 'Your changes could not be saved: resolve that before leaving this screen.';

export function createPortal(api: ApiClient, signIn: SignIn): Portal {
  const user = signal<SignedInUser | null>(null);
  const projects = signal<Loaded<readonly ProjectSummary[]>>({ status: 'loading' });
  const place = signal<Place>(placeInAddress());
  const announcement = signal('');
  const project = computed(() => {
    const loaded = projects.value;
    if (loaded.status !== 'ready') return null;
    return loaded.value.find((p) => p.id === place.value.projectId) ?? loaded.value[0] ?? null;
  });
  // Before the projects have loaded there is no project yet: the one the address names stays
  // (a link drawn then must not lead out of it).
  const projectId = computed(() => project.value?.id ?? place.value.projectId);
  let guard: (() => Promise<boolean>) | null = null;
  let loading = 0;
  let clearAnnouncement: ReturnType<typeof setTimeout> | null = null;

  const portal: Portal = {
    api,
    signIn,
    user,
    projects,
    place,
    project,
    projectId,
    announcement,
    async go(to) {
      if (guard !== null && !(await guard())) {
        portal.announce(CANNOT_LEAVE);
        return false;
      }
      const next = { screen: to.screen ?? place.value.screen, projectId: to.projectId === undefined ? projectId.value : to.projectId };
      // Where the person is already: no second entry in the history.
      if (addressOf(next) !== window.location.pathname + window.location.search) window.history.pushState(null, '', addressOf(next));
      place.value = next;
      return true;
    },
    async openDraft(draftId) {
      if (guard !== null && !(await guard())) {
        portal.announce(CANNOT_LEAVE);
        return false;
      }
      const next = { screen: HOME_SCREEN, projectId: projectId.value };
      // Edit Mode reads the draft to open from the address (`&draft=`) when it starts.
      const address = new URL(addressOf(next), window.location.href);
      address.searchParams.set('draft', draftId);
      window.history.pushState(null, '', `${address.pathname}${address.search}`);
      place.value = next;
      return true;
    },
    async reloadProjects(select) {
      const mine = ++loading;
      if (projects.value.status !== 'ready') projects.value = { status: 'loading' };
      try {
        const answer = await api.GET('/api/projects');
        if (mine !== loading) return;
        projects.value = { status: 'ready', value: answer.projects };
        if (select !== undefined) {
          place.value = { ...place.value, projectId: select };
          window.history.replaceState(null, '', addressOf(place.value));
        }
      } catch (failure) {
        if (mine === loading) projects.value = { status: 'failed', message: describeFailure('Loading your projects', failure) };
      }
    },
    announce(message) {
      announcement.value = message;
      if (clearAnnouncement !== null) clearTimeout(clearAnnouncement);
      clearAnnouncement = setTimeout(() => (announcement.value = ''), 10_000);
    },
    guardLeaving(next) {
      guard = next;
      return () => {
        if (guard === next) guard = null;
      };
    },
  };

  // Back and forward: the screen being left must agree too, or the address goes back where the person is.
  window.addEventListener('popstate', () => {
    const wanted = placeInAddress();
    void (async () => {
      if (guard !== null && !(await guard())) {
        window.history.pushState(null, '', addressOf(place.value));
        return portal.announce(CANNOT_LEAVE);
      }
      place.value = wanted;
    })();
  });

  // Each person who signs in (here or in another tab) gets their own projects; nobody, none.
  signIn.user.subscribe((next) => {
    if (next?.userId === user.value?.userId) return;
    user.value = next;
    projects.value = { status: 'loading' };
    if (next !== null) void portal.reloadProjects();
  });
  return portal;
}

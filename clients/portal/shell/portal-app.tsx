import type { ComponentType } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import { usePortal } from '../context.js';
import { screenNamed, type ScreenDefinition } from '../screens.js';
import { HOME_SCREEN, inviteTokenInAddress, type Portal } from '../state.js';
import { DomHost } from '../ui/dom-host.js';
import { Header } from './header.js';
import { portalLink } from './links.js';
import { Navigation } from './navigation.js';
import { ScreenOutlet } from './screen-outlet.js';

/**
 * The portal: one sign-in (the form is the page until someone signs in, then it sits in the
 * header), one navigation, and the screen the address names. A project's screen asked for by
 * someone with no project yet shows the projects screen, which creates one; the address stays
 * (a reload once they have one shows what was asked). An invitation's link shows the sign-in,
 * then joins the project (InviteLanding).
 */
export function PortalApp({ account }: { readonly account: HTMLElement }) {
  const portal = usePortal();
  const user = portal.user.value;
  const shown = shownScreen(portal);
  // An invitation's link (`/edit/invite/<token>`): signed in, it is accepted; re-read on each render (the place changes with the address).
  const invite = inviteTokenInAddress();
  return (
    <>
      <a class="em-skip" href="#main">
        Skip to the content
      </a>
      <Header account={account} />
      {user === null || invite !== null ? null : <Navigation current={shown} />}
      <p class="em-announce" role="status">
        {portal.announcement.value}
      </p>
      <main id="main" class="pt-main" tabIndex={-1}>
        {user === null ? (
          <section class="em-sign-in">
            <DomHost attach={(element) => void element.append(account)} />
          </section>
        ) : invite !== null ? (
          <InvitePage token={invite} />
        ) : (
          <Content />
        )}
      </main>
    </>
  );
}

/** The screen the address names; the projects screen instead of a project's while the person has none. */
function shownScreen(portal: Portal): ScreenDefinition | undefined {
  const named = screenNamed(portal.place.value.screen);
  const projects = portal.projects.value;
  return named?.scope === 'project' && projects.status === 'ready' && projects.value.length === 0 ? screenNamed('projects') : named;
}

function Content() {
  const portal = usePortal();
  const projects = portal.projects.value;
  const named = shownScreen(portal);
  if (named === undefined)
    return (
      <section class="pt-screen">
        <h1>No such screen</h1>
        <p>
          The address names a screen the portal does not have. <a {...portalLink(portal, HOME_SCREEN, portal.projectId.value)}>Go to the pages</a>.
        </p>
      </section>
    );
  if (named.scope === 'account') return <ScreenOutlet screen={named} project={null} />;
  if (projects.status === 'loading') return <p role="status">Loading your projects…</p>;
  if (projects.status === 'failed')
    return (
      <p class="em-problem" role="alert">
        {projects.message}
      </p>
    );
  return <ScreenOutlet screen={named} project={portal.project.value} />;
}

/**
 * An invitation's page, its code loaded when an invitation's link is opened: a chunk of its
 * own, outside the portal's first load (BUDGETS_KB), which nobody else needs.
 */
function InvitePage({ token }: { readonly token: string }) {
  const [landing, setLanding] = useState<ComponentType<{ token: string }> | 'failed' | null>(null);
  useEffect(() => {
    import('./invite-landing.js').then(
      ({ InviteLanding }) => setLanding(() => InviteLanding),
      () => setLanding('failed'),
    );
  }, []);
  if (landing === null) return <p role="status">Loading…</p>;
  if (landing === 'failed')
    return (
      <p class="em-problem" role="alert">
        This page could not be loaded. Check your connection, then reload the page.
      </p>
    );
  const Landing = landing;
  return <Landing token={token} />;
}

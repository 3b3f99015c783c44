import { useEffect, useRef, useState } from 'preact/hooks';
import { ApiError } from '../api.js';
import { usePortal } from '../context.js';
import { describeFailure } from '../messages.js';
import { addressOf, HOME_SCREEN, type Portal } from '../state.js';
import { portalLink } from './links.js';

/** What the service's refusals mean to the person who opened the link. */
const GONE = 'This invitation has expired, was revoked or was already used. Ask whoever invited you for a new one.';
const ALREADY = 'You are already a member of this project, so the invitation was not used: open the project from your projects.';

function refusalOf(failure: unknown): string {
  if (failure instanceof ApiError && failure.status === 404) return GONE;
  if (failure instanceof ApiError && failure.status === 409) return ALREADY;
  return describeFailure('Joining the project', failure);
}

/** Accepts the invitation as the signed-in person, then opens its project (the address becomes the portal's own). */
async function join(portal: Portal, token: string): Promise<string | null> {
  try {
    const joined = await portal.api.POST('/api/invitations/{token}/accept', { params: { path: { token } } });
    // The invitation's address is spent: the project's is the one to keep (and to reload).
    window.history.replaceState(null, '', addressOf({ screen: HOME_SCREEN, projectId: joined.project_id }));
    await portal.reloadProjects(joined.project_id);
    const name = portal.project.value?.name ?? 'the project';
    portal.announce(`You joined “${name}” as ${joined.role === 'admin' ? 'an' : 'a'} ${joined.role}.`);
    return null;
  } catch (failure) {
    return refusalOf(failure);
  }
}

/**
 * The portal opened by an invitation's link (`/edit/invite/<token>`), once the person has signed
 * in (the sign-in shows first, on this same address): it accepts the invitation, once, and
 * opens the project; a link that no longer works, or a person already in the project, is said
 * in words, with the way to the portal.
 */
export function InviteLanding({ token }: { readonly token: string }) {
  const portal = usePortal();
  const [refusal, setRefusal] = useState<string | null>(null);
  const started = useRef(false);
  useEffect(() => {
    // One accept per link opened: a second render must not spend a second request.
    if (started.current) return;
    started.current = true;
    void join(portal, token).then(setRefusal);
  }, [token]);

  return (
    <section class="pt-screen">
      <h1>Joining a project</h1>
      {refusal === null ? (
        <p role="status">Accepting the invitation…</p>
      ) : (
        <>
          <p class="em-problem" role="alert">
            {refusal}
          </p>
          <p>
            <a {...portalLink(portal, 'projects', null)}>Go to your projects</a>
          </p>
        </>
      )}
    </section>
  );
}

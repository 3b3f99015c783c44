import { useId } from 'preact/hooks';
import { usePortal } from '../context.js';
import { DomHost } from '../ui/dom-host.js';

/** The portal's name, the project being worked on (a list to switch), and the person signed in with Sign out. */
export function Header({ account }: { readonly account: HTMLElement }) {
  const portal = usePortal();
  const projects = portal.projects.value;
  const project = portal.project.value;
  const selectId = useId();
  const signedIn = portal.user.value !== null;
  return (
    <header class="em-bar">
      <p class="em-bar__name">Content portal</p>
      <div class="em-bar__project">
        {signedIn && projects.status === 'ready' && project !== null ? (
          <>
            <label for={selectId}>Project</label>
            <select
              id={selectId}
              value={project.id}
              onChange={(event) => {
                const select = event.currentTarget;
                void portal.go({ projectId: select.value }).then((went) => {
                  // Still here (the screen's work could not be saved): the list says so too.
                  if (!went) select.value = project.id;
                });
              }}
            >
              {projects.value.map((p) => (
                <option key={p.id} value={p.id}>{`${p.name} (${p.role})`}</option>
              ))}
            </select>
          </>
        ) : null}
      </div>
      {signedIn ? <DomHost class="em-account" attach={(element) => void element.append(account)} /> : null}
    </header>
  );
}

import { useState } from 'preact/hooks';
import type { components } from '../../../typescript/client.js';
import { usePortal } from '../../context.js';
import { formatTime } from '../../edit-mode/dom.js';
import { describeFailure } from '../../messages.js';
import { hasRole, readOnlyBecause } from '../../roles.js';
import type { ProjectScreenProps } from '../../screens.js';
import { CopyButton } from '../../ui/copy-button.js';
import { Dialog } from '../../ui/dialog.js';
import { Show, useLoaded } from '../../ui/loaded.js';
import { Problem, ReadOnlyNote } from '../../ui/status.js';
import { CreateKeyForm } from './create-key-form.js';

type ApiKey = components['schemas']['ApiKey'];
type CreatedKey = components['schemas']['CreatedApiKey'];

const WHO = 'Only admins create, see and revoke API keys.';

/**
 * API keys: what a program uses in place of a person (`x-api-key` with `x-project-id`). The
 * secret is shown once, when the key is created, with a copy button; the list says when each
 * was created and last used; revoking one (after a confirmation) stops it at once.
 */
export function KeysScreen({ project }: ProjectScreenProps) {
  const isAdmin = hasRole(project, 'admin');
  return (
    <section class="pt-screen">
      <h1>API keys</h1>
      {isAdmin ? <AdminKeys project={project} /> : <ReadOnlyNote>{readOnlyBecause(project, WHO)}</ReadOnlyNote>}
    </section>
  );
}

function AdminKeys({ project }: ProjectScreenProps) {
  const portal = usePortal();
  const path = { params: { path: { projectId: project.id } } };
  const [keys, reload] = useLoaded('Loading the API keys', () => portal.api.GET('/api/projects/{projectId}/keys', path).then((a) => a.keys), [project.id]);
  const [created, setCreated] = useState<CreatedKey | null>(null);
  const [revoking, setRevoking] = useState<ApiKey | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  async function create(body: { name: string; role: ApiKey['role'] }): Promise<string | null> {
    try {
      setCreated(await portal.api.POST('/api/projects/{projectId}/keys', { ...path, body }));
      portal.announce(`Created the key “${body.name}”: copy its secret now, it is shown only once.`);
      await reload();
      return null;
    } catch (failure) {
      return describeFailure('Creating the key', failure, WHO);
    }
  }
  async function revoke(key: ApiKey) {
    setProblem(null);
    try {
      await portal.api.DELETE('/api/projects/{projectId}/keys/{keyId}', { params: { path: { projectId: project.id, keyId: key.id } } });
      portal.announce(`Revoked the key “${key.name}”: it no longer works.`);
    } catch (failure) {
      setProblem(describeFailure('Revoking the key', failure, WHO));
    }
    setRevoking(null);
    await reload();
  }

  return (
    <>
      <p>
        A program calls the API with a key in place of a person’s sign-in: the headers <code class="pt-code">x-api-key</code> and{' '}
        <code class="pt-code">x-project-id: {project.id}</code>.
      </p>
      {created === null ? null : (
        <section class="pt-panel pt-secret" aria-labelledby="secret-heading">
          <h2 id="secret-heading">The secret of “{created.name}”</h2>
          <p>Copy it now and keep it somewhere safe: it is shown only this once. Lost, revoke the key and create another.</p>
          <p>
            <code class="pt-code">{created.key}</code> <CopyButton text={created.key} what="the secret" />
          </p>
          <div>
            <button type="button" class="em-button" onClick={() => setCreated(null)}>
              I have copied it
            </button>
          </div>
        </section>
      )}
      <Problem message={problem} />
      <Show state={keys} loading="Loading the API keys…">
        {(list) =>
          list.length === 0 ? (
            <p>No API key yet.</p>
          ) : (
            <ul class="pt-cards" aria-label="API keys">
              {list.map((key) => (
                <li key={key.id} class="pt-card">
                  <h2 class="pt-card__title">{key.name}</h2>
                  <p>
                    Acts as a {key.role}. Starts with <code class="pt-code">{key.prefix}</code>.
                  </p>
                  <p>
                    Created {formatTime(key.created_at)} · {key.last_used_at === null ? 'never used' : `last used ${formatTime(key.last_used_at)}`}
                  </p>
                  <div>
                    <button type="button" class="em-button em-button--danger" onClick={() => setRevoking(key)}>
                      Revoke {key.name}…
                    </button>
                  </div>
                </li>
              ))}
            </ul>
          )
        }
      </Show>
      <CreateKeyForm create={create} />
      {revoking === null ? null : (
        <Dialog title={`Revoke the key “${revoking.name}”?`} onClose={() => setRevoking(null)}>
          <p>Programs using it are refused from now on. This cannot be undone.</p>
          <div class="em-dialog__actions">
            <button type="button" class="em-button" onClick={() => setRevoking(null)}>
              Keep the key
            </button>
            <button type="button" class="em-button em-button--danger" onClick={() => void revoke(revoking)}>
              Revoke the key
            </button>
          </div>
        </Dialog>
      )}
    </>
  );
}

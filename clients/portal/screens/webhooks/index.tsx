import { useState } from 'preact/hooks';
import { usePortal } from '../../context.js';
import { describeFailure } from '../../messages.js';
import { hasRole, readOnlyBecause } from '../../roles.js';
import type { ProjectScreenProps } from '../../screens.js';
import { CopyButton } from '../../ui/copy-button.js';
import { Show, useLoaded } from '../../ui/loaded.js';
import { Problem, ReadOnlyNote } from '../../ui/status.js';
import { WebhookCard } from './webhook-card.js';
import { WebhookForm } from './webhook-form.js';

const WHO = 'Only admins add, change and see webhooks.';

/**
 * Webhooks: the addresses the service POSTs the project's events to, signed with a secret shown
 * once (when the webhook is made, and when a new one replaces it); ping, the deliveries log,
 * redelivering one.
 */
export function WebhooksScreen({ project }: ProjectScreenProps) {
  return (
    <section class="pt-screen">
      <h1>Webhooks</h1>
      {hasRole(project, 'admin') ? <AdminWebhooks project={project} /> : <ReadOnlyNote>{readOnlyBecause(project, WHO)}</ReadOnlyNote>}
    </section>
  );
}

function AdminWebhooks({ project }: ProjectScreenProps) {
  const portal = usePortal();
  const projectId = project.id;
  const path = { params: { path: { projectId } } };
  const [webhooks, reload] = useLoaded('Loading the webhooks', () => portal.api.GET('/api/projects/{projectId}/webhooks', path).then((a) => a.webhooks), [
    projectId,
  ]);
  const [secret, setSecret] = useState<{ url: string; secret: string } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  /** A call, then the list read again and `done` announced; answers the refusal in words, or null (said above the list unless a form says it). */
  async function change<T>(doing: string, call: () => Promise<T>, done: (answer: T) => string, inForm = false): Promise<string | null> {
    setProblem(null);
    let answer: T;
    try {
      answer = await call();
    } catch (failure) {
      const refusal = describeFailure(doing, failure, WHO);
      if (!inForm) setProblem(refusal);
      await reload();
      return refusal;
    }
    // Announced once the list is read again, so what it says is what the list shows.
    await reload();
    portal.announce(done(answer));
    return null;
  }
  const one = (webhookId: string) => ({ params: { path: { projectId, webhookId } } });

  return (
    <>
      <p>Each event of the project is POSTed to these addresses as JSON, signed (the headers webhook-id, webhook-timestamp and webhook-signature).</p>
      {secret === null ? null : (
        <section class="pt-panel pt-secret" aria-labelledby="webhook-secret-heading">
          <h2 id="webhook-secret-heading">The signing secret of {secret.url}</h2>
          <p>Copy it into the receiver now: it is shown only this once. Lost, make a new one.</p>
          <p>
            <code class="pt-code">{secret.secret}</code> <CopyButton text={secret.secret} what="the signing secret" />
          </p>
          <div>
            <button type="button" class="em-button" onClick={() => setSecret(null)}>
              I have copied it
            </button>
          </div>
        </section>
      )}
      <Problem message={problem} />
      <Show state={webhooks} loading="Loading the webhooks…">
        {(list) =>
          list.length === 0 ? (
            <p>No webhook yet.</p>
          ) : (
            <ul class="pt-cards" aria-label="Webhooks">
              {list.map((webhook) => (
                <WebhookCard
                  key={webhook.id}
                  projectId={projectId}
                  webhook={webhook}
                  who={WHO}
                  update={(body, inForm) =>
                    change(
                      'Saving the webhook',
                      () => portal.api.PATCH('/api/projects/{projectId}/webhooks/{webhookId}', { ...one(webhook.id), body }),
                      (saved) => (body.enabled === undefined ? 'Saved the webhook.' : `The webhook is ${saved.enabled ? 'on' : 'off'}.`),
                      inForm,
                    )
                  }
                  ping={() =>
                    change(
                      'Pinging',
                      () => portal.api.POST('/api/projects/{projectId}/webhooks/{webhookId}/ping', one(webhook.id)),
                      () => `Sent a ping to ${webhook.url}: its delivery is in the log.`,
                    )
                  }
                  rotate={() =>
                    change(
                      'Making a new secret',
                      () => portal.api.POST('/api/projects/{projectId}/webhooks/{webhookId}/rotate-secret', one(webhook.id)),
                      (answer) => {
                        setSecret({ url: webhook.url, secret: answer.secret });
                        return 'A new signing secret replaces the old one: copy it now, it is shown only once.';
                      },
                    )
                  }
                  remove={() =>
                    change(
                      'Deleting the webhook',
                      () => portal.api.DELETE('/api/projects/{projectId}/webhooks/{webhookId}', one(webhook.id)),
                      () => `Deleted the webhook to ${webhook.url}.`,
                    )
                  }
                />
              ))}
            </ul>
          )
        }
      </Show>
      <section class="pt-panel" aria-labelledby="add-webhook-heading">
        <h2 id="add-webhook-heading">Add a webhook</h2>
        <WebhookForm
          title="Add a webhook"
          submitLabel="Add the webhook"
          save={(body) =>
            change(
              'Adding the webhook',
              () => portal.api.POST('/api/projects/{projectId}/webhooks', { ...path, body }),
              (created) => {
                setSecret({ url: created.url, secret: created.secret });
                return `Added the webhook to ${created.url}: copy its signing secret now, it is shown only once.`;
              },
              true,
            )
          }
        />
      </section>
    </>
  );
}

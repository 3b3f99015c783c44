import { useState } from 'preact/hooks';
import { Deliveries } from './deliveries.js';
import { eventsWords, type Webhook } from './events.js';
import { WebhookForm, type WebhookBody } from './webhook-form.js';

interface WebhookCardProps {
  readonly projectId: string;
  readonly webhook: Webhook;
  readonly who: string;
  /** Each answers the service's refusal in words, or null. */
  update(body: Partial<WebhookBody> & { enabled?: boolean }, inForm?: boolean): Promise<string | null>;
  ping(): Promise<string | null>;
  rotate(): Promise<string | null>;
  remove(): Promise<string | null>;
}

/** One webhook: where it goes and what it is sent; edit, on or off, ping, a new secret, delete (each asking first where it cannot be undone); its deliveries. */
export function WebhookCard({ projectId, webhook, who, update, ping, rotate, remove }: WebhookCardProps) {
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState<'rotate' | 'remove' | null>(null);
  const [busy, setBusy] = useState(false);
  const [pings, setPings] = useState(0);
  const run = async (action: () => Promise<string | null>) => {
    setBusy(true);
    const refused = await action();
    setBusy(false);
    setConfirming(null);
    return refused;
  };
  const name = webhook.description ?? webhook.url;

  return (
    <li class="pt-card">
      <h2 class="pt-card__title">{webhook.url}</h2>
      {webhook.description === null ? null : <p>{webhook.description}</p>}
      <p>
        {webhook.enabled ? 'On. ' : 'Off: nothing is sent to it. '}
        {eventsWords(webhook.events)}
      </p>
      {editing ? (
        <WebhookForm
          title={`Edit the webhook to ${webhook.url}`}
          submitLabel="Save the webhook"
          initial={webhook}
          cancel={() => setEditing(false)}
          save={async (body) => {
            const refused = await update(body, true);
            if (refused === null) setEditing(false);
            return refused;
          }}
        />
      ) : (
        <div class="pt-card__row">
          <button
            type="button"
            class="em-button em-button--small"
            disabled={busy || !webhook.enabled}
            onClick={() => void run(ping).then(() => setPings((n) => n + 1))}
          >
            Ping
          </button>
          <button type="button" class="em-button em-button--small" onClick={() => setEditing(true)}>
            Edit
          </button>
          <button type="button" class="em-button em-button--small" disabled={busy} onClick={() => void run(() => update({ enabled: !webhook.enabled }))}>
            {webhook.enabled ? 'Turn off' : 'Turn on'}
          </button>
          <button type="button" class="em-button em-button--small" onClick={() => setConfirming('rotate')}>
            New secret…
          </button>
          <button type="button" class="em-button em-button--small" onClick={() => setConfirming('remove')}>
            Delete…
          </button>
        </div>
      )}
      {confirming === null ? null : (
        <div class="pt-card__row" role="group" aria-label={confirming === 'rotate' ? 'A new secret?' : 'Delete the webhook?'}>
          <span>
            {confirming === 'rotate'
              ? 'A new signing secret replaces the old one at once: the receiver must check signatures with the new one.'
              : `Delete the webhook “${name}”? Nothing more is sent to it, and its deliveries log goes.`}
          </span>
          <button type="button" class="em-button em-button--danger" disabled={busy} onClick={() => void run(confirming === 'rotate' ? rotate : remove)}>
            {confirming === 'rotate' ? 'Replace the secret' : 'Delete the webhook'}
          </button>
          <button type="button" class="em-button" onClick={() => setConfirming(null)}>
            Cancel
          </button>
        </div>
      )}
      <Deliveries projectId={projectId} webhookId={webhook.id} asked={pings} who={who} />
    </li>
  );
}

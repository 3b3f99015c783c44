import { useEffect, useState } from 'preact/hooks';
import type { components } from '../../../typescript/client.js';
import { usePortal } from '../../context.js';
import { formatTime } from '../../edit-mode/dom.js';
import { describeFailure } from '../../messages.js';
import { Show, useLoaded } from '../../ui/loaded.js';
import { Problem } from '../../ui/status.js';

type Delivery = components['schemas']['Delivery'];

/** How often the log is read again while a delivery is still pending (it happens in the background). */
const FOLLOW_MS = 1500;
/** A pending delivery due within this time is followed. */
const FOLLOW_WITHIN_MS = 120_000;

interface DeliveriesProps {
  readonly projectId: string;
  readonly webhookId: string;
  /** Changes when a delivery was asked for (a ping): the log is read again. */
  readonly asked: number;
  readonly who: string;
}

/** What became of a delivery, in words: its status, the endpoint's answer, and what is next. */
function outcome(delivery: Delivery): string {
  const answer =
    delivery.last_status_code === null
      ? delivery.last_error === null
        ? ''
        : ` (${delivery.last_error})`
      : ` (answered ${delivery.last_status_code}${delivery.last_error === null ? '' : `: ${delivery.last_error}`})`;
  if (delivery.status === 'delivered') return `Delivered${answer}`;
  if (delivery.status === 'failed') return `Failed${answer}`;
  if (delivery.attempts === 0) return 'Pending: not attempted yet';
  return `Pending${answer}: next attempt ${delivery.next_attempt_at === null ? 'soon' : formatTime(delivery.next_attempt_at)}`;
}

/** The webhook's deliveries, newest first: event, status, the answer, when, how many attempts; redelivering one. Followed while one is pending. */
export function Deliveries({ projectId, webhookId, asked, who }: DeliveriesProps) {
  const portal = usePortal();
  const path = { params: { path: { projectId, webhookId } } };
  const [log, reload] = useLoaded(
    'Loading the deliveries',
    () =>
      portal.api
        .GET('/api/projects/{projectId}/webhooks/{webhookId}/deliveries', { params: { ...path.params, query: { limit: 20 } } })
        .then((a) => a.deliveries),
    [projectId, webhookId, asked],
  );
  const [problem, setProblem] = useState<string | null>(null);
  // Followed while a delivery is being attempted or due soon (an attempt holds it for a minute); not for later retries.
  const soon = Date.now() + FOLLOW_WITHIN_MS;
  const pending =
    log.status === 'ready' &&
    log.value.some((delivery) => delivery.status === 'pending' && (delivery.next_attempt_at === null || Date.parse(delivery.next_attempt_at) <= soon));
  useEffect(() => {
    if (!pending) return;
    const timer = setTimeout(() => void reload(), FOLLOW_MS);
    return () => clearTimeout(timer);
  }, [log]);

  async function redeliver(delivery: Delivery) {
    setProblem(null);
    try {
      await portal.api.POST('/api/projects/{projectId}/webhooks/{webhookId}/deliveries/{deliveryId}/redeliver', {
        params: { path: { projectId, webhookId, deliveryId: delivery.id } },
      });
      portal.announce(`Sending the ${delivery.type} event again.`);
    } catch (failure) {
      setProblem(describeFailure('Redelivering', failure, who));
    }
    await reload();
  }

  return (
    <details class="pt-deliveries" open>
      <summary>Deliveries</summary>
      <Problem message={problem} />
      <Show state={log} loading="Loading the deliveries…">
        {(list) =>
          list.length === 0 ? (
            <p>Nothing sent yet.</p>
          ) : (
            <div class="pt-scroll" role="region" aria-label="Deliveries" tabIndex={0}>
              <table class="em-table">
                <thead>
                  <tr>
                    <th scope="col">Event</th>
                    <th scope="col">Status</th>
                    <th scope="col">Sent</th>
                    <th scope="col">Attempts</th>
                    <th scope="col">
                      <span class="em-visually-hidden">Actions</span>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {list.map((delivery) => (
                    <tr key={delivery.id}>
                      <td>{delivery.type}</td>
                      <td>{outcome(delivery)}</td>
                      <td>{formatTime(delivery.created_at)}</td>
                      <td>{delivery.attempts}</td>
                      <td>
                        {delivery.status === 'pending' ? null : (
                          <button type="button" class="em-button em-button--small" onClick={() => void redeliver(delivery)}>
                            Redeliver
                          </button>
                        )}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )
        }
      </Show>
    </details>
  );
}

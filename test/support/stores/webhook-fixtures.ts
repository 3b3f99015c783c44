import type { OnboardingSessionRepository } from '../../../application/onboarding/ports.js';
import type { MembershipRepository } from '../../../application/projects/ports.js';
import type { QuestionStore } from '../../../application/questions/ports.js';
import type { ReleaseRepository } from '../../../application/releases/ports.js';
import type { TransferRepository } from '../../../application/telephony/ports.js';
import type { WebhookDeliveries, WebhookRepository } from '../../../application/webhooks/ports.js';
import type { WebhookDelivery } from '../../../domain/webhooks/delivery.js';
import type { WebhookEndpoint } from '../../../domain/webhooks/endpoint.js';
import type { EventBody, EventsOf, EventType, OutboxEvent } from '../../../domain/webhooks/events.js';
import { AT } from './page-fixtures.js';
import type { PublishStores } from '../../contract/publishing/publish-repository.contract.js';
import { uniqueId } from '../builders.js';

/** Every store that records events, and the webhook stores, over one database. */
export type WebhookStores = PublishStores & {
  readonly memberships: MembershipRepository;
  readonly onboarding: OnboardingSessionRepository;
  readonly transfers: TransferRepository;
  readonly webhooks: WebhookRepository;
  readonly deliveries: WebhookDeliveries;
  readonly releases: ReleaseRepository;
  readonly questions: QuestionStore;
};

export function anEndpoint(projectId: string, overrides: Partial<WebhookEndpoint> = {}): WebhookEndpoint {
  return {
    id: uniqueId('w'),
    project_id: projectId,
    url: 'https://hooks.example.com/in',
    events: ['*'],
    description: null,
    enabled: true,
    secret: 'v1.sealed.current',
    previous_secret: null,
    previous_secret_expires_at: null,
    failing_since: null,
    created_at: AT,
    updated_at: AT,
    ...overrides,
  };
}

export function anEvent(projectId: string, type: EventType = 'page.updated', overrides: Partial<OutboxEvent> = {}): OutboxEvent {
  return { id: uniqueId('e'), project_id: projectId, type, occurred_at: AT, data: { project_id: projectId, n: 1 }, ...overrides };
}

/** Events built like OutboxEvents builds them; `ids` forces the events' ids (to provoke a clash). */
export function stamped<T>(projectId: string, build: (written: T) => readonly EventBody[], ids: readonly string[] = []): EventsOf<T> {
  return (written) => build(written).map((body, i) => ({ id: ids[i] ?? uniqueId('e'), project_id: projectId, occurred_at: AT, ...body }));
}

/** Routes every event of the outbox into deliveries (due at `now`), as the dispatcher does. */
export async function routeAll(stores: WebhookStores, now = AT): Promise<void> {
  while ((await stores.deliveries.route({ now, limit: 7 })) > 0);
}

export const allDeliveries = async (stores: WebhookStores, projectId: string, webhookId: string): Promise<WebhookDelivery[]> => {
  await routeAll(stores);
  return stores.deliveries.list(projectId, webhookId, { limit: 100 });
};

/** Routes the outbox, then claims far in the future: everything pending is due. */
export const claimAll = async (stores: WebhookStores, lease = uniqueId('l')) => {
  await routeAll(stores);
  return stores.deliveries.claim({ now: '2999-01-01T00:00:00.000Z', leaseUntil: '2999-01-01T00:01:00.000Z', lease, limit: 1000 });
};

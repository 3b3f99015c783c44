import { ContainerModule } from 'inversify';
import { Clock } from '../../application/shared/ports.js';
import { CreateWebhook } from '../../application/webhooks/create-webhook.js';
import { DeleteWebhook } from '../../application/webhooks/delete-webhook.js';
import { ListWebhookDeliveries } from '../../application/webhooks/list-webhook-deliveries.js';
import { ListWebhooks } from '../../application/webhooks/list-webhooks.js';
import { OutboxEvents } from '../../application/webhooks/outbox-events.js';
import { PingWebhook } from '../../application/webhooks/ping-webhook.js';
import { WebhookDeliveries, WebhookHttp, WebhookReach, WebhookRepository, WebhookSecrets } from '../../application/webhooks/ports.js';
import { RedeliverWebhook } from '../../application/webhooks/redeliver-webhook.js';
import { RotateWebhookSecret } from '../../application/webhooks/rotate-webhook-secret.js';
import { UpdateWebhook } from '../../application/webhooks/update-webhook.js';
import { WebhookDispatch } from '../../application/webhooks/webhook-dispatch.js';
import type { Config } from '../config.js';
import type { SharedKeys } from '../shared-keys.js';
import { mongoOutboxOf } from '../../infrastructure/mongo/webhooks/outbox.js';
import { MongoWebhookDeliveries } from '../../infrastructure/mongo/webhooks/webhook-deliveries.js';
import { MongoWebhookRepository } from '../../infrastructure/mongo/webhooks/webhook-repository.js';
import { outboxOf } from '../../infrastructure/sqlite/webhooks/outbox.js';
import { SqliteWebhookDeliveries } from '../../infrastructure/sqlite/webhooks/webhook-deliveries.js';
import { SqliteWebhookRepository } from '../../infrastructure/sqlite/webhooks/webhook-repository.js';
import { byStorage, type Storage } from '../storage.js';
import { WebhookDispatcher } from '../../infrastructure/webhooks/dispatcher.js';
import { NodeWebhookSecrets, parseSealingKey } from '../../infrastructure/webhooks/node-webhook-secrets.js';
import { bindUseCases } from './bind-use-cases.js';
import { guardedFetchFor, privateAddressHint } from './outgoing-http.js';

/**
 * Outgoing webhooks: endpoints, the outbox's events (stamped by OutboxEvents for the features
 * that record them), deliveries, secrets sealed with `WEBHOOK_SECRET_KEY` or a key kept in
 * DATA_DIR (or the store with FILE_STORAGE=store), deliveries through the guarded fetch
 * (`ALLOW_PRIVATE_WEBHOOKS`), and the dispatcher (started by the server unless `WEBHOOK_DISPATCHER=false`).
 */
export const webhooksModule = (config: Config, storage: Storage, keys: SharedKeys) =>
  new ContainerModule(({ bind }) => {
    bind(WebhookRepository).toConstantValue(
      byStorage<WebhookRepository>(storage, { sqlite: (db) => new SqliteWebhookRepository(db), mongo: (db, client) => new MongoWebhookRepository(db, client) }),
    );
    bind(WebhookDeliveries).toConstantValue(
      byStorage<WebhookDeliveries>(storage, { sqlite: (db) => new SqliteWebhookDeliveries(db), mongo: (db, client) => new MongoWebhookDeliveries(db, client) }),
    );
    const key = config.WEBHOOK_SECRET_KEY === null ? keys.webhookSealing() : parseSealingKey(config.WEBHOOK_SECRET_KEY)!;
    bind(WebhookSecrets).toConstantValue(new NodeWebhookSecrets(key));
    bind(WebhookReach).toConstantValue({
      allowPrivateNetworks: config.ALLOW_PRIVATE_WEBHOOKS,
      refusalHint: privateAddressHint(config, 'ALLOW_PRIVATE_WEBHOOKS'),
    });
    bind(WebhookHttp).toConstantValue(guardedFetchFor(config, 'ALLOW_PRIVATE_WEBHOOKS'));
    bind(OutboxEvents).toSelf();
    bind(WebhookDispatch).toSelf();
    bind(WebhookDispatcher).toDynamicValue(
      (context) =>
        new WebhookDispatcher(
          context.get(WebhookDispatch),
          context.get(WebhookDeliveries),
          context.get(Clock),
          byStorage(storage, { sqlite: (db) => outboxOf(db).signal, mongo: (db) => mongoOutboxOf(db).signal }),
        ),
    );
    bindUseCases(bind, [CreateWebhook, ListWebhooks, UpdateWebhook, DeleteWebhook, RotateWebhookSecret, PingWebhook, ListWebhookDeliveries, RedeliverWebhook]);
  });

import * as t from 'io-ts';
import { StorageHealth } from '../../../application/shared/ports.js';
import { ErrorBody } from '../response-codecs.js';
import { json } from '../routing/operation-doc.js';
import { handler, type Route } from '../routing/route.js';

const Health = t.type({ status: t.literal('ok') }, 'Health');
const Readiness = t.type({ status: t.literal('ready') }, 'Readiness');

/** Liveness and readiness for orchestrators: no authentication, and never rate limited. */
export const healthRoutes: readonly Route[] = [
  handler(
    'GET',
    '/healthz',
    (ctx) => {
      ctx.body = { status: 'ok' };
    },
    {
      auth: false,
      limited: false,
      doc: { operationId: 'getHealth', summary: 'Liveness: the process is up', responses: { '200': { description: 'Up.', content: json(Health) } } },
    },
  ),
  handler(
    'GET',
    '/readyz',
    async (ctx, container) => {
      const ready = await container
        .get<StorageHealth>(StorageHealth)
        .ping()
        .catch(() => false);
      ctx.status = ready ? 200 : 503;
      ctx.body = ready ? { status: 'ready' } : { error: 'Storage unavailable' };
    },
    {
      auth: false,
      limited: false,
      doc: {
        operationId: 'getReadiness',
        summary: 'Readiness: the storage is reachable',
        responses: {
          '200': { description: 'Ready to serve.', content: json(Readiness) },
          '503': { description: 'The storage cannot be reached (`Storage unavailable`).', content: json(ErrorBody) },
        },
      },
    },
  ),
];

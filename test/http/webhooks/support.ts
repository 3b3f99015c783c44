import { WebhookDispatcher } from '../../../infrastructure/webhooks/dispatcher.js';
import type { TestApp } from '../../support/test-app.js';

export const OWNER = 'owner';

export const webhooksPath = (projectId: string) => `/api/projects/${projectId}/webhooks`;

/** Creates a webhook as the project's admin; its answer (with the secret). */
export async function createWebhook(
  app: TestApp,
  projectId: string,
  body: Record<string, unknown>,
): Promise<{ id: string; secret: string; [key: string]: unknown }> {
  const response = await app.request('POST', webhooksPath(projectId), { as: OWNER, body });
  if (response.status !== 201) throw new Error(`createWebhook: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body;
}

export async function deliveryLog(app: TestApp, projectId: string, webhookId: string): Promise<any[]> {
  const response = await app.request('GET', `${webhooksPath(projectId)}/${webhookId}/deliveries`, { as: OWNER });
  if (response.status !== 200) throw new Error(`deliveryLog: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body.deliveries;
}

/** Moves the app's clock on and tells the dispatcher to look for due deliveries now. */
export function advance(app: TestApp, ms: number): void {
  app.clock.advance(ms);
  app.get(WebhookDispatcher).wake();
}

/** Polls `check` until it holds (the dispatcher works in the background). */
export async function eventually(check: () => Promise<boolean>, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

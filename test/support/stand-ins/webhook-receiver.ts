import type { IncomingHttpHeaders } from 'node:http';
import { apiDescription } from '../api-description.js';
import { LoopbackJsonServer } from './loopback-json-server.js';

export interface ReceivedWebhook {
  readonly path: string;
  readonly headers: IncomingHttpHeaders;
  /** The body exactly as sent (signatures are over these bytes). */
  readonly raw: string;
  readonly body: { type: string; timestamp: string; data: any };
}

/**
 * A webhook receiver on loopback: records every request and answers the statuses it was told
 * to, in order (then 200), like a receiver that fails for a while and recovers.
 */
export class WebhookReceiver {
  readonly received: ReceivedWebhook[] = [];
  private readonly statuses: number[] = [];
  /** Bodies that are not as the API description's `webhooks` say: the next look at what arrived fails. */
  private readonly undescribed: string[] = [];
  private waiters: Array<() => void> = [];

  private constructor(private readonly server: LoopbackJsonServer) {}

  static async start(): Promise<WebhookReceiver> {
    let receiver: WebhookReceiver | null = null;
    const server = await LoopbackJsonServer.start((request) => receiver!.take(request.path, request.headers, request.raw));
    receiver = new WebhookReceiver(server);
    return receiver;
  }

  get url(): string {
    return `${this.server.url}/hooks/in`;
  }

  /** The next requests get these statuses, in order. */
  answer(...statuses: number[]): void {
    this.statuses.push(...statuses);
  }

  of(type: string): ReceivedWebhook[] {
    this.expectDescribed();
    return this.received.filter((r) => r.body.type === type);
  }

  /** Resolves once `count` requests (of `type`, when given) have arrived. */
  async waitFor(count: number, type?: string, timeoutMs = 5000): Promise<ReceivedWebhook[]> {
    this.expectDescribed();
    const matching = () => (type === undefined ? this.received : this.of(type));
    const deadline = Date.now() + timeoutMs;
    while (matching().length < count) {
      const left = deadline - Date.now();
      if (left <= 0)
        throw new Error(
          `expected ${count} webhook(s)${type ? ` of ${type}` : ''}, got ${matching().length}: ${this.received.map((r) => r.body.type).join(', ')}`,
        );
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, Math.min(left, 200));
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
    return matching();
  }

  stop(): Promise<void> {
    return this.server.stop();
  }

  private expectDescribed(): void {
    if (this.undescribed.length > 0) throw new Error(`Webhooks not as the API description says:\n${this.undescribed.join('\n')}`);
  }

  private take(path: string, headers: IncomingHttpHeaders, raw: string) {
    const body = JSON.parse(raw) as ReceivedWebhook['body'];
    this.undescribed.push(...apiDescription().webhookProblemsOf(body.type, raw));
    for (const header of ['webhook-id', 'webhook-timestamp', 'webhook-signature'])
      if (headers[header] === undefined) this.undescribed.push(`${header} missing`);
    this.received.push({ path, headers, raw, body });
    const waiters = this.waiters;
    this.waiters = [];
    for (const wake of waiters) wake();
    return { status: this.statuses.shift() ?? 200, body: { ok: true } };
  }
}

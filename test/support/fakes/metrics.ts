import type { DeployKind, PublishOutcome, ServiceMetrics, WebhookAttemptOutcome } from '../../../application/observability/ports.js';
import type { LiveSessionRefusal } from '../../../domain/live/live-access.js';
import type { LiveSessionKind } from '../../../domain/live/live-session.js';

/** Keeps what the use cases report, in order, for assertions. */
export class FakeServiceMetrics implements ServiceMetrics {
  readonly recorded: string[] = [];

  liveSessionStarted(kind: LiveSessionKind): void {
    this.recorded.push(`live started ${kind}`);
  }

  liveSessionRefused(reason: LiveSessionRefusal): void {
    this.recorded.push(`live refused ${reason}`);
  }

  publishStarted(): (outcome: PublishOutcome) => void {
    return (outcome) => this.recorded.push(`publish ${outcome}`);
  }

  webhookAttempt(outcome: WebhookAttemptOutcome): void {
    this.recorded.push(`webhook ${outcome}`);
  }

  siteDeployed(kind: DeployKind): void {
    this.recorded.push(`site deployed ${kind}`);
  }
}

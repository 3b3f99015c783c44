import { inject, injectable } from 'inversify';
import type { EventBody, EventsOf } from '../../domain/webhooks/events.js';
import { Clock, IdGenerator } from '../shared/ports.js';

/**
 * Turns the domain's event helpers into what an atomic write records: each event gets its id
 * (the `webhook-id` of every attempt) and its time. The write calls the result inside its own
 * transaction with what it wrote, so the event says exactly what was committed.
 */
@injectable()
export class OutboxEvents {
  constructor(
    @inject(Clock) private readonly clock: Clock,
    @inject(IdGenerator) private readonly ids: IdGenerator,
  ) {}

  of<T>(projectId: string, build: (written: T) => readonly EventBody[]): EventsOf<T> {
    return (written) => {
      const at = this.clock.now().toISOString();
      return build(written).map((body) => ({ id: this.ids.next(), project_id: projectId, occurred_at: at, ...body }));
    };
  }
}

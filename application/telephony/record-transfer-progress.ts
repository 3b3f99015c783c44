import { inject, injectable } from 'inversify';
import { afterStep, stepOf, type CallEvent, type Transfer } from '../../domain/telephony/transfer.js';
import { transferCompleted } from '../../domain/webhooks/event-data.js';
import { ProjectRepository } from '../projects/ports.js';
import { Clock } from '../shared/ports.js';
import { OutboxEvents } from '../webhooks/outbox-events.js';
import { AgentStreams } from './agent-streams.js';
import { Telephony, TransferRepository, type CallProgress } from './ports.js';

/** Reports for one transfer may race; a lost compare-and-set re-reads, this many times at most. */
const ATTEMPTS = 3;

/**
 * Moves a transfer on as the manager's call progresses (the provider's status callbacks, or
 * the simulation): answered → `connected`; busy, no answer, a machine or a failure → the
 * transfer ends and the caller goes back to the voice agent; the manager hanging up after a
 * conversation → `completed`. Each step is a compare-and-set on the status, so a repeated or
 * late report changes nothing and the caller is returned at most once. Reaching `completed`
 * records `live.transfer.completed` in the same write.
 */
@injectable()
export class RecordTransferProgress implements CallProgress {
  constructor(
    @inject(TransferRepository) private readonly transfers: TransferRepository,
    @inject(Telephony) private readonly telephony: Telephony,
    @inject(AgentStreams) private readonly streams: AgentStreams,
    @inject(ProjectRepository) private readonly projects: ProjectRepository,
    @inject(Clock) private readonly clock: Clock,
    @inject(OutboxEvents) private readonly events: OutboxEvents,
  ) {}

  async report(transferId: string, event: CallEvent): Promise<void> {
    for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
      const transfer = await this.transfers.findById(transferId);
      if (transfer === null) return;
      const step = stepOf(transfer.status, event);
      if (step === null) return;
      const next = afterStep(transfer, step, this.clock.now());
      const events = step.status === 'completed' ? this.events.of(transfer.project_id, (done: Transfer) => [transferCompleted(done)]) : undefined;
      const moved = await this.transfers.transition(transfer.id, transfer.status, next, events);
      if (moved === null) continue;
      if (step.hangUpManager && moved.manager_call_id !== null) await this.telephony.hangUp(moved.manager_call_id);
      if (step.returnCaller) {
        const caller = moved.caller_call_id === null ? null : await this.transfers.findCall(moved.project_id, moved.caller_call_id);
        const stream = caller === null ? null : await this.streams.open(moved.project_id, caller.id);
        const project = await this.projects.findById(moved.project_id);
        await this.telephony.returnToAgent(moved, caller, stream, project?.default_language ?? 'en');
      }
      return;
    }
  }
}

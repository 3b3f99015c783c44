import { expect } from 'chai';
import type { ToolContext } from '../../../application/live/live-tool.js';
import { ConfirmTool } from '../../../application/live/tools/confirm.js';
import { OnboardingSessions } from '../../../application/onboarding/onboarding-sessions.js';
import { DeletePage } from '../../../application/pages/delete-page.js';
import type { TelephonySettings } from '../../../application/telephony/ports.js';
import { AgentStreams } from '../../../application/telephony/agent-streams.js';
import { RecordTransferProgress } from '../../../application/telephony/record-transfer-progress.js';
import { OutboxEvents } from '../../../application/webhooks/outbox-events.js';
import { newTransfer } from '../../../domain/telephony/transfer.js';
import { TimeOrderedIdGenerator } from '../../../infrastructure/system/time-ordered-ids.js';
import { aProject } from '../../support/builders.js';
import { FakeClock } from '../../support/fake-clock.js';
import { InMemoryOnboardingSessionRepository } from '../../support/fakes/onboarding.js';
import { InMemoryProjectRepository } from '../../support/fakes/projects.js';
import { memberContext } from '../../support/fakes/live.js';
import { FakeSecretTokens } from '../../support/fakes/secret-tokens.js';
import { InMemoryStreamPassStore, InMemoryTransferRepository } from '../../support/fakes/telephony.js';
import { InMemoryOutbox } from '../../support/fakes/webhooks.js';
import { anEndpoint } from '../../support/stores/webhook-fixtures.js';
import { actor, pagesWorld } from '../drafts/world.js';

const types = (outbox: InMemoryOutbox) => [...outbox.queue.values()].map((event) => event.type);

/** Use cases whose writes report events hand them to the store (recorded with the write: see the contract suites). */
describe('Events recorded by use cases', () => {
  const clock = new FakeClock('2026-05-01T12:00:00Z');
  const ids = new TimeOrderedIdGenerator();
  const events = new OutboxEvents(clock, ids);
  const subscribedOutbox = (projectId: string) => {
    const outbox = new InMemoryOutbox();
    outbox.webhooks.set('w1', anEndpoint(projectId, { id: 'w1' }));
    return outbox;
  };

  it('confirming an onboarding brief records onboarding.confirmed once', async () => {
    const project = aProject();
    const outbox = subscribedOutbox(project.id);
    const sessions = new OnboardingSessions(new InMemoryOnboardingSessionRepository(outbox), clock, ids);
    const tool = new ConfirmTool(sessions, events);
    const context: ToolContext = memberContext(project, 'visitor');
    await tool.run(context);
    expect(types(outbox)).to.deep.equal([]);
    await sessions.change(
      { projectId: project.id, userId: 'visitor' },
      { kind: 'company', company: { country: 'DE', name: 'Acme', registry_id: 'R1', place_id: null, website: null, city: null, address: null } },
    );
    await tool.run(context);
    await tool.run(context);
    expect(types(outbox)).to.deep.equal(['onboarding.confirmed']);
    const [event] = [...outbox.queue.values()];
    expect(event!.data).to.deep.include({ project_id: project.id });
  });

  it('a transfer reports live.transfer.completed when the manager hangs up after talking, not when unanswered', async () => {
    const project = aProject();
    const outbox = subscribedOutbox(project.id);
    const transfers = new InMemoryTransferRepository(outbox);
    const telephony = {
      startTransfer: async () => ({ kind: 'dialing' as const, managerCallId: 'CA1' }),
      returnToAgent: async () => {},
      hangUp: async () => {},
    };
    const settings: TelephonySettings = { publicBaseUrl: 'https://content.example', allowedCountries: [], voiceStreamUrl: null };
    const streams = new AgentStreams(settings, new InMemoryStreamPassStore(), new FakeSecretTokens(), clock);
    const progress = new RecordTransferProgress(transfers, telephony, streams, new InMemoryProjectRepository(), clock, events);
    const start = (id: string) =>
      transfers.begin(
        newTransfer({ id, projectId: project.id, userId: `u-${id}`, callerCallId: null, managerPhone: '+4930123456', now: clock.now() }),
        clock.now(),
      );
    await start('talked');
    await start('unanswered');
    await progress.report('talked', { kind: 'answered' });
    await progress.report('unanswered', { kind: 'unanswered', reason: 'busy' });
    expect(types(outbox)).to.deep.equal([]);
    await progress.report('talked', { kind: 'ended' });
    await progress.report('talked', { kind: 'ended' });
    expect(types(outbox)).to.deep.equal(['live.transfer.completed']);
  });

  it('deleting a live page reports page.deleted; deleting a draft reports draft.discarded', async () => {
    const w = pagesWorld();
    w.projectStore.outbox.webhooks.set('w1', anEndpoint(w.projectId, { id: 'w1' }));
    const remove = new DeletePage(w.access, w.pages, new OutboxEvents(w.clock, w.ids));
    const at = w.clock.now().toISOString();
    const doc = {
      id: 'live1',
      project_id: w.projectId,
      slug: 'a',
      language: 'en',
      visibility: 'public' as const,
      metadata: {},
      content: '',
      doc_template_id: 'page',
      revision: 3,
      translation_of: null,
      created_at: at,
      updated_at: at,
    };
    await w.pages.create(doc);
    await w.pages.create({ ...doc, id: 'draft1', visibility: 'draft' });
    await remove.execute(actor('editor'), { projectId: w.projectId, pageId: 'live1' });
    await remove.execute(actor('editor'), { projectId: w.projectId, pageId: 'draft1' });
    expect(types(w.projectStore.outbox)).to.deep.equal(['page.deleted', 'draft.discarded']);
  });
});

import { expect } from 'chai';
import { WorkflowUpkeep } from '../../../application/activity/workflow-upkeep.js';
import { QuestionRetention } from '../../../application/questions/question-retention.js';
import type { ActivityEntry } from '../../../domain/activity/activity-entry.js';
import { FakeClock } from '../../support/fake-clock.js';
import { InMemoryActivityLog } from '../../support/fakes/activity.js';
import { InMemoryEditSessions } from '../../support/fakes/presence.js';
import { InMemoryProjectRepository } from '../../support/fakes/projects.js';
import { InMemoryQuestionStore } from '../../support/fakes/questions.js';

const DAY = 86_400_000;

describe('WorkflowUpkeep', () => {
  it('drops activity older than the retention in days, presence events older than an hour, and entries long expired', async () => {
    const clock = new FakeClock('2026-03-01T10:00:00.000Z');
    const log = new InMemoryActivityLog();
    const sessions = new InMemoryEditSessions();
    const entry = (id: string, daysAgo: number): ActivityEntry => ({
      id,
      project_id: 'p',
      at: new Date(clock.now().getTime() - daysAgo * DAY).toISOString(),
      actor: { kind: 'user', id: 'u', name: 'u' },
      on_behalf_of: null,
      via: 'rest',
      action: 'save_draft',
      target: { type: 'draft', id: 'd' },
    });
    for (const e of [entry('a', 31), entry('b', 29)]) await log.append(e);
    const at = (ms: number) => new Date(clock.now().getTime() - ms).toISOString();
    await sessions.append({ project_id: 'p', draft_id: 'd', type: 'saved', data: {}, at: at(2 * 3_600_000) });
    await sessions.append({ project_id: 'p', draft_id: 'd', type: 'saved', data: {}, at: at(60_000) });
    const stale = { session_id: 's1', project_id: 'p', draft_id: 'd', user_id: 'u', name: 'u', since: at(DAY), expires_at: at(60_000), editing: false };
    await sessions.restore(stale);

    const questions = new QuestionRetention(new InMemoryQuestionStore(), new InMemoryProjectRepository());
    expect(await new WorkflowUpkeep(log, { retentionDays: 30 }, sessions, clock, questions).run()).to.deep.equal({ activity: 1, questions: 0 });
    expect(log.entries.map((e) => e.id)).to.deep.equal(['b']);
    expect(sessions.events.map((e) => e.at)).to.deep.equal([at(60_000)]);
    expect(sessions.entries.size).to.equal(0);
  });
});

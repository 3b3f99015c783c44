import { expect } from 'chai';
import type { ActivityLog } from '../../../application/activity/ports.js';
import type { ProjectRepository } from '../../../application/projects/ports.js';
import type { ActivityEntry } from '../../../domain/activity/activity-entry.js';
import { autosaveCoalescing } from '../../../domain/activity/coalescing.js';
import { aMembership, aProject, uniqueId } from '../../support/builders.js';

export interface ActivityStores {
  readonly projects: ProjectRepository;
  readonly log: ActivityLog;
}

const anEntry = (projectId: string, overrides: Partial<ActivityEntry> = {}): ActivityEntry => ({
  id: uniqueId('a'),
  project_id: projectId,
  at: '2026-03-01T10:00:00.000Z',
  actor: { kind: 'user', id: 'alice', name: 'alice@example.com' },
  on_behalf_of: null,
  via: 'rest',
  action: 'save_draft',
  target: { type: 'draft', id: 'd1' },
  ...overrides,
});

/** An autosave's entry and how it coalesces, as the recorder makes them. */
const anAutosave = (projectId: string, overrides: Partial<ActivityEntry> = {}) => {
  const entry = anEntry(projectId, overrides);
  return [entry, autosaveCoalescing(entry, { autosave: true })!] as const;
};

const secondsAfter = (seconds: number) => new Date(Date.parse('2026-03-01T10:00:00.000Z') + seconds * 1000).toISOString();

/** What every ActivityLog adapter must do. */
export function activityLogContract(stores: () => ActivityStores): void {
  const newProject = async () => {
    const project = aProject({ id: uniqueId('p') });
    await stores().projects.create(project, aMembership(project.id, 'owner', 'admin', true));
    return project.id;
  };

  it('lists a project’s entries newest first, as appended, and pages with before', async () => {
    const { log } = stores();
    const [projectId, other] = [await newProject(), await newProject()];
    const entries = [anEntry(projectId), anEntry(projectId, { via: 'mcp', target: { type: 'project', id: null } }), anEntry(projectId)];
    for (const entry of entries) await log.append(entry);
    await log.append(anEntry(other));
    expect(await log.list(projectId, { limit: 10 })).to.deep.equal([...entries].reverse());
    expect(await log.list(projectId, { limit: 2 })).to.deep.equal([entries[2], entries[1]]);
    expect(await log.list(projectId, { limit: 10, before: entries[1]!.id })).to.deep.equal([entries[0]]);
  });

  it('filters by actor (its id, or the user an OAuth client acted for) and by action', async () => {
    const { log } = stores();
    const projectId = await newProject();
    const byAlice = anEntry(projectId);
    const byClient = anEntry(projectId, {
      actor: { kind: 'oauth_client', id: 'client-1', name: 'Claude for alice' },
      on_behalf_of: 'alice',
      action: 'confirm_publish',
    });
    const byKey = anEntry(projectId, { actor: { kind: 'api_key', id: 'key-1', name: 'CI' } });
    for (const entry of [byAlice, byClient, byKey]) await log.append(entry);
    expect(await log.list(projectId, { limit: 10, actor: 'alice' })).to.deep.equal([byClient, byAlice]);
    expect(await log.list(projectId, { limit: 10, actor: 'client-1' })).to.deep.equal([byClient]);
    expect(await log.list(projectId, { limit: 10, action: 'save_draft' })).to.deep.equal([byKey, byAlice]);
    expect(await log.list(projectId, { limit: 10, action: 'save_draft', actor: 'key-1' })).to.deep.equal([byKey]);
  });

  it('drops entries older than the retention, of every project', async () => {
    const { log } = stores();
    const [projectId, other] = [await newProject(), await newProject()];
    const old = anEntry(projectId, { at: '2025-01-01T00:00:00.000Z' });
    const recent = anEntry(projectId, { at: '2026-03-01T00:00:00.000Z' });
    const otherOld = anEntry(other, { at: '2025-01-02T00:00:00.000Z' });
    for (const entry of [old, recent, otherOld]) await log.append(entry);
    expect(await log.prune('2026-01-01T00:00:00.000Z')).to.equal(2);
    expect(await log.list(projectId, { limit: 10 })).to.deep.equal([recent]);
    expect(await log.list(other, { limit: 10 })).to.deep.equal([]);
  });

  it('keeps no entry for a project that is gone', async () => {
    const { log, projects } = stores();
    const projectId = await newProject();
    await projects.delete(projectId);
    await log.append(anEntry(projectId));
    expect(await log.list(projectId, { limit: 10 })).to.deep.equal([]);
  });

  it('coalesces concurrent autosaves of one person on one draft into one entry, moved to the latest', async () => {
    const { log } = stores();
    const projectId = await newProject();
    const saves = [0, 2, 4, 6, 8].map((s) => anAutosave(projectId, { at: secondsAfter(s) }));
    const outcomes = await Promise.all(saves.map(([entry, coalescing]) => log.appendCoalescing(entry, coalescing)));
    expect([...outcomes].sort()).to.deep.equal(['appended', 'coalesced', 'coalesced', 'coalesced', 'coalesced']);
    const listed = await log.list(projectId, { limit: 10 });
    expect(listed).to.have.length(1);
    expect(listed[0]!.at).to.equal(secondsAfter(8));
    // A later save moves it on; an earlier one (answered late) does not move it back.
    expect(await log.appendCoalescing(...anAutosave(projectId, { at: secondsAfter(30) }))).to.equal('coalesced');
    expect(await log.appendCoalescing(...anAutosave(projectId, { at: secondsAfter(20) }))).to.equal('coalesced');
    expect((await log.list(projectId, { limit: 10 })).map((e) => e.at)).to.deep.equal([secondsAfter(30)]);
  });

  it('appends a new entry for another person, another draft, or a minute after the entry', async () => {
    const { log } = stores();
    const projectId = await newProject();
    const first = anAutosave(projectId, { at: secondsAfter(0) });
    const bob = anAutosave(projectId, { at: secondsAfter(1), actor: { kind: 'user', id: 'bob', name: 'bob@example.com' } });
    const otherDraft = anAutosave(projectId, { at: secondsAfter(2), target: { type: 'draft', id: 'd2' } });
    const later = anAutosave(projectId, { at: secondsAfter(60) });
    const afterLater = anAutosave(projectId, { at: secondsAfter(100) });
    for (const save of [first, bob, otherDraft, later]) expect(await log.appendCoalescing(...save)).to.equal('appended');
    expect(await log.appendCoalescing(...afterLater)).to.equal('coalesced');
    const listed = await log.list(projectId, { limit: 10 });
    expect(listed.map((e) => [e.id, e.at])).to.deep.equal([
      [later[0].id, secondsAfter(100)],
      [otherDraft[0].id, secondsAfter(2)],
      [bob[0].id, secondsAfter(1)],
      [first[0].id, secondsAfter(0)],
    ]);
  });

  it('never coalesces into an entry appended without coalescing (an explicit save)', async () => {
    const { log } = stores();
    const projectId = await newProject();
    const explicit = anEntry(projectId, { at: secondsAfter(0) });
    await log.append(explicit);
    const autosave = anAutosave(projectId, { at: secondsAfter(5) });
    expect(await log.appendCoalescing(...autosave)).to.equal('appended');
    expect(await log.list(projectId, { limit: 10 })).to.deep.equal([autosave[0], explicit]);
  });
}

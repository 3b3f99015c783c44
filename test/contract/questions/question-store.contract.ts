import { expect } from 'chai';
import type { ProjectRepository } from '../../../application/projects/ports.js';
import type { NewQuestion, QuestionStore } from '../../../application/questions/ports.js';
import { questionWords } from '../../../domain/questions/question-words.js';
import { aMembership, aProject, uniqueId } from '../../support/builders.js';

export interface QuestionStores {
  readonly projects: ProjectRepository;
  readonly questions: QuestionStore;
}

const T0 = Date.parse('2026-03-01T10:00:00.000Z');
/** `minutes` after T0, as stores keep times. */
const at = (minutes: number): string => new Date(T0 + minutes * 60_000).toISOString();

/** A question to record, asked at `minutes` after T0, with its words as the application computes them. */
export function aQuestion(projectId: string, text: string, minutes = 0, overrides: Partial<NewQuestion> = {}): NewQuestion {
  return {
    id: uniqueId('q'),
    new_group_id: uniqueId('g'),
    project_id: projectId,
    text,
    language: 'en',
    page: '/en/',
    asked_at: at(minutes),
    proposed_answer: null,
    words: questionWords(text, 'en'),
    ...overrides,
  };
}

/** What every QuestionStore adapter must do. */
export function questionStoreContract(stores: () => QuestionStores): void {
  const newProject = async () => {
    const project = aProject({ id: uniqueId('p') });
    await stores().projects.create(project, aMembership(project.id, 'owner', 'admin', true));
    return project.id;
  };
  // Which events a recording builds is the outbox contract's (test/contract/webhooks/outbox.contract.ts).
  const record = (question: NewQuestion) => stores().questions.record(question);
  const list = (projectId: string, query: Partial<Parameters<QuestionStore['list']>[1]> = {}) =>
    stores().questions.list(projectId, { status: 'open', order: 'last_asked', limit: 50, ...query });

  it('starts a group with a first question, and files a similar one in it', async () => {
    const projectId = await newProject();
    const first = aQuestion(projectId, 'Do you deliver to Lyon?', 0, { language: 'fr', page: '/fr/delivery/' });
    const started = await record(first);
    expect(started.kind).to.equal('new_group');
    expect(started.group).to.deep.include({
      id: first.new_group_id,
      project_id: projectId,
      question: 'Do you deliver to Lyon?',
      language: 'fr',
      count: 1,
      first_asked_at: at(0),
      last_asked_at: at(0),
      languages: ['fr'],
      proposed_answers: 0,
      status: 'open',
      status_changed_at: null,
      answer: null,
    });
    expect(started.group.words).to.deep.equal(['deliv', 'deliver', 'lyon']);

    const joined = await record(aQuestion(projectId, 'deliver to Lyon please', 5, { proposed_answer: 'Yes, on Tuesdays.' }));
    expect(joined).to.deep.include({ kind: 'joined' });
    expect(joined.group).to.deep.include({ id: first.new_group_id, count: 2, last_asked_at: at(5), languages: ['en', 'fr'], proposed_answers: 1 });
    expect(joined.group.similar).to.deep.equal(['deliver to Lyon please']);

    const other = await record(aQuestion(projectId, 'Are you hiring bakers?', 6));
    expect(other.kind).to.equal('new_group');
    expect(await stores().questions.find(projectId, first.new_group_id)).to.deep.equal(joined.group);
    expect((await list(projectId)).map((g) => g.question)).to.deep.equal(['Are you hiring bakers?', 'Do you deliver to Lyon?']);
  });

  it("never files a question in another project's group, nor shows it there", async () => {
    const [mine, theirs] = [await newProject(), await newProject()];
    const group = (await record(aQuestion(theirs, 'Is there parking nearby?'))).group;
    expect((await record(aQuestion(mine, 'Is there parking nearby?', 1))).kind).to.equal('new_group');
    expect(await stores().questions.find(mine, group.id)).to.equal(null);
    expect(await stores().questions.questions(mine, group.id, 10)).to.deep.equal([]);
    expect(await stores().questions.changeStatus(mine, group.id, { status: 'dismissed', at: at(2) })).to.equal(null);
    expect((await list(mine)).map((g) => g.count)).to.deep.equal([1]);
  });

  it('files twenty identical questions recorded at once in one group of twenty', async () => {
    const projectId = await newProject();
    const outcomes = await Promise.all(Array.from({ length: 20 }, (_, i) => record(aQuestion(projectId, 'What are your opening hours?', i % 3))));
    expect(outcomes.filter((o) => o.kind === 'new_group')).to.have.length(1);
    const groups = await list(projectId);
    expect(groups.map((g) => g.count)).to.deep.equal([20]);
    expect(await stores().questions.questions(projectId, groups[0]!.id, 50)).to.have.length(20);
  });

  it('lists by status, the most recently asked or the most asked first, a page after another', async () => {
    const projectId = await newProject();
    const often = (await record(aQuestion(projectId, 'Gluten free bread?', 0))).group;
    await record(aQuestion(projectId, 'gluten free bread', 1));
    await record(aQuestion(projectId, 'gluten free bread available', 2));
    const recent = (await record(aQuestion(projectId, 'Wedding cakes?', 10))).group;
    const middle = (await record(aQuestion(projectId, 'Dogs allowed inside?', 5))).group;
    const dismissed = (await record(aQuestion(projectId, 'Who is the mayor?', 20))).group;
    await stores().questions.changeStatus(projectId, dismissed.id, { status: 'dismissed', at: at(21) });

    expect((await list(projectId)).map((g) => g.id)).to.deep.equal([recent.id, middle.id, often.id]);
    expect((await list(projectId, { order: 'count' })).map((g) => g.id)).to.deep.equal([often.id, ...[recent.id, middle.id].sort().reverse()]);
    expect((await list(projectId, { status: 'dismissed' })).map((g) => g.id)).to.deep.equal([dismissed.id]);
    const first = await list(projectId, { limit: 2 });
    const rest = await list(projectId, { limit: 2, after: { value: first[1]!.last_asked_at, id: first[1]!.id } });
    expect(rest.map((g) => g.id)).to.deep.equal([often.id]);
    const byCount = await list(projectId, { order: 'count', limit: 1 });
    expect((await list(projectId, { order: 'count', after: { value: byCount[0]!.count, id: byCount[0]!.id } })).map((g) => g.count)).to.deep.equal([1, 1]);
  });

  it('reads a group’s questions, the most recent first', async () => {
    const projectId = await newProject();
    const group = (await record(aQuestion(projectId, 'Do you cater weddings?', 0))).group;
    await record(aQuestion(projectId, 'cater weddings', 3, { language: 'de', page: null, proposed_answer: 'Yes.' }));
    await record(aQuestion(projectId, 'Do you cater weddings', 1));
    const questions = await stores().questions.questions(projectId, group.id, 2);
    expect(
      questions.map(({ text, language, page, asked_at, proposed_answer, group_id }) => ({ text, language, page, asked_at, proposed_answer, group_id })),
    ).to.deep.equal([
      { text: 'cater weddings', language: 'de', page: null, asked_at: at(3), proposed_answer: 'Yes.', group_id: group.id },
      { text: 'Do you cater weddings', language: 'en', page: '/en/', asked_at: at(1), proposed_answer: null, group_id: group.id },
    ]);
  });

  it('answers, dismisses and reopens a group, keeping the FAQ draft it was answered in; new questions leave its status as it is', async () => {
    const projectId = await newProject();
    const group = (await record(aQuestion(projectId, 'Can I pay by card?'))).group;
    const answer = { draft_id: 'd1', slug: 'faq', language: 'en' };
    expect(await stores().questions.changeStatus(projectId, group.id, { status: 'answered', answer, at: at(1) })).to.deep.include({
      status: 'answered',
      status_changed_at: at(1),
      answer,
    });
    expect(await stores().questions.changeStatus(projectId, group.id, { status: 'dismissed', at: at(2) })).to.deep.include({ status: 'dismissed', answer });
    const joined = await record(aQuestion(projectId, 'pay by card?', 3));
    expect(joined.group).to.deep.include({ status: 'dismissed', count: 2 });
    expect(await stores().questions.changeStatus(projectId, group.id, { status: 'open', at: at(4) })).to.deep.include({
      status: 'open',
      status_changed_at: at(4),
      answer,
    });
    expect(await stores().questions.changeStatus(projectId, 'nope', { status: 'open', at: at(4) })).to.equal(null);
  });

  it('prunes questions asked before a time: groups rebuilt from what is left, emptied ones gone, other projects untouched', async () => {
    const [projectId, other] = [await newProject(), await newProject()];
    const kept = (await record(aQuestion(projectId, 'Do you sell sourdough?', 0, { proposed_answer: 'Yes.' }))).group;
    await record(aQuestion(projectId, 'sourdough sell today', 60, { language: 'de' }));
    await record(aQuestion(projectId, 'Do you sell sourdough loaves', 120));
    await stores().questions.changeStatus(projectId, kept.id, { status: 'dismissed', at: at(1) });
    const gone = (await record(aQuestion(projectId, 'Where is the train station?', 10))).group;
    await record(aQuestion(other, 'Where is the train station?', 10));

    expect((await stores().questions.projectsAskedBefore(at(30))).sort()).to.deep.equal([projectId, other].sort());
    expect(await stores().questions.prune(projectId, at(30))).to.equal(2);
    expect(await stores().questions.find(projectId, gone.id)).to.equal(null);
    const rebuilt = await stores().questions.find(projectId, kept.id);
    expect(rebuilt).to.deep.include({
      question: 'sourdough sell today',
      language: 'de',
      count: 2,
      first_asked_at: at(60),
      last_asked_at: at(120),
      languages: ['de', 'en'],
      proposed_answers: 0,
      status: 'dismissed',
    });
    expect(rebuilt!.words).to.deep.equal(['sell', 'sourdough', 'today']);
    expect(rebuilt!.similar).to.deep.equal(['Do you sell sourdough loaves']);
    expect((await stores().questions.questions(projectId, kept.id, 10)).map((q) => q.asked_at)).to.deep.equal([at(120), at(60)]);
    expect((await list(other)).map((g) => g.count)).to.deep.equal([1]);
    expect(await stores().questions.projectsAskedBefore(at(30))).to.deep.equal([other]);
    // The words it is compared by are the rebuilt group's.
    expect((await record(aQuestion(projectId, 'sourdough today', 130))).group.id).to.equal(kept.id);
    expect(await stores().questions.prune(projectId, at(200))).to.equal(3);
    expect(await list(projectId, { status: 'dismissed' })).to.deep.equal([]);
  });
}

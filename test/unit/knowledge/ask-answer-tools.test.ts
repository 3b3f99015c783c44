import { expect } from 'chai';
import { DraftCreation } from '../../../application/drafts/draft-creation.js';
import { FaqDraft } from '../../../application/drafts/faq-draft.js';
import type { ToolContext } from '../../../application/live/live-tool.js';
import { AnswerTool } from '../../../application/live/tools/answer.js';
import { AskTool, NOTHING_FOUND } from '../../../application/live/tools/ask.js';
import { MissedQuestions } from '../../../application/questions/missed-questions.js';
import { TemplateResolver } from '../../../application/templates/template-resolver.js';
import { OutboxEvents } from '../../../application/webhooks/outbox-events.js';
import type { PageDocument } from '../../../domain/pages/page-document.js';
import { emptyProfile } from '../../../domain/profile/profile.js';
import { newProject, type Project } from '../../../domain/projects/project.js';
import { FakeClock } from '../../support/fake-clock.js';
import { memberContext } from '../../support/fakes/live.js';
import { InMemoryPageRepository, InMemoryPagesState } from '../../support/fakes/pages.js';
import { offlineSiteSearch } from '../../support/fakes/search.js';
import { InMemoryTemplateCatalog } from '../../support/fakes/templates.js';
import { InMemoryProfileRepository } from '../../support/fakes/profile.js';
import { FakeRecordingFailures, InMemoryQuestionStore } from '../../support/fakes/questions.js';

const AT = '2030-01-01T00:00:00.000Z';

describe('ask and answer tools', () => {
  let state: InMemoryPagesState;
  let pages: InMemoryPageRepository;
  let profiles: InMemoryProfileRepository;
  let project: Project;
  let context: ToolContext;
  let ask: AskTool;
  let answer: AnswerTool;
  let questions: InMemoryQuestionStore;
  let failures: FakeRecordingFailures;
  let counter = 0;

  const page = (slug: string, content: string, extra: Partial<PageDocument> = {}): PageDocument => ({
    id: `doc${(counter++).toString(36).padStart(6, '0')}`,
    project_id: project.id,
    slug,
    language: 'en',
    visibility: 'public',
    metadata: { title: slug.toUpperCase() },
    content,
    doc_template_id: 'page',
    revision: 1,
    translation_of: null,
    created_at: AT,
    updated_at: AT,
    ...extra,
  });
  const faqDraft = () => [...state.docs.values()].find((d) => d.slug === 'faq' && d.visibility === 'draft');

  beforeEach(() => {
    state = new InMemoryPagesState();
    pages = new InMemoryPageRepository(state);
    profiles = new InMemoryProfileRepository();
    project = newProject({ id: 'p1', name: 'Bakery', defaultLanguage: 'en', now: new Date(AT), trialDays: 14 });
    state.projects.projects.set(project.id, project);
    context = memberContext(project, 'rita');
    const clock = new FakeClock(AT);
    const ids = { next: () => `id${(counter++).toString(36).padStart(6, '0')}` };
    questions = new InMemoryQuestionStore();
    failures = new FakeRecordingFailures();
    const missed = new MissedQuestions(questions, new OutboxEvents(clock, ids), failures, clock, ids);
    ask = new AskTool(offlineSiteSearch(state), pages, profiles, missed);
    const creation = new DraftCreation(pages, new TemplateResolver(new InMemoryTemplateCatalog(state)), clock, ids);
    answer = new AnswerTool(new FaqDraft(pages, creation, clock, ids), missed, profiles);
  });

  describe('ask', () => {
    it('answers with the best passages, naming title and slug', async () => {
      await pages.create(page('hours', 'We open at 8am every day except Sunday.', { metadata: { title: 'Opening hours' } }));
      await pages.create(page('about', 'A family bakery.'));
      const { result, widget } = await ask.run(context, { question: 'What time do you open?' });
      expect(result).to.match(/^Best matching passages from the project's pages:\n1\. From the page "Opening hours" \(slug: hours, en\): We open at 8am/);
      expect(result).to.not.include('family bakery');
      expect(widget).to.equal(undefined);
    });

    it('searches live pages only, public and unlisted, never drafts', async () => {
      await pages.create(page('secret', 'The croissant recipe uses rye.', { visibility: 'draft' }));
      expect((await ask.run(context, { question: 'croissant recipe' })).result).to.equal(NOTHING_FOUND);
      await pages.create(page('hidden', 'Croissant recipe: butter.', { visibility: 'unlisted' }));
      expect((await ask.run(context, { question: 'croissant recipe' })).result).to.include('slug: hidden');
    });

    it('ranks passages in the caller language first', async () => {
      await pages.create(page('en/parking', 'Parking is free.', { metadata: { title: 'Parking' } }));
      await pages.create(page('de/parking', 'Parking is free.', { metadata: { title: 'Parking' }, language: 'de' }));
      await profiles.merge(emptyProfile({ projectId: 'p1', userId: 'rita', language: 'de', now: new Date(AT) }), {}, new Date(AT));
      expect((await ask.run(context, { question: 'parking?' })).result).to.include('1. From the page "Parking" (slug: de/parking, de)');
    });

    it('reads every page of a large project', async () => {
      for (let i = 0; i < 250; i++) await pages.create(page(`p${i}`, `Filler page number ${i}.`));
      await pages.create(page('last', 'Gift cards are sold at the counter.'));
      expect((await ask.run(context, { question: 'gift cards' })).result).to.include('slug: last');
    });

    it('records a question nothing answers for the team, with its language and page, and not one the pages answer', async () => {
      await pages.create(page('hours', 'We open at 8am every day except Sunday.', { metadata: { title: 'Opening hours' } }));
      await profiles.merge(emptyProfile({ projectId: 'p1', userId: 'rita', language: 'fr', now: new Date(AT) }), {}, new Date(AT));
      await ask.run({ ...context, page: '/fr/hours/' }, { question: 'What time do you open?' });
      expect(questions.recorded.size).to.equal(0);
      expect((await ask.run({ ...context, page: '/fr/hours/' }, { question: 'Do you sell bicycles?' })).result).to.equal(NOTHING_FOUND);
      expect(
        [...questions.recorded.values()].map(({ text, language, page, asked_at, proposed_answer }) => ({ text, language, page, asked_at, proposed_answer })),
      ).to.deep.equal([{ text: 'Do you sell bicycles?', language: 'fr', page: '/fr/hours/', asked_at: AT, proposed_answer: null }]);
    });

    it('answers all the same when the question cannot be recorded, and reports why', async () => {
      const broken = new Error('disk full');
      questions.record = () => Promise.reject(broken);
      expect((await ask.run(context, { question: 'Do you sell bicycles?' })).result).to.equal(NOTHING_FOUND);
      expect(failures.reported).to.deep.equal([{ error: broken, project_id: 'p1' }]);
    });

    it('does not wait long for a slow store: the answer goes back, the question is recorded after', async () => {
      let finish: () => void = () => undefined;
      const record = questions.record.bind(questions);
      questions.record = (question, events) => new Promise((resolve) => (finish = () => resolve(record(question, events))));
      const started = Date.now();
      expect((await ask.run(context, { question: 'Do you sell bicycles?' })).result).to.equal(NOTHING_FOUND);
      expect(Date.now() - started).to.be.below(1000);
      finish();
      await new Promise((resolve) => setTimeout(resolve, 10));
      expect(questions.recorded.size).to.equal(1);
    });

    it('says what was wrong with the question', async () => {
      expect((await ask.run(context, {})).result).to.equal('Could not search: question must be text. Ask the caller to repeat the question.');
      expect((await ask.run(context, { question: '  ' })).result).to.include('question is empty');
    });
  });

  describe('answer', () => {
    it("creates the project's faq draft from the faq template, in the default language", async () => {
      const { result } = await answer.run(context, { question: 'Do you bake on Sundays?', answer: 'No, we rest on Sundays.' });
      expect(result).to.equal('Recorded the question and its answer in the FAQ draft for a manager to review and publish.');
      expect(faqDraft()).to.include({
        slug: 'faq',
        language: 'en',
        doc_template_id: 'faq',
        visibility: 'draft',
        content: '## Do you bake on Sundays?\n\nNo, we rest on Sundays.\n',
      });
      expect(faqDraft()!.metadata).to.deep.equal({ title: 'FAQ' });
    });

    it('appends to the existing draft, once per entry', async () => {
      await answer.run(context, { question: 'Q1?', answer: 'A1.' });
      await answer.run(context, { question: 'Q2?', answer: 'A2.' });
      const again = await answer.run(context, { question: 'Q2?', answer: 'A2.' });
      expect(again.result).to.include('already in the FAQ draft');
      expect(faqDraft()!.content).to.equal('## Q1?\n\nA1.\n\n## Q2?\n\nA2.\n');
      expect(faqDraft()!.revision).to.equal(2);
    });

    it('starts from the live FAQ page when there is one (the draft is cloned from it)', async () => {
      await pages.create(page('faq', '## Hours?\n\n8 to 6.\n', { doc_template_id: 'faq' }));
      await answer.run(context, { question: 'Parking?', answer: 'Free.' });
      expect(faqDraft()!.content).to.equal('## Hours?\n\n8 to 6.\n\n## Parking?\n\nFree.\n');
      expect([...state.docs.values()].find((d) => d.slug === 'faq' && d.visibility === 'public')!.content, 'live page untouched').to.equal(
        '## Hours?\n\n8 to 6.\n',
      );
    });

    it('keeps every answer recorded at the same time', async () => {
      const results = await Promise.all(Array.from({ length: 4 }, (_, i) => answer.run(context, { question: `Q${i}?`, answer: `A${i}.` })));
      for (const { result } of results) expect(result).to.match(/^Recorded/);
      for (let i = 0; i < 4; i++) expect(faqDraft()!.content).to.include(`## Q${i}?\n\nA${i}.`);
    });

    it('says so when the faq slug is reserved for the live agent', async () => {
      state.projects.projects.set(project.id, {
        ...project,
        settings: { ...project.settings, site: { ...project.settings.site, live_agent_placement: 'destination_page', live_agent_slug: 'faq' } },
      });
      expect((await answer.run(context, { question: 'Q?', answer: 'A.' })).result).to.include('reserved for the live agent page');
    });

    it('puts the question on the team’s list with the answer proposed, in the conversation’s language', async () => {
      await profiles.merge(emptyProfile({ projectId: 'p1', userId: 'rita', language: 'de', now: new Date(AT) }), {}, new Date(AT));
      await answer.run({ ...context, page: '/de/' }, { question: 'Parken?', answer: 'Hinter dem Laden.' });
      const [recorded] = [...questions.recorded.values()];
      expect(recorded).to.deep.include({ text: 'Parken?', language: 'de', page: '/de/', proposed_answer: 'Hinter dem Laden.' });
      expect([...questions.groups.values()].map((g) => [g.question, g.proposed_answers])).to.deep.equal([['Parken?', 1]]);
    });

    it('records nothing and says why when an argument is missing or empty', async () => {
      expect((await answer.run(context, { question: 'Q?' })).result).to.equal('Nothing was recorded: answer must be text.');
      expect((await answer.run(context, { question: '', answer: '' })).result).to.equal('Nothing was recorded: question is empty; answer is empty.');
      expect(faqDraft()).to.equal(undefined);
      expect(questions.recorded.size).to.equal(0);
    });
  });
});

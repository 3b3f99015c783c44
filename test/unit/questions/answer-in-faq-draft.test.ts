import { expect } from 'chai';
import * as E from 'fp-ts/lib/Either.js';
import type { DraftRepository } from '../../../application/drafts/ports.js';
import { FaqDraft } from '../../../application/drafts/faq-draft.js';
import { AnswerInFaqDraft, FAQ_DRAFT_BUSY, FAQ_DRAFT_FULL } from '../../../application/questions/answer-in-faq-draft.js';
import { FAQ_TEMPLATE_ID } from '../../../domain/knowledge/faq-entry.js';
import { CONTENT_MAX } from '../../../domain/pages/page-document.js';
import { questionWords } from '../../../domain/questions/question-words.js';
import { InMemoryQuestionStore } from '../../support/fakes/questions.js';
import { actor, pagesWorld } from '../drafts/world.js';

const TEXT = 'Do you cater weddings?';

/** "Answer in a FAQ draft": the question added to the FAQ draft once; where the draft cannot take it, a refusal saying why and the question left open. */
describe('AnswerInFaqDraft', () => {
  /** The use case over in-memory stores, a recorded question, and (when `faq` is given) a FAQ draft holding it already. */
  const setUp = async (options: { faq?: string; drafts?: (real: DraftRepository) => DraftRepository } = {}) => {
    const world = pagesWorld();
    if (options.faq !== undefined) {
      const created = await world.creation.create('owner', {
        projectId: world.projectId,
        metadata: { slug: 'faq', title: 'FAQ' },
        content: options.faq,
        language: 'en',
        doc_template_id: FAQ_TEMPLATE_ID,
      });
      expect(E.isRight(created)).to.equal(true);
    }
    const questions = new InMemoryQuestionStore();
    const faq = new FaqDraft(options.drafts ? options.drafts(world.drafts) : world.drafts, world.creation, world.clock, world.ids);
    const useCase = new AnswerInFaqDraft(world.access, questions, faq, world.announcements, world.clock);
    const recorded = { id: 'q1', new_group_id: 'g1', project_id: world.projectId, language: 'en', page: null, proposed_answer: null };
    await questions.record({ ...recorded, text: TEXT, asked_at: world.clock.now().toISOString(), words: questionWords(TEXT, 'en') });
    const answer = () => useCase.execute(actor('editor'), { projectId: world.projectId, questionId: 'g1' });
    return { world, questions, answer };
  };

  it('adds the question to the FAQ draft once, after what it holds, and marks it answered there', async () => {
    const { world, questions, answer } = await setUp({ faq: '## Parking?\n\nBehind the shop.\n' });
    const first = await answer();
    const second = await answer();
    if (E.isLeft(first) || E.isLeft(second)) throw new Error('refused');
    expect(second.right).to.deep.include({ draft_id: first.right.draft_id, revision: first.right.revision });
    expect((await world.pages.findById(world.projectId, first.right.draft_id))?.content).to.equal(`## Parking?\n\nBehind the shop.\n\n## ${TEXT}\n\n`);
    expect(questions.groups.get('g1')).to.deep.include({ status: 'answered', answer: { draft_id: first.right.draft_id, slug: 'faq', language: 'en' } });
  });

  it('refuses (409) when the FAQ draft is full, and leaves the question open', async () => {
    const { questions, answer } = await setUp({ faq: 'x'.repeat(CONTENT_MAX - 10) });
    expect(await answer()).to.deep.equal(E.left({ _tag: 'Conflict', message: FAQ_DRAFT_FULL }));
    expect(questions.groups.get('g1')!.status).to.equal('open');
  });

  it('refuses (409) when others keep saving the FAQ draft meanwhile, and leaves the question open', async () => {
    const { questions, answer } = await setUp({
      faq: '## Parking?\n\nBehind the shop.\n',
      drafts: (real) => ({
        openDraft: real.openDraft.bind(real),
        discardDraft: real.discardDraft.bind(real),
        saveDraft: async () => ({ kind: 'stale', current_revision: 99 }),
      }),
    });
    expect(await answer()).to.deep.equal(E.left({ _tag: 'Conflict', message: FAQ_DRAFT_BUSY }));
    expect(questions.groups.get('g1')!.status).to.equal('open');
  });
});

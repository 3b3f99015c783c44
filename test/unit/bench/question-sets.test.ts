import { expect } from 'chai';
import { isHard, rankedSlugs, type QuestionSet } from '../../../bench/answers/question-set.js';
import { HELD_OUT_SETS } from '../../../bench/answers/heldout/sets.js';
import { QUESTION_SETS } from '../../../bench/answers/sets.js';

/** What each set of a group must be: its sizes, and how many of its answered questions are hard (a third, give or take). */
interface GroupShape {
  readonly answered: number;
  readonly hard: readonly [min: number, max: number];
}

function checkSets(sets: readonly QuestionSet[], shape: GroupShape): void {
  it('has English, Arabic and at least three more languages', () => {
    expect(sets.map((set) => set.language)).to.include.members(['en', 'ar', 'fr', 'de', 'es']);
  });

  for (const set of sets) {
    describe(set.language, () => {
      const slugs = set.pages.map((page) => page.slug);
      const answered = set.questions.filter(([, slug]) => slug !== null);

      it('is a site of 10 to 14 pages, each slug once', () => {
        expect(slugs.length).to.be.within(10, 14);
        expect(new Set(slugs).size).to.equal(slugs.length);
      });

      it(`asks ${shape.answered} questions a page answers and 5 that none does, each once`, () => {
        expect(answered).to.have.length(shape.answered);
        expect(set.questions.length - answered.length).to.equal(5);
        expect(new Set(set.questions.map(([question]) => question)).size).to.equal(set.questions.length);
      });

      it("names a page of the site for every answered question, and asks about most of the site's pages", () => {
        for (const [question, slug] of answered) expect(slugs, question).to.include(slug);
        expect(new Set(answered.map(([, slug]) => slug)).size).to.be.at.least(slugs.length - 1);
      });

      it('keeps about a third of its questions hard (no word shared with the answering page)', () => {
        const hard = answered.filter(([question, slug]) =>
          isHard(
            question,
            set.pages.find((page) => page.slug === slug)!,
            set.functionWords,
          ),
        );
        expect(hard.length).to.be.within(...shape.hard);
      });
    });
  }
}

describe('bench:answers question sets', () => {
  checkSets(QUESTION_SETS, { answered: 40, hard: [12, 16] });
});

describe('bench:answers held-out question sets (ANSWERS_SETS=heldout)', () => {
  checkSets(HELD_OUT_SETS, { answered: 30, hard: [9, 12] });

  it('are other businesses than the tuned sets, asking none of their questions', () => {
    const tuned = new Set(QUESTION_SETS.flatMap((set) => [set.business, ...set.questions.map(([question]) => question)]));
    for (const set of HELD_OUT_SETS) {
      expect(tuned, set.business).not.to.include(set.business);
      for (const [question] of set.questions) expect(tuned, question).not.to.include(question);
    }
  });
});

describe('isHard', () => {
  const page = { slug: 'delivery', title: 'Delivery', content: 'We bring bread to your door. Deliveries cost £2.50.' };

  it('is a question sharing no content word with the page, plural "s" and case aside', () => {
    expect(isHard('do you deliver', page, ['do', 'you'])).to.equal(true);
    expect(isHard('how much is shipping', page, ['how', 'much', 'is'])).to.equal(true);
    expect(isHard('DELIVERY costs?', page, [])).to.equal(false);
    expect(isHard('your doors', page, ['your'])).to.equal(false);
  });

  it('leaves the function words out, folding accents', () => {
    expect(isHard('à la porte', { ...page, content: 'À la maison.' }, ['à', 'la'])).to.equal(true);
  });
});

describe('rankedSlugs', () => {
  it('reads the pages an ask answer quotes, in order, each once', () => {
    const answer = [
      "Best matching passages from the project's pages:",
      '1. From the page "Delivery (and costs)" (slug: delivery, en, section "What it costs"): Deliveries cost £2.50.',
      '2. From the page "Refunds" (slug: refunds, en): If your delivery does not arrive, ring us.',
      '3. From the page "Delivery (and costs)" (slug: delivery, en): We bring bread to your door.',
      'Answer from these passages only.',
    ].join('\n');
    expect(rankedSlugs(answer)).to.deep.equal(['delivery', 'refunds']);
  });

  it('reads none from an answer that found nothing', () => {
    expect(rankedSlugs("Nothing in the project's pages answers this question. Tell the caller you do not know rather than guessing.")).to.deep.equal([]);
  });
});

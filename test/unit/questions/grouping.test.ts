import { expect } from 'chai';
import { answeredOrNot } from '../../../domain/questions/answered.js';
import { groupFor, similarity, SIMILARITY_TO_JOIN, type GroupCandidate } from '../../../domain/questions/grouping.js';
import { joinedBy, rebuilt, startedBy, type RecordedQuestion } from '../../../domain/questions/question-group.js';
import { questionWords } from '../../../domain/questions/question-words.js';

const candidate = (id: string, text: string, last_asked_at = '2026-03-01T10:00:00.000Z'): GroupCandidate => ({
  id,
  words: questionWords(text, 'en'),
  last_asked_at,
});

describe('Unanswered questions: grouping similar questions', () => {
  it('reads a question as its meaningful words, folded and as their stems, each once, function words left out', () => {
    expect(questionWords('What are your OPENING hours? Opening hours, please!', 'en')).to.deep.equal(['hour', 'hours', 'open', 'opening']);
    expect(questionWords('Où est le café ?', 'fr')).to.deep.equal(['caf', 'cafe']);
    expect(questionWords('what is it?', 'en')).to.deep.equal([]);
  });

  it('measures overlap as shared words over all words', () => {
    expect(similarity(['a', 'b'], ['a', 'b'])).to.equal(1);
    expect(similarity(['a', 'b'], ['b', 'c'])).to.equal(1 / 3);
    expect(similarity(['deliver', 'lyon'], ['deliver', 'lyon', 'sunday'])).to.equal(2 / 3);
    expect(similarity([], [])).to.equal(0);
  });

  it('files a question with the most similar group at or above half, else in a new one', () => {
    expect(SIMILARITY_TO_JOIN).to.equal(0.5);
    const groups = [candidate('g1', 'Do you deliver to Lyon?'), candidate('g2', 'Do you deliver cakes to Lyon on Sundays?')];
    expect(groupFor(questionWords('deliver to Lyon?', 'en'), groups)).to.equal('g1');
    expect(groupFor(questionWords('delivered Lyon', 'en'), groups), 'the same stem').to.equal('g1');
    expect(groupFor(questionWords('Paris', 'en'), groups), 'nothing shared').to.equal(null);
    expect(groupFor(questionWords('cakes delivered Lyon Sunday', 'en'), groups), '3 words shared of 5').to.equal('g2');
    expect(groupFor(['deliver', 'lyon', 'paris'], [candidate('g3', 'deliver lyon')]), '2 shared of 3').to.equal('g3');
    expect(groupFor(['deliver', 'lyon', 'paris'], [{ id: 'g4', words: ['deliver', 'lyon', 'nice'], last_asked_at: '' }]), '2 of 4: half').to.equal('g4');
    expect(groupFor(['deliver', 'paris'], [{ id: 'g5', words: ['deliver', 'lyon', 'nice'], last_asked_at: '' }]), '1 of 4').to.equal(null);
  });

  it('breaks a tie by the group asked most recently, then the smaller id, whatever order the store gives', () => {
    const older = candidate('a', 'parking nearby', '2026-03-01T10:00:00.000Z');
    const newer = candidate('b', 'parking nearby', '2026-03-02T10:00:00.000Z');
    const twin = candidate('c', 'parking nearby', '2026-03-02T10:00:00.000Z');
    const asked = questionWords('parking nearby', 'en');
    expect(groupFor(asked, [older, twin, newer])).to.equal('b');
    expect(groupFor(asked, [newer, older, twin])).to.equal('b');
  });

  it('groups across languages when the words coincide, listing every language', () => {
    const question = (id: string, text: string, language: string, minutes: number): RecordedQuestion => ({
      id,
      project_id: 'p',
      group_id: 'g',
      text,
      language,
      page: null,
      asked_at: new Date(Date.UTC(2026, 2, 1, 10, minutes)).toISOString(),
      proposed_answer: null,
    });
    const first = question('q1', 'Parking?', 'fr', 0);
    expect(groupFor(questionWords('parking', 'en'), [{ id: 'g', words: questionWords('Parking?', 'fr'), last_asked_at: first.asked_at }])).to.equal('g');
    const group = [question('q2', 'parking', 'en', 1), question('q3', 'Parking', 'de', 2), question('q4', 'parking', 'en', 3)].reduce(
      joinedBy,
      startedBy(first, ['parking']),
    );
    expect(group).to.deep.include({ question: 'Parking?', count: 4, languages: ['de', 'en', 'fr'], last_asked_at: question('x', '', '', 3).asked_at });
    expect(group.similar).to.deep.equal(['parking', 'Parking']);
    // Rebuilt without its first question: the earliest left stands for it.
    expect(rebuilt(group, [question('q3', 'Parking', 'de', 2), question('q4', 'parking', 'en', 3)])).to.deep.include({
      question: 'Parking',
      language: 'de',
      count: 2,
      languages: ['de', 'en'],
      similar: ['parking'],
    });
    expect(rebuilt(group, [])).to.equal(null);
  });

  it('judges a question unanswered when no passage was found, and weakly answered below half its words', () => {
    expect(answeredOrNot([])).to.equal('nothing');
    const passage = { slug: 'hours', language: 'en', title: 'Hours', heading: '', text: 'We open at 8.' };
    const match = (coverage: number) => ({ passage, score: 1, coverage, quote: 'We open at 8.' });
    expect(answeredOrNot([match(1)])).to.equal('answered');
    expect(answeredOrNot([match(0.5)])).to.equal('answered');
    expect(answeredOrNot([match(0.2), match(0.49)])).to.equal('weak');
  });
});

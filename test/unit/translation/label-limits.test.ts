import { expect } from 'chai';
import { completeLabels, englishTexts, labelsFromTexts, storedScopes } from '../../../domain/translation/labels.js';

describe('translated labels, each limit', () => {
  it('takes a label of up to 80 characters, trimmed', () => {
    const pronouns = (unspecified: string) => ({ she_her: 'Sie', he_him: 'Er', they_them: 'Sie (Plural)', unspecified });
    expect(completeLabels('pronoun_labels', pronouns(` ${'x'.repeat(80)} `))).to.deep.equal(pronouns('x'.repeat(80)));
    expect(completeLabels('pronoun_labels', pronouns('x'.repeat(81)))).to.equal(null);
  });

  it('refuses translated texts with one too many, or a bad one in the second scope', () => {
    const texts = englishTexts();
    expect(labelsFromTexts([...texts, 'extra'])).to.equal(null);
    expect(labelsFromTexts([...texts.slice(0, -1), ''])).to.equal(null);
    expect(labelsFromTexts(texts)).to.not.equal(null);
  });

  it('leaves out a stored row of a known scope whose labels are not an object', () => {
    for (const labels of [null, 'x', ['Profile']]) {
      expect(storedScopes([{ scope: 'card_labels', labels }]), JSON.stringify(labels)).to.deep.equal({});
    }
  });
});

import { expect } from 'chai';
import { completeLabels, englishTexts, ENGLISH_LABELS, isEnglish, labelsFromTexts, storedScopes } from '../../../domain/translation/labels.js';

describe('card labels', () => {
  it('has the keys of the specification, in English', () => {
    expect(Object.keys(ENGLISH_LABELS.card_labels)).to.deep.equal(['profile', 'first_name', 'pronoun', 'email', 'phone', 'language']);
    expect(Object.keys(ENGLISH_LABELS.pronoun_labels)).to.deep.equal(['she_her', 'he_him', 'they_them', 'unspecified']);
    expect(new Set(englishTexts()).size, 'source texts are distinct (the catalog is keyed by them)').to.equal(10);
  });

  it('uses a scope only when every key is a usable string', () => {
    expect(completeLabels('pronoun_labels', { she_her: ' Elle ', he_him: 'Il', they_them: 'Iel', unspecified: 'Non précisé', extra: 'x' })).to.deep.equal({
      she_her: 'Elle',
      he_him: 'Il',
      they_them: 'Iel',
      unspecified: 'Non précisé',
    });
    for (const bad of [null, [], 'x', {}, { ...ENGLISH_LABELS.pronoun_labels, she_her: '' }, { ...ENGLISH_LABELS.pronoun_labels, he_him: 3 }]) {
      expect(completeLabels('pronoun_labels', bad)).to.equal(null);
    }
    expect(completeLabels('card_labels', { ...ENGLISH_LABELS.card_labels, email: 'x'.repeat(81) })).to.equal(null);
  });

  it('splits translated texts back into scopes, refusing a short answer', () => {
    const texts = englishTexts().map((t) => `<${t}>`);
    const scopes = labelsFromTexts(texts)!;
    expect(scopes.card_labels.first_name).to.equal('<First name>');
    expect(scopes.pronoun_labels.unspecified).to.equal('<Not specified>');
    expect(labelsFromTexts(texts.slice(1))).to.equal(null);
  });

  it('reads stored rows of known scopes only, each an object of labels', () => {
    const rows = [
      { scope: 'card_labels', labels: { profile: 'Profil' } },
      { scope: 'pronoun_labels', labels: ['not', 'an', 'object'] },
      { scope: 'future_scope', labels: { x: 'y' } },
      { scope: 'constructor', labels: { x: 'y' } },
    ];
    expect(storedScopes(rows)).to.deep.equal({ card_labels: { profile: 'Profil' } });
    expect(storedScopes([{ scope: 'pronoun_labels', labels: null }])).to.deep.equal({});
  });

  it('treats every English tag as the source language', () => {
    expect(isEnglish('en')).to.equal(true);
    expect(isEnglish('en-GB')).to.equal(true);
    expect(isEnglish('fr')).to.equal(false);
  });
});

import { expect } from 'chai';
import * as E from 'fp-ts/lib/Either.js';
import { glossaryRules, parseGlossary, type Glossary } from '../../../domain/translation/glossary.js';
import { hasProse, protectPlainText, restoreProtected } from '../../../domain/translation/protected-text.js';

describe('translation: the glossary', () => {
  it('is stored trimmed, with canonical language tags, and terms without translations kept bare', () => {
    const parsed = parseGlossary({
      terms: [
        { term: ' Acme ', translations: {} },
        { term: 'cart', translations: { 'PT-br': ' carrinho ' } },
      ],
    });
    expect(parsed).to.deep.equal(E.right({ terms: [{ term: 'Acme' }, { term: 'cart', translations: { 'pt-BR': 'carrinho' } }] }));
  });

  it('refuses a term twice whatever its case, naming it', () => {
    expect(parseGlossary({ terms: [{ term: 'Straße' }, { term: 'STRASSE' }, { term: 'straße' }] })).to.deep.equal(
      E.left({ _tag: 'Invalid', message: 'The glossary has "straße" twice' }),
    );
  });

  it('gives the rules of one target: kept terms, its translations (exact tag, else its language), longest first', () => {
    const glossary: Glossary = {
      terms: [
        { term: 'Acme' },
        { term: 'cart', translations: { fr: 'panier', 'pt-BR': 'carrinho' } },
        { term: 'Acme Cloud' },
        { term: 'checkout', translations: { de: 'Kasse' } },
      ],
    };
    expect(glossaryRules(glossary, 'fr-CA')).to.deep.equal([
      { term: 'Acme Cloud', rendering: null },
      { term: 'Acme', rendering: null },
      { term: 'cart', rendering: 'panier' },
    ]);
    expect(glossaryRules(glossary, 'pt-BR').map((rule) => rule.rendering)).to.deep.equal([null, null, 'carrinho']);
  });

  it('protects terms in plain text, and stray placeholder brackets too', () => {
    const rules = glossaryRules({ terms: [{ term: 'Acme' }] }, 'fr');
    const text = protectPlainText('Acme ⟦sale⟧', rules);
    expect(text).to.deep.equal({ text: '⟦0⟧ ⟦1⟧sale⟦2⟧', slots: ['Acme', '⟦', '⟧'] });
    expect(restoreProtected('⟦0⟧ ⟦1⟧SOLDES⟦2⟧', text.slots)).to.equal('Acme ⟦SOLDES⟧');
    expect(hasProse(protectPlainText('Acme', rules))).to.equal(false);
    expect(hasProse(protectPlainText('42 %', rules))).to.equal(false);
  });
});

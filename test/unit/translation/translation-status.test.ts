import { expect } from 'chai';
import { translationMatrix, translationState, type DocumentStanding } from '../../../domain/translation/translation-status.js';

const live = (slug: string, language: string, revision: number, of: DocumentStanding['translation_of'] = null): DocumentStanding => ({
  slug,
  language,
  kind: 'live',
  revision,
  translation_of: of,
});
const draft = (slug: string, language: string): DocumentStanding => ({ slug, language, kind: 'draft', revision: 1, translation_of: null });

describe('translation status', () => {
  it('a live page without translation_of is a source, whatever its drafts', () => {
    expect(translationState(live('a', 'en', 3), draft('a', 'en'), () => undefined)).to.equal('source');
  });

  it('a translation is up to date at (or past) the source live revision, outdated below it or when the source has no live page', () => {
    const of = { language: 'en', revision: 2 };
    expect(translationState(live('a', 'ar', 1, of), undefined, () => 2)).to.equal('up_to_date');
    expect(translationState(live('a', 'ar', 1, of), undefined, () => 1)).to.equal('up_to_date');
    expect(translationState(live('a', 'ar', 1, of), undefined, () => 3)).to.equal('outdated');
    expect(translationState(live('a', 'ar', 1, of), undefined, () => undefined)).to.equal('outdated');
  });

  it('only a draft is a draft in progress; nothing at all is missing', () => {
    expect(translationState(undefined, draft('a', 'ar'), () => 1)).to.equal('draft');
    expect(translationState(undefined, undefined, () => 1)).to.equal('missing');
  });

  it('builds the matrix over every language the project has a page in, slugs and languages sorted', () => {
    const matrix = translationMatrix([
      live('home', 'en', 4),
      live('home', 'ar', 1, { language: 'en', revision: 3 }),
      draft('home', 'ar'),
      live('about', 'en', 2),
      live('about', 'fr', 1, { language: 'en', revision: 2 }),
      draft('pricing', 'de'),
    ]);
    expect(matrix.languages).to.deep.equal(['ar', 'de', 'en', 'fr']);
    expect(matrix.pages).to.deep.equal([
      { slug: 'about', languages: { ar: 'missing', de: 'missing', en: 'source', fr: 'up_to_date' } },
      { slug: 'home', languages: { ar: 'outdated', de: 'missing', en: 'source', fr: 'missing' } },
      { slug: 'pricing', languages: { ar: 'missing', de: 'draft', en: 'missing', fr: 'missing' } },
    ]);
  });

  it('answers 3,000 pages in three languages quickly (one pass, no per-page lookups)', () => {
    const docs: DocumentStanding[] = [];
    for (let i = 0; i < 3000; i += 1) {
      docs.push(live(`p${i}`, 'en', 2));
      docs.push(live(`p${i}`, 'ar', 1, { language: 'en', revision: i % 2 === 0 ? 2 : 1 }));
      if (i % 3 === 0) docs.push(draft(`p${i}`, 'fr'));
    }
    const started = performance.now();
    const matrix = translationMatrix(docs);
    expect(performance.now() - started).to.be.below(500);
    expect(matrix.pages).to.have.length(3000);
    expect(matrix.pages.filter((p) => p.languages.ar === 'outdated')).to.have.length(1500);
  });
});

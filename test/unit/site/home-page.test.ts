import { expect } from 'chai';
import type { PageDocument } from '../../../domain/pages/page-document.js';
import { CONVENTIONAL_HOME_SLUG, homeSlugOf, indexLanguageOf } from '../../../domain/site/home-page.js';
import { planSite } from '../../../domain/site/site-plan.js';

const page = (slug: string, language = 'en', visibility: PageDocument['visibility'] = 'public'): PageDocument => ({
  id: `${language}-${slug}`,
  project_id: 'p',
  slug,
  language,
  visibility,
  metadata: { title: `${slug} (${language})` },
  content: '',
  doc_template_id: 'page',
  revision: 1,
  translation_of: null,
  created_at: '',
  updated_at: '',
});

const homes = (pages: PageDocument[], homePages?: Record<string, string>) =>
  Object.fromEntries(
    planSite({ name: 'x', defaultLanguage: 'en', pages, navigation: [], ...(homePages && { homePages }) }).languages.map((l) => [
      l.language,
      l.home?.page.slug ?? null,
    ]),
  );

/** Issue 43: a language's root shows its Home page by default. */
describe('The home page of a language (domain)', () => {
  it('is the home_pages setting’s slug when it names one, else the conventional home', () => {
    expect(CONVENTIONAL_HOME_SLUG).to.equal('home');
    expect(homeSlugOf(undefined, 'en')).to.equal('home');
    expect(homeSlugOf({ fr: 'accueil' }, 'en')).to.equal('home');
    expect(homeSlugOf({ fr: 'accueil' }, 'fr')).to.equal('accueil');
  });

  it('shows the public home page of a language without a setting, and the automatic index without one', () => {
    expect(homes([page('home'), page('about'), page('about', 'de')])).to.deep.equal({ de: null, en: 'home' });
  });

  it('keeps the automatic index while the home page is unlisted', () => {
    expect(homes([page('home', 'en', 'unlisted'), page('about')])).to.deep.equal({ en: null });
  });

  it('lets an explicit setting win over a public home page, even while the page it names is not public', () => {
    expect(homes([page('home'), page('welcome')], { en: 'welcome' })).to.deep.equal({ en: 'welcome' });
    expect(homes([page('home'), page('welcome', 'en', 'unlisted')], { en: 'welcome' })).to.deep.equal({ en: null });
  });

  it('lists a home page in the sitemap once, at its language’s index, with its alternates there too', () => {
    const plan = planSite({ name: 'x', defaultLanguage: 'en', pages: [page('home'), page('home', 'fr'), page('about')], navigation: [] });
    expect(plan.sitemap.map((p) => [p.path, p.alternates.map((a) => a.path)])).to.deep.equal([
      ['en/about/', []],
      ['en/', ['fr/']],
      ['fr/', ['en/']],
    ]);
    // The page keeps its own file: only its canonical address is the index.
    expect(plan.languages[0]!.home!.path).to.equal('en/home/');
  });

  it('reads the language of an index from a path below the site’s root: the default language at the root, none for a page', () => {
    expect(['', 'index.html', 'fr/', 'fr', 'fr/index.html', 'EN-gb/'].map((path) => indexLanguageOf(path, 'de'))).to.deep.equal([
      'de',
      'de',
      'fr',
      'fr',
      'fr',
      'en-GB',
    ]);
    expect(['fr/about/', 'sitemap.xml', 'not a language/'].map((path) => indexLanguageOf(path, 'de'))).to.deep.equal([null, null, null]);
  });
});

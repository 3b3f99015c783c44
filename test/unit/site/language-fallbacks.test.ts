import { expect } from 'chai';
import * as E from 'fp-ts/lib/Either.js';
import type { PageDocument } from '../../../domain/pages/page-document.js';
import { changedPagesPlan, placeFacts, recordedPlan } from '../../../domain/site/changed-pages-plan.js';
import { checkedLanguageFallbacks, fallbackChain, MAX_LANGUAGE_FALLBACKS } from '../../../domain/site/language-fallbacks.js';
import { planSite, type SiteSource } from '../../../domain/site/site-plan.js';

const page = (slug: string, language = 'en', visibility: PageDocument['visibility'] = 'public'): PageDocument => ({
  id: `${language}-${slug}`,
  project_id: 'p',
  translation_of: null,
  slug,
  language,
  visibility,
  metadata: { title: `${slug} (${language})`, show_in_navigation: true },
  content: '',
  doc_template_id: 'page',
  revision: 1,
  created_at: '',
  updated_at: '',
});
const refusal = (requested: Record<string, string>) => {
  const checked = checkedLanguageFallbacks(requested);
  return E.isLeft(checked) ? checked.left.message : `accepted ${JSON.stringify(checked.right)}`;
};
const site = (pages: PageDocument[], languageFallbacks: Record<string, string>): SiteSource => ({
  name: 'Acme',
  defaultLanguage: 'en',
  pages,
  navigation: [],
  languageFallbacks,
});

describe('Language fallbacks (domain)', () => {
  it('takes language tags in canonical case, and refuses a bad tag, a language falling back to itself, a cycle, a repeated language and too many', () => {
    expect(checkedLanguageFallbacks({ AR: 'EN', 'pt-br': 'pt' })).to.deep.equal(E.right({ ar: 'en', 'pt-BR': 'pt' }));
    expect(checkedLanguageFallbacks({})).to.deep.equal(E.right({}));
    expect(refusal({ 'arabic!': 'en', 'x y': 'en' })).to.equal('language_fallbacks has keys that are not language tags: arabic!, x y');
    expect(refusal({ ar: 'english!' })).to.equal('language_fallbacks has values that are not language tags, for: ar');
    expect(refusal({ ar: 'AR' })).to.equal('A language cannot fall back to itself: ar');
    expect(refusal({ ar: 'fr', fr: 'ar' })).to.equal('language_fallbacks form a cycle: ar -> fr -> ar');
    expect(refusal({ ar: 'fr', fr: 'de', de: 'fr' })).to.equal('language_fallbacks form a cycle: ar -> fr -> de -> fr');
    expect(refusal({ ar: 'en', AR: 'fr' })).to.equal('language_fallbacks names ar more than once');
    const many = Object.fromEntries(Array.from({ length: MAX_LANGUAGE_FALLBACKS + 1 }, (_, i) => [`x-${String(i).padStart(3, '0')}ab`, 'en']));
    expect(refusal(many)).to.equal('language_fallbacks must name at most 50 languages');
  });

  it('follows a chain, and stops before a language it has seen (a stored cycle cannot loop)', () => {
    expect(fallbackChain({ ar: 'fr', fr: 'en' }, 'ar')).to.deep.equal(['fr', 'en']);
    expect(fallbackChain({ ar: 'fr', fr: 'en' }, 'de')).to.deep.equal([]);
    expect(fallbackChain({ ar: 'fr', fr: 'ar' }, 'ar')).to.deep.equal(['fr']);
  });

  it('plans a copy of each public page a language lacks, at its address, kept out of alternates, the sitemap and the index’s home page', () => {
    const plan = planSite(site([page('home'), page('about'), page('team'), page('team', 'ar'), page('draft-only', 'en', 'unlisted')], { ar: 'en' }));
    expect(plan.languages.map((l) => l.language)).to.deep.equal(['ar', 'en']);
    const ar = plan.languages.find((l) => l.language === 'ar')!;
    expect(ar.pages.map((p) => [p.path, p.page.language, p.fallbackOf ?? null])).to.deep.equal([
      ['ar/about/', 'en', { language: 'en', path: 'en/about/' }],
      // The English home page is shown at en/: the copy's canonical address is that one.
      ['ar/home/', 'en', { language: 'en', path: 'en/' }],
      ['ar/team/', 'ar', null],
    ]);
    expect(ar.listed.map((p) => p.path)).to.deep.equal(['ar/about/', 'ar/home/', 'ar/team/']);
    expect(ar.header.map((l) => l.label)).to.deep.equal(['about (en)', 'home (en)', 'team (ar)']);
    expect(ar.home).to.equal(null);
    expect(plan.sitemap.map((p) => p.path)).to.deep.equal(['ar/team/', 'en/about/', 'en/', 'en/team/']);
    const about = plan.languages.find((l) => l.language === 'en')!.pages.find((p) => p.page.slug === 'about')!;
    expect([about.alternates, about.fallbacks]).to.deep.equal([[], [{ language: 'ar', path: 'ar/about/', from: 'en' }]]);
    expect(plan.sitemap.find((p) => p.page.slug === 'team')!.alternates).to.deep.equal([{ language: 'en', path: 'en/team/' }]);
  });

  it('takes the first language of a chain that has the page, leaves a language’s unlisted translation alone, and copies nothing without fallbacks', () => {
    const pages = [page('a'), page('b'), page('b', 'fr'), page('c', 'ar', 'unlisted'), page('c')];
    const ar = planSite(site(pages, { ar: 'fr', fr: 'en' })).languages.find((l) => l.language === 'ar')!;
    expect(ar.pages.map((p) => [p.path, p.page.language])).to.deep.equal([
      ['ar/a/', 'en'],
      ['ar/b/', 'fr'],
      ['ar/c/', 'ar'],
    ]);
    expect(planSite(site(pages, {})).languages.map((l) => l.language)).to.deep.equal(['ar', 'en', 'fr']);
    // A language whose public pages are all copies says so: its index is no translation (hreflang leaves it out).
    const onlyCopies = planSite(site([page('a')], { ar: 'en' })).languages.map((l) => [l.language, l.hasPublicPages, l.onlyFallbacks ?? false]);
    expect(onlyCopies).to.deep.equal([
      ['ar', true, true],
      ['en', true, false],
    ]);
    expect(recordedPlan(planSite(site([page('a')], { ar: 'en' }))).languages[0]).to.deep.include({ language: 'ar', onlyFallbacks: true });
    expect(planSite(site([page('a')], {})).languages.flatMap((l) => l.pages.map((p) => p.path))).to.deep.equal(['en/a/']);
  });

  it('plans the copies of the changed slugs with them, tells a copy’s place from a translation’s, and wants a whole plan for a language the release lacks', () => {
    const pages = [page('a'), page('b')];
    const recorded = recordedPlan(planSite(site(pages, { ar: 'en' })));
    const changed = changedPagesPlan(recorded, { name: 'Acme', pages: [page('a')], layouts: {}, homePages: {}, languageFallbacks: { ar: 'en' } })!;
    expect(changed.languages.flatMap((l) => l.pages.map((p) => p.path))).to.deep.equal(['ar/a/', 'en/a/']);
    expect(changed.sitemap.map((p) => p.path)).to.deep.equal(['en/a/']);
    const withTranslation = planSite(site([...pages, page('a', 'ar')], { ar: 'en' }));
    const [copy, translation] = [planSite(site(pages, { ar: 'en' })), withTranslation].map((plan) =>
      plan.languages.find((l) => l.language === 'ar')!.pages.find((p) => p.page.slug === 'a')!,
    );
    expect(placeFacts(copy!)).to.not.equal(placeFacts(translation!));
    const withoutAr = recordedPlan(planSite(site(pages, {})));
    expect(changedPagesPlan(withoutAr, { name: 'Acme', pages: [page('a')], layouts: {}, homePages: {}, languageFallbacks: { ar: 'en' } })).to.equal(null);
  });
});

import { expect } from 'chai';
import * as E from 'fp-ts/lib/Either.js';
import type { PageDocument } from '../../../domain/pages/page-document.js';
import { parseHostname } from '../../../domain/site/hostname.js';
import type { NavigationEntry } from '../../../domain/site/navigation.js';
import { navigationWarnings } from '../../../domain/site/navigation-warnings.js';
import { planSite, relativeHref } from '../../../domain/site/site-plan.js';

const page = (slug: string, language = 'en', visibility: PageDocument['visibility'] = 'public', title?: string): PageDocument => ({
  id: `${language}-${slug}`,
  project_id: 'p',
  slug,
  language,
  visibility,
  metadata: title === undefined ? {} : { title },
  content: '',
  doc_template_id: 'page',
  revision: 1,
  translation_of: null,
  created_at: '',
  updated_at: '',
});
const sidebar = (id: string, language: string, slugs: string[], position = 0): NavigationEntry => ({
  id,
  project_id: 'p',
  kind: 'sidebar_group',
  language,
  position,
  body: { title: id, items: slugs.map((slug) => ({ slug, label: slug })) },
});
const header = (id: string, language: string, target: { slug: string } | { url: string }, position = 0): NavigationEntry => ({
  id,
  project_id: 'p',
  kind: 'header_nav_item',
  language,
  position,
  body: { label: id, ...target },
});

describe('The site plan (domain)', () => {
  it('links relatively, so a site works under /sites/<id>/ and at a domain root', () => {
    expect(relativeHref('', 'en/about/')).to.equal('en/about/');
    expect(relativeHref('en/', 'en/about/')).to.equal('../en/about/');
    expect(relativeHref('en/blog/post/', 'fr/')).to.equal('../../../fr/');
    expect(relativeHref('en/about/', '')).to.equal('../../');
    expect(relativeHref('', '')).to.equal('./');
  });

  it('lists public pages only, drops navigation to pages that are not public, and pairs languages of a slug', () => {
    const plan = planSite({
      name: 'Acme',
      defaultLanguage: 'fr',
      pages: [page('b', 'en', 'public', 'Bee'), page('a'), page('hidden', 'en', 'unlisted'), page('a', 'fr'), page('hidden', 'fr')],
      navigation: [
        header('later', 'en', { slug: 'b' }, 1),
        header('first', 'en', { url: 'https://x.test' }, 0),
        header('secret', 'en', { slug: 'hidden' }, 2),
        sidebar('s', 'en', ['a', 'gone', 'hidden']),
      ],
    });
    expect(plan.rootLanguage).to.equal('fr');
    const en = plan.languages.find((l) => l.language === 'en')!;
    expect(en.pages.map((p) => p.path)).to.deep.equal(['en/a/', 'en/b/', 'en/hidden/']);
    expect(en.listed.map((p) => [p.path, p.title])).to.deep.equal([
      ['en/a/', 'a'],
      ['en/b/', 'Bee'],
    ]);
    expect(en.header.map((l) => l.label)).to.deep.equal(['first', 'later']);
    expect(en.sidebar).to.deep.equal([{ title: 's', items: [{ label: 'a', target: { path: 'en/a/' } }] }]);
    expect(en.pages[0]!.alternates).to.deep.equal([{ language: 'fr', path: 'fr/a/' }]);
    // `hidden` is public in French only: the English one is unlisted and pairs with nothing public but the French.
    expect(plan.sitemap.map((p) => p.path)).to.deep.equal(['en/a/', 'en/b/', 'fr/a/', 'fr/hidden/']);
    expect(plan.sitemap.find((p) => p.path === 'fr/hidden/')!.alternates).to.deep.equal([]);
  });

  it('falls back to the first language with pages for the root, and to none without pages', () => {
    expect(planSite({ name: 'x', defaultLanguage: 'de', pages: [page('a', 'nl')], navigation: [] }).rootLanguage).to.equal('nl');
    expect(planSite({ name: 'x', defaultLanguage: 'de', pages: [], navigation: [] }).rootLanguage).to.equal(null);
  });

  it('adds the public pages that ask to be in the navigation to their language’s header, after its links, once', () => {
    const flagged = (slug: string, title: string, visibility: PageDocument['visibility'] = 'public', language = 'en') => ({
      ...page(slug, language, visibility, title),
      metadata: { title, show_in_navigation: true },
    });
    const plan = planSite({
      name: 'Acme',
      defaultLanguage: 'en',
      pages: [
        flagged('team', 'Team'),
        flagged('about', 'About'),
        flagged('secret', 'Secret', 'unlisted'),
        flagged('equipe', 'Équipe', 'public', 'fr'),
        page('plain'),
      ],
      navigation: [header('About us', 'en', { slug: 'about' }), header('Blog', 'en', { url: 'https://blog.test' }, 1)],
    });
    const [en, fr] = plan.languages;
    // `about` is linked already (under its own label); `secret` is unlisted; `plain` does not ask.
    expect(en!.header).to.deep.equal([
      { label: 'About us', target: { path: 'en/about/' } },
      { label: 'Blog', target: { url: 'https://blog.test' } },
      { label: 'Team', target: { path: 'en/team/' } },
    ]);
    expect(fr!.header).to.deep.equal([{ label: 'Équipe', target: { path: 'fr/equipe/' } }]);
    // Only a page of the page layout asks: the same key on an article means nothing.
    const article = { ...flagged('news', 'News'), doc_template_id: 'article' };
    expect(planSite({ name: 'x', defaultLanguage: 'en', pages: [article], navigation: [] }).languages[0]!.header).to.deep.equal([]);
  });

  it('gives each language the home page its setting names while it is public, and the FAQ contact link a target', () => {
    const pages = [page('home', 'en', 'public', 'Welcome'), page('accueil', 'fr', 'unlisted'), page('contact', 'de'), page('x', 'nl')];
    const plan = planSite({ name: 'x', defaultLanguage: 'en', pages, navigation: [], homePages: { en: 'home', fr: 'accueil', nl: 'gone' } });
    const by = Object.fromEntries(plan.languages.map((l) => [l.language, l]));
    expect(by.en!.home?.title).to.equal('Welcome');
    expect([by.fr!.home, by.nl!.home, by.de!.home]).to.deep.equal([null, null, null]);
    // The home page is still a page of its own, listed in the sitemap at its one canonical address: its language's index.
    expect(plan.sitemap.map((p) => p.path))
      .to.include('en/')
      .and.not.include('en/home/');
    expect([by.de!.contact, by.en!.contact]).to.deep.equal(['de/contact/', null]);
    const withAgent = planSite({ name: 'x', defaultLanguage: 'en', pages, navigation: [], agentSlug: 'ask' });
    expect(withAgent.languages.map((l) => l.contact)).to.deep.equal(['de/contact/', 'en/ask/', 'fr/ask/', 'nl/ask/']);
  });

  it('warns about each navigation link whose page will not be public', () => {
    const status = (language: string, slug: string) => (slug === 'a' ? 'public' : slug === 'u' ? 'unlisted' : undefined);
    const warnings = navigationWarnings([sidebar('s', 'en', ['a', 'u', 'x']), header('h', 'fr', { url: 'https://x.test' })], status);
    expect(warnings.map((w) => [w.type, w.id, w.slug])).to.deep.equal([
      ['sidebar_group', 's', 'u'],
      ['sidebar_group', 's', 'x'],
    ]);
    expect(warnings[0]!.message).to.equal('Sidebar group s links to u (en), which is unlisted: the link is left out of the site');
  });

  it('normalises hostnames and refuses what is not one', () => {
    expect(parseHostname(' WWW.Example.COM. ')).to.deep.equal(E.right('www.example.com'));
    expect(parseHostname('münchen.de')).to.deep.equal(E.right('xn--mnchen-3ya.de'));
    for (const bad of ['1.2.3.4', '0177.0.0.1', '2130706433', 'host', 'a.b:1', '[::1]', 'a_b.com', 'a.123']) {
      expect(E.isLeft(parseHostname(bad)), bad).to.equal(true);
    }
  });
});

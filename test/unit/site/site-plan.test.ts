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

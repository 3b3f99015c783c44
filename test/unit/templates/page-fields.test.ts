import { expect } from 'chai';
import { imagesOfPage, layoutFor, pageFields, templateLayout } from '../../../domain/templates/layouts.js';
import type { DocTemplate } from '../../../domain/templates/template.js';

const layout = (id: 'page' | 'landing' | 'article' | 'faq') => layoutFor({}, id);
const IMG = (id: string) => `/media/p1/${id}.png`;

describe("Page fields: what a page's layout shows of its metadata", () => {
  it('reads a page: its hero image when it is an image the site shows, and whether it is in the navigation', () => {
    expect(pageFields(layout('page'), { hero_image: `  ${IMG('img1')}  `, show_in_navigation: true })).to.deep.equal({
      layout: 'page',
      heroImage: IMG('img1'),
      showInNavigation: true,
    });
    expect(pageFields(layout('page'), { hero_image: 'javascript:alert(1)', show_in_navigation: 'yes' })).to.deep.equal({
      layout: 'page',
      showInNavigation: false,
    });
    expect(pageFields(layout('page'), { hero_image: '   ' })).to.deep.equal({ layout: 'page', showInNavigation: false });
  });

  it('reads a landing page: headline, subheadline, hero image, a call to action only with both parts and a link, its arrangement', () => {
    const metadata = { headline: ' Hi ', subheadline: 'Sub', hero_image: 'https://cdn.example/a.png', cta_label: 'Go', cta_url: '/start', layout: 'split' };
    expect(pageFields(layout('landing'), metadata)).to.deep.equal({
      layout: 'landing',
      headline: 'Hi',
      subheadline: 'Sub',
      heroImage: 'https://cdn.example/a.png',
      cta: { label: 'Go', url: '/start' },
      arrangement: 'split',
    });
    expect(pageFields(layout('landing'), { cta_label: 'Go', cta_url: 'javascript:x', layout: 'sideways' })).to.deep.equal({
      layout: 'landing',
      arrangement: 'centered',
    });
    expect(pageFields(layout('landing'), { cta_url: '/start', headline: '   ' })).to.deep.equal({ layout: 'landing', arrangement: 'centered' });
  });

  it('reads an article: author, publication day as written, cover image, summary, distinct non-empty tags', () => {
    const metadata = { author: 'Ann', published_on: '2026-03-01T23:30:00-05:00', cover_image: IMG('img2'), summary: 'S', tags: ['a', ' a ', '', 7, 'b'] };
    expect(pageFields(layout('article'), metadata)).to.deep.equal({
      layout: 'article',
      author: 'Ann',
      published: { value: '2026-03-01T23:30:00-05:00', day: '2026-03-01' },
      coverImage: IMG('img2'),
      summary: 'S',
      tags: ['a', 'b'],
    });
    for (const published_on of ['yesterday', '2026', '2026-99-01', '2026-13-01T00:00:00Z']) {
      expect(pageFields(layout('article'), { published_on }), published_on).to.not.have.property('published');
    }
    expect(pageFields(layout('article'), { tags: 'a' })).to.deep.equal({ layout: 'article', tags: [] });
  });

  it('reads a FAQ: its category and whether it links to the contact page', () => {
    expect(pageFields(layout('faq'), { category: 'Billing', show_contact_link: true })).to.deep.equal({
      layout: 'faq',
      category: 'Billing',
      showContactLink: true,
    });
    expect(pageFields(layout('faq'), {})).to.deep.equal({ layout: 'faq', showContactLink: false });
  });

  it('shows only the fields the template keeps of its layout', () => {
    expect(pageFields({ layout: 'page', fields: [], details: [] }, { hero_image: IMG('img1'), show_in_navigation: true })).to.deep.equal({
      layout: 'page',
      showInNavigation: false,
    });
    expect(pageFields({ layout: 'article', fields: [], details: [] }, { tags: ['a'], author: 'Ann' })).to.deep.equal({ layout: 'article', tags: [] });
  });

  it("takes a project template's layout from the table, a built-in's own, and the plain page for one that is gone", () => {
    const custom = { layout: 'faq' as const, fields: ['category'], details: [] };
    expect(layoutFor({ mine: custom }, 'mine')).to.equal(custom);
    expect(layoutFor({}, 'gone')).to.deep.equal({ layout: 'page', fields: [], details: [] });
    expect(layoutFor({}, 'article').layout).to.equal('article');
    const template = {
      id: 'recipe',
      name: 'Recipe',
      description: '',
      extends: 'article',
      fields: [
        { key: 'author', label: 'Cook', type: 'text', required: false },
        { key: 'summary', label: 'Summary', type: 'markdown', required: false },
        { key: 'course', label: 'Course', type: 'text', required: false },
      ],
    } as unknown as DocTemplate;
    expect(templateLayout(template).layout).to.equal('article');
    expect(templateLayout(template).fields).to.include('author').and.not.include('course');
    expect(templateLayout({ ...template, extends: undefined } as unknown as DocTemplate)).to.deep.equal({ layout: 'page', fields: [], details: [] });
  });

  it("lists the project's images a page shows: body, hero or cover image, and an article's summary, each once", () => {
    const fields = pageFields(layout('article'), { cover_image: IMG('cover'), summary: `![s](${IMG('summary1')})` });
    expect(imagesOfPage('p1', `![a](${IMG('body')}) ![b](${IMG('body')}) ![c](/media/p2/other.png)`, fields)).to.deep.equal(['body', 'cover', 'summary1']);
    expect(imagesOfPage('p1', `![a](${IMG('cover')})`, fields)).to.deep.equal(['cover', 'summary1']);
    expect(imagesOfPage('p1', '', pageFields(layout('landing'), { hero_image: IMG('hero') }))).to.deep.equal(['hero']);
    expect(imagesOfPage('p1', '', pageFields(layout('faq'), {}))).to.deep.equal([]);
  });
});

import { expect } from 'chai';
import type { PreviewLook } from '../../../application/drafts/ports.js';
import type { PageDocument } from '../../../domain/pages/page-document.js';
import { builtInTemplate } from '../../../domain/templates/built-in.js';
import { isSiteImage, layoutFor, pageFields, templateLayout } from '../../../domain/templates/layouts.js';
import { defineTemplate } from '../../../domain/templates/template-definition.js';
import { renderPreview } from '../../../infrastructure/site/render/preview.js';
import { rightOf } from '../../support/expect.js';

const doc = (doc_template_id: string, metadata: Record<string, unknown>, content = 'Body.', language = 'en'): PageDocument => ({
  id: 'd',
  project_id: 'p',
  slug: 'a-page',
  language,
  visibility: 'public',
  metadata,
  content,
  doc_template_id,
  revision: 1,
  translation_of: null,
  created_at: '',
  updated_at: '',
});

const look = (layout = templateLayout(builtInTemplate('page')!), overrides: Partial<PreviewLook> = {}): Omit<PreviewLook, 'accentColor'> => ({
  name: 'Acme',
  header: [],
  contact: null,
  layout,
  ...overrides,
});

const render = (template: string, metadata: Record<string, unknown>, content = 'Body.', language = 'en') =>
  renderPreview(doc(template, metadata, content, language), look(templateLayout(builtInTemplate(template)!)), '/site.css');

describe('Site layouts: what each template shows of its fields', () => {
  it('shows images of the project’s library or http(s) only', () => {
    expect(['/media/p/abc.png', 'https://x.test/a.jpg', 'http://x.test/a.jpg'].map(isSiteImage)).to.deep.equal([true, true, true]);
    expect(['javascript:alert(1)', 'data:image/png;base64,AAAA', '/etc/passwd', '//evil.test/a.png', 'ftp://x.test/a'].map(isSiteImage)).to.deep.equal([
      false,
      false,
      false,
      false,
      false,
    ]);
  });

  it('arranges a landing page’s top centered (the default), split or minimal, and shows its button only with a label and a link', async () => {
    for (const layout of ['centered', 'split', 'minimal']) {
      expect(await render('landing', { title: 'T', headline: 'H', layout })).to.include(
        `<header class="hero hero-${layout}"><div class="hero-text"><h1>H</h1>`,
      );
    }
    expect(await render('landing', { title: 'T', layout: 'sideways' })).to.include('<header class="hero hero-centered"><div class="hero-text"><h1>T</h1>');
    expect(await render('landing', { title: 'T', cta_label: 'Go' })).to.not.include('class="button"');
    expect(await render('landing', { title: 'T', cta_url: 'https://x.test/' })).to.not.include('class="button"');
    expect(await render('landing', { title: 'T', cta_label: 'Go', cta_url: 'https://x.test/?a=1&b="2"' })).to.include(
      '<p class="hero-action"><a class="button" href="https://x.test/?a=1&amp;b=&quot;2&quot;">Go</a></p>',
    );
    // A path of the site is linked from where the page stands; a javascript: link never is.
    expect(await render('landing', { title: 'T', cta_label: 'Go', cta_url: '/fr/prix/' })).to.include('href="../../fr/prix/"');
    expect(await render('landing', { title: 'T', cta_label: 'Go', cta_url: 'javascript:alert(1)' })).to.not.include('javascript:');
  });

  it('drops a body’s leading heading equal to the landing page’s headline, as it does for a title', async () => {
    const html = await render('landing', { title: 'T', headline: 'Stay dry' }, '# Stay dry\n\nText.');
    expect(html.match(/<h1/g)).to.have.length(1);
  });

  it('leaves out an image that is not the project’s nor http(s), and never renders javascript:', async () => {
    const html = await render('page', { title: 'T', hero_image: '/etc/passwd' });
    expect(html).to.not.include('hero-image');
    expect(await render('article', { title: 'T', cover_image: 'javascript:alert(1)' })).to.not.include('javascript:');
  });

  it('writes an article’s date as its page’s language writes dates, right to left in Arabic', async () => {
    const arabic = await render('article', { title: 'مقال', author: 'ليلى', published_on: '2026-05-01T23:30:00-05:00' }, 'نص.', 'ar');
    const day = new Intl.DateTimeFormat('ar', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date('2026-05-01T00:00:00Z'));
    expect(arabic).to.include('<html lang="ar" dir="rtl">');
    // The date as written (its own offset), not the next day in UTC.
    expect(arabic).to.include(`<time datetime="2026-05-01T23:30:00-05:00">${day}</time>`);
    expect(arabic).to.include('<span class="author">بقلم ليلى</span>');
    const french = await render('article', { title: 'T', published_on: '2026-05-01', tags: ['pluie'] }, 'x', 'fr');
    expect(french).to.include('<time datetime="2026-05-01">1 mai 2026</time>').and.include('aria-label="Étiquettes"');
    expect(await render('article', { title: 'T', published_on: 'someday' })).to.not.include('<time');
  });

  it('renders a summary’s markdown as safely as a body, its headings never taking the body’s ids', async () => {
    const html = await render('article', { title: 'T', summary: '## Intro\n\n<script>x</script> [a](javascript:alert(1))' }, '## Intro\n\nBody.');
    expect(html).to.include('&lt;script&gt;').and.not.include('<script').and.not.include('href="javascript:');
    expect(html.match(/id="intro"/g)).to.have.length(1);
    expect(html).to.include('id="intro-1"');
  });

  it('shows an FAQ’s contact link only when it has somewhere to lead', async () => {
    const faq = templateLayout(builtInTemplate('faq')!);
    const page = doc('faq', { title: 'Q', show_contact_link: true });
    expect(await renderPreview(page, look(faq), '/s.css')).to.not.include('contact-prompt');
    expect(await renderPreview(page, look(faq, { contact: 'en/contact/' }), '/s.css')).to.include('<a href="../../en/contact/">Contact us</a>');
    expect(await renderPreview({ ...page, metadata: { title: 'Q' } }, look(faq, { contact: 'en/contact/' }), '/s.css')).to.not.include('contact-prompt');
  });

  it('lists a page asking to be in the navigation after the header links, in the preview’s header too', async () => {
    const header = [{ label: 'Docs', target: { path: 'en/docs/' } }];
    const html = await renderPreview(doc('page', { title: 'Mine', show_in_navigation: true }), look(undefined, { header }), '/s.css');
    expect(html).to.include('<ul><li><a href="../../en/docs/">Docs</a></li><li><a href="../../en/a-page/" aria-current="page">Mine</a></li></ul>');
    const unflagged = await renderPreview(doc('page', { title: 'Mine' }), look(undefined, { header }), '/s.css');
    expect(unflagged).to.not.include('aria-current="page"');
  });

  it('renders a project template as the layout it extends: its fields of the layout’s key and type, none of the others', () => {
    const event = rightOf(
      defineTemplate({
        id: 'event',
        name: 'Event',
        extends: 'landing',
        fields: [
          { key: 'headline', label: 'Headline', type: 'text' },
          { key: 'hero_image', label: 'Poster', type: 'text' },
          { key: 'cta_url', label: 'Tickets', type: 'url' },
          { key: 'venue', label: 'Venue', type: 'text' },
        ],
      }),
    );
    // The fields the layout does not place (here one of its keys with another type) go to the page's details.
    expect(templateLayout(event)).to.deep.equal({
      layout: 'landing',
      fields: ['title', 'description', 'headline', 'cta_url'],
      details: [
        { key: 'hero_image', label: 'Poster', type: 'text' },
        { key: 'venue', label: 'Venue', type: 'text' },
      ],
    });
    const fields = pageFields(templateLayout(event), { headline: 'Live', hero_image: 'https://x.test/a.png', venue: 'Hall' });
    expect(fields).to.deep.equal({ layout: 'landing', headline: 'Live', arrangement: 'centered' });
    // A template that names no layout is the plain page; one that is gone, too.
    const plain = rightOf(defineTemplate({ id: 'plain', name: 'Plain', fields: [{ key: 'hero_image', label: 'Hero', type: 'image' }] }));
    expect(templateLayout(plain)).to.deep.equal({ layout: 'page', fields: ['title', 'description', 'hero_image'], details: [] });
    expect(layoutFor({}, 'gone')).to.deep.equal({ layout: 'page', fields: [], details: [] });
    expect(layoutFor({}, 'article').layout).to.equal('article');
  });
});

import { expect } from 'chai';
import { BUILT_IN_TEMPLATES } from '../../../domain/templates/built-in.js';
import { TestApp } from '../../support/test-app.js';
import { anImageFile, rawRequest } from '../media/support.js';
import { fetchSite } from '../site/fetch-site.js';
import { editPath } from '../drafts/support.js';
import { publish } from '../publishing/support.js';

/** What a test page of each built-in template is filled with: every field, with text that needs escaping. */
const FILLED = (image: string): Record<string, Record<string, unknown>> => ({
  page: { title: 'Our <workshop>', description: 'Where & how we work', hero_image: image, show_in_navigation: true },
  article: {
    title: 'Rain & wind',
    description: 'A field test',
    author: 'Ada <Lovelace>',
    published_on: '2026-05-01',
    cover_image: 'https://images.example/cover.jpg?w=1200&h=600',
    summary: 'A **bold** test of <seams>.',
    tags: ['gear', 'rain <proof>'],
  },
  faq: { title: 'Billing questions', description: 'Invoices and plans', category: 'Billing & plans', show_contact_link: true },
  landing: {
    title: 'Launch',
    description: 'Our new jacket',
    headline: 'Stay dry <anywhere>',
    subheadline: 'Jackets that "last" a decade.',
    hero_image: image,
    cta_label: 'Shop & save',
    cta_url: '/en/contact/',
    layout: 'split',
  },
  'custom-html': { title: 'Uploaded', description: 'An uploaded page', include_site_chrome: true },
  'custom-astro': { title: 'Astro', description: 'An Astro page', include_site_chrome: true },
});

/** Where each page stands (its slug), and its body. */
const PAGES: Record<string, { slug: string; content: string }> = {
  page: { slug: 'workshop', content: 'We sew by hand.' },
  article: { slug: 'blog/rain', content: 'It rained for a week.' },
  faq: { slug: 'billing', content: '## When am I billed?\n\nMonthly.' },
  landing: { slug: 'launch', content: 'Made in Bergen.' },
  'custom-html': { slug: 'uploaded', content: '<p>Mine</p>' },
  'custom-astro': { slug: 'astro', content: '<Layout />' },
};

const en = (day: string) => new Intl.DateTimeFormat('en', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));

/** How one field shows: on its page (deployed and in the preview), on the language's index, or only through its help text. */
type Shown =
  | { readonly onPage: (html: string, image: string) => string; readonly inPreview?: false }
  | { readonly onPage: (html: string, image: string) => string; readonly inPreview: true }
  | { readonly onIndex: string; readonly inPreview: true }
  | { readonly help: RegExp };

/**
 * EVERY field of every built-in template, and what shows it: an element of the deployed page
 * (found in the deployed HTML, and in the preview's when the preview shows it too), an element of
 * the language's index, or a help text saying where it is used. A new field without an entry fails.
 */
const SHOWN: Record<string, Shown> = {
  'page.title': { onPage: () => '<h1>Our &lt;workshop&gt;</h1>', inPreview: true },
  'page.description': { onIndex: '<p>Where &amp; how we work</p>', inPreview: true },
  'page.hero_image': { onPage: (_, image) => `<img class="hero-image" src="${image}"`, inPreview: true },
  'page.show_in_navigation': { onPage: () => 'aria-current="page">Our &lt;workshop&gt;</a></li></ul></nav>', inPreview: true },
  'article.title': { onPage: () => '<h1>Rain &amp; wind</h1>', inPreview: true },
  'article.description': { onIndex: '<p>A field test</p>', inPreview: true },
  'article.author': { onPage: () => '<span class="author">By Ada &lt;Lovelace&gt;</span>', inPreview: true },
  'article.published_on': { onPage: () => `<time datetime="2026-05-01">${en('2026-05-01')}</time>`, inPreview: true },
  'article.cover_image': { onPage: () => '<img class="hero-image" src="https://images.example/cover.jpg?w=1200&amp;h=600" alt=""', inPreview: true },
  'article.summary': { onPage: () => '<div class="summary"><p>A <strong>bold</strong> test of &lt;seams&gt;.</p>', inPreview: true },
  'article.tags': { onPage: () => '<ul class="tags" aria-label="Tags"><li>gear</li><li>rain &lt;proof&gt;</li></ul>', inPreview: true },
  'faq.title': { onPage: () => '<h1>Billing questions</h1>', inPreview: true },
  'faq.description': { onIndex: '<p>Invoices and plans</p>', inPreview: true },
  'faq.category': { onPage: () => '<p class="eyebrow">Billing &amp; plans</p><h1>', inPreview: true },
  'faq.show_contact_link': {
    onPage: () => '<div class="contact-prompt"><p>Didn’t find your answer? <a href="../../en/contact/">Contact us</a></p></div>',
    inPreview: true,
  },
  'landing.title': { onPage: () => '<title>Launch · Northwind</title>', inPreview: false },
  'landing.description': { onIndex: '<p>Our new jacket</p>', inPreview: true },
  'landing.headline': { onPage: () => '<h1>Stay dry &lt;anywhere&gt;</h1>', inPreview: true },
  'landing.subheadline': { onPage: () => '<p class="hero-lead">Jackets that &quot;last&quot; a decade.</p>', inPreview: true },
  'landing.hero_image': { onPage: (_, image) => `</div><img class="hero-image" src="${image}"`, inPreview: true },
  'landing.cta_label': { onPage: () => '>Shop &amp; save</a>', inPreview: true },
  'landing.cta_url': { onPage: () => '<a class="button" href="../../en/contact/">', inPreview: true },
  'landing.layout': { onPage: () => '<header class="hero hero-split">', inPreview: true },
  'custom-html.title': { onPage: () => '<title>Uploaded · Northwind</title>', inPreview: false },
  'custom-html.description': { onIndex: '<p>An uploaded page</p>', inPreview: true },
  'custom-html.include_site_chrome': { onPage: () => '<article><p>Mine</p></article>', inPreview: true },
  'custom-astro.title': { onPage: () => '<h1>Astro</h1><pre class="code"', inPreview: true },
  'custom-astro.description': { onIndex: '<p>An Astro page</p>', inPreview: true },
  'custom-astro.include_site_chrome': { help: /^Only for building the component in your own Astro project/ },
};

/** Issue 30: every field of every built-in template shows on the deployed page and in the preview, or says where it is used. */
describe('HTTP templates: every field shows on the site and in the preview', function () {
  this.timeout(60_000);
  let app: TestApp;
  let projectId: string;
  let image: string;
  const deployed: Record<string, string> = {};
  const previewed: Record<string, string> = {};
  let index: string;

  before(async () => {
    app = await TestApp.start();
    projectId = await app.createProject('owner', { name: 'Northwind' });
    const upload = await rawRequest(app, 'POST', `/api/projects/${projectId}/images`, {
      as: 'owner',
      body: await anImageFile('png', 7, 1600, 800),
      headers: { 'content-type': 'image/png' },
    });
    expect(upload.status).to.equal(201);
    image = (upload.body as { url: string }).url;
    const filled = FILLED(image);
    // The FAQ's contact link leads to the language's contact page, once it is live.
    const contact = await app.request('POST', editPath(projectId, '/save'), {
      as: 'owner',
      body: { draftId: 'new', doc_template_id: 'page', language: 'en', metadata: { slug: 'contact', title: 'Contact' }, content: 'Write to us.' },
    });
    expect(contact.status).to.be.oneOf([200, 201]);
    await publish(app, projectId);
    for (const template of BUILT_IN_TEMPLATES) {
      const { slug, content } = PAGES[template.id]!;
      const body = { doc_template_id: template.id, language: 'en', metadata: filled[template.id]!, content };
      const saved = await app.request('POST', editPath(projectId, '/save'), {
        as: 'owner',
        body: { ...body, draftId: 'new', metadata: { ...body.metadata, slug } },
      });
      expect(saved.status, JSON.stringify(saved.body)).to.be.oneOf([200, 201]);
      const preview = await app.request('POST', editPath(projectId, '/preview'), { as: 'owner', body: { ...body, slug } });
      expect(preview.status, JSON.stringify(preview.body)).to.equal(200);
      previewed[template.id] = preview.body.html as string;
    }
    await publish(app, projectId);
    for (const template of BUILT_IN_TEMPLATES) {
      const page = await fetchSite(app, projectId, `en/${PAGES[template.id]!.slug}/`);
      expect(page.status, template.id).to.equal(200);
      deployed[template.id] = page.text;
    }
    index = (await fetchSite(app, projectId, `en/`)).text;
  });
  after(() => app.stop());

  it('lists every field of every built-in template with what shows it', () => {
    const fields = BUILT_IN_TEMPLATES.flatMap((template) => template.fields.map((field) => `${template.id}.${field.key}`));
    expect(Object.keys(SHOWN).sort()).to.deep.equal(fields.sort());
  });

  for (const template of BUILT_IN_TEMPLATES) {
    it(`shows every field of the ${template.id} template, deployed and in the preview`, () => {
      for (const field of template.fields) {
        const shown = SHOWN[`${template.id}.${field.key}`]!;
        const name = `${template.id}.${field.key}`;
        if ('help' in shown) {
          expect(field.help, name).to.match(shown.help);
          continue;
        }
        if ('onIndex' in shown) {
          expect(index, `${name} on the index`).to.include(shown.onIndex);
          // Lists and search engines show it: the preview names it in its head, where the editor may check it.
          const description = shown.onIndex.replace(/^<p>|<\/p>$/g, '');
          expect(previewed[template.id], `${name} in the preview`).to.include(`<meta name="description" content="${description}">`);
          continue;
        }
        const expected = shown.onPage(deployed[template.id]!, image);
        expect(deployed[template.id], `${name} deployed`).to.include(expected);
        if (shown.inPreview === true) expect(previewed[template.id], `${name} in the preview`).to.include(expected);
      }
    });
  }

  it('shows the deployed page’s article in the preview, exactly', () => {
    const article = (html: string) => /<article>[\s\S]*<\/article>/.exec(html)?.[0];
    for (const template of BUILT_IN_TEMPLATES) {
      // The deploy adds the srcset of the project's images, which the preview leaves out.
      const deployedArticle = article(deployed[template.id]!)?.replace(/ srcset="[^"]*" sizes="[^"]*"/g, '');
      expect(article(previewed[template.id]!), template.id).to.be.a('string').and.equal(deployedArticle);
    }
  });

  it('gives the project’s images their srcset in the deployed page', () => {
    expect(deployed.page).to.match(new RegExp(`<img class="hero-image" src="${image}" srcset="[^"]+-w640\\.webp 640w[^"]*" sizes=`));
  });

  it('says in the help of every field where it shows', () => {
    for (const template of BUILT_IN_TEMPLATES) {
      for (const field of template.fields) expect(field.help, `${template.id}.${field.key}`).to.be.a('string').and.match(/\S/);
    }
  });
});

import { expect } from 'chai';
import type { PreviewLook } from '../../../application/drafts/ports.js';
import type { PageDocument } from '../../../domain/pages/page-document.js';
import { templateLayout } from '../../../domain/templates/layouts.js';
import { pageDetails } from '../../../domain/templates/page-details.js';
import { defineTemplate } from '../../../domain/templates/template-definition.js';
import { renderPreview } from '../../../infrastructure/site/render/preview.js';
import { rightOf } from '../../support/expect.js';

const RECIPE = rightOf(
  defineTemplate({
    id: 'recipe',
    name: 'Recipe',
    fields: [
      { key: 'hero_image', label: 'Hero', type: 'image' },
      { key: 'prep_time', label: 'Prep <time>', type: 'text' },
      { key: 'ingredients', label: 'Ingredients', type: 'tags' },
      { key: 'source', label: 'Source', type: 'url' },
      { key: 'photo', label: 'Photo', type: 'image' },
      { key: 'cooked_on', label: 'Cooked on', type: 'date' },
      { key: 'vegetarian', label: 'Vegetarian', type: 'boolean' },
      { key: 'secret', label: 'Secret note', type: 'text', show_on_page: false },
    ],
  }),
);

const doc = (metadata: Record<string, unknown>, language = 'en'): PageDocument => ({
  id: 'd',
  project_id: 'p',
  slug: 'tart',
  language,
  visibility: 'public',
  metadata: { title: 'Lemon "tart"', ...metadata },
  content: 'Bake it.',
  doc_template_id: 'recipe',
  revision: 1,
  translation_of: null,
  created_at: '',
  updated_at: '',
});

const look = (): Omit<PreviewLook, 'accentColor'> => ({ name: 'Acme', header: [], contact: null, layout: templateLayout(RECIPE) });

/** Issue 43: every field of a project template appears on the published page, unless hidden. */
describe('Site: the details section of a project template’s fields', () => {
  it('lists the fields the layout does not place, in order, without title, description or hidden ones', () => {
    expect(templateLayout(RECIPE).details.map((f) => f.key)).to.deep.equal(['prep_time', 'ingredients', 'source', 'photo', 'cooked_on', 'vegetarian']);
    expect(templateLayout(RECIPE).fields).to.include('hero_image');
  });

  it('keeps only values of their type, and no unsafe link or image', () => {
    const details = pageDetails(templateLayout(RECIPE).details, {
      prep_time: '  ',
      ingredients: ['', 'flour'],
      source: 'javascript:alert(1)',
      photo: 'data:image/png;base64,AAAA',
      cooked_on: 'yesterday',
      vegetarian: 'yes',
    });
    expect(details).to.deep.equal([{ kind: 'list', label: 'Ingredients', items: ['flour'] }]);
    expect(pageDetails([{ key: 'source', label: 'Source', type: 'url' }], { source: '/\\\\evil.test' })).to.deep.equal([]);
  });

  it('renders each type, escaped: text, list, link (site paths relative), image with alt text, date in the page’s language, yes/no', async () => {
    const html = await renderPreview(
      doc({
        prep_time: '20 <min>',
        ingredients: ['lemons & sugar', 'eggs'],
        source: '/en/about/',
        photo: 'https://img.test/tart.jpg?w=1&h=2',
        cooked_on: '2026-05-01',
        vegetarian: true,
        secret: 'do not show',
      }),
      look(),
      '/site.css',
    );
    expect(html).to.include('<section class="page-details" aria-label="Details"><h2>Details</h2><dl>');
    expect(html).to.include('<div><dt>Prep &lt;time&gt;</dt><dd>20 &lt;min&gt;</dd></div>');
    expect(html).to.include('<dd><ul><li>lemons &amp; sugar</li><li>eggs</li></ul></dd>');
    expect(html).to.include('<dd><a href="../../en/about/">/en/about/</a></dd>');
    expect(html).to.include('<img class="detail-image" src="https://img.test/tart.jpg?w=1&amp;h=2" alt="Lemon &quot;tart&quot;" decoding="async">');
    expect(html).to.include('<dd><time datetime="2026-05-01">May 1, 2026</time></dd>');
    expect(html).to.include('<div><dt>Vegetarian</dt><dd>Yes</dd></div>');
    expect(html).to.not.include('Secret note').and.not.include('do not show');
  });

  it('writes dates and its heading in the page’s language', async () => {
    const html = await renderPreview(doc({ cooked_on: '2026-05-01' }, 'fr'), look(), '/site.css');
    expect(html).to.include('<h2>Détails</h2>');
    expect(html).to.include('<time datetime="2026-05-01">1 mai 2026</time>');
  });

  it('has no section when no detail field is set', async () => {
    expect(await renderPreview(doc({}), look(), '/site.css')).to.not.include('page-details');
  });

  it('hides a layout’s own field marked hidden', () => {
    const hidden = rightOf(defineTemplate({ id: 'r', name: 'R', fields: [{ key: 'hero_image', label: 'Hero', type: 'image', show_on_page: false }] }));
    expect(templateLayout(hidden)).to.deep.equal({ layout: 'page', fields: ['title', 'description'], details: [] });
  });

  it('refuses hiding the title or the description', () => {
    const refused = defineTemplate({ id: 'r', name: 'R', fields: [{ key: 'title', label: 'Title', type: 'text', required: true, show_on_page: false }] });
    expect(refused).to.deep.equal({
      _tag: 'Left',
      left: { _tag: 'Invalid', message: 'fields[0].show_on_page: title is always shown' },
    });
  });
});

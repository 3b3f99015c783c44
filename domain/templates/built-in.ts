import { STANDARD_FIELDS, type DocTemplate, type TemplateField } from './template.js';

const field = (key: string, label: string, type: TemplateField['type'], help: string, extra: Partial<TemplateField> = {}): TemplateField => ({
  key,
  label,
  type,
  required: false,
  help,
  ...extra,
});

const template = (id: string, name: string, description: string, own: readonly TemplateField[]): DocTemplate => ({
  id,
  name,
  description,
  fields: [...STANDARD_FIELDS, ...own],
});

/**
 * The doc templates that come with the service. `faq` must exist: the live agent's `answer`
 * tool records questions and answers into a project's `faq` draft. `custom-html` and
 * `custom-astro` carry uploaded page bodies (`upload-custom-page`).
 */
export const BUILT_IN_TEMPLATES: readonly DocTemplate[] = [
  template('page', 'Page', 'A general page: markdown body with a title and a description.', [
    field('hero_image', 'Hero image', 'image', 'A large image at the top of the page, and the picture shown when the page is shared.'),
    field('show_in_navigation', 'Show in navigation', 'boolean', 'List the page in the site’s navigation.'),
  ]),
  template('article', 'Article', 'A dated article or blog post with an author and tags.', [
    field('author', 'Author', 'text', 'Who wrote the article, as readers should see it.'),
    field('published_on', 'Publication date', 'date', 'The date the article shows as its publication date.'),
    field('cover_image', 'Cover image', 'image', 'The picture shown with the article in lists and when it is shared.'),
    field('summary', 'Summary', 'markdown', 'A short introduction in markdown, shown before the article.'),
    field('tags', 'Tags', 'tags', 'Topics of the article, separated by commas.'),
  ]),
  template('faq', 'FAQ', 'Questions and answers, one "## question" heading per entry in the body.', [
    field('category', 'Category', 'text', 'The group of questions this page belongs to.'),
    field('show_contact_link', 'Show a contact link', 'boolean', 'Offer a way to ask a question the page does not answer.'),
  ]),
  template('landing', 'Landing page', 'A marketing page with a headline and a call to action.', [
    field('headline', 'Headline', 'text', 'The main line at the top of the page.'),
    field('subheadline', 'Subheadline', 'textarea', 'A sentence under the headline.'),
    field('hero_image', 'Hero image', 'image', 'A large image at the top of the page, and the picture shown when the page is shared.'),
    field('cta_label', 'Call-to-action label', 'text', 'The words on the page’s main button.'),
    field('cta_url', 'Call-to-action link', 'url', 'Where the main button leads: an http(s) address or a path starting with /.'),
    field('layout', 'Layout', 'select', 'How the headline and the hero image are arranged.', { options: ['centered', 'split', 'minimal'] }),
  ]),
  template('custom-html', 'Custom HTML page', 'An uploaded HTML body, served as it is.', [
    field('include_site_chrome', 'Wrap in the site header and footer', 'boolean', 'Show the uploaded page inside the site’s header and footer.'),
  ]),
  template('custom-astro', 'Custom Astro page', 'An uploaded Astro component body, built with the site.', [
    field('include_site_chrome', 'Wrap in the site header and footer', 'boolean', 'Show the page inside the site’s header and footer.'),
  ]),
];

const BY_ID = new Map(BUILT_IN_TEMPLATES.map((t) => [t.id, t]));

export const builtInTemplate = (id: string): DocTemplate | undefined => BY_ID.get(id);
export const isBuiltInTemplateId = (id: string): boolean => BY_ID.has(id);

/** The template of an uploaded custom page, by the upload's `kind`. */
export const CUSTOM_PAGE_TEMPLATE = { html: 'custom-html', astro: 'custom-astro' } as const;

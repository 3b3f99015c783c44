import { STANDARD_FIELDS, type DocTemplate, type TemplateField } from './template.js';

const field = (key: string, label: string, type: TemplateField['type'], extra: Partial<TemplateField> = {}): TemplateField => ({
  key,
  label,
  type,
  required: false,
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
    field('hero_image', 'Hero image', 'image'),
    field('show_in_navigation', 'Show in navigation', 'boolean'),
  ]),
  template('article', 'Article', 'A dated article or blog post with an author and tags.', [
    field('author', 'Author', 'text'),
    field('published_on', 'Publication date', 'date'),
    field('cover_image', 'Cover image', 'image'),
    field('summary', 'Summary', 'markdown'),
    field('tags', 'Tags', 'tags'),
  ]),
  template('faq', 'FAQ', 'Questions and answers, one "## question" heading per entry in the body.', [
    field('category', 'Category', 'text'),
    field('show_contact_link', 'Show a contact link', 'boolean'),
  ]),
  template('landing', 'Landing page', 'A marketing page with a headline and a call to action.', [
    field('headline', 'Headline', 'text'),
    field('subheadline', 'Subheadline', 'textarea'),
    field('hero_image', 'Hero image', 'image'),
    field('cta_label', 'Call-to-action label', 'text'),
    field('cta_url', 'Call-to-action link', 'url'),
    field('layout', 'Layout', 'select', { options: ['centered', 'split', 'minimal'] }),
  ]),
  template('custom-html', 'Custom HTML page', 'An uploaded HTML body, served as it is.', [
    field('include_site_chrome', 'Wrap in the site header and footer', 'boolean'),
  ]),
  template('custom-astro', 'Custom Astro page', 'An uploaded Astro component body, built with the site.', [
    field('include_site_chrome', 'Wrap in the site header and footer', 'boolean'),
  ]),
];

const BY_ID = new Map(BUILT_IN_TEMPLATES.map((t) => [t.id, t]));

export const builtInTemplate = (id: string): DocTemplate | undefined => BY_ID.get(id);
export const isBuiltInTemplateId = (id: string): boolean => BY_ID.has(id);

/** The template of an uploaded custom page, by the upload's `kind`. */
export const CUSTOM_PAGE_TEMPLATE = { html: 'custom-html', astro: 'custom-astro' } as const;

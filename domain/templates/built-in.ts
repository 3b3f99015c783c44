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
    field('hero_image', 'Hero image', 'image', 'A wide image at the top of the page, under its title; also the picture shown when the page is shared.'),
    field(
      'show_in_navigation',
      'Show in navigation',
      'boolean',
      'Adds the page, by its title, to the header navigation of its language, after the header links.',
    ),
  ]),
  template('article', 'Article', 'A dated article or blog post with an author and tags.', [
    field('author', 'Author', 'text', 'Shown under the title: who wrote the article, as readers should see it.'),
    field('published_on', 'Publication date', 'date', 'Shown under the title, written as the page’s language writes dates.'),
    field('cover_image', 'Cover image', 'image', 'A wide image under the title; also the picture shown when the article is shared.'),
    field('summary', 'Summary', 'markdown', 'A short introduction in markdown, shown in larger type before the article.'),
    field('tags', 'Tags', 'tags', 'Topics of the article, listed at its end.'),
  ]),
  template('faq', 'FAQ', 'Questions and answers, one "## question" heading per entry in the body.', [
    field('category', 'Category', 'text', 'Shown above the title: the group of questions this page belongs to.'),
    field(
      'show_contact_link',
      'Show a contact link',
      'boolean',
      'Ends the page with a link for questions it does not answer: to the contact page of its language (slug contact), else to the live agent’s page.',
    ),
  ]),
  template('landing', 'Landing page', 'A marketing page with a headline and a call to action.', [
    field('headline', 'Headline', 'text', 'The main line at the top of the page, in place of the title (which stays the browser tab’s and the lists’).'),
    field('subheadline', 'Subheadline', 'textarea', 'A sentence under the headline.'),
    field('hero_image', 'Hero image', 'image', 'A large image beside or under the headline; also the picture shown when the page is shared.'),
    field('cta_label', 'Call-to-action label', 'text', 'The words on the page’s main button, under the headline (shown with its link).'),
    field('cta_url', 'Call-to-action link', 'url', 'Where the main button leads: an http(s) address or a path of the site starting with /.'),
    field(
      'layout',
      'Layout',
      'select',
      'How the top of the page is arranged: centered (text over a wide image), split (text beside the image) or minimal (plain text, a smaller image).',
      { options: ['centered', 'split', 'minimal'] },
    ),
  ]),
  template('custom-html', 'Custom HTML page', 'An uploaded HTML body, served as it is.', [
    field('include_site_chrome', 'Wrap in the site header and footer', 'boolean', 'Show the uploaded page inside the site’s header and footer.'),
  ]),
  template('custom-astro', 'Custom Astro page', 'An uploaded Astro component body, built with the site.', [
    field(
      'include_site_chrome',
      'Wrap in the site header and footer',
      'boolean',
      'Only for building the component in your own Astro project: this site shows its source inside its header and footer either way.',
    ),
  ]),
];

const BY_ID = new Map(BUILT_IN_TEMPLATES.map((t) => [t.id, t]));

export const builtInTemplate = (id: string): DocTemplate | undefined => BY_ID.get(id);
export const isBuiltInTemplateId = (id: string): boolean => BY_ID.has(id);

/** The template of an uploaded custom page, by the upload's `kind`. */
export const CUSTOM_PAGE_TEMPLATE = { html: 'custom-html', astro: 'custom-astro' } as const;

import type { EditModeApi } from './api.js';
import { openDialog } from './dialog.js';
import { h, uniqueId } from './dom.js';
import { describeFailure } from '../messages.js';
import type { DocTemplate } from './types.js';

export interface NewPageOptions {
  readonly api: Pick<EditModeApi, 'listTemplates' | 'saveDraft'>;
  readonly projectId: string;
  readonly language: string;
}

/** Lowercase letters, digits and `-`, segments joined by `/` (the service says the same). */
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*(?:\/[a-z0-9]+(?:-[a-z0-9]+)*)*$/;

/** Custom page bodies come from uploads, not from this editor. */
const editable = (template: DocTemplate) => !template.id.startsWith('custom-');

/**
 * A new page from a template: the template (its description shown), the language, the title
 * and optionally the address. Creating it saves a draft at once (`draftId: "new"`), so that a
 * taken address is said here, beside its field. Resolves the new draft's id, or null.
 */
export async function createPage(options: NewPageOptions): Promise<string | null> {
  const ids = { template: uniqueId('template'), language: uniqueId('language'), title: uniqueId('title'), slug: uniqueId('slug') };
  const about = h('p', { class: 'em-help', id: `${ids.template}-about` });
  const templates = h('select', { id: ids.template, name: 'template', 'aria-describedby': about.id });
  const language = h('input', { id: ids.language, name: 'language', required: true, autocomplete: 'off', spellcheck: 'false' });
  language.value = options.language;
  const title = h('input', { id: ids.title, name: 'title', required: true, autocomplete: 'off' });
  const slugHelp = h(
    'p',
    { class: 'em-help', id: `${ids.slug}-help` },
    'Optional. Lowercase letters, digits and -, with / between parts. Left empty, it comes from the title.',
  );
  const slug = h('input', { id: ids.slug, name: 'slug', autocomplete: 'off', spellcheck: 'false', 'aria-describedby': slugHelp.id });
  const error = h('p', { class: 'em-error', role: 'alert' });
  const create = h('button', { type: 'submit', class: 'em-button em-button--primary' }, 'Create draft');
  const cancel = h('button', { type: 'button', class: 'em-button' }, 'Cancel');
  const form = h(
    'form',
    { class: 'em-form', novalidate: true },
    error,
    h('div', { class: 'em-field' }, h('label', { for: ids.template }, 'Template'), templates, about),
    h('div', { class: 'em-field' }, h('label', { for: ids.language }, 'Language (BCP 47 code, such as en or fr-CA)'), language),
    h('div', { class: 'em-field' }, h('label', { for: ids.title }, 'Title'), title),
    h('div', { class: 'em-field' }, h('label', { for: ids.slug }, 'Address'), slug, slugHelp),
    h('div', { class: 'em-dialog__actions' }, cancel, create),
  );
  const dialog = openDialog('New page', form);
  cancel.addEventListener('click', () => dialog.close());

  let list: DocTemplate[] = [];
  try {
    list = (await options.api.listTemplates(options.projectId)).filter(editable);
  } catch (failure) {
    error.textContent = describeFailure('Loading the templates', failure);
  }
  templates.append(...list.map((template) => h('option', { value: template.id }, template.name)));
  const describe = () => (about.textContent = list.find((t) => t.id === templates.value)?.description ?? '');
  templates.addEventListener('change', describe);
  describe();
  title.focus();

  const refuse = (message: string, field: HTMLInputElement | null) => {
    error.textContent = message;
    for (const input of [language, title, slug]) input.removeAttribute('aria-invalid');
    if (field === null) return;
    field.setAttribute('aria-invalid', 'true');
    field.focus();
  };

  let created: string | null = null;
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    if (create.disabled) return;
    const chosen = list.find((t) => t.id === templates.value);
    if (chosen === undefined) return refuse('Choose a template.', null);
    if (language.value.trim() === '') return refuse('Enter the page’s language.', language);
    if (title.value.trim() === '') return refuse('Enter a title.', title);
    if (slug.value.trim() !== '' && !SLUG.test(slug.value.trim()))
      return refuse('The address may hold lowercase letters, digits and -, with / between parts.', slug);
    create.disabled = true;
    create.textContent = 'Creating…';
    const metadata = { title: title.value.trim(), ...(slug.value.trim() === '' ? {} : { slug: slug.value.trim() }) };
    options.api
      .saveDraft(options.projectId, { draftId: 'new', doc_template_id: chosen.id, language: language.value.trim(), metadata, content: '', autosave: false })
      .then(
        (answer) => {
          created = answer.draftId;
          dialog.close('created');
        },
        (failure: unknown) => {
          create.disabled = false;
          create.textContent = 'Create draft';
          const message = describeFailure('Creating the page', failure);
          refuse(message, /slug|address|draft already exists/i.test(message) ? slug : /language/i.test(message) ? language : null);
        },
      );
  });
  await dialog.closed;
  return created;
}

import { element } from '../../shared/dom.js';
import type { Draft, KeptCapture } from '../platform/stores.js';
import type { Project, Saved, Template } from './workflow.js';

export interface ReviewActions {
  /** A field changed: the capture keeps it (and that it was changed). */
  edit(field: keyof Draft, value: string): void;
  chooseProject(projectId: string): void;
  save(): void;
}

const FIELDS: ReadonlyArray<{ field: keyof Draft; label: string; multiline?: number; hint?: string }> = [
  { field: 'title', label: 'Title' },
  { field: 'description', label: 'Description', multiline: 2 },
  { field: 'slug', label: 'Address', hint: 'The page’s address on the site: lowercase words joined by “-”, folders by “/”.' },
  { field: 'language', label: 'Language' },
  { field: 'content', label: 'Content (markdown)', multiline: 12 },
];

const imagesIn = (markdown: string) => new Set([...markdown.matchAll(/!\[(?:[^\]\\]|\\.)*\]\(\s*<?(https?:[^)\s>]+)/g)].map((m) => m[1])).size;

/**
 * The capture's proposal, every field editable before saving: the project and template (chosen
 * from those the person may add drafts to), title, description, address, language, markdown.
 */
export function reviewView(
  place: HTMLElement,
  capture: KeptCapture,
  projects: readonly Project[],
  templates: readonly Template[],
  actions: ReviewActions,
): void {
  const draft = capture.draft!;
  const projectSelect = element('select', { id: 'project' }, ...projects.map((p) => element('option', { value: p.id }, p.name)));
  projectSelect.value = capture.sent!.projectId;
  projectSelect.addEventListener('change', () => actions.chooseProject(projectSelect.value));
  const templateSelect = element('select', { id: 'templateId' }, ...templates.map((t) => element('option', { value: t.id }, t.name)));
  templateSelect.value = draft.templateId;
  templateSelect.addEventListener('change', () => actions.edit('templateId', templateSelect.value));

  const images = element('p', { class: 'note', id: 'images-note' });
  const countImages = (markdown: string) => {
    const count = imagesIn(markdown);
    images.textContent = count === 0 ? '' : `${count === 1 ? 'Its image is' : `Its ${count} images are`} brought into the project’s image library on save.`;
  };
  countImages(draft.content);

  const fields = FIELDS.map(({ field, label, multiline, hint }) => {
    const control =
      multiline === undefined
        ? element('input', { id: field, type: 'text', spellcheck: field === 'title' || field === 'description' ? 'true' : 'false' })
        : element('textarea', { id: field, rows: String(multiline) });
    control.value = draft[field];
    control.addEventListener('input', () => {
      actions.edit(field, control.value);
      if (field === 'content') countImages(control.value);
    });
    if (hint !== undefined) control.setAttribute('aria-describedby', `${field}-hint`);
    return element(
      'div',
      { class: 'field' },
      element('label', { for: field }, label),
      control,
      hint === undefined ? '' : element('p', { class: 'hint', id: `${field}-hint` }, hint),
    );
  });

  const save = element('button', { type: 'submit', class: 'primary' }, 'Save draft');
  const form = element(
    'form',
    { class: 'review', 'aria-label': 'The draft to save' },
    element(
      'div',
      { class: 'row' },
      element('div', { class: 'field' }, element('label', { for: 'project' }, 'Project'), projectSelect),
      element('div', { class: 'field' }, element('label', { for: 'templateId' }, 'Template'), templateSelect),
    ),
    ...fields,
    images,
    save,
  );
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    actions.save();
  });
  place.replaceChildren(form);
}

/** What the save did: the draft, each image brought in or not, and Edit Mode one click away. */
export function savedView(place: HTMLElement, saved: Saved, project: string, open: () => void): void {
  const imported = saved.images.filter((image) => image.status === 'imported').length;
  const failed = saved.images.flatMap((image) => (image.status === 'failed' ? [image] : []));
  const button = element('button', { type: 'button', class: 'primary' }, 'Open in Edit Mode');
  button.addEventListener('click', open);
  place.replaceChildren(
    element('h2', {}, 'Saved as a draft'),
    element('p', {}, `In ${project}, at ${saved.slug} (${saved.language}). It goes live when someone publishes it.`),
    saved.images.length === 0 ? '' : element('p', {}, `${imported} of ${saved.images.length} images brought into the project’s image library.`),
    failed.length === 0
      ? ''
      : element(
          'div',
          { class: 'alert', role: 'alert' },
          element('p', {}, 'These images could not be fetched; the draft keeps their links:'),
          element('ul', {}, ...failed.map((image) => element('li', {}, `${image.url}: ${image.error}`))),
        ),
    button,
  );
}

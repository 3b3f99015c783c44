import type { EditModeApi } from '../api.js';
import { openDialog } from '../dialog.js';
import { button, formatTime, h, replace, uniqueId } from '../dom.js';
import { describeFailure } from '../../messages.js';
import type { Image } from '../types.js';
import type { ImageUploads } from './images.js';

export interface ImagePickerContext {
  readonly api: Pick<EditModeApi, 'listImages'>;
  readonly projectId: string;
  readonly uploads: ImageUploads;
  /** The alternative text the body already gives an image (by its address), to offer it again. */
  altUsed(url: string): string | null;
}

/** An image to insert and the words that stand for it. */
export interface PickedImage {
  readonly image: Image;
  readonly alt: string;
}

/** `![alt](url)`, with what would end the alt text or the address escaped. */
export const imageMarkdown = ({ image, alt }: PickedImage): string => `![${alt.replace(/[[\]\\]/g, '\\$&').replace(/\s+/g, ' ')}](${image.url})`;

/** The alternative texts a markdown body gives its images, by address (the last one wins). */
export function altTextsIn(markdown: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const match of markdown.matchAll(/!\[((?:[^\]\\]|\\.)*)\]\(([^)\s]+)\)/g)) found.set(match[2]!, match[1]!.replace(/\\(.)/g, '$1'));
  return found;
}

const describe = (image: Image) =>
  `${image.width} × ${image.height}, ${image.content_type.replace('image/', '').toUpperCase()}, uploaded ${formatTime(image.created_at)}`;

/**
 * Inserting an image: one of the project's images (its library, newest first) or a new upload,
 * and its alternative text, asked every time (what the image shows, for those who cannot see
 * it). Resolves the choice, or null when the person cancels. `chosen` starts with that image
 * selected (one just dropped or pasted on the body).
 */
export async function pickImage(context: ImagePickerContext, chosen: Image | null = null): Promise<PickedImage | null> {
  const altId = uniqueId('alt');
  const altHelpId = `${altId}-help`;
  const alt = h('input', { id: altId, type: 'text', required: true, 'aria-describedby': altHelpId, dir: 'auto', autocomplete: 'off' });
  const status = h('p', { role: 'status', class: 'em-help' }, 'Loading the project’s images…');
  const library = h('div', { class: 'em-library' });
  const problem = h('p', { class: 'em-error', role: 'alert', hidden: true });
  const upload = button('Upload a new image…', () => void uploadNew(), { class: 'em-button' });
  const dialog = openDialog(
    'Insert image',
    h('fieldset', { class: 'em-library__set' }, h('legend', {}, 'Image'), h('p', {}, upload), status, library),
    h(
      'div',
      { class: 'em-field' },
      h('label', { for: altId }, 'Alternative text'),
      alt,
      h(
        'p',
        { id: altHelpId, class: 'em-help' },
        'What the image shows, in a sentence, for people who cannot see it (screen readers read it; it shows when the image cannot load).',
      ),
    ),
    problem,
  );
  dialog.element.classList.add('em-dialog--wide');
  // The uploads' progress and refusals show in the dialog while it is open, then go back to the editor.
  const uploadsHome = { parent: context.uploads.element.parentElement, next: context.uploads.element.nextSibling };
  upload.parentElement!.after(context.uploads.element);
  void dialog.closed.then(() => uploadsHome.parent?.insertBefore(context.uploads.element, uploadsHome.next));
  const insert = button('Insert', () => done(), { class: 'em-button em-button--primary' });
  dialog.actions.append(
    button('Cancel', () => dialog.close(), { class: 'em-button' }),
    insert,
  );
  const images: Image[] = [];
  const groupName = uniqueId('library');

  const selected = () => images.find((image) => library.querySelector<HTMLInputElement>(`input[value="${CSS.escape(image.id)}"]`)?.checked) ?? null;

  function draw(): void {
    replace(
      library,
      ...images.map((image) => {
        const id = uniqueId('library-image');
        const radio = h('input', { type: 'radio', name: groupName, id, value: image.id });
        radio.checked = image.id === chosen?.id;
        radio.addEventListener('change', () => {
          chosen = image;
          // The words this page already gives the image are a good start.
          if (alt.value === '') alt.value = context.altUsed(image.url) ?? '';
        });
        return h(
          'div',
          { class: 'em-library__item' },
          radio,
          h(
            'label',
            { for: id },
            h('img', { src: image.url, alt: '', loading: 'lazy', width: 96, height: Math.round((96 * image.height) / Math.max(image.width, 1)) }),
            describe(image),
          ),
        );
      }),
    );
    status.textContent =
      images.length === 0
        ? 'The project has no image yet: upload one.'
        : `${images.length} ${images.length === 1 ? 'image' : 'images'} of the project, newest first.`;
  }

  async function uploadNew(): Promise<void> {
    const [image] = await context.uploads.upload((await context.uploads.pick(false)).slice(0, 1));
    if (image === undefined) return;
    chosen = image;
    if (!images.some((known) => known.id === image.id)) images.unshift(image);
    draw();
    alt.focus();
  }

  function done(): void {
    const image = selected() ?? chosen;
    problem.hidden = false;
    if (image === null) {
      problem.textContent = 'Choose an image, or upload one.';
      return;
    }
    if (alt.value.trim() === '') {
      problem.textContent = 'Write the alternative text: what the image shows.';
      alt.setAttribute('aria-invalid', 'true');
      alt.focus();
      return;
    }
    result = { image, alt: alt.value.trim() };
    dialog.close('insert');
  }
  let result: PickedImage | null = null;

  try {
    // The service lists them oldest first, a hundred at a time: the newest are at the end.
    let cursor: string | undefined;
    for (let part = 0; part < 10; part += 1) {
      const answer = await context.api.listImages(context.projectId, cursor);
      images.push(...answer.images);
      if (answer.next_cursor === null) break;
      cursor = answer.next_cursor;
    }
    images.reverse();
    if (chosen !== null && !images.some((known) => known.id === chosen!.id)) images.unshift(chosen);
    draw();
    if (chosen !== null) {
      alt.value = context.altUsed(chosen.url) ?? '';
      alt.focus();
    }
  } catch (failure) {
    if (chosen !== null) images.push(chosen);
    draw();
    status.textContent = describeFailure('Loading the project’s images', failure);
  }
  await dialog.closed;
  return result;
}

import { SignInError } from '../../../sign-in/types.js';
import { ApiError, ApiUnreachable, type EditModeApi } from '../api.js';
import { button, h } from '../dom.js';
import { describeFailure } from '../../messages.js';
import type { Image } from '../types.js';
import { UploadRefused } from './upload-refused.js';

/** How long an upload's finished row stays, for the person to see it done. */
const DONE_SHOWN_MS = 6000;

export interface ImageUploads {
  /** The uploads in progress and their outcomes (a live region). */
  readonly element: HTMLElement;
  /** Lets the person choose image files; resolves them (none when they cancel). */
  pick(multiple: boolean): Promise<File[]>;
  /** Uploads each file in turn; resolves the images made (a refused one is left out, its row says why). */
  upload(files: readonly File[]): Promise<Image[]>;
}

/** The service's own words for a refused upload; the words of every other failure otherwise. */
function failureWords(failure: unknown): string {
  if (failure instanceof UploadRefused) return `the service refused it (${failure.status}): ${failure.message}`;
  if (failure instanceof ApiError || failure instanceof ApiUnreachable || failure instanceof SignInError) return describeFailure('Uploading', failure);
  // The protocol library gave up on the connection (it retries a dropped one first).
  return describeFailure('Uploading', new ApiUnreachable());
}

/**
 * Image uploads through the tus protocol (the code of which is a chunk loaded with the first
 * upload), each with a progress bar, then the image read from the `Content-Location` the last
 * answer named. A refused image (too large, not an image) keeps its row, with the service's words.
 */
export function imageUploads(api: Pick<EditModeApi, 'uploads' | 'getImage'>, projectId: string): ImageUploads {
  const element = h('div', { class: 'em-uploads', 'aria-live': 'polite' });

  async function uploadOne(file: File): Promise<Image | null> {
    const progress = h('progress', { max: 100, value: 0, 'aria-label': `Uploading ${file.name}` });
    const words = h('span', { class: 'em-upload__words' }, `Uploading ${file.name}…`);
    const row = h('div', { class: 'em-upload' }, words, progress);
    element.append(row);
    try {
      const [{ tusUpload }, target] = await Promise.all([import('./tus-upload.js'), api.uploads(projectId)]);
      const location = await tusUpload(file, {
        endpoint: target.endpoint,
        headers: async () => (await api.uploads(projectId)).headers,
        onProgress(sent, total) {
          const percent = total === 0 ? 100 : Math.floor((sent / total) * 100);
          progress.setAttribute('value', String(percent));
          words.textContent = `Uploading ${file.name}: ${percent}%`;
        },
      });
      const image = await api.getImage(projectId, location.split('/').pop()!);
      progress.setAttribute('value', '100');
      words.textContent = `Uploaded ${file.name} (${image.width} × ${image.height}).`;
      row.classList.add('em-upload--done');
      setTimeout(() => row.remove(), DONE_SHOWN_MS);
      return image;
    } catch (failure) {
      progress.remove();
      row.classList.add('em-upload--failed');
      words.textContent = `${file.name}: ${failureWords(failure)}`;
      row.setAttribute('role', 'alert');
      row.append(button('Dismiss', () => row.remove(), { class: 'em-button em-button--small', 'aria-label': `Dismiss the message about ${file.name}` }));
      return null;
    }
  }

  return {
    element,
    pick(multiple) {
      return new Promise((resolve) => {
        const input = h('input', { type: 'file', accept: 'image/png,image/jpeg,image/gif,image/webp,image/avif', multiple, hidden: true });
        input.addEventListener('change', () => {
          resolve([...(input.files ?? [])]);
          input.remove();
        });
        input.addEventListener('cancel', () => {
          resolve([]);
          input.remove();
        });
        document.body.append(input);
        input.click();
      });
    },
    async upload(files) {
      const images: Image[] = [];
      for (const file of files) {
        const image = await uploadOne(file);
        if (image !== null) images.push(image);
      }
      return images;
    },
  };
}

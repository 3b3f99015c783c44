import type { EditModeApi } from '../api.js';
import type { BodyEditor } from './body-editor.js';
import { altTextsIn, imageMarkdown, pickImage } from './image-picker.js';
import type { ImageUploads } from './images.js';

export interface ImageInserter {
  /** "Insert image…": one of the project's images or a new upload, with its alternative text. */
  choose(): Promise<void>;
  /** Images dropped or pasted on the body: uploaded, then each one's alternative text asked. */
  insertFiles(files: readonly File[]): Promise<void>;
}

/** Inserting images into the body at the caret, `![alt](url)`, each with the alternative text the person gives. */
export function imageInserter(context: {
  readonly api: Pick<EditModeApi, 'listImages'>;
  readonly projectId: string;
  readonly uploads: ImageUploads;
  readonly body: () => BodyEditor;
  announce(message: string): void;
}): ImageInserter {
  const picker = {
    api: context.api,
    projectId: context.projectId,
    uploads: context.uploads,
    altUsed: (url: string) => altTextsIn(context.body().textarea.value).get(url) ?? null,
  };

  /** Where the caret is in the body now; calling the answer puts it back (a dialog took the focus meanwhile). */
  function keepCaret(): () => void {
    const { textarea } = context.body();
    const { selectionStart, selectionEnd } = textarea;
    return () => {
      textarea.focus();
      textarea.setSelectionRange(selectionStart, selectionEnd);
    };
  }

  const insert = (markdown: readonly string[], caret: () => void) => {
    caret();
    context.body().insert(markdown.join('\n\n'));
    context.announce(markdown.length === 1 ? 'Image inserted into the body.' : `${markdown.length} images inserted into the body.`);
  };

  return {
    async choose() {
      const caret = keepCaret();
      const picked = await pickImage(picker);
      if (picked !== null) insert([imageMarkdown(picked)], caret);
    },
    async insertFiles(files) {
      if (files.length === 0) return;
      const caret = keepCaret();
      const picked: string[] = [];
      for (const image of await context.uploads.upload(files)) {
        const choice = await pickImage(picker, image);
        if (choice !== null) picked.push(imageMarkdown(choice));
      }
      if (picked.length > 0) insert(picked, caret);
    },
  };
}

import { h, uniqueId } from '../dom.js';

export interface BodyEditor {
  readonly element: HTMLElement;
  readonly textarea: HTMLTextAreaElement;
  /** Inserts text at the caret (replacing the selection), as typing would: it can be undone. */
  insert(text: string): void;
}

export interface BodyEditorOptions {
  readonly readOnly: boolean;
  readonly onChange: () => void;
  /** Image files dropped or pasted on the body. */
  readonly onImages?: (files: readonly File[]) => void;
}

/** A list item's marker at the start of a line: `- `, `* `, `+ `, `1. `, with a task box. */
const LIST_ITEM = /^(\s*)([-*+]|(\d+)[.)])(\s+)(\[[ xX]\]\s+)?/;

const images = (list: FileList | null | undefined): File[] => [...(list ?? [])].filter((file) => file.type.startsWith('image/'));

/**
 * The markdown body: a plain textarea (the browser's own editing, spelling, undo and screen
 * reader support), with a few keys of a markdown editor: Enter continues a list (and ends it on
 * an empty item), Ctrl+B and Ctrl+I make the selection bold or italic. Tab keeps moving focus,
 * so nobody is trapped in it. Image files dropped or pasted on it are handed on to upload.
 */
export function bodyEditor(content: string, options: BodyEditorOptions): BodyEditor {
  const id = uniqueId('body');
  const hintId = `${id}-hint`;
  const textarea = h('textarea', {
    id,
    class: 'em-body__input',
    spellcheck: 'true',
    readonly: options.readOnly,
    'aria-describedby': hintId,
  });
  textarea.value = content;
  const hint = options.readOnly
    ? 'Read only.'
    : 'Markdown. Ctrl+B bold, Ctrl+I italic, Ctrl+S save; Enter continues a list. Drop or paste an image to upload it.';
  const element = h(
    'div',
    { class: 'em-body' },
    h('label', { for: id, class: 'em-body__label' }, 'Body'),
    h('p', { id: hintId, class: 'em-help' }, hint),
    textarea,
  );

  const insert = (text: string) => {
    textarea.focus();
    // execCommand keeps the browser's undo history; setRangeText is the fallback where it is gone.
    // (Inserting nothing is a no-op for insertText: removing the selection is a delete.)
    if (!(text === '' ? document.execCommand('delete') : document.execCommand('insertText', false, text))) {
      textarea.setRangeText(text, textarea.selectionStart, textarea.selectionEnd, 'end');
      textarea.dispatchEvent(new Event('input', { bubbles: true }));
    }
  };

  const wrap = (marker: string) => {
    const { selectionStart: start, selectionEnd: end, value } = textarea;
    const selected = value.slice(start, end);
    insert(`${marker}${selected}${marker}`);
    // The words stay selected (or the caret sits between the markers), to go on typing.
    textarea.setSelectionRange(start + marker.length, start + marker.length + selected.length);
  };

  textarea.addEventListener('input', options.onChange);
  if (options.readOnly) return { element, textarea, insert };

  textarea.addEventListener('keydown', (event) => {
    const modifier = event.ctrlKey || event.metaKey;
    if (modifier && !event.shiftKey && !event.altKey && (event.key === 'b' || event.key === 'i')) {
      event.preventDefault();
      wrap(event.key === 'b' ? '**' : '_');
      return;
    }
    if (event.key !== 'Enter' || modifier || event.shiftKey || event.altKey || event.isComposing) return;
    const { selectionStart: caret, selectionEnd, value } = textarea;
    if (caret !== selectionEnd) return;
    const lineStart = value.lastIndexOf('\n', caret - 1) + 1;
    const line = value.slice(lineStart, caret);
    const item = LIST_ITEM.exec(line);
    if (item === null) return;
    event.preventDefault();
    if (line.trim() === item[0].trim()) {
      // Enter on an empty item ends the list.
      textarea.setSelectionRange(lineStart, caret);
      insert('');
      return;
    }
    const [, indent, marker, number, space, task] = item;
    const next = number === undefined ? marker : `${Number(number) + 1}${marker!.slice(-1)}`;
    insert(`\n${indent}${next}${space}${task === undefined ? '' : '[ ] '}`);
  });

  textarea.addEventListener('dragover', (event) => {
    if (event.dataTransfer?.types.includes('Files')) {
      event.preventDefault();
      textarea.classList.add('em-body__input--drop');
    }
  });
  textarea.addEventListener('dragleave', () => textarea.classList.remove('em-body__input--drop'));
  textarea.addEventListener('drop', (event) => {
    textarea.classList.remove('em-body__input--drop');
    const files = images(event.dataTransfer?.files);
    if (files.length === 0 || options.onImages === undefined) return;
    event.preventDefault();
    textarea.focus();
    options.onImages(files);
  });
  textarea.addEventListener('paste', (event) => {
    const files = images(event.clipboardData?.files);
    if (files.length === 0 || options.onImages === undefined) return;
    event.preventDefault();
    options.onImages(files);
  });
  return { element, textarea, insert };
}

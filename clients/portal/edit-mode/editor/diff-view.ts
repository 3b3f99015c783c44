import { diffWordsWithSpace } from 'diff';
import { h } from '../dom.js';
import type { Metadata, TemplateField } from '../types.js';

/** One side of a comparison: its name, and the page's details and body then. */
export interface ComparedText {
  readonly label: string;
  readonly metadata: Metadata;
  readonly content: string;
}

/** A metadata value as text (a list of tags by commas, a flag as yes or no, nothing as empty). */
function valueText(value: unknown, type?: TemplateField['type']): string {
  // A flag never set reads as the form shows it: off.
  if (type === 'boolean') return value === true ? 'yes' : 'no';
  if (value === undefined || value === null) return '';
  if (Array.isArray(value)) return value.map(String).join(', ');
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/**
 * The two sides of a word diff (jsdiff's `diffWordsWithSpace`: whitespace and line breaks are
 * kept, so the markdown reads as written): the old text with its removed words marked `<del>`,
 * the new with its added words marked `<ins>`. Each mark says what it is to a screen reader.
 */
function wordDiff(before: string, after: string, kind = 'em-diff__text'): { before: HTMLElement; after: HTMLElement; changed: number } {
  const left = h('div', { class: kind, dir: 'auto' });
  const right = h('div', { class: kind, dir: 'auto' });
  let changed = 0;
  for (const part of diffWordsWithSpace(before, after)) {
    if (part.removed) {
      changed += 1;
      left.append(h('del', {}, h('span', { class: 'em-visually-hidden' }, 'removed: '), part.value));
    } else if (part.added) {
      changed += 1;
      right.append(h('ins', {}, h('span', { class: 'em-visually-hidden' }, 'added: '), part.value));
    } else {
      left.append(part.value);
      right.append(part.value);
    }
  }
  return { before: left, after: right, changed };
}

/** The page's details field by field, in the template's order and with its labels (then any other key), each value diffed by words. */
function metadataTable(fields: readonly TemplateField[], from: ComparedText, to: ComparedText): HTMLElement {
  const known = new Set(fields.map((field) => field.key));
  const extra = [...new Set([...Object.keys(from.metadata), ...Object.keys(to.metadata)])].filter((key) => !known.has(key) && key !== 'slug');
  const rows = [...fields.map(({ key, label, type }) => ({ key, label, type })), ...extra.map((key) => ({ key, label: key, type: undefined }))].map(
    ({ key, label, type }) => {
      const diff = wordDiff(valueText(from.metadata[key], type), valueText(to.metadata[key], type), 'em-diff__value');
      return h(
        'tr',
        { class: diff.changed === 0 ? 'em-diff__same' : 'em-diff__changed' },
        h('th', { scope: 'row' }, label),
        h('td', {}, diff.before),
        h('td', {}, diff.after),
        h('td', {}, diff.changed === 0 ? 'same' : 'changed'),
      );
    },
  );
  return h(
    'table',
    { class: 'em-table em-diff__fields' },
    h('caption', { class: 'em-diff__caption' }, 'Page details, field by field'),
    h(
      'thead',
      {},
      h(
        'tr',
        {},
        h('th', { scope: 'col' }, 'Field'),
        h('th', { scope: 'col' }, from.label),
        h('th', { scope: 'col' }, to.label),
        h('th', { scope: 'col' }, 'Change'),
      ),
    ),
    h('tbody', {}, ...rows),
  );
}

/** Two texts of a page side by side: the details field by field, then the body by words. */
export function comparison(fields: readonly TemplateField[], from: ComparedText, to: ComparedText): HTMLElement {
  const body = wordDiff(from.content, to.content);
  return h(
    'div',
    { class: 'em-diff' },
    metadataTable(fields, from, to),
    h(
      'section',
      { 'aria-label': 'Body, word by word' },
      h('h3', {}, body.changed === 0 ? 'Body: the same' : 'Body, word by word'),
      h(
        'div',
        { class: 'em-diff__sides' },
        h('section', { 'aria-label': `Body: ${from.label}`, class: 'em-diff__side' }, h('h4', {}, from.label), body.before),
        h('section', { 'aria-label': `Body: ${to.label}`, class: 'em-diff__side' }, h('h4', {}, to.label), body.after),
      ),
    ),
  );
}

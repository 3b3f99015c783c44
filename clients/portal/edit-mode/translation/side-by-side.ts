import { button, h, replace, uniqueId } from '../dom.js';
import { comparison } from '../editor/diff-view.js';
import { languageDirection } from '../editor/direction.js';
import type { Metadata, TemplateField } from '../types.js';
import { languageName } from './language-name.js';

/** The source page at one revision. */
export interface SourceText {
  readonly revision: number;
  readonly metadata: Metadata;
  readonly content: string;
}

export interface SideBySideContext {
  readonly fields: readonly TemplateField[];
  /** The source language, and the translation's. */
  readonly from: string;
  readonly to: string;
  /** The source page now, and (when it changed since) at the revision translated. */
  readonly source: { readonly now: SourceText; readonly then: SourceText | null };
  /** The revision of the source the translation is of. */
  readonly translatedRevision: number;
  /** Parts still in the source language (metadata keys, `content` for the body): marked "to translate". */
  readonly leftToTranslate: readonly string[];
  /** The editor's field of this key (the control the form reads), and the body editor. */
  fieldControl(key: string): HTMLElement | null;
  readonly body: HTMLElement;
  /** Records that the translation is of revision `revision` of the source (a save); resolves false when it could not. */
  markUpToDate(revision: number): Promise<boolean>;
}

/** A field's value as text to read (a list by commas, a flag as yes or no). */
function shown(value: unknown, type: TemplateField['type']): string {
  // A flag never set reads as the form shows it: off.
  if (type === 'boolean') return value === true ? 'yes' : 'no';
  if (value === undefined || value === null || value === '') return '(empty)';
  if (Array.isArray(value)) return value.map(String).join(', ');
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/**
 * A translation draft beside its source, field by field: the source's title, details and body
 * (read only, in its language's direction) on one side, the translation's own controls on the
 * other (moved here from the editor's form, so the editor saves them as ever), each part still
 * in the source language marked "to translate"; stacked on a phone. When the source was
 * published again since, a banner says so with what changed in it, word by word, and a way to
 * record the translation as up to date once it follows.
 */
export function sideBySide(context: SideBySideContext): HTMLElement {
  const { from, to, source } = context;
  const headingId = uniqueId('translation-title');
  const fromName = languageName(from);
  const toName = languageName(to);
  const left = new Set(context.leftToTranslate);
  const row = (key: string, label: string, sourceValue: string, target: HTMLElement | null, mono = false) =>
    h(
      'div',
      { class: 'em-translation__row', role: 'group', 'aria-label': `${label}: source and translation` },
      h(
        'div',
        { class: 'em-translation__source', lang: from, dir: languageDirection(from) },
        h('p', { class: 'em-translation__label' }, `${label} (${fromName})`),
        h('div', { class: `em-translation__text${mono ? ' em-mono' : ''}` }, sourceValue),
      ),
      h(
        'div',
        { class: 'em-translation__target', lang: to, dir: languageDirection(to) },
        left.has(key) ? h('p', { class: 'em-badge em-translation__todo' }, h('span', { 'aria-hidden': 'true' }, '✎ '), 'To translate') : null,
        target,
      ),
    );
  const target = (control: HTMLElement | null) => {
    // The form's help and buttons are English whatever the page's language: their punctuation keeps its own direction.
    control?.querySelectorAll('.em-help, button').forEach((help) => help.setAttribute('dir', 'auto'));
    return control;
  };
  const rows = context.fields.map((field) =>
    row(field.key, field.label, shown(source.now.metadata[field.key], field.type), target(context.fieldControl(field.key))),
  );
  const banner = h('div', {});
  const element = h(
    'section',
    { class: 'em-translation', 'aria-labelledby': headingId },
    h('h2', { id: headingId, class: 'em-translation__title' }, `Translation from ${fromName} into ${toName}`),
    h(
      'p',
      { class: 'em-help' },
      `${fromName} (revision ${source.now.revision}) on one side, your ${toName} translation on the other: change the translation’s fields, they are saved as you type.`,
    ),
    banner,
    ...rows,
    row('content', 'Body', source.now.content, target(context.body), true),
  );
  if (source.now.revision > context.translatedRevision) showOutdated(source.then);
  return element;

  function showOutdated(then: SourceText | null): void {
    const now = source.now;
    const titleId = uniqueId('outdated-title');
    const mark = button(`Mark as up to date with revision ${now.revision}`, () => void markUpToDate(), { class: 'em-button em-button--primary' });
    const status = h('p', { role: 'status', class: 'em-help' });
    replace(
      banner,
      h(
        'section',
        { class: 'em-notice em-translation__outdated', 'aria-labelledby': titleId },
        h(
          'h3',
          { id: titleId, class: 'em-notice__title' },
          `${fromName} changed since this translation (revision ${context.translatedRevision} → ${now.revision})`,
        ),
        then === null
          ? h('p', {}, `The revision translated was not kept, so what changed cannot be shown: compare the two sides below.`)
          : h('p', {}, `What changed in the ${fromName} page since the revision translated: removed words are struck through, added words underlined.`),
        then === null
          ? null
          : comparison(
              context.fields,
              { label: `Revision ${then.revision}`, metadata: then.metadata, content: then.content },
              { label: `Revision ${now.revision}`, metadata: now.metadata, content: now.content },
            ),
        h('div', { class: 'em-notice__actions' }, mark, status),
      ),
    );
    async function markUpToDate(): Promise<void> {
      mark.disabled = true;
      status.textContent = 'Saving…';
      if (await context.markUpToDate(now.revision)) {
        replace(banner, h('p', { class: 'em-editor__note', role: 'status' }, `Up to date with revision ${now.revision} of the ${fromName} page.`));
      } else {
        mark.disabled = false;
        status.textContent = 'Not saved: see the editor’s status, then try again.';
      }
    }
  }
}

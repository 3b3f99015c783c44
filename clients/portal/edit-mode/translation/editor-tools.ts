import type { EditModeApi } from '../api.js';
import { button, h, replace } from '../dom.js';
import { describeFailure } from '../../messages.js';
import type { BodyEditor } from '../editor/body-editor.js';
import type { DraftSession } from '../editor/draft-session.js';
import type { MetadataForm } from '../editor/metadata-form.js';
import type { DraftView, Metadata, ProjectSummary } from '../types.js';
import { leftToTranslateOf } from './job.js';

/**
 * What the editor adds for translations, kept out of the editor's own file: the "Translate
 * into…" button, and for a translation draft the side-by-side view. Their code (the dialog,
 * the view, the word diff) is a chunk loaded when first needed, as the publishing dialogs are,
 * so the portal's first load stays within its budget.
 */
export interface TranslationToolsContext {
  readonly api: EditModeApi;
  readonly project: ProjectSummary;
  readonly view: DraftView;
  announce(message: string): void;
  /** Opens another draft in the editor (the translation just made). */
  openDraft(draftId: string): void;
}

/** The languages the project has pages in, its default first (for the language choice). */
async function projectLanguages(api: EditModeApi, project: ProjectSummary): Promise<string[]> {
  const status = await api.translationStatus(project.id).catch(() => ({ pages: [] }));
  return [...new Set([project.default_language, ...status.pages.flatMap((page) => Object.keys(page.languages)).sort()])];
}

/** The fields whose words are translated (a date, an address or a choice is kept as it is). */
const TEXT_FIELDS: ReadonlySet<string> = new Set(['text', 'textarea', 'markdown', 'tags']);

/**
 * The parts of a translation that still read as its source (a field or the body unchanged from
 * it): what is left to translate when the job that made it was followed in another tab.
 */
function stillInSource(view: DraftView, source: { readonly metadata: Metadata; readonly content: string }): string[] {
  const same = (a: unknown, b: unknown) => a !== undefined && a !== null && a !== '' && JSON.stringify(a) === JSON.stringify(b);
  return [
    ...view.template.fields
      .filter((field) => TEXT_FIELDS.has(field.type) && same(view.doc.metadata[field.key], source.metadata[field.key]))
      .map((field) => field.key),
    ...(same(view.doc.content, source.content) ? ['content'] : []),
  ];
}

/** The "Translate into…" button of a draft's toolbar. */
export function translateButton(context: TranslationToolsContext, session: DraftSession): HTMLButtonElement {
  const { api, project, view } = context;
  return button(
    'Translate into…',
    () =>
      void Promise.all([import('./translate-dialog.js'), projectLanguages(api, project)]).then(
        ([{ translateDialog }, languages]) =>
          translateDialog({
            api,
            projectId: project.id,
            slug: view.doc.slug,
            language: view.doc.language,
            languages,
            flush: () => session.save({ autosave: false }),
            opened(draftId, language) {
              context.announce(`The ${language} translation of /${view.doc.slug} is open as a draft: review it beside the original, then publish it.`);
              context.openDraft(draftId);
            },
          }),
        () => context.announce('Translating could not be loaded. Check your connection, then try again.'),
      ),
    { class: 'em-button' },
  );
}

/** The editor's parts the side-by-side view takes over: the form's fields and the body move into it, beside their source. */
export interface EditorParts {
  /** Where the view goes (above the form). */
  readonly place: HTMLElement;
  readonly form: MetadataForm;
  readonly body: BodyEditor;
  readonly session: DraftSession;
  /** The body and its preview: the body leaves it, a note says where it went. */
  readonly split: HTMLElement;
}

/**
 * For a draft that is a translation (`translation_of`): the side-by-side view, placed in
 * `place` once its source is loaded. Nothing for any other draft.
 */
export function attachSideBySide(context: TranslationToolsContext, parts: EditorParts): void {
  const { api, project, view } = context;
  const { place, form, body, session } = parts;
  const work = () => ({ metadata: form.values(), content: body.textarea.value });
  const of = view.doc.translation_of;
  if (of === undefined || of === null) return;
  replace(place, h('p', { role: 'status', class: 'em-help' }, 'Loading the page this translates…'));
  void Promise.all([import('./side-by-side.js'), api.translationChanges(project.id, view.doc.slug, view.doc.language)]).then(
    ([{ sideBySide }, { now, then }]) => {
      if (now === null) return replace(place, h('p', { class: 'em-editor__note', role: 'note' }, `The ${of.language} page this translates is no longer live.`));
      replace(
        place,
        sideBySide({
          fields: view.template.fields,
          from: of.language,
          to: view.doc.language,
          source: { now, then },
          translatedRevision: of.revision,
          leftToTranslate: leftToTranslateOf(view.draftId) ?? stillInSource(view, then ?? now),
          fieldControl: (key) => form.field(key)?.closest<HTMLElement>('.em-field') ?? null,
          body: body.element,
          async markUpToDate(revision) {
            if (!(await session.save({ autosave: false }))) return false;
            try {
              const answer = await api.saveDraft(project.id, {
                draftId: view.draftId,
                language: view.doc.language,
                ...work(),
                revision: session.revision,
                translation_of: { language: of.language, revision },
              });
              // The editor's session goes on from the revision this save made.
              session.replaceWith(answer.revision ?? session.revision, work());
              context.announce(`Marked as up to date with revision ${revision} of the ${of.language} page.`);
              return true;
            } catch (failure) {
              context.announce(describeFailure('Marking as up to date', failure));
              return false;
            }
          },
        }),
      );
      // Every field and the body are beside their source now: their old places would stand empty.
      form.element.hidden = true;
      parts.split.querySelector('.em-split__panel')?.append(h('p', { class: 'em-help' }, 'The body is beside its source, above.'));
    },
    (failure: unknown) => replace(place, h('p', { class: 'em-problem', role: 'alert' }, describeFailure('Loading the page this translates', failure))),
  );
}

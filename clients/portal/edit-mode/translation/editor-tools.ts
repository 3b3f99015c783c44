import type { EditModeApi } from '../api.js';
import { button, h, replace } from '../dom.js';
import { describeFailure } from '../../messages.js';
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
  flush(): Promise<boolean>;
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
export function translateButton(context: TranslationToolsContext): HTMLButtonElement {
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
            flush: context.flush,
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

export interface SideBySideParts {
  /** The editor's control of a field, to move beside its source. */
  fieldControl(key: string): HTMLElement | null;
  readonly body: HTMLElement;
  /** The editor's work now, for a save that records the source revision followed. */
  work(): { metadata: Metadata; content: string };
  /** Saves the draft now, as Save does; then `translation_of` is recorded over the revision it answers. */
  save(): Promise<boolean>;
  readonly revision: () => number;
  /** The draft's revision after the editor's own save of it (so later saves follow). */
  saved(revision: number): void;
  /** The view is in place (the fields and the body moved into it). */
  placed(): void;
}

/**
 * For a draft that is a translation (`translation_of`): the side-by-side view, placed in
 * `place` once its source is loaded. Nothing for any other draft.
 */
export function attachSideBySide(context: TranslationToolsContext, place: HTMLElement, parts: SideBySideParts): void {
  const { api, project, view } = context;
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
          fieldControl: parts.fieldControl,
          body: parts.body,
          async markUpToDate(revision) {
            if (!(await parts.save())) return false;
            try {
              const answer = await api.saveDraft(project.id, {
                draftId: view.draftId,
                language: view.doc.language,
                ...parts.work(),
                revision: parts.revision(),
                translation_of: { language: of.language, revision },
              });
              parts.saved(answer.revision ?? parts.revision());
              context.announce(`Marked as up to date with revision ${revision} of the ${of.language} page.`);
              return true;
            } catch (failure) {
              context.announce(describeFailure('Marking as up to date', failure));
              return false;
            }
          },
        }),
      );
      parts.placed();
    },
    (failure: unknown) => replace(place, h('p', { class: 'em-problem', role: 'alert' }, describeFailure('Loading the page this translates', failure))),
  );
}

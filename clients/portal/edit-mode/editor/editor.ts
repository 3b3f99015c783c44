import type { EditModeApi } from '../api.js';
import { button, h, replace } from '../dom.js';
import { describeFailure, Refusal } from '../../messages.js';
import type { DocTemplate, DraftView, Metadata, PageDocument, ProjectSummary } from '../types.js';
import { bodyEditor } from './body-editor.js';
import { showCompare } from './compare.js';
import { followTextDirection } from './direction.js';
import { splitTabs } from './split-tabs.js';
import { conflictNotice, showYours } from './conflict.js';
import { confirmDiscard } from './discard.js';
import { DraftSession, type SaveStatus } from './draft-session.js';
import { imageInserter } from './image-insert.js';
import { imageUploads } from './images.js';
import { metadataForm } from './metadata-form.js';
import { previewPane } from './preview.js';
import { showVersions } from './versions.js';
import { presencePanel } from '../presence/presence-panel.js';
import { previewLinks } from '../preview-links/preview-links.js';
import { attachSideBySide, translateButton } from '../translation/editor-tools.js';

export interface EditorHost {
  readonly api: EditModeApi;
  readonly project: ProjectSummary;
  /** Says something to the person (the page's status line). */
  announce(message: string): void;
  /** The draft was saved (or a version restored): the page list follows. */
  saved(draftId: string): void;
  /** The draft is gone (discarded): the editor closes with this message. */
  closed(message: string): void;
  /** Opens another draft in the editor (a translation just made). */
  openDraft(draftId: string): void;
}

export type EditorTarget =
  /** `note` says how it was opened (an existing draft, a clone of the live page, a new page); `hasLivePage` is null when unknown. */
  | { readonly kind: 'draft'; readonly view: DraftView; readonly note: string | null; readonly hasLivePage: boolean | null }
  /** A page the person may only read, and why. */
  | { readonly kind: 'read-only'; readonly page: PageDocument; readonly template: DocTemplate; readonly reason: string };

export interface Editor {
  readonly element: HTMLElement;
  readonly session: DraftSession | null;
  /** The page's title as the editor shows it (the slug while it has none). */
  title(): string;
  /** Saves what is unsaved; true when the service holds everything (nothing to save included). */
  flush(): Promise<boolean>;
  close(): void;
}

const STATUS_WORDS: Record<SaveStatus['kind'], string> = {
  saved: 'All changes saved.',
  unsaved: 'Unsaved changes: saving after a pause…',
  saving: 'Saving…',
  offline: 'Offline: your changes are kept on this page and saved when the service can be reached again.',
  conflict: 'Not saved: someone else changed this draft (see below).',
  failed: '',
};

const titleOf = (metadata: Metadata, fallback: string) => (typeof metadata.title === 'string' && metadata.title.trim() !== '' ? metadata.title : fallback);

/** One page open for editing (or reading): its details form, its body, the live preview, and what can be done with it. */
export function openEditor(host: EditorHost, target: EditorTarget): Editor {
  const { api, project } = host;
  const readOnly = target.kind === 'read-only';
  const template = target.kind === 'draft' ? target.view.template : target.template;
  const doc = target.kind === 'draft' ? target.view.doc : target.page;

  const heading = h('h1', { class: 'em-editor__title', tabindex: '-1', dir: 'auto' });
  const where = h('p', { class: 'em-editor__where' });
  const note = h('p', { class: 'em-editor__note', role: 'note', hidden: true });
  const status = h('p', { class: 'em-save-status', role: 'status' });
  const conflictRegion = h('section', { class: 'em-notice em-notice--conflict', role: 'alert', hidden: true });
  const yoursRegion = h('section', { class: 'em-notice', hidden: true, 'aria-labelledby': 'em-yours-title' });
  const uploads = imageUploads(api, project.id);

  const { slug } = doc;
  where.textContent = [`/${slug}`, doc.language, `template: ${template.name}`, ...(target.kind === 'draft' ? [] : [`live: ${target.page.visibility}`])].join(
    ' · ',
  );

  const preview = previewPane((request) => api.preview(project.id, request), 'Preview: the page as the site will show it', 'Preview');
  const form = metadataForm(template, doc.metadata, {
    readOnly,
    onChange: () => changed(),
    uploadImage: async (field) => {
      const files = await uploads.pick(false);
      const [image] = await uploads.upload(files.slice(0, 1));
      if (image !== undefined) host.announce(`Uploaded the image for ${field.label}.`);
      return image?.url ?? null;
    },
  });
  const images = imageInserter({ api, projectId: project.id, uploads, body: () => body, announce: host.announce });
  const body = bodyEditor(doc.content, { readOnly, onChange: () => changed(), onImages: (files) => void images.insertFiles(files) });

  const session =
    target.kind === 'read-only'
      ? null
      : new DraftSession({
          api,
          projectId: project.id,
          draftId: target.view.draftId,
          revision: target.view.revision,
          language: doc.language,
          // The form's reading of the metadata: what a save sends when nothing changed.
          stored: { metadata: form.values(), content: doc.content },
        });

  const previewRequest = () => ({ slug, language: doc.language, doc_template_id: template.id, metadata: form.values(), content: body.textarea.value });
  const showTitle = () => (heading.textContent = titleOf(form.values(), slug));
  function changed(): void {
    showTitle();
    preview.update(previewRequest());
    session?.edit({ metadata: form.values(), content: body.textarea.value });
  }
  showTitle();

  // Who else has the draft open, their saves, take-over (docs/workflow.md#presence-and-take-over).
  const presence =
    session === null
      ? null
      : presencePanel({
          api,
          projectId: project.id,
          session,
          announce: host.announce,
          async loadLatest() {
            // What was typed and not saved stays on the page to copy from; nothing unsaved, nothing to show.
            const dirty = session.dirty;
            const mine = await reloadTheirs();
            if (dirty) showYours(yoursRegion, mine);
          },
          setEditable(editable) {
            form.element.inert = !editable;
            body.element.inert = !editable;
          },
        });
  const toolbar = h('div', { class: 'em-toolbar' });
  const translation = h('div', { class: 'em-editor__translation' });
  const split = splitTabs(body.element, preview.element);
  const element = h(
    'article',
    { class: 'em-editor', 'aria-labelledby': 'em-editor-title' },
    h('header', { class: 'em-editor__head' }, heading, where, note, toolbar, status, presence?.element),
    conflictRegion,
    yoursRegion,
    uploads.element,
    translation,
    form.element,
    split,
  );
  followTextDirection(form.element, doc.language);
  followTextDirection(body.element, doc.language, { computed: true });
  heading.id = 'em-editor-title';

  if (target.kind === 'read-only') {
    note.textContent = target.reason;
    note.hidden = false;
  } else if (target.kind === 'draft' && target.note !== null) {
    note.textContent = target.note;
    note.hidden = false;
  }

  // (Only a draft has a session: the kind says so to the compiler.)
  if (session !== null && target.kind === 'draft') {
    const save = button('Save', () => void explicitSave(), { class: 'em-button em-button--primary', 'aria-keyshortcuts': 'Control+S' });
    const image = button('Insert image…', () => void images.choose(), { class: 'em-button' });
    const versions = button('Versions…', () => void openVersions(), { class: 'em-button' });
    const compare = button(
      'Compare…',
      () =>
        void showCompare({
          api,
          projectId: project.id,
          draftId: session.draftId,
          fields: template.fields,
          current: () => ({ metadata: form.values(), content: body.textarea.value }),
        }),
      { class: 'em-button' },
    );
    const discard = button('Discard draft…', () => void discardDraft(), { class: 'em-button em-button--danger' });
    const share = button('Share preview…', () => void previewLinks({ api, projectId: project.id, draftId: session.draftId, flush: () => session.save() }), {
      class: 'em-button',
    });
    // Translate into…, and the side-by-side view of a translation draft (translation/editor-tools.ts).
    const translating = { api, project, view: target.view, announce: host.announce, openDraft: host.openDraft };
    toolbar.append(save, image, versions, compare, translateButton(translating, session), share, discard);
    attachSideBySide(translating, { place: translation, form, body, session, split });

    session.status.subscribe((state) => {
      status.dataset.state = state.kind;
      status.textContent = state.kind === 'failed' ? state.message : STATUS_WORDS[state.kind];
      if (state.kind === 'conflict') {
        conflictNotice(conflictRegion, yoursRegion, state, {
          reloadTheirs: () => reloadTheirs(),
          overwrite: () => session.overwrite(),
        });
      } else if (!conflictRegion.hidden) {
        conflictRegion.hidden = true;
        conflictRegion.replaceChildren();
      }
    });
    session.onSaved(() => host.saved(session.draftId));
    const recovered = session.recoverUnsaved();
    if (recovered !== null) {
      form.set(recovered.metadata);
      body.textarea.value = recovered.content;
      showTitle();
      note.textContent = 'This tab had changes to this draft that were not saved yet: they are back in the editor, and being saved.';
      note.hidden = false;
    }
    element.addEventListener('keydown', (event) => {
      if ((event.ctrlKey || event.metaKey) && event.key === 's') {
        event.preventDefault();
        void explicitSave();
      }
    });
  }
  preview.update(previewRequest(), { now: true });

  async function explicitSave(): Promise<void> {
    if (session === null) return;
    if (!session.dirty) return host.announce('Nothing to save: the service has every change.');
    if (await session.save({ autosave: false })) host.announce('Saved.');
  }

  async function reloadTheirs(): Promise<string | null> {
    try {
      const view = await api.getDraft(project.id, session!.draftId);
      const mine = body.textarea.value;
      form.set(view.doc.metadata);
      body.textarea.value = view.doc.content;
      session!.replaceWith(view.revision, { metadata: form.values(), content: view.doc.content });
      showTitle();
      preview.update(previewRequest(), { now: true });
      host.announce(`Their version (revision ${view.revision}) is in the editor.`);
      return mine === view.doc.content ? null : mine;
    } catch (failure) {
      host.announce(describeFailure('Reloading their version', failure));
      return null;
    }
  }

  async function openVersions(): Promise<void> {
    await showVersions({
      api,
      projectId: project.id,
      draftId: session!.draftId,
      page: { slug, language: doc.language, doc_template_id: template.id },
      async restore(version) {
        // The editor's unsaved work becomes a version first: restoring never loses it.
        if (!(await session!.save({ autosave: false }))) throw new Refusal('your changes could not be saved first (see the editor’s status)');
        const done = await api.restoreVersion(project.id, session!.draftId, version.version_id, session!.revision!);
        const view = await api.getDraft(project.id, session!.draftId);
        form.set(view.doc.metadata);
        body.textarea.value = view.doc.content;
        session!.replaceWith(view.revision, { metadata: form.values(), content: view.doc.content });
        showTitle();
        preview.update(previewRequest(), { now: true });
        const message = `Restored revision ${version.revision}: it is now revision ${done.revision ?? view.revision}.`;
        host.announce(message);
        host.saved(session!.draftId);
        return message;
      },
    });
  }

  async function discardDraft(): Promise<void> {
    const versions = await api.listVersions(project.id, session!.draftId).then(
      (list) => list.length,
      () => null,
    );
    const hasLivePage = target.kind === 'draft' ? target.hasLivePage : false;
    if (!(await confirmDiscard(heading.textContent ?? slug, versions, hasLivePage))) return;
    try {
      await api.discardDraft(project.id, session!.draftId);
      session!.forget();
      host.closed(`Discarded the draft “${heading.textContent}” and its versions.`);
    } catch (failure) {
      host.announce(describeFailure('Discarding', failure));
    }
  }

  return {
    element,
    session,
    title: () => heading.textContent ?? slug,
    flush: () => (session === null ? Promise.resolve(true) : session.save({ autosave: false })),
    close: () => {
      presence?.close();
      session?.close();
    },
  };
}

/** Shows a failure where the editor would be. */
export function editorFailure(container: HTMLElement, message: string): void {
  replace(container, h('p', { class: 'em-problem', role: 'alert' }, message));
}

import type { EditModeApi } from './api.js';
import { button, h, replace } from './dom.js';
import { editorFailure, openEditor, type Editor, type EditorTarget } from './editor/editor.js';
import { describeFailure, isReadOnlyRefusal } from '../messages.js';
import { createPage } from './new-page.js';
import { pageDrawer } from './page-drawer.js';
import { pageList, type ListedPage, type PageList } from './page-list.js';
import { sitePageUrl } from './site-address.js';
import { publishToolbar } from './publish-toolbar.js';
import type { DocTemplate, DraftView, ProjectSummary } from './types.js';

/** The screen's parts Edit Mode fills: its toolbar (publishing), the page list's place, the editor's place, the status line. */
export interface EditModeFrame {
  readonly toolbar: HTMLElement;
  readonly pages: HTMLElement;
  readonly main: HTMLElement;
  announce(message: string): void;
}

/** What the portal gets back: saving what is unsaved before it leaves the screen (false: it could not be saved), and stopping. */
export interface EditModeHandle {
  flush(): Promise<boolean>;
  stop(): void;
}

const canEdit = (project: ProjectSummary) => project.role !== 'member';

const memberReason = (project: ProjectSummary) =>
  `Read only: you are a member of “${project.name}”. Members read its pages; managers and admins edit and publish them. Ask a manager of the project for the manager role to edit.`;
const TRIAL_ENDED = 'Read only: this project’s trial has ended, so its pages cannot be changed until its admin chooses a plan.';

/** Where the person is, in the page's address: `?project=…&draft=…` (or `&page=…` for a page read only). */
function readAddress(): { project: string | null; draft: string | null; page: string | null } {
  const params = new URLSearchParams(window.location.search);
  return { project: params.get('project'), draft: params.get('draft'), page: params.get('page') };
}

function writeAddress(values: { project: string; draft?: string; page?: string }): void {
  const params = new URLSearchParams({
    project: values.project,
    ...(values.draft ? { draft: values.draft } : {}),
    ...(values.page ? { page: values.page } : {}),
  });
  window.history.replaceState(window.history.state, '', `${window.location.pathname}?${params}`);
}

/**
 * Edit Mode in the portal, for one project: its pages and the page open in the editor (hand-built
 * DOM, wrapped by the Pages screen). Leaving the page (or hiding it) saves what is unsaved.
 */
export function startEditMode(api: EditModeApi, project: ProjectSummary, frame: EditModeFrame): EditModeHandle {
  let list: PageList | null = null;
  let editor: Editor | null = null;
  let templates: Promise<DocTemplate[]> | null = null;
  let drawer = pageDrawer(h('div'));

  const flush = () => editor?.flush() ?? Promise.resolve(true);
  const publishing = publishToolbar({
    api,
    projectId: project.id,
    siteUrl: project.site_url,
    canPublish: canEdit(project),
    announce: frame.announce,
    flush,
    published: (r, c) => published(r, c),
  });
  // The Releases dialog is a chunk of its own, as the publishing dialogs are (publishToolbar).
  const showReleases = () =>
    void import('./releases/upcoming-releases.js').then(
      ({ upcomingReleases }) => upcomingReleases({ api, projectId: project.id, canChange: canEdit(project) }),
      () => frame.announce('Releases could not be loaded. Check your connection, then try again.'),
    );
  const releases = button('Releases', showReleases, {
    class: 'em-button',
    hidden: !canEdit(project),
  });
  replace(frame.toolbar, ...publishing.buttons, releases);
  void publishing.refreshStatus();
  const leave = () => editor?.session?.saveOnLeave();
  const onVisibility = () => document.visibilityState === 'hidden' && leave();
  document.addEventListener('visibilitychange', onVisibility);
  window.addEventListener('pagehide', leave);

  function showProject(): void {
    templates = null;
    list = pageList({ api, project, canEdit: canEdit(project), open: (page) => void openListed(page), newPage: (language) => void newPage(language) });
    drawer = pageDrawer(list.element);
    replace(frame.pages, drawer.element);
    void list.start();
    replace(
      frame.main,
      h('h1', {}, project.name),
      h('p', {}, canEdit(project) ? 'Choose a page to edit, or start a new one.' : 'Choose a page to read it.'),
      canEdit(project) ? null : h('p', { class: 'em-editor__note', role: 'note' }, memberReason(project)),
    );
  }

  function closeEditor(): void {
    editor?.close();
    editor = null;
    list?.markOpen(null, null);
    publishing.pageOpened(null);
  }

  function show(target: EditorTarget): void {
    closeEditor();
    // What was said about the page left is not about this one.
    frame.announce('');
    drawer.close();
    editor = openEditor(
      {
        api,
        project,
        announce: frame.announce,
        saved: () => void list?.refresh(),
        openDraft: (draftId) => void openDraft(draftId),
        closed(message) {
          closeEditor();
          writeAddress({ project: project.id });
          replace(frame.main, h('h1', {}, project.name), h('p', { role: 'status' }, message));
          void list?.refresh();
        },
      },
      target,
    );
    replace(frame.main, editor.element);
    const doc = target.kind === 'draft' ? target.view.doc : target.page;
    list?.markOpen(doc.slug, doc.language);
    const opened = editor;
    if (target.kind === 'draft') publishing.pageOpened({ draftId: target.view.draftId, title: () => opened.title() });
    writeAddress(target.kind === 'draft' ? { project: project.id, draft: target.view.draftId } : { project: project.id, page: target.page.id });
    editor.element.querySelector<HTMLElement>('h1')?.focus();
  }

  const templateOf = async (id: string): Promise<DocTemplate> => {
    templates ??= api.listTemplates(project.id).catch((failure: unknown) => {
      templates = null;
      throw failure;
    });
    return (await templates).find((t) => t.id === id) ?? { id, name: id, description: '', fields: [] };
  };

  async function readOnly(pageId: string, reason: string): Promise<void> {
    const page = await api.getPage(project.id, pageId);
    show({ kind: 'read-only', page, template: await templateOf(page.doc_template_id), reason });
  }

  async function openListed(page: ListedPage): Promise<void> {
    if (!(await flush())) return frame.announce('Your changes could not be saved: resolve that before opening another page.');
    try {
      if (!canEdit(project)) return await readOnly((page.live ?? page.draft)!.id, memberReason(project));
      const view: DraftView = await api.openDraft(project.id, page.slug, page.language);
      const note =
        view.action === 'cloned_from_live'
          ? 'Opened as a new draft cloned from the live page. The live page stays as it is until you publish.'
          : `Opened the existing draft of this page (revision ${view.revision}). The live page, if any, stays as it is until you publish.`;
      show({ kind: 'draft', view, note, hasLivePage: view.action === 'cloned_from_live' ? true : page.live !== null });
      // A clone is a new draft: the list marks it.
      if (view.action === 'cloned_from_live') void list?.refresh();
    } catch (failure) {
      // A trial that ended leaves the pages readable: open the live page read only, saying why.
      if (isReadOnlyRefusal(failure) && page.live !== null)
        return readOnly(page.live.id, TRIAL_ENDED).catch((f: unknown) => editorFailure(frame.main, describeFailure('Opening the page', f)));
      editorFailure(frame.main, describeFailure('Opening the page', failure));
    }
  }

  /** A draft made elsewhere (a translation): opened as it is, the list following. */
  async function openDraft(draftId: string): Promise<void> {
    try {
      const view = await api.getDraft(project.id, draftId);
      show({ kind: 'draft', view, note: null, hasLivePage: null });
      void list?.showLanguage(view.doc.language);
    } catch (failure) {
      editorFailure(frame.main, describeFailure('Opening the draft', failure));
    }
  }

  async function newPage(language: string): Promise<void> {
    if (!(await flush())) return frame.announce('Your changes could not be saved: resolve that before starting a new page.');
    const draftId = await createPage({ api, projectId: project.id, language });
    if (draftId === null) return;
    try {
      const view = await api.getDraft(project.id, draftId);
      show({ kind: 'draft', view, note: `A new draft from the ${view.template.name} template: nothing is live until you publish.`, hasLivePage: false });
      void list?.refresh();
    } catch (failure) {
      editorFailure(frame.main, describeFailure('Opening the new page', failure));
    }
  }

  function published(result: { promoted: number }, changes: ReadonlyArray<{ draft_id: string; slug: string; language: string }>): void {
    const open = editor?.session?.draftId;
    const mine = changes.find((change) => change.draft_id === open);
    void list?.refresh();
    if (mine === undefined) return;
    // The open draft is the live page now: the editor shows where.
    editor?.session?.forget();
    closeEditor();
    writeAddress({ project: project.id });
    replace(
      frame.main,
      h('h1', {}, 'Published'),
      h(
        'p',
        { role: 'status' },
        `${result.promoted} ${result.promoted === 1 ? 'page is' : 'pages are'} live. `,
        h('a', { href: sitePageUrl(project.site_url, mine.language, mine.slug) }, `Open /${mine.slug} on the site`),
      ),
    );
  }

  showProject();
  const address = readAddress();
  if (address.project === project.id && address.draft !== null) {
    api.getDraft(project.id, address.draft).then(
      (view) => show({ kind: 'draft', view, note: null, hasLivePage: null }),
      (failure: unknown) => editorFailure(frame.main, describeFailure('Opening the draft', failure)),
    );
  } else if (address.project === project.id && address.page !== null) {
    readOnly(address.page, canEdit(project) ? TRIAL_ENDED : memberReason(project)).catch((failure: unknown) =>
      editorFailure(frame.main, describeFailure('Opening the page', failure)),
    );
  }

  return {
    flush,
    stop() {
      closeEditor();
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('pagehide', leave);
    },
  };
}

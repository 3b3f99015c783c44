import type { EditModeApi } from './api.js';
import { button, h, replace, uniqueId } from './dom.js';
import { describeFailure } from '../messages.js';
import type { PageDocument, ProjectSummary, SearchHit } from './types.js';

/** A page of the list: its live document, its draft, or both (one slug in one language). */
export interface ListedPage {
  readonly slug: string;
  readonly language: string;
  readonly live: PageDocument | null;
  readonly draft: PageDocument | null;
}

export interface PageListHost {
  readonly api: EditModeApi;
  readonly project: ProjectSummary;
  readonly canEdit: boolean;
  open(page: ListedPage): void;
  newPage(language: string): void;
}

export interface PageList {
  readonly element: HTMLElement;
  /** Finds the project's languages, then lists the default one's pages. */
  start(): Promise<void>;
  /** Reads the list again (after a save, a discard, a publish). */
  refresh(): Promise<void>;
  /** Marks the page open in the editor. */
  markOpen(slug: string | null, language: string | null): void;
  /** Lists the pages of `language` (offered from now on, when no page had it yet: a translation just made). */
  showLanguage(language: string): Promise<void>;
  readonly language: string;
}

/** Documents read per request (the API's largest page). */
const BATCH = 100;
const SEARCH_AFTER_MS = 300;

const titleOf = (doc: PageDocument | null) =>
  doc !== null && typeof doc.metadata.title === 'string' && doc.metadata.title.trim() !== '' ? doc.metadata.title : null;

/**
 * The project's pages in one language (the languages it has, its default first), each marked
 * when it has a draft (or is only a draft so far), with full-text search over the live pages
 * and, for those who may edit, a way to start a new page.
 */
export function pageList(host: PageListHost): PageList {
  const { api, project } = host;
  const languageId = uniqueId('language');
  const searchId = uniqueId('search');
  const languages = h('select', { id: languageId });
  const search = h('input', { id: searchId, type: 'search', autocomplete: 'off', placeholder: 'Words in a live page' });
  const status = h('p', { class: 'em-help', role: 'status' });
  const items = h('ul', { class: 'em-page-list' });
  const more = button('Show more pages', () => void load(true), { class: 'em-button em-button--small', hidden: true });
  const newPage = host.canEdit ? button('New page…', () => host.newPage(languages.value), { class: 'em-button em-button--primary' }) : null;
  const element = h(
    'nav',
    { class: 'em-pages', 'aria-label': 'Pages' },
    h('h2', { class: 'em-pages__title' }, 'Pages'),
    newPage,
    h('div', { class: 'em-field' }, h('label', { for: languageId }, 'Language'), languages),
    h('div', { class: 'em-field' }, h('label', { for: searchId }, 'Search live pages'), search),
    status,
    items,
    more,
  );

  const pages = new Map<string, ListedPage>();
  /** The slugs whose translation in the language shown is outdated (its source was published since). */
  let outdated = new Set<string>();
  let cursor: string | null = null;
  let open: { slug: string | null; language: string | null } = { slug: null, language: null };
  let searchTimer: ReturnType<typeof setTimeout> | null = null;
  let generation = 0;

  const setLanguages = (seen: Iterable<string>) => {
    const current = languages.value;
    const all = [...new Set([project.default_language, ...seen])];
    replace(languages, ...all.map((language) => h('option', { value: language }, language === project.default_language ? `${language} (default)` : language)));
    languages.value = all.includes(current) ? current : project.default_language;
  };

  async function load(append: boolean): Promise<void> {
    const mine = ++generation;
    if (!append) {
      pages.clear();
      cursor = null;
    }
    status.textContent = 'Loading pages…';
    try {
      const list = await api.listPages(project.id, { language: languages.value, limit: BATCH, ...(cursor === null ? {} : { cursor }) });
      if (mine !== generation) return;
      for (const doc of list.pages) {
        const listed = pages.get(doc.slug) ?? { slug: doc.slug, language: doc.language, live: null, draft: null };
        pages.set(doc.slug, doc.visibility === 'draft' ? { ...listed, draft: doc } : { ...listed, live: doc });
      }
      cursor = list.next_cursor;
      // The translation status is a help, not the list: without it, no page is marked outdated.
      const translations = await api.translationStatus(project.id).catch(() => ({ pages: [] }));
      if (mine !== generation) return;
      outdated = new Set(translations.pages.filter((page) => page.languages[languages.value] === 'outdated').map((page) => page.slug));
      more.hidden = cursor === null;
      status.textContent = pages.size === 0 ? 'No pages in this language yet.' : '';
      if (search.value.trim() === '') draw(bySlug());
    } catch (failure) {
      if (mine === generation) status.textContent = describeFailure('Loading the pages', failure);
    }
  }

  function draw(listed: readonly ListedPage[], snippets: ReadonlyMap<string, string> = new Map()): void {
    replace(
      items,
      ...listed.map((page) => {
        const title = titleOf(page.draft) ?? titleOf(page.live) ?? page.slug;
        const badge = page.draft === null ? null : page.live === null ? 'New draft' : 'Draft';
        const current = page.slug === open.slug && page.language === open.language;
        const snippet = snippets.get(page.slug);
        const label = h('span', {}, h('span', { class: 'em-page-list__title' }, title), h('span', { class: 'em-page-list__slug' }, `/${page.slug}`));
        const press = button(label, () => host.open(page), { class: 'em-page-list__open', 'aria-current': current ? 'page' : null });
        if (badge !== null) press.append(h('span', { class: `em-badge${page.live === null ? ' em-badge--new' : ''}` }, badge));
        if (page.live?.visibility === 'unlisted') press.append(h('span', { class: 'em-badge em-badge--muted' }, 'Unlisted'));
        if (outdated.has(page.slug)) press.append(h('span', { class: 'em-badge' }, 'Outdated'));
        return h('li', {}, press, snippet === undefined ? null : h('p', { class: 'em-page-list__snippet' }, snippet));
      }),
    );
  }

  const bySlug = () => [...pages.values()].sort((a, b) => (a.slug < b.slug ? -1 : 1));

  /** The list as loaded, or the search's results while a query is typed. */
  function redraw(): Promise<void> | void {
    if (search.value.trim() !== '') return runSearch();
    status.textContent = pages.size === 0 ? 'No pages in this language yet.' : '';
    more.hidden = cursor === null;
    draw(bySlug());
  }

  async function runSearch(): Promise<void> {
    const q = search.value.trim();
    if (q === '') return redraw();
    const mine = ++generation;
    status.textContent = 'Searching…';
    try {
      const hits: SearchHit[] = await api.search(project.id, q, languages.value);
      if (mine !== generation) return;
      more.hidden = true;
      status.textContent =
        hits.length === 0 ? `No live page matches “${q}”.` : `${hits.length} live ${hits.length === 1 ? 'page matches' : 'pages match'} “${q}”.`;
      const found = hits.map((hit) => pages.get(hit.slug) ?? { slug: hit.slug, language: hit.language, live: null, draft: null });
      // A hit not loaded yet opens by its slug (the editor reads it).
      draw(found, new Map(hits.map((hit) => [hit.slug, hit.snippet])));
    } catch (failure) {
      if (mine === generation) status.textContent = describeFailure('Searching', failure);
    }
  }

  languages.addEventListener('change', () => {
    search.value = '';
    void load(false);
  });
  search.addEventListener('input', () => {
    if (searchTimer !== null) clearTimeout(searchTimer);
    searchTimer = setTimeout(() => void redraw(), SEARCH_AFTER_MS);
  });

  async function start(): Promise<void> {
    setLanguages([]);
    // The languages the project has pages in, from its first documents in any language.
    const sample = await api.listPages(project.id, { limit: BATCH }).catch(() => null);
    setLanguages((sample?.pages ?? []).map((doc) => doc.language).sort());
    await load(false);
  }

  return {
    element,
    start,
    get language() {
      return languages.value;
    },
    refresh: () => load(false).then(() => redraw()),
    markOpen(slug, language) {
      open = { slug, language };
      void redraw();
    },
    showLanguage(language) {
      setLanguages([...[...languages.options].map((option) => option.value), language]);
      languages.value = language;
      search.value = '';
      return load(false);
    },
  };
}

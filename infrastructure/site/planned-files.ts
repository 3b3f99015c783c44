import { createHash } from 'node:crypto';
import { imagesOfPage } from '../../domain/templates/layouts.js';
import type { SiteInputs, SiteSnapshot } from '../../application/site/ports.js';
import { placeFacts } from '../../domain/site/changed-pages-plan.js';
import type { ProgressListener } from '../../application/shared/progress.js';
import { emptyLanguage, indexPath, planSite, type PlannedLanguage, type PlannedPage, type SitePlan } from '../../domain/site/site-plan.js';
import { agentOnEveryPage, agentOnHomePage, agentPagePath } from './render/agent.js';
import type { SiteLook } from './render/look.js';
import type { MarkdownImages } from './render/markdown.js';
import { isBareCustomPage, RENDER_VERSION, renderAgentPage, renderEmptySite, renderIndex, renderNotFound, renderPage } from './render/page-html.js';
import type { ReleaseEntry } from '../../application/site/release-store.js';
import { codePalette } from './render/theme/highlight.js';
import { siteIcon, type SiteIcon } from './render/theme/site-icon.js';
import { siteStylesheet } from './render/theme/stylesheet.js';

export const digest = (text: string | Buffer): string => createHash('sha256').update(text).digest('base64url').slice(0, 27);

export interface PlannedFile {
  readonly path: string;
  readonly key: string;
  readonly type: ReleaseEntry['type'];
  readonly custom: boolean;
  /** Served at any path (the 404 page): its links start at the site's root. */
  readonly rooted?: boolean;
  /** Loads the live agent's launcher: served with the policy that lets it run. */
  readonly agent?: boolean;
  /** A page's file: its place in the rest of the site (placeFacts), recorded with it for the next deploy of changes. */
  readonly facts?: string;
  readonly render: () => string | Promise<string>;
}

/** A deploy rendering this many files or more reports its progress, every this many files. */
export const PROGRESS_EVERY = 1000;

/**
 * Counts the files a deploy renders (those `unchanged` does not keep) and tells `listener`
 * every `every` of them and at the last, when there are at least `every` to render: a full
 * rebuild (a theme or settings change, a first deploy) says how far it got; a small deploy says nothing.
 */
export function renderCounter(
  planned: readonly PlannedFile[],
  unchanged: (file: PlannedFile) => boolean,
  projectId: string,
  listener: ProgressListener,
  every = PROGRESS_EVERY,
): () => void {
  const total = planned.filter((file) => !unchanged(file)).length;
  if (total < every) return () => undefined;
  let done = 0;
  return () => {
    done += 1;
    if (done % every === 0 || done === total) listener({ step: `files of ${projectId}`, done, total });
  };
}

/** What every file of a deploy is rendered with: the theme's stylesheet and the look (the live agent included). */
async function siteLook(site: SiteInputs): Promise<{ stylesheet: { path: string; css: string }; icon: SiteIcon; look: SiteLook }> {
  const { projectId, agent } = site;
  const stylesheet = siteStylesheet({ accentColor: site.theme.accentColor, palette: await codePalette() });
  const icon = siteIcon({ accentColor: site.theme.accentColor, siteName: site.name });
  const look: SiteLook = {
    ...site.theme,
    stylesheet: stylesheet.path,
    icon: icon.path,
    agent:
      agent === null
        ? null
        : {
            placement: agent.placement,
            slug: agent.slug,
            heading: agent.heading,
            text: agent.text,
            launcherOffset: agent.launcherOffset,
            scriptUrl: agent.scriptUrl,
            projectId,
          },
  };
  return { stylesheet, icon, look };
}

/**
 * The key of everything a deploy renders from besides the pages: the look, the name, the default
 * language, the navigation, the home pages, the templates' layouts, the settings and the language fallbacks. A release
 * whose key is not this one was rendered from other inputs: only a whole deploy makes the next.
 */
const siteKeyOf = (site: SiteInputs, look: SiteLook): string =>
  digest(
    JSON.stringify([
      RENDER_VERSION,
      look,
      site.name,
      site.defaultLanguage,
      site.navigation,
      site.homePages,
      site.theme.layouts,
      site.settings,
      ...(Object.keys(site.languageFallbacks ?? {}).length === 0 ? [] : [site.languageFallbacks]),
    ]),
  );

/**
 * What a deploy of `site` is made of: its plan, its stylesheet, every file but the sitemap (the
 * stylesheet and the icon first), each with the key of what it is rendered from, and the key of its inputs
 * besides the pages.
 */
export async function plannedSite(
  site: SiteSnapshot,
): Promise<{ plan: SitePlan; stylesheet: { path: string; css: string }; icon: SiteIcon; planned: PlannedFile[]; siteKey: string }> {
  const plan = planSite({
    name: site.name,
    defaultLanguage: site.defaultLanguage,
    pages: site.pages,
    navigation: site.navigation,
    layouts: site.theme.layouts,
    homePages: site.homePages,
    agentSlug: site.agent?.slug ?? null,
    languageFallbacks: site.languageFallbacks ?? {},
  });
  // Planning 100,000 pages takes a second or more: timers (the deploy lease's renewal) run before the keys are made.
  await new Promise((resolve) => setTimeout(resolve, 0));
  const { stylesheet, icon, look } = await siteLook(site);
  const planned: PlannedFile[] = [
    { path: stylesheet.path, key: digest(stylesheet.css), type: 'css', custom: false, render: () => stylesheet.css },
    { path: icon.path, key: digest(icon.svg), type: 'svg', custom: false, render: () => icon.svg },
    ...plannedFiles(plan, look, { projectId: site.projectId, srcsets: site.images }, site.defaultLanguage),
  ];
  return { plan, stylesheet, icon, planned, siteKey: siteKeyOf(site, look) };
}

/**
 * The files of a plan of changed pages (changedPagesPlan) with their keys, as the whole plan
 * gives them: each page's own file, and the index of a language whose home page is among them
 * (its other files' keys do not depend on the pages: they are the release's already).
 */
export async function plannedChanges(
  plan: SitePlan,
  site: SiteInputs & { readonly images: SiteSnapshot['images'] },
): Promise<{ planned: PlannedFile[]; siteKey: string }> {
  const { look } = await siteLook(site);
  const pages = new Set(plan.languages.flatMap((language) => language.pages.map((page) => `${page.path}index.html`)));
  const homes = new Set(plan.languages.filter((language) => language.home !== null).map((language) => `${indexPath(language.language)}index.html`));
  if (plan.rootLanguage !== null && homes.has(`${indexPath(plan.rootLanguage)}index.html`)) homes.add('index.html');
  const planned = plannedFiles(plan, look, { projectId: site.projectId, srcsets: site.images }, site.defaultLanguage).filter(
    (file) => pages.has(file.path) || homes.has(file.path),
  );
  return { planned, siteKey: siteKeyOf(site, look) };
}

/**
 * Every HTML file of the site, with the key of what it is rendered from (the look, the live
 * agent included, is part of every key), and whether it loads the live agent.
 */
function plannedFiles(plan: SitePlan, look: SiteLook, images: MarkdownImages, defaultLanguage: string): PlannedFile[] {
  const files: PlannedFile[] = [];
  const lookKey = digest(JSON.stringify([RENDER_VERSION, look]));
  const everywhere = agentOnEveryPage(look.agent);
  const home = everywhere || agentOnHomePage(look.agent);
  for (const language of plan.languages) {
    const chromeKey = digest(JSON.stringify([lookKey, plan.name, plan.languages.map(languageFacts), language.header, language.sidebar, language.contact]));
    const homePage = language.home === null ? null : pageFacts(language.home, images);
    const indexKey = digest(JSON.stringify([chromeKey, homePage ?? language.listed.map((p) => [p.path, p.title, p.page.metadata.description])]));
    const folder = indexPath(language.language);
    const index = { type: 'html' as const, custom: false, agent: home };
    files.push({ path: `${folder}index.html`, key: indexKey, ...index, render: () => renderIndex(plan, language, folder, look, images) });
    const notFound = {
      key: digest(`404 ${chromeKey}`),
      type: 'html' as const,
      custom: false,
      rooted: true,
      agent: everywhere,
      render: () => renderNotFound(plan, language, look),
    };
    files.push({ path: `${folder}404.html`, ...notFound });
    if (language.language === plan.rootLanguage) {
      files.push({ path: 'index.html', key: `root-${indexKey}`, ...index, render: () => renderIndex(plan, language, '', look, images) });
      files.push({ path: '404.html', ...notFound });
    }
    files.push(...agentPage(plan, language, look, chromeKey));
    for (const page of language.pages) {
      // A copy's and a page's switcher say which languages show the slug by fallback: a key without them would keep a stale switcher.
      const fallbackFacts = (page.fallbacks ?? []).length === 0 && page.fallbackOf === undefined ? [] : [page.fallbacks ?? [], page.fallbackOf ?? null];
      const key = digest(JSON.stringify([chromeKey, pageFacts(page, images), page.alternates, ...fallbackFacts]));
      files.push({
        path: `${page.path}index.html`,
        key,
        type: 'html',
        custom: page.page.doc_template_id === 'custom-html',
        agent: everywhere && !isBareCustomPage(page),
        facts: placeFacts(page),
        render: () => renderPage(plan, language, page, look, images),
      });
    }
  }
  if (plan.rootLanguage === null) {
    files.push({
      path: 'index.html',
      key: digest(`empty ${plan.name} ${defaultLanguage} ${lookKey}`),
      type: 'html',
      custom: false,
      agent: home,
      render: () => renderEmptySite(plan.name, defaultLanguage, look),
    });
    // A site without pages yet still has the agent's own page, in its default language.
    files.push(...agentPage(plan, emptyLanguage(defaultLanguage), look, lookKey));
  }
  return files;
}

/** The agent's own page of a language (`destination_page`); none for another placement. */
function agentPage(plan: SitePlan, language: PlannedLanguage, look: SiteLook, chromeKey: string): PlannedFile[] {
  const path = agentPagePath(look.agent, language.language);
  if (path === null) return [];
  return [
    {
      path: `${path}index.html`,
      key: digest(`agent ${chromeKey}`),
      type: 'html',
      custom: false,
      agent: true,
      render: () => renderAgentPage(plan, language, path, look),
    },
  ];
}

const languageFacts = (language: PlannedLanguage) => [language.language, language.hasPublicPages, ...(language.onlyFallbacks ? ['only fallbacks'] : [])];

/** What a page's own rendering comes from: its revision, and the srcsets of its images (an image resized only now). */
const pageFacts = ({ page, fields }: PlannedPage, images: MarkdownImages) => [
  page.id,
  page.revision,
  page.updated_at,
  imagesOfPage(images.projectId, page.content, fields).map((id) => images.srcsets[id] ?? null),
];

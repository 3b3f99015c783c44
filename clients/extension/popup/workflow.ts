import type { ApiClient, components } from '../../typescript/client.js';
import { chromeApi } from '../platform/chrome-api.js';
import { stores, type Draft, type KeptCapture } from '../platform/stores.js';

/**
 * The steps of a capture, as calls to the service (through the typed client): send the page,
 * have it extracted, save the reviewed draft, open it in Edit Mode; and "edit this page" on a
 * published site. Each step keeps what it learnt in the kept capture, so nothing is lost when
 * the popup closes or a step fails.
 */

export type Project = components['schemas']['ProjectList']['projects'][number];
export type Template = components['schemas']['DocTemplate'];
export type Saved = components['schemas']['SavedCapture'];

const inProject = (projectId: string) => ({ params: { path: { projectId } } });

/** The caller's projects where drafts may be added (managers and admins; an API key's own project). */
export async function editableProjects(api: ApiClient): Promise<Project[]> {
  const { projects } = await api.GET('/api/projects');
  return projects.filter((project) => project.role !== 'member');
}

export async function templatesOf(api: ApiClient, projectId: string): Promise<Template[]> {
  return (await api.GET('/api/projects/{projectId}/templates', inProject(projectId))).templates;
}

/**
 * Sends the kept page to `projectId` and has it extracted: the proposal fills the fields the
 * person has not changed (a capture sent to another project keeps their edits).
 */
export async function sendCapture(api: ApiClient, capture: KeptCapture, projectId: string): Promise<KeptCapture> {
  let sent = capture.sent?.projectId === projectId ? capture.sent : undefined;
  if (sent === undefined) {
    const created = await api.POST('/api/projects/{projectId}/ingest/capture', {
      ...inProject(projectId),
      body: { url: capture.url, html: capture.html, ...(capture.title.trim() === '' ? {} : { title: capture.title.slice(0, 500) }) },
    });
    sent = { projectId, captureId: created.capture_id };
    await stores.saveCapture({ ...capture, sent });
  }
  const { proposal } = await api.POST('/api/projects/{projectId}/ingest/extract', { ...inProject(projectId), body: { capture_id: sent.captureId } });
  const proposed: Draft = {
    title: proposal.metadata.title,
    description: proposal.metadata.description,
    language: proposal.language,
    slug: proposal.slug,
    templateId: proposal.doc_template_id,
    content: proposal.content,
  };
  const edited = capture.edited ?? [];
  const draft = Object.fromEntries(
    Object.entries(proposed).map(([field, value]) => [field, edited.includes(field as keyof Draft) ? capture.draft![field as keyof Draft] : value]),
  ) as unknown as Draft;
  const updated: KeptCapture = { ...capture, sent, draft };
  await stores.saveCapture(updated);
  return updated;
}

/** Saves the reviewed draft; the site's project, language and template are remembered for its next capture. */
export async function saveDraft(api: ApiClient, capture: KeptCapture): Promise<Saved> {
  const { sent, draft } = capture;
  if (sent === undefined || draft === undefined) throw new Error('nothing to save yet');
  const saved = await api.POST('/api/projects/{projectId}/ingest/save', {
    ...inProject(sent.projectId),
    body: {
      capture_id: sent.captureId,
      slug: draft.slug,
      language: draft.language,
      doc_template_id: draft.templateId,
      metadata: { title: draft.title, description: draft.description },
      content: draft.content,
    },
  });
  await stores.rememberSite(new URL(capture.url).hostname, { projectId: sent.projectId, language: draft.language, templateId: draft.templateId });
  await stores.saveCapture(null);
  return saved;
}

/** Opens a draft in the service's Edit Mode, in a new tab (signed in there as on the service's pages). */
export async function openInEditMode(origin: string, projectId: string, draftId: string): Promise<void> {
  const url = new URL('/edit/', origin);
  url.search = new URLSearchParams({ project: projectId, draft: draftId }).toString();
  await chromeApi().tabs.create({ url: url.href });
}

/** Opens (or creates from its live page) the draft of a slug and language, then Edit Mode on it. */
export async function openDraftOf(api: ApiClient, origin: string, page: { project_id: string; slug: string; language: string }): Promise<void> {
  const opened = await api.POST('/api/projects/{projectId}/docs/edit/open', {
    ...inProject(page.project_id),
    body: { slug: page.slug, language: page.language },
  });
  await openInEditMode(origin, page.project_id, opened.draftId);
}

/** The page of one of the caller's published sites at `url`, or null (any refusal: it is not one). */
export async function sitePageAt(api: ApiClient, url: string): Promise<{ project_id: string; slug: string; language: string } | null> {
  if (!/^https?:/.test(url)) return null;
  try {
    return await api.GET('/api/site-pages/lookup', { params: { query: { url } } });
  } catch (error) {
    if ((error as { status?: number }).status === 404) return null;
    throw error;
  }
}

import { ApiError, ApiUnreachable, type ApiClient, type Credentials } from '../api.js';
import type { PreviewRequest, SaveRequest } from './types.js';
import { translationCalls } from './translation/translation-api.js';
import { workflowCalls } from './workflow-api.js';

/**
 * Every call the Edit Mode screen makes to the service, in one place, through the portal's
 * typed client: the editor knows these functions, never a URL or a header.
 */

export { ApiError, ApiUnreachable };

export function createEditModeApi(api: ApiClient, credentials: Credentials) {
  const inProject = (projectId: string) => ({ params: { path: { projectId } } });
  const inDraft = (projectId: string, draftId: string) => ({ params: { path: { projectId, draftId } } });

  return {
    listPages: (projectId: string, options: { language?: string; cursor?: string; limit?: number }) =>
      api.GET('/api/projects/{projectId}/pages', { params: { path: { projectId }, query: options } }),
    getPage: (projectId: string, pageId: string) => api.GET('/api/projects/{projectId}/pages/{pageId}', { params: { path: { projectId, pageId } } }),
    search: (projectId: string, q: string, language?: string) =>
      api
        .GET('/api/projects/{projectId}/search', { params: { path: { projectId }, query: { q, limit: 20, ...(language === undefined ? {} : { language }) } } })
        .then((answer) => answer.results),
    listTemplates: (projectId: string) => api.GET('/api/projects/{projectId}/templates', inProject(projectId)).then((answer) => answer.templates),

    openDraft: (projectId: string, slug: string, language: string) =>
      api.POST('/api/projects/{projectId}/docs/edit/open', { ...inProject(projectId), body: { slug, language } }),
    getDraft: (projectId: string, draftId: string) => api.GET('/api/projects/{projectId}/docs/edit/{draftId}', inDraft(projectId, draftId)),
    /** `keepalive`: the save made as the page is left, which must outlive it. */
    saveDraft: (projectId: string, request: SaveRequest, options: { keepalive?: boolean } = {}) =>
      api.POST('/api/projects/{projectId}/docs/edit/save', { ...inProject(projectId), body: request, keepalive: options.keepalive === true }),
    discardDraft: (projectId: string, draftId: string) =>
      api.POST('/api/projects/{projectId}/docs/edit/discard', { ...inProject(projectId), body: { draftId } }),
    preview: (projectId: string, request: PreviewRequest) =>
      api.POST('/api/projects/{projectId}/docs/edit/preview', { ...inProject(projectId), body: request }).then((answer) => answer.html),
    listVersions: (projectId: string, draftId: string) =>
      api.GET('/api/projects/{projectId}/docs/edit/{draftId}/versions', inDraft(projectId, draftId)).then((answer) => answer.versions),
    getVersion: (projectId: string, draftId: string, versionId: string) =>
      api.GET('/api/projects/{projectId}/docs/edit/{draftId}/versions/{versionId}', { params: { path: { projectId, draftId, versionId } } }),
    /** The live page a draft would replace (404 for a new page). */
    draftLivePage: (projectId: string, draftId: string) => api.GET('/api/projects/{projectId}/docs/edit/{draftId}/live', inDraft(projectId, draftId)),
    restoreVersion: (projectId: string, draftId: string, versionId: string, revision: number) =>
      api.POST('/api/projects/{projectId}/docs/edit/{draftId}/versions/{versionId}/restore', {
        params: { path: { projectId, draftId, versionId } },
        body: { revision },
      }),

    /** The image a completed upload became, from its `Content-Location` (`/api/projects/:projectId/images/:imageId`). */
    /** The project's images, newest first, a part at a time. */
    listImages: (projectId: string, cursor?: string) =>
      api.GET('/api/projects/{projectId}/images', { params: { path: { projectId }, query: { limit: 100, ...(cursor === undefined ? {} : { cursor }) } } }),
    getImage: (projectId: string, imageId: string) => api.GET('/api/projects/{projectId}/images/{imageId}', { params: { path: { projectId, imageId } } }),
    /**
     * Where tus uploads of the project go, and the headers each of their requests carries: the
     * tus protocol's own client sends them (`/uploads` is that protocol's endpoint, not JSON).
     */
    uploads: async (projectId: string) => ({
      endpoint: `/api/projects/${encodeURIComponent(projectId)}/uploads`,
      headers: { authorization: `Bearer ${await credentials.getIdToken()}` },
    }),

    /** The dry run of a publish: of every draft, or of the drafts named (`draftIds`, one page or a chosen set). */
    publishDryRun: (projectId: string, draftIds?: readonly string[]) =>
      api.POST('/api/projects/{projectId}/publish', { ...inProject(projectId), body: draftIds === undefined ? {} : { draft_ids: [...draftIds] } }),
    /** Whether the site's settings changed since it was last deployed (`settings_changed`), and the last publish. */
    publishStatus: (projectId: string) => api.GET('/api/projects/{projectId}/publish/status', inProject(projectId)),
    confirmPublish: (projectId: string, confirmationToken: string) =>
      api.POST('/api/projects/{projectId}/publish/confirm', { ...inProject(projectId), body: { confirmation_token: confirmationToken } }),
    publishHistory: (projectId: string, cursor?: string) =>
      api.GET('/api/projects/{projectId}/publish/history', {
        params: { path: { projectId }, query: { limit: 20, ...(cursor === undefined ? {} : { cursor }) } },
      }),
    ...workflowCalls(api),
    ...translationCalls(api),
  };
}

export type EditModeApi = ReturnType<typeof createEditModeApi>;

import { ApiError, type ApiClient } from '../api.js';
import type { components, paths } from '../../typescript/client.js';

type JsonBody<Operation> = Operation extends { requestBody: { content: { 'application/json': infer Body } } } ? Body : never;

export type Release = components['schemas']['Release'];
export type CreateReleaseRequest = JsonBody<paths['/api/projects/{projectId}/releases']['post']>;
export type PreviewLink = components['schemas']['PreviewLinkList']['preview_links'][number];

/**
 * Edit Mode's calls for the editorial workflow (releases, preview links, presence), through the
 * portal's typed client like every other call (see api.ts, which spreads these in).
 */
export function workflowCalls(api: ApiClient) {
  const inProject = (projectId: string) => ({ params: { path: { projectId } } });
  const inRelease = (projectId: string, releaseId: string) => ({ params: { path: { projectId, releaseId } } });
  return {
    createRelease: (projectId: string, body: CreateReleaseRequest) => api.POST('/api/projects/{projectId}/releases', { ...inProject(projectId), body }),
    /** The newest 50 releases, whatever their status (one that ran stays listed), or those of `status`. */
    listReleases: (projectId: string, status?: 'open' | 'scheduled') =>
      api
        .GET('/api/projects/{projectId}/releases', { params: { path: { projectId }, query: { ...(status === undefined ? {} : { status }), limit: 50 } } })
        .then((answer) => answer.releases),
    cancelRelease: (projectId: string, releaseId: string, revision: number) =>
      api.POST('/api/projects/{projectId}/releases/{releaseId}/cancel', { ...inRelease(projectId, releaseId), body: { revision } }),

    createPreviewLink: (projectId: string, body: { draft_id: string; expires_in: number; max_views?: number }) =>
      api.POST('/api/projects/{projectId}/preview-links', { ...inProject(projectId), body }),
    listPreviewLinks: (projectId: string) => api.GET('/api/projects/{projectId}/preview-links', inProject(projectId)).then((answer) => answer.preview_links),
    revokePreviewLink: (projectId: string, linkId: string) =>
      api.DELETE('/api/projects/{projectId}/preview-links/{linkId}', { params: { path: { projectId, linkId } } }),

    /**
     * A draft's live events, as the stream's body: server-sent events read with `fetch` (an
     * `EventSource` cannot send the Authorization header the client adds). Refused: an ApiError.
     */
    draftEvents: async (projectId: string, draftId: string, signal: AbortSignal): Promise<ReadableStream<Uint8Array>> => {
      const { data, error, response } = await api.raw.GET('/api/projects/{projectId}/docs/edit/{draftId}/events', {
        params: { path: { projectId, draftId } },
        parseAs: 'stream',
        signal,
      });
      if (response.ok && data) return data;
      const message =
        typeof (error as { error?: unknown } | undefined)?.error === 'string'
          ? (error as { error: string }).error
          : `${response.status} ${response.statusText}`;
      throw new ApiError(response.status, message, { error: message }, null, response.headers.get('x-request-id'));
    },
    /** Approves the draft at the revision read (403 in words for who may not, 409 with `current_revision` when saved since). */
    approveDraft: (projectId: string, draftId: string, revision: number) =>
      api.POST('/api/projects/{projectId}/docs/edit/{draftId}/approve', { params: { path: { projectId, draftId } }, body: { revision } }),
    takeOver: (projectId: string, draftId: string, sessionId: string | null) =>
      api.POST('/api/projects/{projectId}/docs/edit/{draftId}/take-over', {
        params: { path: { projectId, draftId } },
        body: sessionId === null ? {} : { session_id: sessionId },
      }),
  };
}

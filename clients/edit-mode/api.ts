import type {
  DocTemplate,
  DraftVersion,
  DraftView,
  DraftWriteResult,
  Image,
  PageDocument,
  PageList,
  PreviewRequest,
  ProjectSummary,
  PublishHistory,
  PublishPreview,
  PublishResult,
  SaveRequest,
  SearchHit,
  VersionSummary,
} from './types.js';

/**
 * Every call the Edit Mode page makes to the service, in one place: the rest of the page
 * knows these functions, never a URL or a header.
 */

/** The service's refusal: its status, its `{ error }` message, the whole body, when to retry. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly status: number,
    message: string,
    readonly body: { readonly error: string; readonly [field: string]: unknown },
    readonly retryAfterSeconds: number | null,
    readonly requestId: string | null,
  ) {
    super(message);
  }
}

/** The service could not be reached (offline, or the connection failed): nothing is known to have happened. */
export class ApiUnreachable extends Error {
  override readonly name = 'ApiUnreachable';
  constructor() {
    super('Could not reach the service.');
  }
}

export interface Credentials {
  getIdToken(): Promise<string>;
}

type Method = 'GET' | 'POST';

async function errorOf(response: Response): Promise<ApiError> {
  const body: unknown = await response.json().catch(() => null);
  const error = typeof body === 'object' && body !== null && typeof (body as { error?: unknown }).error === 'string' ? (body as ApiError['body']) : null;
  const retryAfter = Number(response.headers.get('retry-after'));
  return new ApiError(
    response.status,
    error?.error ?? `${response.status} ${response.statusText}`,
    error ?? { error: `${response.status} ${response.statusText}` },
    Number.isFinite(retryAfter) && retryAfter >= 0 && response.headers.has('retry-after') ? retryAfter : null,
    response.headers.get('x-request-id'),
  );
}

export function createEditModeApi(credentials: Credentials) {
  async function call<T>(method: Method, path: string, body?: unknown, options: { keepalive?: boolean } = {}): Promise<T> {
    const token = await credentials.getIdToken();
    let response: Response;
    try {
      response = await fetch(path, {
        method,
        headers: { authorization: `Bearer ${token}`, accept: 'application/json', ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
        body: body === undefined ? undefined : JSON.stringify(body),
        credentials: 'omit',
        keepalive: options.keepalive === true,
      });
    } catch {
      throw new ApiUnreachable();
    }
    if (!response.ok) throw await errorOf(response);
    return (response.status === 204 ? undefined : await response.json()) as T;
  }
  const project = (projectId: string) => `/api/projects/${encodeURIComponent(projectId)}`;
  const edit = (projectId: string) => `${project(projectId)}/docs/edit`;
  const query = (values: Readonly<Record<string, string | number | undefined>>) => {
    const params = new URLSearchParams();
    for (const [name, value] of Object.entries(values)) if (value !== undefined) params.set(name, String(value));
    const text = params.toString();
    return text === '' ? '' : `?${text}`;
  };

  return {
    listProjects: () => call<{ projects: ProjectSummary[] }>('GET', '/api/projects').then((answer) => answer.projects),
    listPages: (projectId: string, options: { language?: string; cursor?: string; limit?: number }) =>
      call<PageList>('GET', `${project(projectId)}/pages${query(options)}`),
    getPage: (projectId: string, pageId: string) => call<PageDocument>('GET', `${project(projectId)}/pages/${encodeURIComponent(pageId)}`),
    search: (projectId: string, q: string, language?: string) =>
      call<{ results: SearchHit[] }>('GET', `${project(projectId)}/search${query({ q, language, limit: 20 })}`).then((answer) => answer.results),
    listTemplates: (projectId: string) => call<{ templates: DocTemplate[] }>('GET', `${project(projectId)}/templates`).then((answer) => answer.templates),

    openDraft: (projectId: string, slug: string, language: string) => call<DraftView>('POST', `${edit(projectId)}/open`, { slug, language }),
    getDraft: (projectId: string, draftId: string) => call<DraftView>('GET', `${edit(projectId)}/${encodeURIComponent(draftId)}`),
    saveDraft: (projectId: string, request: SaveRequest, options: { keepalive?: boolean } = {}) =>
      call<DraftWriteResult>('POST', `${edit(projectId)}/save`, request, options),
    discardDraft: (projectId: string, draftId: string) => call<DraftWriteResult>('POST', `${edit(projectId)}/discard`, { draftId }),
    preview: (projectId: string, request: PreviewRequest) =>
      call<{ html: string }>('POST', `${edit(projectId)}/preview`, request).then((answer) => answer.html),
    listVersions: (projectId: string, draftId: string) =>
      call<{ versions: VersionSummary[] }>('GET', `${edit(projectId)}/${encodeURIComponent(draftId)}/versions`).then((answer) => answer.versions),
    getVersion: (projectId: string, draftId: string, versionId: string) =>
      call<DraftVersion>('GET', `${edit(projectId)}/${encodeURIComponent(draftId)}/versions/${encodeURIComponent(versionId)}`),
    restoreVersion: (projectId: string, draftId: string, versionId: string, revision: number) =>
      call<DraftWriteResult>('POST', `${edit(projectId)}/${encodeURIComponent(draftId)}/versions/${encodeURIComponent(versionId)}/restore`, { revision }),

    /** The image a completed upload became, from its `Content-Location` (`/api/projects/:projectId/images/:imageId`). */
    getImage: (projectId: string, imageId: string) => call<Image>('GET', `${project(projectId)}/images/${encodeURIComponent(imageId)}`),
    /** Where tus uploads of the project go, and the headers each of their requests carries. */
    uploads: async (projectId: string) => ({
      endpoint: `${project(projectId)}/uploads`,
      headers: { authorization: `Bearer ${await credentials.getIdToken()}` },
    }),

    publishDryRun: (projectId: string) => call<PublishPreview>('POST', `${project(projectId)}/publish`, {}),
    confirmPublish: (projectId: string, confirmationToken: string) =>
      call<PublishResult>('POST', `${project(projectId)}/publish/confirm`, { confirmation_token: confirmationToken }),
    publishHistory: (projectId: string, cursor?: string) => call<PublishHistory>('GET', `${project(projectId)}/publish/history${query({ cursor, limit: 20 })}`),
  };
}

export type EditModeApi = ReturnType<typeof createEditModeApi>;

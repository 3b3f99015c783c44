import type { ApiClient } from '../../api.js';
import type { components } from '../../../typescript/client.js';

type Schemas = components['schemas'];
export type TranslationJob = Schemas['Translation'];
export type TranslationStatus = Schemas['TranslationStatus'];
export type Glossary = Schemas['Glossary'];

/** What to translate: a page (its slug) from one language into another. */
export interface TranslationRequest {
  readonly slug: string;
  readonly source_language: string;
  readonly target_language: string;
}

/**
 * The calls about translations (jobs, the pages-by-language status, what changed in a source,
 * the glossary), through the portal's typed client: Edit Mode spreads them into its API (api.ts)
 * and the console's Translations screen calls them alike.
 */
export function translationCalls(api: ApiClient) {
  const inProject = (projectId: string) => ({ params: { path: { projectId } } });
  return {
    startTranslation: (projectId: string, request: TranslationRequest) =>
      api.POST('/api/projects/{projectId}/translations', { ...inProject(projectId), body: { ...request } }),
    getTranslation: (projectId: string, translationId: string) =>
      api.GET('/api/projects/{projectId}/translations/{translationId}', { params: { path: { projectId, translationId } } }),
    /** Every page by language: source, up to date, outdated, draft in progress, missing. */
    translationStatus: (projectId: string) => api.GET('/api/projects/{projectId}/translations/status', inProject(projectId)),
    /** The source of the translation of `slug` in `language`: now, and as it was translated (for what changed since). */
    translationChanges: (projectId: string, slug: string, language: string) =>
      api.GET('/api/projects/{projectId}/translations/changes', { params: { path: { projectId }, query: { slug, language } } }),
    getGlossary: (projectId: string) => api.GET('/api/projects/{projectId}/glossary', inProject(projectId)),
    saveGlossary: (projectId: string, glossary: Glossary) => api.PUT('/api/projects/{projectId}/glossary', { ...inProject(projectId), body: glossary }),
  };
}

export type TranslationCalls = ReturnType<typeof translationCalls>;

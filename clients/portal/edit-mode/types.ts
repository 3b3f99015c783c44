import type { components, paths } from '../../typescript/client.js';

export type { ProjectSummary } from '../types.js';

/**
 * What the page reads of the API's answers and sends in its requests: the shapes of the
 * OpenAPI description (`clients/typescript/schema.ts`, generated from the route table), named
 * as the page speaks of them. Nothing here is written by hand, so the compiler catches a
 * change of the API the page has not followed.
 */

type Schemas = components['schemas'];
type JsonBody<Operation> = Operation extends { requestBody: { content: { 'application/json': infer Body } } } ? Body : never;

export type Metadata = Readonly<Record<string, unknown>>;
export type PageDocument = Schemas['PageDocument'];
export type SearchHit = Schemas['SearchHit'];
export type TemplateField = Schemas['TemplateField'];
export type DocTemplate = Schemas['DocTemplate'];
export type DraftView = Schemas['DraftView'];
export type VersionSummary = Schemas['DraftVersionSummary'];
export type Image = Schemas['Image'];
export type ManifestChange = Schemas['ManifestChange'];
export type PublishPreview = Schemas['PublishPreview'];
export type PublishResult = Schemas['PublishResult'];

export type SaveRequest = JsonBody<paths['/api/projects/{projectId}/docs/edit/save']['post']>;
export type PreviewRequest = JsonBody<paths['/api/projects/{projectId}/docs/edit/preview']['post']>;
export type DraftRead = Schemas['DraftRead'];

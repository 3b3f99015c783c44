import type { components, paths } from '../typescript/client.js';

/**
 * The API's shapes the portal's shell and screens read, named as the portal speaks of them:
 * the OpenAPI description's (generated from the route table), so the compiler catches a
 * change of the API the portal has not followed. Edit Mode's own are in edit-mode/types.ts.
 */
type Schemas = components['schemas'];

export type ProjectSummary = Schemas['ProjectList']['projects'][number];
export type Role = ProjectSummary['role'];

type CreateProjectBody = NonNullable<paths['/api/projects']['post']['requestBody']>['content']['application/json'];
/** A starter kit a new project is created from (the ids of `GET /api/templates/project`). */
export type StarterKitId = NonNullable<CreateProjectBody['template']>;

import { CreateProject, CreateProjectInput } from '../../../application/projects/create-project.js';
import { DeleteProject } from '../../../application/projects/delete-project.js';
import { GetProject } from '../../../application/projects/get-project.js';
import { ListProjects } from '../../../application/projects/list-projects.js';
import { UpdateProject, UpdateProjectInput } from '../../../application/projects/update-project.js';
import { PROJECT } from '../routing/path-params.js';
import { del, get, patch, post, type Route } from '../routing/route.js';
import { Project, ProjectList, ProjectView } from './responses.js';

export const projectRoutes: readonly Route[] = [
  get('/api/projects', ListProjects, {
    response: ProjectList,
    access: 'any caller',
    description: "The caller's projects, each with the role the caller acts with there. An API key sees its own project.",
  }),
  post('/api/projects', CreateProject, {
    body: CreateProjectInput,
    status: 201,
    response: Project,
    access: 'signed-in user',
    example: { name: 'Acme', default_language: 'en' },
    description: 'The caller becomes its admin (provisioned). A new project is on the `trial` plan.',
  }),
  get(PROJECT, GetProject, { response: ProjectView, access: 'read_content (read)' }),
  patch(PROJECT, UpdateProject, { body: UpdateProjectInput, response: Project, access: 'rename_project (write)' }),
  del(PROJECT, DeleteProject, {
    access: 'delete_project (write)',
    description: 'Removes the project and all of its data: pages, drafts, media, keys, webhooks and its site.',
  }),
];

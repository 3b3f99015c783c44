import { CreateProject, CreateProjectInput } from '../../../application/projects/create-project.js';
import { DeleteProject } from '../../../application/projects/delete-project.js';
import { GetProject } from '../../../application/projects/get-project.js';
import { ListProjects } from '../../../application/projects/list-projects.js';
import { UpdateProject, UpdateProjectInput } from '../../../application/projects/update-project.js';
import { PROJECT } from '../routing/path-params.js';
import { del, get, patch, post, type Route } from '../routing/route.js';

export const projectRoutes: readonly Route[] = [
  get('/api/projects', ListProjects),
  post('/api/projects', CreateProject, { body: CreateProjectInput, status: 201 }),
  get(PROJECT, GetProject),
  patch(PROJECT, UpdateProject, { body: UpdateProjectInput }),
  del(PROJECT, DeleteProject),
];

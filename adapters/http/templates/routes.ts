import { CreateProjectTemplate, CreateProjectTemplateInput } from '../../../application/templates/create-project-template.js';
import { DeleteProjectTemplate } from '../../../application/templates/delete-project-template.js';
import { GetProjectTemplate } from '../../../application/templates/get-project-template.js';
import { ListDocTemplates } from '../../../application/templates/list-doc-templates.js';
import { ListProjectTemplates } from '../../../application/templates/list-project-templates.js';
import { ListStarterKits } from '../../../application/templates/list-starter-kits.js';
import { ReplaceProjectTemplate, ReplaceProjectTemplateInput } from '../../../application/templates/replace-project-template.js';
import { PROJECT } from '../routing/path-params.js';
import { del, get, post, put, type Route } from '../routing/route.js';

const TEMPLATES = `${PROJECT}/templates`;

export const templateRoutes: readonly Route[] = [
  get('/api/templates/doc', ListDocTemplates),
  get('/api/templates/project', ListStarterKits),
  get(TEMPLATES, ListProjectTemplates),
  post(TEMPLATES, CreateProjectTemplate, { body: CreateProjectTemplateInput, status: 201 }),
  get(`${TEMPLATES}/:templateId`, GetProjectTemplate),
  put(`${TEMPLATES}/:templateId`, ReplaceProjectTemplate, { body: ReplaceProjectTemplateInput }),
  del(`${TEMPLATES}/:templateId`, DeleteProjectTemplate),
];

import { CreateProjectTemplate, CreateProjectTemplateInput } from '../../../application/templates/create-project-template.js';
import { DeleteProjectTemplate } from '../../../application/templates/delete-project-template.js';
import { GetProjectTemplate } from '../../../application/templates/get-project-template.js';
import { ListDocTemplates } from '../../../application/templates/list-doc-templates.js';
import { ListProjectTemplates } from '../../../application/templates/list-project-templates.js';
import { ListStarterKits } from '../../../application/templates/list-starter-kits.js';
import { ReplaceProjectTemplate, ReplaceProjectTemplateInput } from '../../../application/templates/replace-project-template.js';
import { PROJECT } from '../routing/path-params.js';
import { del, get, post, put, type Route } from '../routing/route.js';
import { DocTemplate, DocTemplateList, ProjectTemplateList, StarterKitList } from './responses.js';

const TEMPLATES = `${PROJECT}/templates`;

export const templateRoutes: readonly Route[] = [
  get('/api/templates/doc', ListDocTemplates, { response: DocTemplateList, access: 'any caller', summary: 'List built-in doc templates' }),
  get('/api/templates/project', ListStarterKits, { response: StarterKitList, access: 'any caller', summary: 'List project starter kits' }),
  get(TEMPLATES, ListProjectTemplates, {
    response: ProjectTemplateList,
    access: 'read_content (read)',
    description: "The doc templates the project's pages may use: the built-in ones, then the project's own.",
  }),
  post(TEMPLATES, CreateProjectTemplate, {
    body: CreateProjectTemplateInput,
    status: 201,
    response: DocTemplate,
    access: 'manage_templates (write)',
    refusals: [{ status: 409, when: 'A template with that id exists (built in, or the project’s own).' }],
    description: 'Every template has the fields `title` (text, required) and `description` (textarea), in addition to its own.',
  }),
  get(`${TEMPLATES}/:templateId`, GetProjectTemplate, { response: DocTemplate, access: 'read_content (read)' }),
  put(`${TEMPLATES}/:templateId`, ReplaceProjectTemplate, { body: ReplaceProjectTemplateInput, response: DocTemplate, access: 'manage_templates (write)' }),
  del(`${TEMPLATES}/:templateId`, DeleteProjectTemplate, {
    access: 'manage_templates (write)',
    refusals: [{ status: 409, when: 'Pages or drafts use the template.' }],
  }),
];

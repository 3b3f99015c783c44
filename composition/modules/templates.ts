import { ContainerModule } from 'inversify';
import { CreateProjectTemplate } from '../../application/templates/create-project-template.js';
import { DeleteProjectTemplate } from '../../application/templates/delete-project-template.js';
import { GetProjectTemplate } from '../../application/templates/get-project-template.js';
import { ListDocTemplates } from '../../application/templates/list-doc-templates.js';
import { ListProjectTemplates } from '../../application/templates/list-project-templates.js';
import { ListStarterKits } from '../../application/templates/list-starter-kits.js';
import { TemplateCatalog } from '../../application/templates/ports.js';
import { ReplaceProjectTemplate } from '../../application/templates/replace-project-template.js';
import { TemplateResolver } from '../../application/templates/template-resolver.js';
import { MongoTemplateCatalog } from '../../infrastructure/mongo/templates/template-catalog.js';
import { SqliteTemplateCatalog } from '../../infrastructure/sqlite/templates/template-catalog.js';
import { byStorage, type Storage } from '../storage.js';
import { bindUseCases } from './bind-use-cases.js';

/** Built-in and project doc templates, and project starter kits. */
export const templatesModule = (storage: Storage) =>
  new ContainerModule(({ bind }) => {
    bind(TemplateCatalog).toConstantValue(
      byStorage<TemplateCatalog>(storage, { sqlite: (db) => new SqliteTemplateCatalog(db), mongo: (db, client) => new MongoTemplateCatalog(db, client) }),
    );
    bindUseCases(bind, [
      TemplateResolver,
      ListDocTemplates,
      ListStarterKits,
      ListProjectTemplates,
      GetProjectTemplate,
      CreateProjectTemplate,
      ReplaceProjectTemplate,
      DeleteProjectTemplate,
    ]);
  });
